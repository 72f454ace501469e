// One jest set-up for every workspace: TypeScript through swc, tests beside the code.
const path = require('node:path');

module.exports = function preset({ environment = 'node', setupFiles = [], testMatch } = {}) {
  return {
    // One transform cache for every workspace of an environment (its folder is named by the id; the
    // key of each file is jest.swc-transform.js's). jest needs distinct ids only for several projects
    // in one run, which this repository never starts: each workspace runs its own jest.
    id: `formbuilder-${environment}`,
    testEnvironment: environment === 'dom' ? 'jsdom' : 'node',
    rootDir: process.cwd(),
    roots: ['<rootDir>'],
    testMatch: testMatch ?? ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // jest's 5 s is too short for a jsdom test that mounts a whole federated screen on a busy
    // two-core machine; a test that hangs still fails, at 30 s.
    testTimeout: 30000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        path.join(__dirname, 'jest.swc-transform.js'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@formbuilder/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
      '^@formbuilder/contracts/zod-jitless$': path.join(__dirname, 'contracts/src/zod-jitless.ts'),
      '^@formbuilder/contracts/embed-protocol$': path.join(__dirname, 'contracts/src/embed-protocol.ts'),
      '\\.(css|svg|png)$': path.join(__dirname, 'jest.asset-stub.js'),
    },
    // antd and its helpers ship ES modules only; let swc compile them for jsdom tests.
    transformIgnorePatterns: ['/node_modules/(?!(antd|@ant-design|@rc-component|rc-[^/]+|@babel/runtime)/)'],
    setupFiles: environment === 'dom' ? [path.join(__dirname, 'jest.setup.dom.js'), ...setupFiles] : setupFiles,
    // TEST_SUMMARY_DIR (set by the CI): each run also leaves its counts there.
    reporters: ['default', path.join(__dirname, 'jest.summary-reporter.js')],
    setupFilesAfterEnv: environment === 'dom' ? [path.join(__dirname, 'jest.after-env.dom.js')] : [],
  };
};
