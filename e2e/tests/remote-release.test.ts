// Ships mf-forms alone: two releases of it, switched while a staff page is open, then rolled back,
// with no restart of the server (docs/architecture.md, "Releasing one remote").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { adminEnv } from '../support/admin';
import { describeInBrowser, launch, newPage, screenshot } from '../support/browser';
import { signIn } from '../support/login';
import { seedCompany } from '../support/seed';
import { repoRoot, startServer, type RunningServer } from '../support/server';
import { ensureBaseline } from '../support/skew-baseline';
import { FALLBACK, watchPage } from '../support/staff-walk';

const script = path.join(repoRoot, 'scripts', 'release-remote.mjs');

describeInBrowser('releasing one remote', () => {
  let browser: Browser;
  let server: RunningServer;
  let releasesDir: string;
  let baseline: string;
  beforeAll(async () => {
    baseline = ensureBaseline();
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formbuilder-releases-'));
    [browser, server] = await Promise.all([launch(), startServer({ ...adminEnv, RELEASES_DIR: releasesDir })]);
  }, 20 * 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  const release = (...args: string[]) =>
    execFileSync(process.execPath, [script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      encoding: 'utf8',
    });
  const idIn = (output: string) => /forms (\S+) (?:written|exists)/.exec(output)?.[1];

  /** The folder the page's mf-forms came from, e.g. /releases/forms/0.1.0-abc/ */
  const formsSource = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((p) => p.endsWith('/remoteEntry.js'))
        .find((p) => p.includes('/forms/')),
    );

  it('when mf-forms is switched to a new release while a page is open, then the next load shows it, and a rollback brings the old one back', async () => {
    // Two releases of mf-forms: today's build (as `npm run release --workspace mf-forms` makes it)
    // and the baseline's build, taken from its folder.
    const current = idIn(release('release', 'forms', '--use'))!;
    const next = idIn(release('release', 'forms', '--from', path.join(baseline, 'mf-forms', 'dist')))!;
    expect(current).toBeDefined();
    expect(next).toBeDefined();
    expect(next).not.toBe(current);

    const seeded = await seedCompany(server.url);
    const { page, context } = await newPage(browser, server.url);
    const watched = watchPage(page);
    await signIn(page, seeded.manager.email, seeded.manager.password);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    await page.goto('/forms');
    await page.getByRole('heading', { name: 'Formulários' }).waitFor();
    expect(await formsSource(page)).toBe(`/releases/forms/${current}/remoteEntry.js`);

    // Switch while the page is open; the server is not restarted.
    release('use', 'forms', next);
    await page.reload();
    await page.getByRole('heading', { name: 'Formulários' }).waitFor();
    expect(await formsSource(page)).toBe(`/releases/forms/${next}/remoteEntry.js`);
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    await screenshot(page, 'release-forms-switched');

    release('rollback', 'forms');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    expect(await formsSource(page)).toBe(`/releases/forms/${current}/remoteEntry.js`);
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    await screenshot(page, 'release-forms-rolled-back');
    expect(watched.problems).toEqual([]);
    await context.close();
  }, 240_000);
});
