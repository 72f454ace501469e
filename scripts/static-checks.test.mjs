// node --test scripts/: what the CI's lint and typecheck run for a set of workspaces (scripts/static-checks.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPlainWebWorkspace, lintPaths, plan, readWorkspaces } from './static-checks.mjs';

const web = (folder, extra = {}) => ({
  folder,
  name: `@formbuilder/${folder}`,
  scripts: { lint: 'eslint src', typecheck: 'tsc -p tsconfig.json' },
  tsconfig: { extends: '../tsconfig.web.json', include: ['src', '../types'], ...extra },
});

test('the browser workspaces with nothing of their own in tsconfig.json are one program', () => {
  const workspaces = [
    web('shell'),
    web('mf-forms'),
    web('mf-odd', { compilerOptions: { jsx: 'preserve' } }),
    web('mf-more', { include: ['src', 'stories', '../types'] }),
    {
      folder: 'api',
      name: '@formbuilder/api',
      scripts: { lint: 'eslint src test', typecheck: 'tsc -p tsconfig.json --noEmit' },
      tsconfig: { extends: '../tsconfig.node.json', include: ['src', 'test'] },
    },
  ];
  assert.deepEqual(plan(workspaces), {
    lint: ['shell/src', 'mf-forms/src', 'mf-odd/src', 'mf-more/src', 'api/src', 'api/test'],
    web: ['shell', 'mf-forms'],
    own: ['@formbuilder/mf-odd', '@formbuilder/mf-more', '@formbuilder/api'],
  });
});

test('a lint script that is not "eslint <paths>" is refused, not skipped', () => {
  assert.throws(() => lintPaths({ folder: 'x', scripts: { lint: 'eslint src && echo ok' } }), /not "eslint <paths>"/);
  assert.deepEqual(lintPaths({ folder: 'e2e', scripts: { lint: 'eslint .' } }), ['e2e']);
});

test("this repository's browser workspaces are the apps and the packages below them", () => {
  const plain = readWorkspaces()
    .filter(isPlainWebWorkspace)
    .map((workspace) => workspace.folder);
  for (const folder of ['platform', 'shared-ui', 'shell', 'mf-forms', 'mf-admin', 'mf-library']) {
    assert.ok(plain.includes(folder), `${folder} is checked in the shared program`);
  }
  assert.ok(!plain.includes('api') && !plain.includes('contracts') && !plain.includes('e2e'));
});
