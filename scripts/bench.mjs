// Measures what the notes report: a clean production build per app, the respondent page's weight
// and Lighthouse score (scripts/bench-respondent.mjs), the staff login page's weight, each area's
// additional weight and the login page's Lighthouse scores (scripts/bench-staff.mts), the API
// benchmarks (scripts/bench-api.mjs), insights with many answers (scripts/bench-insights.mjs) and the
// webhook delivery latency (scripts/bench-webhooks.mjs).
//
//   npm run bench                          everything above
//   npm run bench -- --baseline=a164f30    also weighs that commit's staff front end, for a before/after
//   npm run bench -- soak [--minutes=N]    only the soak (scripts/bench-soak.mjs), 30 minutes by default
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

if (process.argv[2] === 'soak') {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-soak.mjs'), ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(0);
}
const apps = [
  '@formbuilder/contracts',
  '@formbuilder/api',
  '@formbuilder/shell',
  '@formbuilder/mf-forms',
  '@formbuilder/mf-admin',
  '@formbuilder/mf-library',
  '@formbuilder/mf-respondent',
];

console.log('Clean production build per workspace (no cache):');
for (const app of apps) {
  const started = process.hrtime.bigint();
  execFileSync('npm', ['run', 'build', '--workspace', app], { cwd: root, stdio: 'pipe' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(`  ${app.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`);
}

console.log('\nRespondent page (all JS and CSS, gzip):');
process.stdout.write(execFileSync('node', ['mf-respondent/scripts/size-check.mjs'], { cwd: root }));

// Lighthouse on the built respondent page, in its own process like the API part below.
execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-respondent.mjs')], { cwd: root, stdio: 'inherit' });

// The staff login page and the areas in Chromium, and Lighthouse on /login (TypeScript, through tsx).
execFileSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'bench-staff.mts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

// API throughput and latency against the api build above (PostgreSQL, or PGlite when none answers).
// A separate process, so its server, sockets and database are cleaned up whatever happens here.
execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-api.mjs')], { cwd: root, stdio: 'inherit' });

// Lists, insights and exports with 100,000 answers on one form (PostgreSQL), in its own process too.
execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-insights.mjs')], { cwd: root, stdio: 'inherit' });

// Webhook delivery latency at 100 answers per second to a receiver on this machine (PostgreSQL).
execFileSync(process.execPath, [path.join(root, 'scripts', 'bench-webhooks.mjs')], { cwd: root, stdio: 'inherit' });
