// Another release's API as a child process, for the upgrade test (test/upgrade.test.ts): the skew
// baseline's build (e2e/skew-baseline.json, built and cached by e2e/support/skew-baseline.ts) or this
// tree's own dist, each started on a data folder and database the test chooses, so one can follow the
// other on the same data.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { packageRoot, repoRoot } from '../../src/paths';
import { captureStream } from './log-capture';
import { ensureBuilt, waitUntilHealthy } from './spawned-server';

/**
 * The folder holding the baseline's built tree (`api/dist/server.js`, its own node_modules), built
 * on first use: CI builds it before the tests (npx tsx e2e/support/skew-baseline.ts), so a test run
 * only finds it. The script prints the baseline's folder last.
 */
export function baselineTree(): string {
  const printed = execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['e2e/support/skew-baseline.ts'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const dir = printed.trim().split('\n').pop()!;
  return path.join(dir, 'tree');
}

const START_TIMEOUT_MS = 120_000;

export interface ReleaseServer {
  url: string;
  /** What the process printed. */
  output(): string;
  /** SIGTERM, then waits for the exit; throws when the process exits with an error. */
  stop(): Promise<void>;
}

/**
 * Starts `<tree>/api/dist/server.js` (this tree's when `tree` is undefined, built first if stale) with
 * exactly `env` plus PATH and HOME, and waits for /api/health.
 */
export async function startRelease(options: {
  tree: string | undefined;
  url: string;
  env: Record<string, string | undefined>;
  /** Keep what it prints with the run's captured logs (scanned by test/log-scan.test.ts): this release's. */
  capture?: boolean;
}): Promise<ReleaseServer> {
  if (!options.tree) ensureBuilt();
  const root = options.tree ?? repoRoot;
  const script = options.tree
    ? path.join(options.tree, 'api', 'dist', 'server.js')
    : path.join(packageRoot, 'dist', 'server.js');
  const env = Object.fromEntries(
    Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, ...options.env }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  const chunks: string[] = [];
  const capture = options.capture ? captureStream() : undefined;
  const child: ChildProcess = spawn(process.execPath, [script], { cwd: root, env, stdio: 'pipe' });
  const keep = (chunk: Buffer) => {
    chunks.push(chunk.toString('utf8'));
    capture?.write(chunk);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => chunks.join('');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const { code, signal } = await exited;
    capture?.end();
    if (code !== 0 && signal !== 'SIGTERM') throw new Error(`the server exited with ${code ?? signal}:\n${output()}`);
  };
  try {
    // A first start creates and migrates the database: generous on a shared machine.
    await waitUntilHealthy(options.url, child, output, '/api/health', START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    capture?.end();
    throw error;
  }
  return { url: options.url, output, stop };
}
