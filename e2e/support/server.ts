// Starts the product as `npm start` serves it (node api/dist/server.js) on a free port, with its own data.
// On the embedded database each server starts from a copy of one data folder the run migrated once
// (createTemplate, from the global set-up), as the API's own tests do: the copy is still a database of
// its own, but no server runs PGlite's initdb and every migration again.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** The migrated PGlite data folder (`<DATA_DIR>/db`) each server starts from, when the run made one. */
export const TEMPLATE_DIR_ENV = 'E2E_TEMPLATE_DIR';

/**
 * Migrates one PGlite data folder with this build's `npm run db:migrate` and names it in the environment
 * for every server started after it (on PostgreSQL, DATABASE_URL_E2E, nothing: the server is shared).
 * Returns the function that removes it.
 */
export function createTemplate(): () => void {
  if (process.env.DATABASE_URL_E2E) return () => undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-e2e-template-'));
  const migrated = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'dist', 'db', 'migrate.js')], {
    cwd: path.join(repoRoot, 'api'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ENV_FILE: 'off' },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`the template database was not migrated:\n${migrated.stderr}`);
  process.env[TEMPLATE_DIR_ENV] = path.join(dataDir, 'db');
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
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
  const template = process.env[TEMPLATE_DIR_ENV];
  if (template && !process.env.DATABASE_URL_E2E && !env.DATABASE_URL) {
    fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
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
      ...(process.env.DATABASE_URL_E2E
        ? { DATABASE_URL: process.env.DATABASE_URL_E2E, JWT_SECRET: randomBytes(32).toString('base64url') }
        : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  await waitForHealth(url, child, output);
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
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
