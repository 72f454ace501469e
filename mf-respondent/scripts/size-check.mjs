// Fails the build when the respondent page's first load (the JS and CSS its HTML names) exceeds the
// gzip budget (docs/architecture.md#the-respondent-page), or embed.js, which companies' sites load,
// exceeds its own (docs/forms-and-templates.md#embedding). The chunks of the new question types and of
// the ALTCHA widget load only for forms that use them; they are listed, and not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_BYTES = 45 * 1024;
const EMBED_BUDGET_BYTES = 5 * 1024;
const dir = path.join(import.meta.dirname, '..', 'dist', 'standalone');
const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const firstLoad = new Set(
  [...html.matchAll(/(?:src|href)="\/respondent\/(static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);

const files = fs
  .readdirSync(path.join(dir, 'static'), { recursive: true })
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => path.join('static', name).split(path.sep).join('/'))
  .sort((a, b) => Number(firstLoad.has(b)) - Number(firstLoad.has(a)) || a.localeCompare(b));

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`;
let total = 0;
for (const file of files) {
  const gzip = zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;
  if (firstLoad.has(file)) total += gzip;
  console.log(`${kb(gzip)}  ${file}${firstLoad.has(file) ? '' : '  (on demand)'}`);
}
if (firstLoad.size === 0) {
  console.log('index.html names no script or style sheet under /respondent/static/');
  process.exit(1);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${kb(total)}  respondent page, first load (${total} bytes), ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
);

const embedFile = path.join(import.meta.dirname, '..', 'dist', 'embed', 'embed.js');
if (!fs.existsSync(embedFile)) {
  console.log('dist/embed/embed.js is missing (rspack.embed.config.mjs)');
  process.exit(1);
}
const embedGzip = zlib.gzipSync(fs.readFileSync(embedFile), { level: 9 }).length;
const embedVerdict = embedGzip <= EMBED_BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${kb(embedGzip)}  embed.js (${embedGzip} bytes), ${embedVerdict} the ${EMBED_BUDGET_BYTES / 1024} KB budget`,
);
if (total > BUDGET_BYTES || embedGzip > EMBED_BUDGET_BYTES) process.exit(1);
