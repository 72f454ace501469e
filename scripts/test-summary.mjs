// Sums what every jest run of the CI left in TEST_SUMMARY_DIR (jest.summary-reporter.js) into one
// line, `N passed, N failed`, after naming the files that failed.
//
//   node scripts/test-summary.mjs <dir>
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/test-summary.mjs <dir>');
  process.exit(2);
}
let passed = 0;
let failed = 0;
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const run = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  passed += run.passed;
  failed += run.failed;
  for (const file of run.failedFiles) console.log(`failed: ${path.join(path.basename(run.rootDir), file)}`);
}
console.log(`${passed} passed, ${failed} failed`);
