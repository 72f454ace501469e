// Fails the build when the respondent page's JS and CSS exceed the gzip budget (docs/architecture.md#the-respondent-page).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dir = path.join(import.meta.dirname, '..', 'dist', 'standalone');

const files = fs
  .readdirSync(path.join(dir, 'static'), { recursive: true })
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join(dir, 'static', name));

let total = 0;
for (const file of files) {
  const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  total += gzip;
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${path.relative(dir, file)}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB gzip  respondent page, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);
if (total > BUDGET_BYTES) process.exit(1);
