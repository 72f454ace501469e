// Moving inside the staff app already on a page, as its own links do. Free of the test runner and of
// Chromium's set-up, so the bench (scripts/bench-staff.mts) uses it too.
import type { Page } from 'playwright-core';

/**
 * Opens `path` in the staff app already on the page the way the app's own links do, through the
 * router's history (a new entry and the `popstate` the router listens to), without starting the app
 * again: for tests about what a page shows, not about opening its address (page.goto). Resolves once
 * the page that was on screen has gone or the document's title has changed (each screen names
 * itself); where the path is already open, at once.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const { current, title } = await page.evaluate(() => ({
    current: location.pathname + location.search,
    title: document.title,
  }));
  if (current === path) return;
  const leaving = await page.locator('.fb-page').first().elementHandle();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Gone, or (a page of the same screen, e.g. another section of it, drawn in the same frame) retitled.
  await page
    .waitForFunction(([element, before]) => !element?.isConnected || document.title !== before, [
      leaving,
      title,
    ] as const)
    .catch(() => {
      throw new Error(`the page on ${current} stayed on screen after opening ${path}`);
    });
}
