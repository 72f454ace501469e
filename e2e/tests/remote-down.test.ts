import type { Browser } from 'playwright-core';
import { admin, adminEnv } from '../support/admin';
import { describeInBrowser, launch, newPage, screenshot } from '../support/browser';
import { menu, signIn } from '../support/login';
import { startServer, type RunningServer } from '../support/server';

// A server whose mf-admin URL points at nothing listening.
describeInBrowser('a remote that is down', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launch(),
      startServer({ ...adminEnv, REMOTE_ADMIN_URL: 'http://127.0.0.1:9/' }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('when mf-admin cannot load, then /companies shows the fallback and the menu still works', async () => {
    const { page, context } = await newPage(browser, server.url);
    const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as Record<string, { entry: string }>;
    expect(Object.keys(remotes).sort()).toEqual(['admin', 'forms', 'library', 'links', 'respondent']);
    expect(remotes.admin!.entry).toBe('http://127.0.0.1:9/mf-manifest.json');

    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    await page.getByText('Não foi possível carregar esta área.').waitFor();
    await page.getByRole('button', { name: 'TENTAR NOVAMENTE' }).waitFor();
    await screenshot(page, 'remote-down-1280');

    // Retrying asks again and fails again, in place.
    await page.getByRole('button', { name: 'TENTAR NOVAMENTE' }).click();
    await page.getByText('Não foi possível carregar esta área.').waitFor();

    await menu(page).getByRole('link', { name: 'Biblioteca' }).click();
    await page.waitForURL('**/templates');
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await context.close();
  });
});
