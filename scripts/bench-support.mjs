// What the benchmark scripts share: the built server started as a separate process (as in
// production) on a free port with its own data, a throw-away PostgreSQL database, calls to the API,
// and clean-up steps that run whatever happens.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'api');
// pg and ws are dependencies of the api workspace, not of the root: resolve them from there.
export const apiRequire = createRequire(path.join(apiDir, 'package.json'));
const pg = apiRequire('pg');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = {
  email: 'bench-admin@example.com',
  password: `bench-${crypto.randomBytes(9).toString('base64url')}`,
};

// One key for every instance this run starts, as instances on one database must share it.
const jwtSecret = crypto.randomBytes(32).toString('base64url');
export const log = (text) => console.log(`  ${text}`);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Cleanup steps run last-in first-out, also when a step throws or the run is interrupted.
export const cleanups = [];
export async function cleanUp() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step();
    } catch (error) {
      console.error(`  cleanup: ${error.message}`);
    }
  }
}

/**
 * Runs one benchmark's `main`: cleans up what it started (servers, databases, folders) at the end
 * and on Ctrl-C, and exits 1 when it crashed, so `npm run bench` can tell.
 */
export async function runBench(label, main) {
  process.once('SIGINT', () => {
    cleanUp().finally(() => process.exit(130));
  });
  let failed = false;
  try {
    await main();
  } catch (error) {
    failed = true;
    console.error(`\n${label} benchmark crashed: ${error.stack ?? error}`);
  } finally {
    await cleanUp();
  }
  process.exit(failed ? 1 : 0);
}

export function openFileLimit() {
  // The limit of this process, which the server child inherits; nothing can raise it from inside Node.
  try {
    return execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** The newest modification time under a folder, to tell whether dist/ is older than src/. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function ensureBuilt() {
  const entry = path.join(apiDir, 'dist', 'server.js');
  const missing = !fs.existsSync(entry);
  // A stale build would measure code that is no longer the source.
  if (missing || fs.statSync(entry).mtimeMs < newestMtime(path.join(apiDir, 'src'))) {
    log(`api/dist is ${missing ? 'missing' : 'older than api/src'}: building @formbuilder/api`);
    execFileSync('npm', ['run', 'build', '-w', '@formbuilder/api'], { cwd: root, stdio: 'pipe' });
  }
  return entry;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database on the PostgreSQL server, dropped afterwards; `{ unreachable: reason }` when the
 * server can not be reached, in which case the API runs on its embedded PGlite.
 */
export async function createDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    return { unreachable: `${adminUrl.replace(/\/\/[^@/]*@/, '//')}: ${error.message || error.code}` };
  }
  // Kept open to drop the database at the end; a lost connection must not crash the run meanwhile.
  client.on('error', (error) => console.error(`  admin connection: ${error.message}`));
  const name = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const version = (await client.query('show server_version')).rows[0].server_version;
  await client.query(`create database ${name}`);
  cleanups.push(async () => {
    // FORCE (PostgreSQL 13+) ends connections the server may have left behind.
    await client
      .query(`drop database if exists ${name} with (force)`)
      .catch(() => client.query(`drop database if exists ${name}`));
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), label: `PostgreSQL ${version} (database ${name} on ${url.host})` };
}

/**
 * The built server on `port`. `env` adds settings (INSTANCE_ID, ...); with BENCH_CPU_PROF=<folder>
 * each server writes a V8 CPU profile there when it stops (open it in Chrome DevTools, or read it
 * with scripts/cpu-profile-top.mjs).
 */
export async function startServer({ databaseUrl, port, env: extra = {} }) {
  const entry = ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The socket's Origin allow-list is built from PUBLIC_URL.
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    ENV_FILE: 'off',
    // The per-IP limit would turn a load test from one address into a stream of 429s.
    PUBLIC_SUBMIT_RATE: '0',
    // Likewise the cap on sockets not yet signed in: the fan-out bench opens 1,000 at once from here.
    REALTIME_PENDING_PER_IP: '0',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.SMTP_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    // Every instance on one PostgreSQL signs with the same key; the API refuses to start without one.
    env.JWT_SECRET = jwtSecret;
  }
  Object.assign(env, extra);

  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : [];
  const child = spawn(process.execPath, [...nodeArgs, entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    // The server drains and exits within 10 s; a hung one is killed so the database can be dropped.
    const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exited;
    clearTimeout(timer);
  });

  // Generous: on a loaded machine the embedded database alone can take half a minute to open.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 90 s:\n${output}`);
    await sleep(200);
  }
  return { baseUrl, child, output: () => output };
}

// ---- seeding through the API ----

export async function api(baseUrl, method, route, { token, body, expect = [200, 201] } = {}) {
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`${method} ${route} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

export const login = async (baseUrl, email, password) =>
  (await api(baseUrl, 'POST', '/api/auth/login', { body: { email, password } })).token;

/**
 * A company with a MANAGER and one ACTIVE form of `questions`, created through the API as the
 * ADMIN would; answers the manager's token, the form's id and the company's id.
 */
export async function seedManagerForm(baseUrl, { companyName, manager, questions }) {
  const adminToken = await login(baseUrl, ADMIN.email, ADMIN.password);
  const company = await api(baseUrl, 'POST', '/api/companies', {
    token: adminToken,
    body: { name: companyName, formsLimit: 5, usersLimit: 5, color: '#0f766e' },
  });
  await api(baseUrl, 'POST', '/api/users', {
    token: adminToken,
    body: {
      name: 'Gestora',
      email: manager.email,
      phone: '(11) 91234-5678',
      role: 'MANAGER',
      password: manager.password,
      passwordConfirm: manager.password,
      company: company.id,
    },
  });
  const token = await login(baseUrl, manager.email, manager.password);
  const form = await api(baseUrl, 'POST', '/api/forms', {
    token,
    body: { title: 'Pesquisa de satisfação', status: 'ACTIVE', anonymous: false, questions },
  });
  return { token, formId: form.id, companyId: company.id };
}

// ---- nginx in front of the instances ----

/** nginx from the system (Debian: apt-get install -y nginx), or undefined. */
export function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The status of a GET; over https, the run's self-signed certificate is accepted. */
function readyStatus(url) {
  if (url.startsWith('http:')) return fetch(url).then((response) => response.status);
  return new Promise((resolve, reject) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });
}

/**
 * nginx in the foreground on `port`, balancing over the given instance ports with
 * scripts/nginx-cluster.conf.template (the config the multi-instance test uses); `tls`: with TLS and
 * HTTP/2, as production is served, and a certificate made for the run.
 */
export async function startNginx({ port, upstreams, tls = false }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-bench-nginx-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  if (tls) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  }
  const values = {
    USER: os.userInfo().uid === 0 ? 'user root;' : '',
    DIR: dir,
    PORT: String(port),
    UPSTREAMS: upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n'),
    ...(tls
      ? {
          LISTEN_TLS: ' ssl http2',
          TLS: `    ssl_certificate ${dir}/cert.pem;\n    ssl_certificate_key ${dir}/key.pem;`,
        }
      : {}),
  };
  const template = fs.readFileSync(path.join(root, 'scripts', 'nginx-cluster.conf.template'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    template.replace(/\{\{(\w+)\}\}/g, (_match, name) => values[name] ?? ''),
  );
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    try {
      if ((await readyStatus(`${baseUrl}/api/health/ready`)) === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 10 s');
    await sleep(100);
  }
  return { baseUrl };
}

// ---- the baseline ----

/**
 * A trivial Express endpoint in a process of its own (scripts/bench-baseline-server.mjs): it parses
 * the same JSON body and answers 201 with an id, touching no database. Measured in the same run
 * as the API, so the API's figures can be read as a ratio of what this machine does at all.
 */
export async function startBaseline({ port }) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'bench-baseline-server.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}` };
}
