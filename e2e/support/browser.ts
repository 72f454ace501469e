// Chromium for the browser tests: the system's (CHROMIUM_PATH, else /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCsp } from './csp';

const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const browserAvailable = fs.existsSync(executablePath);
const required = process.env.E2E_REQUIRED === '1';

if (!browserAvailable) {
  const notice = `\n${'!'.repeat(72)}\n!! Browser tests SKIPPED: no Chromium at ${executablePath}.\n!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n${'!'.repeat(72)}\n`;
  if (required) throw new Error(`E2E_REQUIRED=1 but no Chromium at ${executablePath}`);
  console.warn(notice);
}

/** describe() when a browser exists, describe.skip() with the loud notice above otherwise. */
export const describeInBrowser = browserAvailable ? describe : describe.skip;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global set-up did not start the server');
  return url;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

export async function newPage(browser: Browser, url: string, viewport = viewports.desktop) {
  const context: BrowserContext = await browser.newContext({ baseURL: url, viewport, locale: 'pt-BR' });
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

export async function screenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
