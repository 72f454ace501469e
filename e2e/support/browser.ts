// Chromium for the browser tests: the system's (CHROMIUM_PATH, else Debian's headless shell, else
// /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCsp } from './csp';

/**
 * Debian's `chromium-headless-shell` first: the same Blink and V8 as its `chromium` package, without the
 * full browser around them (no browser window, tab strip or profile services to run headless). On
 * three staff-screen test files it used about a third less CPU than `chromium` for the same tests
 * (docs/architecture.md, "Pipelines per workspace"); any of the two runs every test.
 */
const systemChromiums = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const executablePath =
  process.env.CHROMIUM_PATH || systemChromiums.find((candidate) => fs.existsSync(candidate)) || systemChromiums[1]!;
export const browserAvailable = fs.existsSync(executablePath);
const required = process.env.E2E_REQUIRED === '1';

if (!browserAvailable) {
  const notice = `\n${'!'.repeat(72)}\n!! Browser tests SKIPPED: no Chromium at ${executablePath}.\n!! Install it (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`;
  if (required) throw new Error(`E2E_REQUIRED=1 but no Chromium at ${executablePath}`);
  console.warn(notice);
}

/** describe() when a browser exists, describe.skip() with the loud notice above otherwise. */
// Read through globalThis: the global set-up imports this file too, where jest's globals are absent.
export const describeInBrowser: jest.Describe = browserAvailable ? globalThis.describe : globalThis.describe?.skip;

/** The name of a setting of jest worker `worker` (1, 2...): E2E_BASE_URL_1. */
export function workerEnv(name: string, worker: number | string): string {
  return `${name}_${worker}`;
}

/** A setting the global set-up made for the jest worker running this file. */
function ofThisWorker(name: string): string {
  const value = process.env[workerEnv(name, process.env.JEST_WORKER_ID ?? '1')];
  if (!value) throw new Error(`${name} is not set for this jest worker: the global set-up did not start its server`);
  return value;
}

/** The address of the server this file shares with the other files of its jest worker. */
export function baseUrl(): string {
  return ofThisWorker('E2E_BASE_URL');
}

/** The DATA_DIR of the server of baseUrl() (its mail outbox is `<dataDir>/outbox`). */
export function serverDataDir(): string {
  return ofThisWorker('E2E_DATA_DIR');
}

const launchOptions = {
  executablePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A test's page lives for seconds: V8's optimizing compilers (Maglev, TurboFan) compile its hot
    // functions on other threads for a speed-up such a page never earns back. Without them, three staff
    // test files took about a tenth less CPU, machine-wide (docs/architecture.md, "Pipelines per
    // workspace"). Only how fast JavaScript runs changes, not what it does; the bench's Chromium keeps them.
    '--js-flags=--no-opt --no-maglev',
  ],
};

/** Set by the global set-up: the one Chromium of the run, which every test file connects to. */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';

/** Starts the run's Chromium (global set-up); its address goes in E2E_BROWSER_ENDPOINT. */
export async function launchShared() {
  const server = await chromium.launchServer(launchOptions);
  process.env[BROWSER_ENDPOINT_ENV] = server.wsEndpoint();
  return server;
}

/**
 * A browser for one test file: a connection to the run's Chromium when there is one (closing it only
 * disconnects; each test still works in contexts of its own, which share nothing), else a new one.
 */
export async function launch(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions);
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

/**
 * A page in a context of its own. The respondent page's service worker is blocked unless asked for
 * (`serviceWorkers: 'allow'`, the offline tests): a worker answering the page's requests would take
 * them out of reach of `page.route`, which other tests use to slow, fail or count them. `touch` makes
 * it a phone's touch screen. The page asks for reduced motion unless told otherwise.
 */
export async function newPage(
  browser: Browser,
  url: string,
  viewport = viewports.desktop,
  {
    serviceWorkers = 'block',
    touch = false,
    reducedMotion = 'reduce',
  }: { serviceWorkers?: 'allow' | 'block'; touch?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: url,
    viewport,
    locale: 'pt-BR',
    serviceWorkers,
    // As a person who asked their system for less motion (unless `reducedMotion: 'no-preference'`):
    // antd's dialogs, drawers and menus appear at once, so no click lands on one still zooming or sliding in.
    reducedMotion,
    // A phone's touch screen: touch events, and the mobile viewport meta tag honoured.
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  // Every page opened here fails its test on a Content-Security-Policy violation (support/csp-guard.ts).
  await watchCsp(context);
  const page: Page = await context.newPage();
  return { context, page };
}

const screenshotDir = path.join(__dirname, '..', 'screenshots');

/** Waits (up to 2 s) for running finite animations, e.g. a drawer sliding in, so a picture shows where they end. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Saves a picture under e2e/screenshots for a person to look at, only when SCREENSHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await settle(page);
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * What sticks out of the viewport sideways: whether the page scrolls horizontally, and the visible
 * elements whose box crosses the left or right edge (at most 5 named). Empty when the screen fits.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (found.length > 5) break;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Inside something that scrolls or clips sideways (a table, a carousel), it is not off the page.
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
        found.push(`${name} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}
