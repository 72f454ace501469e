// Browser tests run against one built app started by global-setup (node api/dist/server.js).
module.exports = {
  ...require('../jest.preset')({ environment: 'node', testMatch: ['<rootDir>/tests/**/*.test.ts'] }),
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  // A test fails on any Content-Security-Policy violation of a page it opened with newPage().
  setupFilesAfterEnv: ['<rootDir>/support/csp-guard.ts'],
  testTimeout: 60000,
};
