// What the benchmark scripts share: the built server started as a separate process (as in
// production) on a free port with its own data, a throw-away PostgreSQL database, calls to the API,
// and clean-up steps that run whatever happens.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
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

export async function startServer({ databaseUrl, port }) {
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
    // The per-IP limit would turn a load test from one address into a stream of 429s.
    PUBLIC_SUBMIT_RATE: '0',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.SMTP_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 30 s:\n${output}`);
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
