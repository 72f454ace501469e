// The built server (`node api/dist/server.js`) as a child process, for what only a real process can
// show: kill -9, SIGTERM, restarts on the same data. Its database is PGlite in a temporary DATA_DIR,
// or, when DATABASE_URL is set, a fresh `test_<random>` database dropped at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { packageRoot, repoRoot } from '../../src/paths';
import { captureStream } from './log-capture';
import { TEST_PASSWORD_HASH_COST } from './server-env';
import { TEST_ADMIN } from './server';
import { pause } from './pause';
import { copyTemplateInto, createStatement } from './template-db';

const serverScript = path.join(packageRoot, 'dist', 'server.js');

/**
 * Every server this test file spawned and has not disposed. A hook that runs out of time leaves its
 * start going on in the background, and its own `afterAll` has no server to dispose yet: the file's
 * end disposes what is here, and a start that comes after it ends its process at once. Without this,
 * the process stays alive with nothing to end it, and jest with it.
 */
const undisposed = new Set<SpawnedServer>();
let fileEnded = false;
if (typeof afterAll === 'function') {
  afterAll(async () => {
    fileEnded = true;
    await Promise.all([...undisposed].map((server) => server.dispose()));
  });
}

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds contracts and the API when their dist is missing or older than their sources, so the
 * process under test runs the code under test.
 */
export function ensureBuilt(): void {
  const workspaces = [
    { name: '@formbuilder/contracts', root: path.join(repoRoot, 'contracts'), entry: 'dist/index.js' },
    { name: '@formbuilder/api', root: packageRoot, entry: 'dist/server.js' },
  ];
  for (const workspace of workspaces) {
    const entry = path.join(workspace.root, workspace.entry);
    const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
    if (built >= newestMtime(path.join(workspace.root, 'src'))) continue;
    execFileSync('npm', ['run', 'build', '-w', workspace.name], { cwd: repoRoot, stdio: 'ignore' });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface SpawnedServer {
  url: string;
  port: number;
  dataDir: string;
  /** The database the process uses, when it is PostgreSQL. */
  databaseUrl: string | undefined;
  process: ChildProcess;
  /** Resolves when the current process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stdout and stderr. */
  output(): string;
  /** Starts the process again on the same port, data folder and database (after it exited). */
  restart(): Promise<void>;
  /** Ends the process if it still runs, then removes its data and database. */
  dispose(): Promise<void>;
}

export interface SpawnOptions {
  env?: Record<string, string | undefined>;
  /**
   * Runs before the first start, given the database the process will use (its URL on PostgreSQL)
   * and its data folder (where its PGlite lives otherwise).
   */
  beforeStart?: (databaseUrl: string | undefined, dataDir: string) => Promise<void>;
  /** The path that must answer 200 before the start counts as done (default /api/health). */
  readyPath?: string;
}

/** A fresh, empty database on the server (`fromTemplate`: a copy of the run's migrated template). */
export async function createDatabase(serverUrl: string, fromTemplate = false) {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(fromTemplate ? createStatement(name) : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** Resolves once `url + readyPath` answers 200; throws if the process exits first or after `timeoutMs`. */
export async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  readyPath = '/api/health',
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await pause(100, 'polling the health answer again');
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  ensureBuilt();
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'formbuilder-spawned-'));
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL, true) : undefined;
  if (!database) await copyTemplateInto(dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    APPS_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
    LOG_LEVEL: 'warn',
    // On a PostgreSQL server the signing key must be given (as every instance shares it).
    JWT_SECRET: database ? crypto.randomBytes(32).toString('base64url') : undefined,
    ENV_FILE: 'off',
    ...options.env,
    DATABASE_URL: database?.url,
  };
  const cleanEnv = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

  let chunks: string[] = [];
  // What the process prints is also kept for test/log-scan.test.ts.
  const capture = captureStream();
  const start = async () => {
    chunks = [];
    const child = spawn(process.execPath, [serverScript], { cwd: repoRoot, env: cleanEnv, stdio: 'pipe' });
    const keep = (chunk: Buffer) => {
      chunks.push(chunk.toString('utf8'));
      capture.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    Object.assign(spawned, { process: child, exited });
    if (fileEnded) {
      await spawned.dispose();
      throw new Error('the test file ended before this server started; it was stopped');
    }
    await waitUntilHealthy(url, child, spawned.output, options.readyPath);
  };

  const spawned: SpawnedServer = {
    url,
    port,
    dataDir,
    databaseUrl: database?.url,
    process: undefined as unknown as ChildProcess,
    exited: Promise.resolve({ code: null, signal: null }),
    output: () => chunks.join(''),
    restart: start,
    async dispose() {
      undisposed.delete(spawned);
      const child = spawned.process;
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await spawned.exited;
      }
      capture.end();
      await database?.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
  undisposed.add(spawned);
  await options.beforeStart?.(database?.url, dataDir);
  await start();
  return spawned;
}

/** Resolves once the process has printed `text` (it reads what it prints as it comes); rejects if it exits first. */
export function untilPrinted(server: SpawnedServer, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = server.process;
    const check = () => {
      if (!server.output().includes(text)) return;
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', exited);
      resolve();
    };
    const exited = () => {
      check();
      reject(new Error(`the process exited without printing ${text}`));
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', exited);
    check();
  });
}
