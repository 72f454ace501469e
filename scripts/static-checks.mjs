// Lint and typecheck of several workspaces in fewer processes than one of each per workspace, with the
// same files checked under the same rules:
//  - lint: one ESLint process over every named workspace's lint paths (the `eslint <paths>` of its
//    package.json), so the import resolver and the cycle rule read each shared file once, not once per
//    workspace (all ten: 57 s against 103 s one workspace at a time, on a quiet two-core machine);
//  - typecheck: the browser workspaces share one compiler configuration (their tsconfig.json only
//    extends ../tsconfig.web.json and includes src and ../types), so they are one TypeScript program,
//    in which contracts, platform and shared-ui are checked once instead of once per app (the seven:
//    20 s against 85 s); every other workspace runs its own `typecheck` script.
// Lint runs beside the typechecks (two processes at a time). The API and the browser tests read
// contracts' built declarations: build first (`npm run check:static` does; the CI has built everything).
//
//   node scripts/static-checks.mjs                      every workspace
//   node scripts/static-checks.mjs @formbuilder/shell   those named (as turbo names them)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_TSCONFIG = '../tsconfig.web.json';

/** The workspaces of the root package.json: folder, package name, scripts and tsconfig.json. */
export function readWorkspaces(base = root) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(base, 'package.json'), 'utf8'));
  return workspaces.map((folder) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(base, folder, 'package.json'), 'utf8'));
    const tsconfigFile = path.join(base, folder, 'tsconfig.json');
    const tsconfig = fs.existsSync(tsconfigFile) ? JSON.parse(fs.readFileSync(tsconfigFile, 'utf8')) : undefined;
    return { folder, name: pkg.name, scripts: pkg.scripts ?? {}, tsconfig };
  });
}

/** The paths `eslint <paths>` of a workspace's lint script names, relative to the repository root. */
export function lintPaths(workspace) {
  const script = workspace.scripts.lint;
  if (!script) return [];
  const match = /^eslint((?: [\w./-]+)+)$/.exec(script);
  if (!match) throw new Error(`${workspace.folder}: its lint script is not "eslint <paths>": ${script}`);
  return match[1]
    .trim()
    .split(' ')
    .map((target) => path.posix.join(workspace.folder, target));
}

/**
 * A workspace whose compiler configuration is the browser one and nothing else: its files type the
 * same in a program of its own and in one with the other such workspaces.
 */
export function isPlainWebWorkspace(workspace) {
  const config = workspace.tsconfig;
  if (!config || config.extends !== WEB_TSCONFIG) return false;
  const keys = Object.keys(config).sort().join(',');
  const include = [...(config.include ?? [])].sort().join(',');
  return keys === 'extends,include' && include === '../types,src';
}

/** What to run for these workspaces: the lint paths, the browser workspaces, the other typechecks. */
export function plan(workspaces) {
  const typed = workspaces.filter((workspace) => workspace.scripts.typecheck);
  return {
    lint: workspaces.flatMap(lintPaths),
    web: typed.filter(isPlainWebWorkspace).map((workspace) => workspace.folder),
    own: typed.filter((workspace) => !isPlainWebWorkspace(workspace)).map((workspace) => workspace.name),
  };
}

function run(label, command, args) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      console.log(`-- ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

async function main() {
  const all = readWorkspaces();
  const named = process.argv.slice(2);
  const unknown = named.filter((name) => !all.some((workspace) => workspace.name === name));
  if (unknown.length > 0) throw new Error(`no such workspace: ${unknown.join(', ')}`);
  const chosen = named.length > 0 ? all.filter((workspace) => named.includes(workspace.name)) : all;
  const { lint, web, own } = plan(chosen);

  const typechecks = async () => {
    const results = [];
    if (web.length > 0) {
      // The workspaces' own configuration with all of them included, written where nothing is committed
      // and under the root's node_modules, where TypeScript finds the same type packages (jest, node).
      fs.mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
      const dir = fs.mkdtempSync(path.join(root, 'node_modules', '.cache', 'typecheck-'));
      const config = path.join(dir, 'tsconfig.json');
      fs.writeFileSync(
        config,
        JSON.stringify({
          extends: path.join(root, 'tsconfig.web.json'),
          include: [...web.map((folder) => path.join(root, folder, 'src')), path.join(root, 'types')],
        }),
      );
      results.push(
        await run(`typecheck of ${web.join(', ')} (one program)`, process.execPath, [
          path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
          '-p',
          config,
          '--noEmit',
        ]),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    }
    for (const name of own) {
      results.push(await run(`typecheck of ${name}`, 'npm', ['run', '--silent', 'typecheck', '--workspace', name]));
    }
    return results;
  };
  const linted =
    lint.length > 0
      ? run(`lint of ${lint.join(' ')}`, process.execPath, [
          path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
          ...lint,
        ])
      : Promise.resolve(true);
  const [lintPassed, typechecksPassed] = await Promise.all([linted, typechecks()]);
  return lintPassed && typechecksPassed.every(Boolean) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(2);
    },
  );
}
