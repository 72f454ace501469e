// Starts the product as `npm start` serves it (node api/dist/server.js) on a free port, with its own data.
// Each server starts from a copy of one database the run migrated once (createTemplate, from the global
// set-up), as the API's own tests do: the copy is still a database of its own, but no server runs the
// migrations again. On the embedded database (PGlite, the default) the copy is a data folder; with
// DATABASE_URL_E2E, the address of a PostgreSQL server, it is a database made by
// `CREATE DATABASE ... TEMPLATE` on that server and dropped when the server stops.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The migrated PGlite data folder (`<DATA_DIR>/db`) each server starts from, when the run made one. */
export const TEMPLATE_DIR_ENV = 'E2E_TEMPLATE_DIR';
/** The migrated database on the DATABASE_URL_E2E server each server's database is copied from. */
export const TEMPLATE_DB_ENV = 'E2E_TEMPLATE_DB';

/** The PostgreSQL server the browser tests' servers use instead of PGlite, when set. */
const databaseServer = () => process.env.DATABASE_URL_E2E;

/** The address of database `name` on the DATABASE_URL_E2E server. */
function databaseUrl(name: string): string {
  const url = new URL(databaseServer()!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the DATABASE_URL_E2E server's maintenance database. */
async function onDatabaseServer(statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A signing key for a server on PostgreSQL, which refuses to start without one shared by every instance. */
const signingKey = () => randomBytes(32).toString('base64url');

/** Runs this build's `npm run db:migrate` with `env`. */
function migrate(env: Record<string, string>): void {
  const migrated = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'dist', 'db', 'migrate.js')], {
    cwd: path.join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', ENV_FILE: 'off', ...env },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`the template database was not migrated:\n${migrated.stderr}`);
}

/**
 * Migrates the run's template database and names it in the environment for every server started after
 * it. Returns the function that removes it.
 */
export async function createTemplate(): Promise<() => Promise<void>> {
  if (databaseServer()) {
    const name = `e2e_template_${randomBytes(6).toString('hex')}`;
    await onDatabaseServer(`create database ${name}`);
    migrate({ DATABASE_URL: databaseUrl(name), JWT_SECRET: signingKey() });
    process.env[TEMPLATE_DB_ENV] = name;
    return () => onDatabaseServer(`drop database if exists ${name}`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-e2e-template-'));
  migrate({ DATA_DIR: dataDir });
  process.env[TEMPLATE_DIR_ENV] = path.join(dataDir, 'db');
  return async () => fs.rmSync(dataDir, { recursive: true, force: true });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(repoRoot, 'api', 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error('api/dist/server.js is missing: build first (npm run build)');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-e2e-'));
  // A database of its own on the DATABASE_URL_E2E server, unless the test names one.
  const database = databaseServer() && !env.DATABASE_URL ? `e2e_${randomBytes(6).toString('hex')}` : undefined;
  if (database) {
    const template = process.env[TEMPLATE_DB_ENV];
    await onDatabaseServer(`create database ${database}${template ? ` template ${template}` : ''}`);
  } else if (process.env[TEMPLATE_DIR_ENV] && !env.DATABASE_URL) {
    fs.cpSync(process.env[TEMPLATE_DIR_ENV], path.join(dataDir, 'db'), { recursive: true });
  }
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      PUBLIC_SUBMIT_RATE: '0',
      // Every test signs in, often many times: argon2id's standard cost is the API tests' to check.
      PASSWORD_HASH_COST: 'minimal',
      ENV_FILE: 'off',
      // No one-remote release of a developer's checkout leaks into the tests.
      RELEASES_DIR: dataDir,
      // A PostgreSQL server needs a signing key shared by every instance (the API refuses to start without).
      ...(database ? { DATABASE_URL: databaseUrl(database), JWT_SECRET: signingKey() } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const removeData = async () => {
    if (database) await onDatabaseServer(`drop database if exists ${database} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    // A server that never became healthy leaves neither a process nor a database behind.
    child.kill('SIGKILL');
    await removeData();
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await removeData();
    },
  };
}
