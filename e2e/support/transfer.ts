// What the network delivers to a page, counted the way Chromium's DevTools counts "transferred":
// the bytes on the wire (compressed body and headers) of every response, 0 for one served from the
// browser's cache. Used by the login-page budget test and by `npm run bench` (scripts/bench-staff.ts).
import type { CDPSession, Page } from 'playwright-core';

export interface Transfer {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Fetch, Image, ... */
  type: string;
  bytes: number;
}

/** The staff login page's budget of compressed JS and CSS on a fresh visit (see docs/architecture.md). */
export const LOGIN_PAGE_BUDGET_BYTES = 350_000;

/**
 * The whole way from a fresh visit to /login to a MANAGER's home, drawn with its data: at most this much
 * compressed JS and CSS (the login page, then the shell, React, the antd components and the forms area
 * the home page uses; see docs/architecture.md, "What the signed-in app loads").
 */
export const SIGNED_IN_HOME_BUDGET_BYTES = 450_000;

/**
 * What the sign-in form alone weighs, with room to grow: it is drawn without React or antd
 * (about 61 kB when written), so a change that brings them back to /login fails well before the budget.
 */
export const FIRST_SIGN_IN_FORM_BYTES = 100_000;

export const isScriptOrStyle = (t: Transfer) => t.type === 'Script' || t.type === 'Stylesheet';

export const sumBytes = (transfers: Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0);

export interface TransferMeter {
  /** The transfers finished since the meter started or since the last take(). */
  take(): Transfer[];
  detach(): Promise<void>;
}

/** Starts counting the page's transfers; call before the navigation to measure. */
export async function meterTransfers(page: Page): Promise<TransferMeter> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const started = new Map<string, { url: string; type: string }>();
  let finished: Transfer[] = [];
  cdp.on('Network.responseReceived', (event) => {
    started.set(event.requestId, { url: event.response.url, type: event.type });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = started.get(event.requestId);
    if (response) finished.push({ ...response, bytes: event.encodedDataLength });
  });
  return {
    take() {
      const taken = finished;
      finished = [];
      return taken;
    },
    detach: () => cdp.detach(),
  };
}

/** Waits until the page has made no request for a while: every chunk it asked for is in. */
export async function networkSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
