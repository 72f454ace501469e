// Runs the files in jest's usual order, except test/log-scan.test.ts, which goes last so it can read
// the logs every other file of the run wrote.
/* global require, module */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads this file as CommonJS.
const Sequencer = require('@jest/test-sequencer').default;

class LogScanLast extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const isScan = (test) => test.path.endsWith('log-scan.test.ts');
    return [...sorted.filter((test) => !isScan(test)), ...sorted.filter(isScan)];
  }
}

module.exports = LogScanLast;
