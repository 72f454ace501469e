// Which changes let the CI check only the affected workspaces, and which make it check everything.
// A change confined to workspace folders (and to *.md files or docs/ anywhere) is scoped by turbo's
// dependency graph; any other path (root package.json, lock file, eslint.config.mjs, jest.*.js,
// .env.example, scripts/, .ci/, config/, types/ ...) can change how every workspace is built or
// checked, so it makes the CI check everything.
//
//   node scripts/ci-scope.mjs <base commit>   prints each path that forces a full check, one a line
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths that never change what the CI checks, wherever they are. */
export function isDocumentation(file) {
  return file.endsWith('.md') || file.startsWith('docs/');
}

/** The changed paths (relative to the repository root) that make the CI check everything. */
export function pathsForcingFullCheck(changed, workspaces) {
  const inWorkspace = (file) => workspaces.some((folder) => file.startsWith(`${folder.replace(/\/$/, '')}/`));
  return changed.filter((file) => file !== '' && !isDocumentation(file) && !inWorkspace(file));
}

function main() {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node scripts/ci-scope.mjs <base commit>');
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  // Against the work tree: a change not yet committed counts too.
  const changed = execFileSync('git', ['diff', '--name-only', base], { cwd: root, encoding: 'utf8' }).split('\n');
  for (const file of pathsForcingFullCheck(changed, workspaces)) console.log(file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
