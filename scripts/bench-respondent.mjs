// The respondent page as a phone on a slow network sees it: Lighthouse (mobile preset, simulated
// throttling) with the system Chromium against the built server, standalone and embedded on a
// company's site (docs/forms-and-templates.md#embedding). Goal for both: performance >= 0.95,
// accessibility 1.00, CLS 0.
//
// Embedded: a plain company page (a heading, a paragraph and the embed.js tag, inline mode) served by a
// small HTTP server of its own at http://localhost:<port>, another origin than the product's
// http://127.0.0.1:<port>, listed in the company's `embedOrigins`. Measured are the host page and the
// framed page's address as embed.js builds it (opened on its own: Lighthouse audits a top-level page).
//
//   node scripts/bench-respondent.mjs          (also run by `npm run bench`)
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { api, cleanups, freePort, log, root, runBench, seedManagerForm, startServer } from './bench-support.mjs';

// playwright-core is a dependency of the e2e workspace.
const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('playwright-core');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = 3;
// BENCH_LIGHTHOUSE_DIR=<folder> keeps every run's report there (open it in the Lighthouse viewer).
const reportDir = process.env.BENCH_LIGHTHOUSE_DIR && path.resolve(process.env.BENCH_LIGHTHOUSE_DIR);
// The fragment key embed.js puts on the framed page's address (contracts/src/embed-protocol.ts).
const EMBED_HASH_KEY = 'embed';
const questions = [
  { title: 'Como nos conheceu?', type: 'SINGLE', options: [{ text: 'Indicação' }, { text: 'Internet' }] },
  { title: 'Comentários', type: 'TEXT', options: [] },
];

async function seed(baseUrl) {
  const { token, formId, companyId } = await seedManagerForm(baseUrl, {
    companyName: 'Empresa Lighthouse',
    manager: { email: 'gestora-lh@example.com', password: 'senha-lighthouse-123' },
    questions,
  });
  return { token, formId, companyId };
}

/** The company's site: a plain page with a heading, a paragraph and the script tag, as the share panel gives it. */
const hostPage = (formUrl, formId) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Fale com a empresa pelo formulário.">
<title>Fale conosco</title>
</head>
<body style="font-family: sans-serif; margin: 0 auto; max-width: 960px; padding: 16px">
<h1>Fale conosco</h1>
<p>Preencha o formulário abaixo e responderemos em até dois dias úteis.</p>
<script src="${formUrl}/embed.js" data-form="${formId}" async></script>
</body>
</html>`;

/** The host page on http://localhost:<free port>; answers its origin. */
async function startHostSite(html) {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== '/') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://localhost:${port}`;
}

/**
 * Before any figure of the host page: the form really is in the frame (INICIAR shown) and the frame
 * has taken the form's height, so Lighthouse does not measure an empty or refused frame.
 */
async function checkEmbedded(hostUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(hostUrl);
    await page.frameLocator('iframe[title="Formulário"]').getByRole('button', { name: 'INICIAR' }).waitFor({
      timeout: 30_000,
    });
    const handle = await page.waitForFunction(
      () => {
        const frame = document.querySelector('iframe');
        return frame && frame.style.height !== '480px' ? frame.style.height : null;
      },
      null,
      { timeout: 15_000 },
    );
    return handle.jsonValue();
  } finally {
    await browser.close();
  }
}

/**
 * When the form can be used: from the start of the navigation to INICIAR on screen, without throttling,
 * in fresh contexts (median of `runs`). The loading state's minimum time shows here, not in Lighthouse,
 * whose time to interactive only waits for a quiet main thread.
 */
async function timeToForm(url, { framed = false, runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(url);
      // Embedded: INICIAR inside the frame embed.js adds, timed from the host page's navigation.
      const scope = framed ? page.frameLocator('iframe[title="Formulário"]') : page;
      await scope.getByRole('button', { name: 'INICIAR' }).waitFor({ timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
  } finally {
    await browser.close();
  }
}

/**
 * What a phone downloads for a form until it can be answered (bytes on the wire, headers included):
 * the page, its first load and, for a form with ALTCHA on, the widget's chunks, fetched on demand.
 * `ready` waits for what the form shows once loaded.
 */
async function pageWeight(url, ready) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(url);
    await ready(page);
    let bytes = 0;
    for (const request of finished) {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    await context.close();
    return { bytes, requests: finished.length };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run; a run whose trace was not recorded (NO_NAVSTART, on a loaded machine) is run once more. */
async function lighthouseRun(port, url, name) {
  for (let attempt = 1; ; attempt++) {
    const { lhr, report } = await lighthouse(url, {
      port,
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
    });
    if (!lhr.runtimeError) {
      if (reportDir) fs.writeFileSync(path.join(reportDir, `${name}.json`), report);
      return lhr;
    }
    if (attempt === 2) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    log(`Lighthouse on ${url}: ${lhr.runtimeError.code}, run again`);
  }
}

/** Lighthouse `RUNS` times on `url`; every run and the median run by score. */
async function measure(port, url, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseRun(port, url, `${name}-${i + 1}`);
    const audit = (id) => lhr.audits[id].numericValue;
    runs.push({
      score: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      // What keeps either score under 1, to look at when a goal is missed.
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      weight: audit('total-byte-weight'),
    });
  }
  // The median run by score, as Lighthouse's own guidance suggests for variance.
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(RUNS / 2)];
  return { runs, median };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(title, { runs, median }, extra = []) {
  console.log(`\n${title}`);
  console.log(
    `  runs: ${runs.map((r) => `${r.score.toFixed(2)} (accessibility ${r.accessibility.toFixed(2)})`).join(', ')} (median shown)`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`  audits under 0.9 in some run: ${failing.join(', ')}`);
  console.log('| metric | figure | goal | met? |');
  console.log('|---|---|---|---|');
  console.log(`| performance score | ${median.score.toFixed(2)} | >= 0.95 | ${median.score >= 0.95 ? 'yes' : 'NO'} |`);
  const accessibility = Math.min(...runs.map((r) => r.accessibility));
  console.log(
    `| accessibility score (lowest run) | ${accessibility.toFixed(2)} | 1.00 | ${accessibility === 1 ? 'yes' : 'NO'} |`,
  );
  console.log(`| cumulative layout shift | ${median.cls.toFixed(3)} | 0 | ${median.cls === 0 ? 'yes' : 'NO'} |`);
  console.log(`| first contentful paint | ${seconds(median.fcp)} | | |`);
  console.log(`| largest contentful paint | ${seconds(median.lcp)} | | |`);
  console.log(`| total blocking time | ${Math.round(median.tbt)} ms | | |`);
  console.log(`| speed index | ${seconds(median.si)} | | |`);
  console.log(`| page weight (Lighthouse, transferred) | ${kb(median.weight)} | | |`);
  for (const line of extra) console.log(line);
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    console.log(`\nRespondent Lighthouse: skipped, no Chromium at ${CHROMIUM}`);
    return;
  }
  console.log('\nRespondent page, Lighthouse mobile (simulated slow 4G, 4x CPU slowdown):');
  const server = await startServer({ databaseUrl: undefined, port: await freePort() });
  const { token, formId, companyId } = await seed(server.baseUrl);
  const url = `${server.baseUrl}/submissions/${formId}`;
  log(url);

  // The company's site, listed by the company as the manager lists it in the company form.
  const hostUrl = await startHostSite(hostPage(server.baseUrl, formId));
  await api(server.baseUrl, 'PATCH', `/api/companies/${companyId}`, { token, body: { embedOrigins: [hostUrl] } });
  const framedUrl = `${url}#${EMBED_HASH_KEY}=${encodeURIComponent(hostUrl)}`;
  log(`${hostUrl}/ embeds ${framedUrl}`);
  log(`embedded: INICIAR shown in the frame, frame height ${await checkEmbedded(`${hostUrl}/`)}`);

  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: flags });
  cleanups.push(() => chrome.kill());
  // Desktop Chromium runs a frame of another site in a process of its own, whose main thread Lighthouse
  // does not count in the host page's blocking time. Chrome on Android isolates only some sites (those
  // people sign in to), so on most phones the form's frame shares the host page's main thread: this
  // browser measures the host page that way.
  const shared = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...flags, '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'],
  });
  cleanups.push(() => shared.kill());

  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  const standalone = await measure(chrome.port, url, 'standalone');
  const host = await measure(chrome.port, `${hostUrl}/`, 'embedded-host');
  const framed = await measure(chrome.port, framedUrl, 'embedded-framed');
  const hostShared = await measure(shared.port, `${hostUrl}/`, 'embedded-host-one-process');

  printTable('Standalone (the public link):', standalone, [
    `| form ready to use (INICIAR shown, no throttling, median of 5) | ${seconds(await timeToForm(url))} | | |`,
  ]);
  printTable(`Embedded, the company's page (${hostUrl}/, inline mode):`, host, [
    `| form ready to use in the frame (INICIAR shown, no throttling, median of 5) | ${seconds(await timeToForm(`${hostUrl}/`, { framed: true }))} | | |`,
  ]);
  printTable(
    "Embedded, the company's page, the frame in the page's own process (as on most Android phones):",
    hostShared,
  );
  printTable("Embedded, the framed page's address as embed.js builds it, opened on its own:", framed);

  // The protection's cost: the same form with ALTCHA on, up to the widget on screen.
  const plain = await pageWeight(url, (page) => page.getByRole('button', { name: 'INICIAR' }).waitFor());
  await api(server.baseUrl, 'PATCH', `/api/forms/${formId}`, { token, body: { life: { altcha: true } } });
  const guarded = await pageWeight(url, (page) =>
    page.getByRole('checkbox', { name: 'Não sou um robô' }).waitFor({ timeout: 30_000 }),
  );
  console.log('\nProtection on (ALTCHA), what the page downloads until the form can be answered (no throttling):');
  console.log('| form | transferred | requests |');
  console.log('|---|---|---|');
  console.log(`| ALTCHA off | ${kb(plain.bytes)} | ${plain.requests} |`);
  console.log(`| ALTCHA on (the widget, on demand) | ${kb(guarded.bytes)} | ${guarded.requests} |`);
  console.log(`| difference | ${kb(guarded.bytes - plain.bytes)} | ${guarded.requests - plain.requests} |`);
}

await runBench('Respondent', main);
