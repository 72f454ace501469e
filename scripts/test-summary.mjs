// Sums what every jest run of the CI left in TEST_SUMMARY_DIR (jest.summary-reporter.js) into one
// line, `N passed, N failed`, after naming the files that failed and the slowest files of the run
// (a file run in two phases or on two databases is listed once per run).
//
//   node scripts/test-summary.mjs <dir> [--slowest=N]   (N defaults to 12; 0 lists none)
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/test-summary.mjs <dir>');
  process.exit(2);
}
const slowestArg = process.argv.find((arg) => arg.startsWith('--slowest='));
const slowest = slowestArg ? Number(slowestArg.slice('--slowest='.length)) : 12;
let passed = 0;
let failed = 0;
const durations = [];
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const run = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  passed += run.passed;
  failed += run.failed;
  for (const file of run.failedFiles) console.log(`failed: ${path.join(path.basename(run.rootDir), file)}`);
  for (const { file, ms } of run.durations ?? [])
    durations.push({ file: path.join(path.basename(run.rootDir), file), ms });
}
if (slowest > 0 && durations.length > 0) {
  console.log(`slowest test files (of ${durations.length}):`);
  for (const { file, ms } of durations.sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    console.log(`  ${String(Math.round(ms / 1000)).padStart(4)} s  ${file}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
