// The staff shell as a phone and a fresh browser see it, against the built server:
//  - what a first, anonymous visit to /login transfers in compressed JS and CSS (goal: at most
//    350 kB), counted by Chromium as served (precompressed brotli);
//  - what each area adds when it is first opened after signing in (loaded on demand): the ADMIN's
//    first area (companies), a MANAGER's users and webhooks pages opened from home, ...;
//  - the whole way from a fresh /login to a MANAGER's home drawn with its data (goal: at most 450 kB);
//  - Lighthouse 12 mobile on /login (performance and best practices), and on a MANAGER's signed-in home
//    and forms list (performance and accessibility; the session's refresh cookie sent with the requests,
//    a fresh sign-in per run), each the median of 3 runs.
//
//   node --import tsx scripts/bench-staff.mts                     (also run by `npm run bench`)
//   node --import tsx scripts/bench-staff.mts --baseline=a164f30  (also weighs that commit's front end,
//        built in a temporary git worktree and served by this API with APPS_DIR, for a before/after;
//        with --signed-in-only, Lighthouse runs on both, one after the other, run by run)
//   --no-lighthouse                                             (bytes only)
//   --files                                                     (lists the login page's files)
//   --signed-in-only                                            (Lighthouse on the signed-in pages only)
//   --https        (with --signed-in-only: the signed-in pages again through nginx with TLS and HTTP/2,
//                   as production is served; the API itself serves HTTP/1.1)
//   --reports=DIR                                               (keeps every Lighthouse report there, JSON)
//   --phone=mid|low   (Lighthouse with this machine's CPU slowed down to a phone of that class instead of
//                      Lighthouse's fixed 4x; see `PHONE_BENCHMARK_INDEX`)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  isScriptOrStyle,
  kB,
  LOGIN_PAGE_BUDGET_BYTES,
  meterTransfers,
  networkSettled,
  SIGNED_IN_HOME_BUDGET_BYTES,
  sumBytes,
  type Transfer,
} from '../e2e/support/transfer.ts';
import { openInApp } from '../e2e/support/in-app.ts';
import {
  ADMIN,
  cleanups,
  freePort,
  log,
  root,
  runBench,
  seedManagerForm,
  startNginx,
  startServer,
} from './bench-support.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = 3;
const reportsDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
const MANAGER = { email: 'gestora-staff@example.com', password: 'senha-staff-bench-123' };

const seed = (baseUrl: string) =>
  seedManagerForm(baseUrl, {
    companyName: 'Empresa Bench',
    manager: MANAGER,
    questions: [
      { title: 'Como nos conheceu?', type: 'SINGLE', options: [{ text: 'Indicação' }, { text: 'Internet' }] },
    ],
  });

const codeBytes = (transfers: Transfer[]) => sumBytes(transfers.filter(isScriptOrStyle));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
}

interface StaffWeights {
  login: number;
  loginRequests: number;
  /** From a fresh /login to a MANAGER's home, everything. */
  toHome: number;
  toHomeRequests: number;
  /** From a fresh /login to an ADMIN's companies page drawn (the ADMIN's first area), everything. */
  toCompanies: number;
  areas: Array<{ label: string; bytes: number }>;
}

/** One fresh browser context per role, so every figure starts from an empty cache. */
async function weigh(browser: Browser, baseUrl: string, formId: string): Promise<StaffWeights> {
  const areas: StaffWeights['areas'] = [];
  let loginBytes = 0;
  let loginRequests = 0;
  let toHome = 0;
  let toHomeRequests = 0;
  let toCompanies = 0;

  {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const meter = await meterTransfers(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await networkSettled(page);
    const first = meter.take().filter(isScriptOrStyle);
    loginBytes = sumBytes(first);
    loginRequests = first.length;
    if (process.argv.includes('--files')) {
      for (const t of [...first].sort((a, b) => b.bytes - a.bytes))
        log(`${kB(t.bytes).padStart(10)}  ${new URL(t.url).pathname}`);
    }

    await signIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    await networkSettled(page);
    const companiesArea = codeBytes(meter.take());
    toCompanies = loginBytes + companiesArea;
    areas.push({ label: 'admin (/companies, after sign-in)', bytes: companiesArea });

    await openInApp(page, '/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await networkSettled(page);
    areas.push({ label: 'library (/templates)', bytes: codeBytes(meter.take()) });
    await context.close();
  }
  {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const meter = await meterTransfers(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await networkSettled(page);
    const beforeSignIn = meter.take().filter(isScriptOrStyle);
    await signIn(page, MANAGER.email, MANAGER.password);
    await page.waitForURL((url) => url.pathname === '/');
    // Home's greeting: the sign-in form (with its own heading) stays until the shell replaces it.
    await page.getByText(/^Olá, /).waitFor();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await networkSettled(page);
    const afterSignIn = meter.take().filter(isScriptOrStyle);
    toHome = sumBytes(beforeSignIn) + sumBytes(afterSignIn);
    toHomeRequests = beforeSignIn.length + afterSignIn.length;
    if (process.argv.includes('--files')) {
      for (const t of [...afterSignIn].sort((a, b) => b.bytes - a.bytes))
        log(`${kB(t.bytes).padStart(10)}  ${new URL(t.url).pathname}  (after sign-in)`);
    }
    areas.push({ label: 'forms (/, after sign-in)', bytes: sumBytes(afterSignIn) });

    await openInApp(page, `/forms/${formId}`);
    await page.getByRole('button', { name: 'VISUALIZAR' }).waitFor();
    await networkSettled(page);
    areas.push({ label: 'form editor (/forms/:id)', bytes: codeBytes(meter.take()) });
    await page.getByRole('button', { name: 'VISUALIZAR' }).click();
    await page.getByRole('dialog', { name: 'Pré-visualização' }).getByRole('button', { name: 'INICIAR' }).waitFor();
    await networkSettled(page);
    areas.push({ label: 'respondent preview (mf-respondent)', bytes: codeBytes(meter.take()) });
    await context.close();
  }
  {
    // A MANAGER's first visit to the admin area, from home: its users page, then its webhooks.
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const meter = await meterTransfers(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await signIn(page, MANAGER.email, MANAGER.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(/^Olá, /).waitFor();
    await networkSettled(page);
    meter.take();
    await openInApp(page, '/users');
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    await networkSettled(page);
    areas.push({ label: "admin, a MANAGER's users (/users, from home)", bytes: codeBytes(meter.take()) });
    await openInApp(page, '/webhooks');
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await networkSettled(page);
    areas.push({ label: "admin, then a MANAGER's webhooks (/webhooks)", bytes: codeBytes(meter.take()) });
    await context.close();
  }
  return { login: loginBytes, loginRequests, toHome, toHomeRequests, toCompanies, areas };
}

interface LighthouseRun {
  performance: number;
  bestPractices: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU (its `benchmarkIndex`): the simulated phone is this
   * machine slowed down 4x, so TBT and LCP scale with it, and figures from two machines compare only
   * beside it (Lighthouse warns below 1000).
   */
  hostCpu: number;
  /** The CPU slowdown the run was measured with: Lighthouse's 4x, or the one --phone asks for. */
  cpuSlowdown: number;
  failedBestPractices: string[];
  failedAccessibility: string[];
}

type Category = 'performance' | 'best-practices' | 'accessibility';

/** A MANAGER's fresh session, as the Cookie header the browser would send: its refresh cookie. */
async function sessionCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(MANAGER),
  });
  if (!response.ok) throw new Error(`sign-in for Lighthouse -> ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Lighthouse's mobile preset slows the CPU down 4x on any machine, so the phone it stands for follows the
 * machine: on one whose `benchmarkIndex` is 3,000, a phone of 750. Chrome's own CPU calibration (DevTools'
 * throttling presets) names two classes by the same index: a mid-tier phone (a Pixel 5) at 1,000 and a
 * low-tier one (a Moto G4 Power of 2022) at 264. With --phone=mid or --phone=low, a first run (not
 * counted) reads this machine's index and every counted run is slowed down to that class instead: by the
 * machine's index over the class's, since Lighthouse's simulation scales each task by the multiplier.
 */
const PHONE_BENCHMARK_INDEX = { mid: 1000, low: 264 } as const;
type PhoneClass = keyof typeof PHONE_BENCHMARK_INDEX;
const phoneArg = process.argv.find((arg) => arg.startsWith('--phone='))?.slice('--phone='.length);
if (phoneArg !== undefined && !(phoneArg in PHONE_BENCHMARK_INDEX)) {
  throw new Error(`--phone=${phoneArg}: the classes are ${Object.keys(PHONE_BENCHMARK_INDEX).join(', ')}`);
}
const phone = phoneArg as PhoneClass | undefined;

/** A page for Lighthouse, with the headers of each run (asked again before each one). */
interface Target {
  url: string;
  headers?: () => Promise<Record<string, string>>;
}

/**
 * As `lighthouseRuns`, for several pages measured beside one another: run by run, in turn (RUNS each), so
 * a machine that speeds up or slows down meanwhile touches all of them alike. Returns each one's runs.
 */
async function lighthouseRunsInTurn(targets: Target[], categories: Category[]): Promise<LighthouseRun[][]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      // The https front's certificate is made for the run.
      ...(targets.some(({ url }) => url.startsWith('https:')) ? ['--ignore-certificate-errors'] : []),
      // Servers side by side each get a name of their own (see `sideBySide`): cookies ignore the port.
      `--host-resolver-rules=MAP *.${SIDE_BY_SIDE_DOMAIN} 127.0.0.1`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const all: LighthouseRun[][] = targets.map(() => []);
    let failedRuns = 0;
    let cpuSlowdownMultiplier: number | undefined;
    if (phone) {
      const first = targets[0]!;
      const probe = await lighthouse(first.url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(first.headers ? { extraHeaders: await first.headers() } : {}),
      });
      const index = probe?.lhr.environment.benchmarkIndex;
      if (!index) throw new Error('Lighthouse read no benchmarkIndex of this machine');
      // As Chrome's calibration does, a machine already slower than the phone is not sped up to it.
      if (index < PHONE_BENCHMARK_INDEX[phone]) {
        throw new Error(`this machine (benchmarkIndex ${Math.round(index)}) is slower than a ${phone}-tier phone`);
      }
      cpuSlowdownMultiplier = index / PHONE_BENCHMARK_INDEX[phone];
    }
    for (let turn = 0; all.some((runs) => runs.length < RUNS); turn = (turn + 1) % targets.length) {
      const { url, headers } = targets[turn]!;
      const runs = all[turn]!;
      if (runs.length >= RUNS) continue;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: categories,
        logLevel: 'error',
        ...(headers ? { extraHeaders: await headers() } : {}),
        ...(cpuSlowdownMultiplier ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      // A run Lighthouse could not measure (e.g. NO_NAVSTART: no navigation seen in the trace) has no
      // scores; counted, it would enter the median as 0. It is said and run again, twice at most.
      if (lhr.runtimeError) {
        failedRuns += 1;
        log(
          `Lighthouse could not measure ${url}: ${lhr.runtimeError.code}${failedRuns <= 2 ? '; running it again' : ''}`,
        );
        if (failedRuns > 2) throw new Error(`Lighthouse failed ${failedRuns} times on ${url}`);
        turn -= 1;
        continue;
      }
      if (reportsDir) {
        fs.mkdirSync(reportsDir, { recursive: true });
        const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
        fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = (category: Category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${JSON.stringify(lhr.audits[ref.id]?.details?.items ?? []).slice(0, 300)})`);
      runs.push({
        performance: lhr.categories.performance?.score ?? 0,
        bestPractices: lhr.categories['best-practices']?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        hostCpu: lhr.environment.benchmarkIndex,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        failedBestPractices: failing('best-practices'),
        failedAccessibility: failing('accessibility'),
      });
    }
    return all;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse 12 mobile (its default: simulated slow 4G, 4x CPU slowdown), RUNS times. `headers`, when
 * given, is asked again before each run: a signed-in run sends a fresh session's cookie, as the refresh
 * token it names is spent (rotated) by the page's own session check.
 */
async function lighthouseRuns(
  url: string,
  categories: Category[],
  headers?: () => Promise<Record<string, string>>,
): Promise<LighthouseRun[]> {
  const [runs] = await lighthouseRunsInTurn([{ url, headers }], categories);
  return runs!;
}

const medianBy = (runs: LighthouseRun[], score: (run: LighthouseRun) => number) =>
  [...runs].sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A Lighthouse table's head: one column of figures, or the baseline's and this checkout's. */
function tableHead(columns: number) {
  console.log(`| metric | ${columns === 2 ? 'before | now' : 'figure'} | goal | met? |`);
  console.log(`|---|${'---|'.repeat(columns)}---|---|`);
}

/** One row: a figure per column, then the goal and whether the last column (this checkout) meets it. */
function tableRow(name: string, figures: string[], goal = '', met?: boolean) {
  console.log(`| ${name} | ${figures.join(' | ')} | ${goal} | ${met === undefined ? '' : met ? 'yes' : 'NO'} |`);
}

/** The runs of a page, with their performance and one more category's scores. */
function listRuns(label: string, runs: LighthouseRun[], other: 'accessibility' | 'bestPractices') {
  const scores = (score: (run: LighthouseRun) => number) => runs.map((run) => score(run).toFixed(2)).join(', ');
  const name = other === 'accessibility' ? 'accessibility' : 'best practices';
  console.log(
    `  ${label}runs: performance ${scores((r) => r.performance)}; ${name} ${scores((r) => r[other])} (median run by performance shown)`,
  );
}

/** The timing rows every table ends with, one column per median run (the baseline's first). */
function printTimings(medians: LighthouseRun[]) {
  const row = (name: string, figure: (run: LighthouseRun) => string) => tableRow(name, medians.map(figure));
  row('first contentful paint', (r) => seconds(r.fcp));
  row('largest contentful paint', (r) => seconds(r.lcp));
  row('total blocking time', (r) => `${Math.round(r.tbt)} ms`);
  row('cumulative layout shift', (r) => r.cls.toFixed(3));
  row("this machine's CPU (Lighthouse benchmarkIndex)", (r) => `${Math.round(r.hostCpu)}`);
  row('CPU slowdown', (r) => `${r.cpuSlowdown.toFixed(1)}x`);
  row('the phone that stands for (benchmarkIndex over slowdown)', (r) => `${Math.round(r.hostCpu / r.cpuSlowdown)}`);
}

/** Where a server's pages are opened from, and where its API is (the same server). */
interface Served {
  baseUrl: string;
  pageBase: string;
}

/**
 * Two servers measured side by side (this checkout and a baseline) are opened under names of their own,
 * both mapped to 127.0.0.1 in the browser: a cookie names a host, not a port, so on one host the two
 * sessions' cookies would replace each other.
 */
const SIDE_BY_SIDE_DOMAIN = 'bench.test';
const sideBySide = (name: string, port: number) => `http://${name}.${SIDE_BY_SIDE_DOMAIN}:${port}`;

/**
 * A MANAGER's signed-in page: performance >= 0.90 (median of 3) and accessibility 1.00 (every run); with
 * `before`, the same page of the baseline's front end too, run by run in turn, in a column beside.
 */
async function lighthouseSignedIn(now: Served, pathname: string, label: string, before?: Served) {
  const cpu = phone ? `CPU slowed down to a ${phone}-tier phone` : '4x CPU slowdown';
  console.log(`\n${label}, Lighthouse 12 mobile, signed in as a MANAGER (simulated slow 4G, ${cpu}):`);
  const target = ({ baseUrl, pageBase }: Served): Target => ({
    url: `${pageBase}${pathname}`,
    headers: async () => ({ Cookie: await sessionCookie(baseUrl) }),
  });
  const measured = await lighthouseRunsInTurn(before ? [target(before), target(now)] : [target(now)], [
    'performance',
    'accessibility',
  ]);
  const columns = measured;
  columns.forEach((runs, i) => listRuns(before ? (i === 0 ? 'before: ' : 'now: ') : '', runs, 'accessibility'));
  const medians = columns.map((runs) => medianBy(runs, (r) => r.performance));
  const lowest = columns.map((runs) => [...runs].sort((a, b) => a.accessibility - b.accessibility)[0]!);
  const median = medians.at(-1)!;
  const worst = lowest.at(-1)!;
  tableHead(columns.length);
  tableRow(
    'performance',
    medians.map((r) => r.performance.toFixed(2)),
    '>= 0.90',
    median.performance >= 0.9,
  );
  tableRow(
    'accessibility (lowest run)',
    lowest.map((r) => r.accessibility.toFixed(2)),
    '1.00',
    worst.accessibility === 1,
  );
  if (worst.failedAccessibility.length > 0) tableRow('  failing', [worst.failedAccessibility.join(', ')]);
  printTimings(medians);
}

/** Builds the staff front end of an older commit in a temporary worktree; returns its folder. */
function buildBaseline(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-baseline-'));
  log(`building the front end of ${commit} in ${dir} (npm ci + build, a few minutes)`);
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, stdio: 'pipe' });
  cleanups.push(() => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'pipe' });
  });
  const run = (cmd: string, args: string[]) =>
    execFileSync(cmd, args, { cwd: dir, stdio: 'pipe', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  const apps = ['shell', 'mf-forms', 'mf-admin', 'mf-library', 'mf-respondent'];
  run('npx', ['turbo', 'run', 'build', ...apps.map((app) => `--filter=@formbuilder/${app}`)]);
  return dir;
}

function printWeights(label: string, w: StaffWeights, baseline?: StaffWeights) {
  const met = w.login <= LOGIN_PAGE_BUDGET_BYTES ? 'yes' : 'NO';
  console.log(`\n${label}`);
  console.log(`| figure | ${baseline ? 'before | ' : ''}now | goal | met? |`);
  console.log(`|---|${baseline ? '---|' : ''}---|---|---|`);
  const before = (bytes: number | undefined) => (baseline ? `${bytes === undefined ? '' : kB(bytes)} | ` : '');
  console.log(
    `| /login, fresh visit: JS+CSS transferred (${w.loginRequests} files) | ${before(baseline?.login)}${kB(w.login)} | <= ${kB(LOGIN_PAGE_BUDGET_BYTES)} | ${met} |`,
  );
  console.log(
    `| /login to a MANAGER's home, fresh visit: JS+CSS transferred (${w.toHomeRequests} files) | ${before(baseline?.toHome)}${kB(w.toHome)} | <= ${kB(SIGNED_IN_HOME_BUDGET_BYTES)} | ${w.toHome <= SIGNED_IN_HOME_BUDGET_BYTES ? 'yes' : 'NO'} |`,
  );
  console.log(
    `| /login to an ADMIN's companies page, fresh visit: JS+CSS transferred | ${before(baseline?.toCompanies)}${kB(w.toCompanies)} | | |`,
  );
  w.areas.forEach((area, i) => {
    console.log(`| + ${area.label} | ${before(baseline?.areas[i]?.bytes)}${kB(area.bytes)} | on demand | |`);
  });
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nStaff shell: skipped, no Chromium at ${CHROMIUM}`);
    return;
  }
  const baselineArg = process.argv.find((arg) => arg.startsWith('--baseline='))?.split('=')[1];
  console.log('\nStaff shell, compressed JS+CSS as Chromium transfers it (brotli as served), 1 kB = 1000 bytes:');

  const signedInOnly = process.argv.includes('--signed-in-only');
  /** A server of this run; beside a baseline's, its pages are opened under a name of its own. */
  const serve = async (name: string, env: Record<string, string> = {}) => {
    const port = await freePort();
    const named = signedInOnly && baselineArg ? sideBySide(name, port) : undefined;
    const started = await startServer({
      databaseUrl: undefined,
      port,
      env: { ...env, ...(named ? { PUBLIC_URL: named } : {}) },
    });
    return { ...started, pageBase: named ?? started.baseUrl };
  };
  const server = await serve('now');
  const { formId } = await seed(server.baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  cleanups.push(() => browser.close());

  let baseline: StaffWeights | undefined;
  let before: Served | undefined;
  if (baselineArg) {
    const old = await serve('before', { APPS_DIR: buildBaseline(baselineArg) });
    const { formId: oldFormId } = await seed(old.baseUrl);
    before = old;
    if (!signedInOnly) baseline = await weigh(browser, old.baseUrl, oldFormId);
  }
  if (signedInOnly) {
    if (before) console.log(`(before = front end of ${baselineArg}, now = this checkout)`);
    await lighthouseSignedIn(server, '/', 'Home (/)', before);
    await lighthouseSignedIn(server, '/forms', 'Forms list (/forms)', before);
    if (process.argv.includes('--https')) {
      // A second instance, told its public https address (cookies, CSP, sockets' origin) and to trust
      // the proxy's X-Forwarded-Proto, behind nginx with TLS and HTTP/2.
      const [apiPort, httpsPort] = [await freePort(), await freePort()];
      const behind = await startServer({
        databaseUrl: undefined,
        port: apiPort,
        env: { PUBLIC_URL: `https://127.0.0.1:${httpsPort}`, TRUST_PROXY: '1' },
      });
      await seed(behind.baseUrl);
      const front = await startNginx({ port: httpsPort, upstreams: [apiPort], tls: true });
      const via = 'through nginx with TLS and HTTP/2';
      const proxied = { baseUrl: behind.baseUrl, pageBase: front.baseUrl };
      await lighthouseSignedIn(proxied, '/', `Home (/), ${via}`);
      await lighthouseSignedIn(proxied, '/forms', `Forms list (/forms), ${via}`);
    }
    return;
  }
  const now = await weigh(browser, server.baseUrl, formId);
  printWeights(baselineArg ? `(before = front end of ${baselineArg}, now = this checkout)` : '', now, baseline);

  if (process.argv.includes('--no-lighthouse')) return;
  console.log('\n/login, Lighthouse 12 mobile (simulated slow 4G, 4x CPU slowdown):');
  const runs = await lighthouseRuns(`${server.baseUrl}/login`, ['performance', 'best-practices']);
  const median = medianBy(runs, (r) => r.performance);
  listRuns('', runs, 'bestPractices');
  tableHead(1);
  tableRow('performance', [median.performance.toFixed(2)], '>= 0.90', median.performance >= 0.9);
  const bp = medianBy(runs, (r) => r.bestPractices);
  tableRow('best practices', [bp.bestPractices.toFixed(2)], '1.00', bp.bestPractices === 1);
  if (bp.failedBestPractices.length > 0) tableRow('  failing', [bp.failedBestPractices.join(', ')]);
  printTimings([median]);

  await lighthouseSignedIn(server, '/', 'Home (/)');
  await lighthouseSignedIn(server, '/forms', 'Forms list (/forms)');
}

await runBench('Staff', main);
