// Builds an older commit (e2e/skew-baseline.json) in a git worktree outside the repository, cached by
// commit: once built, a run only returns the folder. It keeps the dist folders of the front-end apps,
// for the version-skew browser tests, and the whole built tree as `<dir>/tree` (its own node_modules,
// installed by `npm ci` from its own lock file), from which api/test/upgrade.test.ts starts that
// commit's API. Also runs alone (CI builds it before the tests): npx tsx e2e/support/skew-baseline.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const config = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'skew-baseline.json'), 'utf8')) as {
  commit: string;
};
export const baselineCommit = config.commit;
const apps = ['shell', 'mf-forms', 'mf-admin', 'mf-library', 'mf-respondent'];
const MARKER = '.baseline-built';

/**
 * Where a commit's baseline is built: SKEW_BASELINE_DIR, else a folder under the system temp dir
 * (not the `formbuilder-skew-baseline` of earlier builders, which kept only the apps and would
 * rebuild, removing the folder, where this one had built).
 */
export function baselineDir(commit = baselineCommit): string {
  const root = process.env.SKEW_BASELINE_DIR || path.join(os.tmpdir(), 'formbuilder-baseline');
  return path.join(root, commit);
}

/** The built tree of the baseline, whose `api/dist/server.js` starts its API. */
export function baselineTree(commit = baselineCommit): string {
  return path.join(baselineDir(commit), 'tree');
}

function run(cmd: string, args: string[], cwd: string): void {
  process.stdout.write(`[skew-baseline] ${cmd} ${args.join(' ')}\n`);
  execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

export function ensureBaseline(commit = baselineCommit): string {
  const dir = baselineDir(commit);
  const marker = path.join(dir, MARKER);
  if (fs.existsSync(marker)) return dir;
  // A commit this clone lacks (a shallow clone) is fetched first.
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot, stdio: 'ignore' });
  } catch {
    run('git', ['fetch', '--quiet', 'origin', commit], repoRoot);
  }
  const worktree = `${dir}.worktree`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(worktree, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  run('git', ['worktree', 'add', '--detach', '--force', worktree, commit], repoRoot);
  try {
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], worktree);
    run(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--output-logs=errors-only',
        ...[...apps, 'api'].map((workspace) => `--filter=./${workspace}`),
      ],
      worktree,
    );
    for (const app of apps) {
      const dist = path.join(worktree, app, 'dist');
      if (!fs.existsSync(dist)) throw new Error(`baseline ${app}/dist is missing after the build`);
      fs.cpSync(dist, path.join(dir, app, 'dist'), { recursive: true });
    }
    if (!fs.existsSync(path.join(worktree, 'api', 'dist', 'server.js'))) {
      throw new Error('baseline api/dist/server.js is missing after the build');
    }
    // The built tree stays, as a plain folder: no longer a git worktree, its node_modules beside it.
    fs.rmSync(path.join(worktree, '.git'), { force: true });
    fs.renameSync(worktree, baselineTree(commit));
  } finally {
    if (fs.existsSync(worktree)) run('git', ['worktree', 'remove', '--force', worktree], repoRoot);
    run('git', ['worktree', 'prune'], repoRoot);
  }
  fs.writeFileSync(marker, `${commit}\n`);
  return dir;
}

if (require.main === module) process.stdout.write(`${ensureBaseline()}\n`);
