// With TEST_SUMMARY_DIR set, every jest run writes its counts there as one JSON file; the CI sums
// them over every workspace and phase into one `N passed, N failed` line (scripts/test-summary.mjs)
// and lists the slowest files.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_SUMMARY_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    // A file that could not run at all (a syntax error, a failing beforeAll) counts as one failure.
    const brokenFiles = results.testResults.filter((file) => file.testExecError && file.numFailingTests === 0).length;
    const summary = {
      rootDir: this.rootDir,
      passed: results.numPassedTests,
      failed: results.numFailedTests + brokenFiles,
      failedFiles: results.testResults
        .filter((file) => file.numFailingTests > 0 || file.testExecError)
        .map((file) => path.relative(this.rootDir, file.testFilePath)),
      // How long each file took, for the CI's list of the slowest ones.
      durations: results.testResults.map((file) => ({
        file: path.relative(this.rootDir, file.testFilePath),
        ms: file.perfStats.end - file.perfStats.start,
      })),
    };
    fs.writeFileSync(path.join(dir, `${crypto.randomUUID()}.json`), JSON.stringify(summary));
  }
}

module.exports = SummaryReporter;
