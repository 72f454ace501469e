#!/usr/bin/env node
// Keeps the docs honest (`npm run check:docs`, run by .ci/run):
//   1. every repository path named in README.md, the workspaces' READMEs and docs/*.md exists;
//   2. every link to a heading of a markdown file (`[x](product.md#roles)` in a doc, or a pointer
//      such as `docs/product.md#roles, #limits` in a code comment) names a heading that exists;
//   3. nothing cites documents that are not in the repository: the rules live in docs/.
// Prints each problem as file:line and exits 1 when there is any.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Tracked files and new ones not ignored, so build output and local data never count as present. */
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));

const present = new Set(files);
for (const file of files) {
  const parts = file.split('/');
  for (let i = 1; i < parts.length; i++) present.add(parts.slice(0, i).join('/'));
}
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const rootEntries = new Set(files.map((file) => file.split('/')[0]));

const problems = new Set();
const report = (file, line, message) => problems.add(`${file}:${line}: ${message}`);

const docFiles = files.filter(
  (file) =>
    file === 'README.md' || /^docs\/[^/]+\.md$/.test(file) || workspaces.some((ws) => file === `${ws}/README.md`),
);

// ---------------------------------------------------------------- headings

const headingCache = new Map();

/** GitHub's anchors for a markdown file: headings slugged, repeats numbered, plus explicit ids. */
function anchorsOf(file) {
  if (headingCache.has(file)) return headingCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  let fence = false;
  for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  headingCache.set(file, anchors);
  return anchors;
}

function slugOf(text) {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Missing link targets, reported once each with the places that link to them. */
const missingTargets = new Map();

function checkAnchor(file, line, target, anchor) {
  if (!present.has(target)) {
    if (!missingTargets.has(target)) missingTargets.set(target, new Set());
    missingTargets.get(target).add(`${file}:${line}`);
    return;
  }
  if (!target.endsWith('.md') || anchor === '') return;
  if (!anchorsOf(target).has(anchor)) report(file, line, `${target} has no heading for #${anchor}`);
}

// ---------------------------------------------------------------- paths named in docs

const SKIP_SEGMENTS = new Set(['dist', 'node_modules', 'coverage', '.turbo', 'data']);
const SOURCE_EXTENSION = /\.(ts|tsx|mjs|cjs|js|json|md|css|sql|sh|yml|yaml|html)$/;

/** `a/{b,c}.ts` -> [`a/b.ts`, `a/c.ts`]. */
function expandBraces(token) {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  return match[1]
    .split(',')
    .flatMap((part) => expandBraces(token.slice(0, match.index) + part + token.slice(match.index + match[0].length)));
}

/** Where a path written in `file` may live: the repo root, the file's folder, its workspace, any workspace. */
function candidatesFor(file, relative) {
  const dir = path.posix.dirname(file);
  const workspace = workspaces.find((ws) => file.startsWith(`${ws}/`));
  const bases = ['', dir === '.' ? '' : dir, workspace ?? '', ...workspaces];
  return [...new Set(bases)].map((base) => path.posix.normalize(base ? `${base}/${relative}` : relative));
}

function isRepoPath(file, token) {
  if (!token.includes('/') || /^(\/|[a-z]+:|@|#)/i.test(token)) return false;
  if (/[<>*$%?=\s]|\.\.\.|:\w/.test(token)) return false;
  const segments = token.replace(/^\.\//, '').split('/').filter(Boolean);
  if (segments.some((segment) => SKIP_SEGMENTS.has(segment))) return false;
  if (SOURCE_EXTENSION.test(token)) return true;
  const workspace = workspaces.find((ws) => file.startsWith(`${ws}/`));
  return rootEntries.has(segments[0]) || (workspace !== undefined && present.has(`${workspace}/${segments[0]}`));
}

function checkPathToken(file, line, raw) {
  const token = raw.replace(/^[("'`]+|[)"'`,.;:]+$/g, '');
  for (const expanded of expandBraces(token)) {
    const [pathPart, anchor = ''] = expanded.split('#');
    if (!isRepoPath(file, pathPart) || !/^[\w-]*$/.test(anchor)) continue;
    const clean = pathPart.replace(/^\.\//, '').replace(/\/$/, '');
    const found = candidatesFor(file, clean).find((candidate) => present.has(candidate));
    if (!found) report(file, line, `names ${pathPart}, which does not exist`);
    else if (anchor !== '') checkAnchor(file, line, found, anchor);
  }
}

for (const file of docFiles) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  let fence = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      fence = !fence;
      return;
    }
    if (fence) {
      for (const word of text.split(/\s+/)) if (word) checkPathToken(file, line, word);
      return;
    }
    for (const link of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const [targetPath, anchor = ''] = target.split('#');
      const resolved =
        targetPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), targetPath));
      if (targetPath.endsWith('/') || (present.has(resolved) && !resolved.includes('.'))) {
        if (!present.has(resolved.replace(/\/$/, '')))
          report(file, line, `links to ${targetPath}, which does not exist`);
        continue;
      }
      checkAnchor(file, line, resolved, anchor);
    }
    const withoutLinks = text.replace(/\]\([^)]*\)/g, ']');
    for (const code of withoutLinks.matchAll(/`([^`]+)`/g)) checkPathToken(file, line, code[1]);
  });
}

// ---------------------------------------------------------------- pointers in code

const TEXT_FILE = /\.(ts|tsx|mjs|cjs|js|json|css|html|sh)$|(^|\/)(run|Dockerfile)$/;
const POINTER = /(?:^|[^\w./-])((?:\.\.\/)*(?:docs\/[\w-]+|README)\.md)((?:#[\w-]+)(?:(?:,\s*|\s+and\s+)#[\w-]+)*)/g;

for (const file of files) {
  if (!TEXT_FILE.test(file) || file === 'package-lock.json') continue;
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((text, index) => {
    for (const match of text.matchAll(POINTER)) {
      const target = path.posix.normalize(match[1].replace(/^(\.\.\/)+/, ''));
      for (const anchor of match[2].split(/,\s*|\s+and\s+/))
        checkAnchor(file, index + 1, target, anchor.replace(/^#/, ''));
    }
  });
}

// ---------------------------------------------------------------- outside documents

// The words are assembled so this file does not match itself.
const outside = ['SP' + 'EC', 'DES' + 'IGN', 'SECURITY' + '-CHECKS'];
const CITATION = new RegExp(
  [
    `\\b(${outside.join('|')})( section| §| [0-9]|\\.md)`,
    `\\b(${outside.join('|')})\\b`,
    `${'STY' + 'LE'}\\.md`,
    `\\.\\./shared/(?![a-z])`,
  ].join('|'),
);

for (const file of files) {
  if (file === 'package-lock.json' || /\.(png|jpe?g|gif|webp|ico|woff2?|wasm|br|gz)$/.test(file)) continue;
  let text;
  try {
    text = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    continue;
  }
  if (text.includes('\0')) continue;
  text.split('\n').forEach((line, index) => {
    if (CITATION.test(line)) {
      report(file, index + 1, `cites a document outside the repository; write the rule in docs/ and point there`);
    }
  });
}

for (const [target, places] of missingTargets) {
  const list = [...places];
  const shown = list.slice(0, 5).join(', ') + (list.length > 5 ? `, and ${list.length - 5} more` : '');
  problems.add(`${target} does not exist, yet ${list.length} place(s) link to it: ${shown}`);
}

if (problems.size > 0) {
  console.error(`check-docs: ${problems.size} problem(s)\n${[...problems].map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-docs: ${docFiles.length} docs and every pointer into them are in order`);
