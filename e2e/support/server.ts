// Starts the product as `npm start` serves it (node api/dist/server.js) on a free port, with its own data.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

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
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      PUBLIC_SUBMIT_RATE: '0',
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
