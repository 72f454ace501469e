module.exports = {
  ...require('../jest.preset')({ environment: 'node' }),
  // Generous: the machine running the suite may be shared, and a server start can take a while.
  testTimeout: 120000,
  // Captured server logs: one folder per run, scanned by test/log-scan.test.ts (run last).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testSequencer: '<rootDir>/test/support/sequencer.js',
};
