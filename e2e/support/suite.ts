// What a describe block of browser tests starts with: the file's browser, often a company seeded
// through the API, and pages signed in as one of its people.
import type { LoginInput } from '@formbuilder/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launch, newPage, viewports } from './browser';
import { openSignedIn } from './login';
import { seedCompany, type SeededCompany } from './seed';

/** The browser of one describe block: connected before its tests, closed after them. */
export function browserForBlock(): { readonly browser: Browser } {
  const block = {} as { browser: Browser };
  beforeAll(async () => {
    block.browser = await launch();
  });
  afterAll(async () => {
    await block.browser?.close();
  });
  return block;
}

/**
 * The browser of one describe block and a company with its MANAGER (seedCompany, with `options`),
 * both ready before the block's tests; the browser is closed after them.
 */
export function browserAndCompany(options?: Parameters<typeof seedCompany>[1]): {
  readonly browser: Browser;
  readonly company: SeededCompany;
} {
  const block = {} as { browser: Browser; company: SeededCompany };
  beforeAll(async () => {
    [block.browser, block.company] = await Promise.all([launch(), seedCompany(baseUrl(), options)]);
  });
  afterAll(async () => {
    await block.browser?.close();
  });
  return block;
}

/** A page in a context of its own (newPage), signed in as `person` (openSignedIn), opened at `at`: home unless told. */
export async function signedInPage(
  browser: Browser,
  person: LoginInput,
  viewport = viewports.desktop,
  at = '/',
): Promise<{ page: Page; context: BrowserContext }> {
  const opened = await newPage(browser, baseUrl(), viewport);
  await openSignedIn(opened.page, person, at);
  return opened;
}
