#!/usr/bin/env node
// Ships one remote alone (docs/architecture.md, "Releasing one remote"):
//   release <remote> [--from <built folder>] [--use]  build it, copy it into an immutable folder
//                                                     releases/<remote>/<version>-<hash>/ and print the id
//   use <remote> <id>                                 serve that release from the next page load on
//   rollback <remote>                                 serve the release before the current one again
//   list                                              what each remote serves and what it can roll back to
// The server re-reads releases/releases.json when it changes: no restart. RELEASES_DIR moves the folder.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const remotes = {
  forms: { workspace: 'mf-forms', dist: 'dist' },
  respondent: { workspace: 'mf-respondent', dist: 'dist/remote' },
  admin: { workspace: 'mf-admin', dist: 'dist' },
  library: { workspace: 'mf-library', dist: 'dist' },
};
const KEEP_PREVIOUS = 20;

const releasesDir = process.env.RELEASES_DIR
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.RELEASES_DIR)
  : path.join(repoRoot, 'releases');
const manifestFile = path.join(releasesDir, 'releases.json');

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

function remoteOf(name) {
  // Accepts the remote's name (forms) or its workspace (mf-forms, @formbuilder/mf-forms).
  const key = String(name ?? '')
    .replace(/^@formbuilder\//, '')
    .replace(/^mf-/, '');
  if (!remotes[key]) fail(`unknown remote '${name}'; one of ${Object.keys(remotes).join(', ')}`);
  return key;
}

function readManifest() {
  if (!fs.existsSync(manifestFile)) return {};
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
}

function writeManifest(manifest) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const temporary = `${manifestFile}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  fs.renameSync(temporary, manifestFile); // atomic: the server never reads half a file
}

function filesOf(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
    })
    .sort();
}

function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 10);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function release(name, options) {
  const remote = remoteOf(name);
  const { workspace, dist } = remotes[remote];
  let from = options.from && path.resolve(process.env.INIT_CWD ?? process.cwd(), options.from);
  if (!from) {
    // turbo builds what the remote depends on first, and reuses a build of the same sources.
    execFileSync('npx', ['turbo', 'run', 'build', `--filter=@formbuilder/${workspace}`, '--output-logs=errors-only'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
    from = path.join(repoRoot, workspace, dist);
  }
  if (!fs.existsSync(path.join(from, 'mf-manifest.json'))) fail(`${from} holds no built remote (mf-manifest.json)`);
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8'));
  const id = `${version}-${contentHash(from)}`;
  const target = path.join(releasesDir, remote, id);
  if (fs.existsSync(target)) {
    process.stdout.write(`release: ${remote} ${id} exists already (same content)\n`);
  } else {
    // Copied beside its final place, then renamed: a release folder is whole or absent, never changed.
    const temporary = `${target}.${process.pid}.tmp`;
    fs.cpSync(from, temporary, { recursive: true });
    const about = {
      remote,
      id,
      version,
      commit: options.from ? null : gitCommit(),
      releasedAt: new Date().toISOString(),
    };
    fs.writeFileSync(path.join(temporary, 'release.json'), `${JSON.stringify(about, null, 2)}\n`);
    fs.renameSync(temporary, target);
    process.stdout.write(`release: ${remote} ${id} written to ${path.relative(process.cwd(), target) || target}\n`);
  }
  if (options.use) serveRelease(remote, id);
  else process.stdout.write(`release: serve it with  npm run release:use -- ${remote} ${id}\n`);
  return id;
}

function serveRelease(name, id) {
  const remote = remoteOf(name);
  if (!id || !fs.existsSync(path.join(releasesDir, remote, id, 'mf-manifest.json'))) {
    fail(`no release '${id}' of ${remote} in ${releasesDir}`);
  }
  const manifest = readManifest();
  const entry = manifest[remote] ?? { previous: [] };
  if (entry.current === id) {
    process.stdout.write(`release: ${remote} already serves ${id}\n`);
    return;
  }
  if (entry.current) entry.previous = [...(entry.previous ?? []), entry.current].slice(-KEEP_PREVIOUS);
  entry.current = id;
  manifest[remote] = entry;
  writeManifest(manifest);
  process.stdout.write(`release: ${remote} now serves ${id}\n`);
}

function rollback(name) {
  const remote = remoteOf(name);
  const manifest = readManifest();
  const entry = manifest[remote];
  if (!entry?.current) fail(`${remote} serves no release; nothing to roll back`);
  const previous = [...(entry.previous ?? [])];
  const back = previous.pop();
  manifest[remote] = back ? { current: back, previous } : { previous: [] };
  writeManifest(manifest);
  process.stdout.write(
    back ? `release: ${remote} rolled back to ${back}\n` : `release: ${remote} rolled back to its configured URL\n`,
  );
}

function list() {
  const manifest = readManifest();
  for (const remote of Object.keys(remotes)) {
    const folder = path.join(releasesDir, remote);
    const ids = fs.existsSync(folder) ? fs.readdirSync(folder).filter((id) => !id.endsWith('.tmp')) : [];
    const entry = manifest[remote];
    process.stdout.write(
      `${remote}: serving ${entry?.current ?? '(configured URL)'}; previous ${(entry?.previous ?? []).join(', ') || '-'}; released ${ids.join(', ') || '-'}\n`,
    );
  }
}

const [command, ...args] = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const positional = args.filter((arg, i) => !arg.startsWith('--') && !(i > 0 && args[i - 1] === '--from'));

if (command === 'release') release(positional[0], { from: option('--from'), use: flag('--use') });
else if (command === 'use') serveRelease(positional[0], positional[1]);
else if (command === 'rollback') rollback(positional[0]);
else if (command === 'list') list();
else fail('usage: release <remote> [--from <dir>] [--use] | use <remote> <id> | rollback <remote> | list');
