// Several built API processes (`node api/dist/server.js`) on one PostgreSQL database behind a real
// nginx from the system's packages, for the multi-instance test. nginx runs in the foreground as the
// current user, from a generated config in a temporary folder, on a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { packageRoot, repoRoot } from '../../src/paths';
import { TEST_PASSWORD_HASH_COST } from './server-env';
import { TEST_ADMIN } from './server';
import { pause } from './pause';
import { createDatabase, ensureBuilt, freePort } from './spawned-server';

const serverScript = path.join(packageRoot, 'dist', 'server.js');
/** The nginx binary, or undefined when the system has none. */
export function findNginx(): string | undefined {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

export interface Cluster {
  /** The balancer's address: what clients use. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  /** Starts instance `index` again on its port (after it exited) and waits until it is ready. */
  restart(index: number): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(index: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** nginx's error log, for a failing test's message. */
  balancerLog(): string;
  dispose(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`instance exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await pause(50, 'polling again');
  }
  throw new Error(`instance not ready within 60 s:\n${output()}`);
}

/** The nginx config of scripts/nginx-cluster.conf.template, filled in for a temporary folder. */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
  const template = fs.readFileSync(path.join(repoRoot, 'scripts', 'nginx-cluster.conf.template'), 'utf8');
  const values: Record<string, string> = {
    // Running as root, nginx would hand its workers to "nobody", who can not use the temporary folder.
    USER: os.userInfo().uid === 0 ? 'user root;' : '',
    DIR: options.dir,
    PORT: String(options.port),
    UPSTREAMS: options.upstreams
      .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

export async function startCluster(options: { instances: number; env?: Record<string, string> }): Promise<Cluster> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the multi-instance test needs DATABASE_URL');
  const nginx = findNginx();
  if (!nginx) throw new Error('the multi-instance test needs nginx (apt-get install -y nginx)');
  ensureBuilt();

  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'formbuilder-cluster-'));
  const database = await createDatabase(serverUrl);
  const balancerPort = await freePort();
  const url = `http://127.0.0.1:${balancerPort}`;
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const instances: Instance[] = [];

  const launch = (index: number): Instance => {
    const port = ports[index]!;
    const name = `api-${index + 1}`;
    const dataDir = path.join(dir, name);
    fs.mkdirSync(dataDir, { recursive: true });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      APPS_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      INSTANCE_ID: name,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    let log = '';
    const child = spawn(process.execPath, [serverScript], { cwd: repoRoot, env, stdio: 'pipe' });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      process: child,
      exited,
      output: () => log,
    };
    instances[index] = instance;
    return instance;
  };

  let balancer: ChildProcess | undefined;
  const cluster: Cluster = {
    url,
    instances,
    databaseUrl: database.url,
    async restart(index) {
      const instance = launch(index);
      await waitReady(instance.url, instance.process, instance.output);
    },
    async stop(index) {
      const instance = instances[index]!;
      instance.process.kill('SIGTERM');
      return instance.exited;
    },
    balancerLog: () => {
      try {
        return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async dispose() {
      const running = [...instances.map((instance) => instance.process), balancer].filter(
        (child): child is ChildProcess => child !== undefined && child.exitCode === null && child.signalCode === null,
      );
      await Promise.all(
        running.map(
          (child) =>
            new Promise((resolve) => {
              child.once('exit', resolve);
              // nginx's workers outlive a killed master (they were left running, one per run); told to
              // stop (its fast shutdown), the master stops them and waits for them before it exits.
              child.kill(child === balancer ? 'SIGTERM' : 'SIGKILL');
            }),
        ),
      );
      await database.drop();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };

  try {
    // The first one alone creates the schema and the administrator; the others then start together.
    await cluster.restart(0);
    await Promise.all(ports.slice(1).map((_, i) => cluster.restart(i + 1)));

    fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port: balancerPort, upstreams: ports }));
    balancer = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (balancer.exitCode !== null) throw new Error(`nginx exited:\n${cluster.balancerLog()}`);
      try {
        if ((await fetch(`${url}/api/health/ready`)).status === 200) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${cluster.balancerLog()}`);
      await pause(50, 'polling again');
    }
  } catch (error) {
    await cluster.dispose();
    throw error;
  }
  return cluster;
}
