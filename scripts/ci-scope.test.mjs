// node --test scripts/: the CI's rule for checking everything (scripts/ci-scope.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathsForcingFullCheck } from './ci-scope.mjs';

const workspaces = ['contracts', 'api', 'shell', 'mf-forms', 'e2e'];

test('changes inside workspace folders are left to the dependency graph', () => {
  assert.deepEqual(
    pathsForcingFullCheck(['api/src/app.ts', 'mf-forms/package.json', 'e2e/jest.config.js'], workspaces),
    [],
  );
});

test('documentation anywhere never forces a full check', () => {
  assert.deepEqual(pathsForcingFullCheck(['README.md', 'docs/architecture.md', 'docs/img/graph.svg'], workspaces), []);
});

test('every path outside the workspaces forces a full check', () => {
  const outside = [
    'package.json',
    'package-lock.json',
    'eslint.config.mjs',
    'jest.after-env.dom.js',
    'jest.asset-stub.js',
    'jest.preset.js',
    '.env.example',
    'scripts/nginx-cluster.conf.template',
    '.ci/run',
    'config/tsconfig.json',
    'types/globals.d.ts',
    'turbo.json',
  ];
  assert.deepEqual(pathsForcingFullCheck([...outside, 'api/src/app.ts', 'docs/x.md'], workspaces), outside);
});

test('a folder whose name only starts like a workspace is outside it', () => {
  assert.deepEqual(pathsForcingFullCheck(['api-old/x.ts', 'apis.json'], workspaces), ['api-old/x.ts', 'apis.json']);
});

test('the empty line after the last name of git diff is ignored', () => {
  assert.deepEqual(pathsForcingFullCheck(['api/src/app.ts', ''], workspaces), []);
});
