// Lint rules for every workspace, including the boundaries of docs/architecture.md#layout-and-imports:
// contracts -> platform -> shared-ui -> apps, apps never import each other, features never import each other.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = import.meta.dirname;
const apps = ['shell', 'mf-forms', 'mf-respondent', 'mf-admin', 'mf-library'];
const workspaceTsconfigs = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .workspaces.map((workspace) => path.join(root, workspace, 'tsconfig.json'))
  .filter((file) => fs.existsSync(file));

/** Each feature folder may import shared code of its app, never another feature. */
function featureZones(app) {
  const features = path.join(root, app, 'src', 'features');
  if (!fs.existsSync(features)) return [];
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${app}/src/features/${name}`,
      from: `./${app}/src/features`,
      except: [`./${name}`],
      message: 'Features do not import each other; move shared code up to the app or to shared-ui.',
    }));
}

/**
 * API modules meet only through each other's `index.ts`: a module's other files are its own, and
 * the wiring (app.ts, realtime, seed...) uses the same entries.
 */
function apiModuleZones() {
  const modules = path.join(root, 'api', 'src', 'modules');
  const names = fs
    .readdirSync(modules, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const entries = names.map((name) => `./${name}/index.ts`);
  const message = "Reach another API module through its index.ts only (docs/architecture.md, 'API modules').";
  const outside = fs
    .readdirSync(path.join(root, 'api', 'src'), { withFileTypes: true })
    .filter((entry) => entry.name !== 'modules')
    .map((entry) => `./api/src/${entry.name}`);
  // The kernel (docs/architecture.md, "The API kernel") is below every module: it imports none.
  const kernel = ['kernel', 'db', 'http', 'security', 'jobs', 'mail', 'logger.ts', 'config.ts', 'paths.ts'].map(
    (entry) => ({
      target: `./api/src/${entry}`,
      from: './api/src/modules',
      message:
        "The API kernel imports no module; hand it what it needs from the wiring (docs/architecture.md, 'The API kernel').",
    }),
  );
  return [
    ...kernel,
    ...names.map((name) => ({
      target: `./api/src/modules/${name}`,
      from: './api/src/modules',
      except: [`./${name}`, ...entries],
      message,
    })),
    ...outside.map((target) => ({ target, from: './api/src/modules', except: entries, message })),
  ];
}

const otherApps = (app) =>
  apps
    .filter((other) => other !== app)
    .map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: 'Apps never import each other; they meet through federation exposes.',
    }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/*.config.js', 'jest.*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': {
        // Every workspace's tsconfig named, not a `*/tsconfig.json` pattern: the resolver expands a
        // pattern again on each import it resolves, which was most of the lint's time.
        typescript: { project: workspaceTsconfigs, noWarnOnMultipleProjects: true },
        node: true,
      },
      'import/internal-regex': '^@formbuilder/',
      // Without these, import/no-cycle never reads a TypeScript file it imports and so finds no cycle.
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      // A package under node_modules never imports our code back, so no cycle runs through it; without
      // this, import/no-cycle parses every type file it reaches there (zod, antd, react, express...).
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './contracts', from: './shared-ui', message: 'contracts depends on nothing of ours.' },
            { target: './contracts', from: './platform', message: 'contracts depends on nothing of ours.' },
            { target: './platform', from: './shared-ui', message: 'platform is below shared-ui.' },
            ...apps.map((app) => ({
              target: './platform',
              from: `./${app}`,
              message: 'platform never imports an app.',
            })),
            { target: './contracts', from: './api' },
            ...apps.map((app) => ({ target: './contracts', from: `./${app}` })),
            ...apps.map((app) => ({
              target: './shared-ui',
              from: `./${app}`,
              message: 'shared-ui never imports an app.',
            })),
            ...apps.map((app) => ({ target: './api', from: `./${app}` })),
            ...apps.flatMap(otherApps),
            ...apps.flatMap(featureZones),
            ...apiModuleZones(),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@formbuilder/shell', '@formbuilder/mf-*'], message: 'Apps meet only through federation.' },
            {
              group: ['**/shared-ui/src/**', '**/contracts/src/**', '**/platform/src/**'],
              message: 'Import the workspace by its package name.',
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Nothing imports a test file, so it can not be on a cycle: the search from it is wasted time.
    files: ['**/*.test.{ts,tsx,mjs}'],
    rules: { 'import/no-cycle': 'off' },
  },
  {
    files: ['contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'antd', 'node:*', 'express', '@formbuilder/*'],
              message: 'contracts stays free of React, Node and other workspaces.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one string rule (docs/security.md, "One string rule"): every input schema's strings are
    // built on safeString. Response schemas describe what the API sends; text.ts defines the rule.
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/responses.ts', 'contracts/src/text.ts', 'contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name='z'][callee.property.name='string']",
          message: 'Build input strings on safeString (contracts/src/text.ts): it refuses NUL and lone surrogates.',
        },
      ],
    },
  },
  {
    // Tests wait for a positive signal (an event, a row, a sequence number), never a fixed time: a
    // "nothing happened after N ms" passes on a slow machine whether or not the bug exists.
    files: ['**/*.test.{ts,tsx}', 'api/test/**/*.ts'],
    ignores: ['api/test/support/pause.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No waitForTimeout in tests: wait for what must be seen (a locator, a response, an event).',
        },
        {
          // new Promise((resolve) => setTimeout(resolve, N)); a timer that rejects (a time limit) is fine.
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message:
            'No bare sleep in tests: wait for a positive signal, or call pause(ms, reason) from api/test/support/pause.ts.',
        },
        {
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='ArrowFunctionExpression'][arguments.0.body.callee.name=/^(r|res|resolve|done)$/]",
          message:
            'No bare sleep in tests: wait for a positive signal, or call pause(ms, reason) from api/test/support/pause.ts.',
        },
        {
          selector: 'CallExpression[callee.name=/^(sleep|delay|wait)$/]',
          message: 'No sleep helpers in tests: wait for a positive signal, or call pause(ms, reason).',
        },
        {
          selector: 'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]',
          message: 'No timer sleeps in tests: wait for a positive signal, or call pause(ms, reason).',
        },
      ],
    },
  },
);
