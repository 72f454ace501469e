// No page of the product breaks its own Content-Security-Policy (docs/security.md, "Errors, headers
// and logs"): every public and staff page is opened in turn; each page opened with newPage() reports
// `securitypolicyviolation` events and CSP console lines, and support/csp-guard.ts fails the test on
// any of them.
import type { Browser, Page } from 'playwright-core';
import { admin } from '../support/admin';
import { baseUrl, describeInBrowser, launch, newPage, viewports } from '../support/browser';
import { openInApp } from '../support/in-app';
import { takeCspViolations } from '../support/csp';
import { signIn } from '../support/login';
import { pngBytes, submitAnswers, uploadFile } from '../support/respondent';
import { seedCompany, seedForm, type SeededCompany } from '../support/seed';

let browser: Browser;
let company: SeededCompany;
let formId: string;
let submissionId: string;
beforeAll(async () => {
  browser = await launch();
  company = await seedCompany(baseUrl());
  const form = await seedForm(baseUrl(), company.manager.token, {
    title: 'Política de conteúdo',
    anonymous: true,
    questions: [
      { id: 'q1', title: 'Seu apelido', type: 'STRING', options: [] },
      { id: 'q2', title: 'Envie uma foto', type: 'FILE', options: [] },
    ],
  });
  formId = form.id;
  const photo = await uploadFile(baseUrl(), 'foto.png', 'image/png', pngBytes);
  submissionId = await submitAnswers(baseUrl(), formId, {}, [
    { questionId: 'q1', answer: 'Cacá' },
    { questionId: 'q2', answer: photo },
  ]);
});
afterAll(() => browser?.close());

/**
 * Opens `path` (by its address, or with `inApp` as the staff app's links do: each page's code still
 * loads, the app does not start again) and waits for `ready` and for the network to go quiet, then for
 * the reports to arrive.
 */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  { inApp = false }: { inApp?: boolean } = {},
): Promise<void> {
  if (inApp) await openInApp(page, path);
  else await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // A round trip through the page, so reports it queued before this point have reached the test.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

describeInBrowser('Content-Security-Policy on every page', () => {
  it('when the guard is on, then a page breaking the policy is reported', async () => {
    // Arrange: an inline script, which the policy refuses, tried by the test itself.
    const { page, context } = await newPage(browser, baseUrl());
    await visit(page, '/login', heading('Entrar'));

    // Act
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.ranInline = true';
      document.body.append(script);
    });
    // The violation reaches the test twice, through the page's event and through its console, in either
    // order: wait for both on the page's own clock, so the guard after the test finds nothing left.
    const reported: string[] = [];
    while (!(
      reported.some((line) => line.startsWith('console:')) && reported.some((line) => !line.startsWith('console:'))
    )) {
      reported.push(...takeCspViolations());
      await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    }

    // Assert
    expect(reported.join('\n')).toMatch(/script-src/);
    expect(await page.evaluate(() => (window as unknown as { ranInline?: boolean }).ranInline)).toBeUndefined();
    await context.close();
  });

  it('when the public pages are opened (sign-in, password, errors, a form, an answer), then none breaks the policy', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await visit(page, '/login', heading('Entrar'));
    await visit(page, '/forgot-pass', (p) => p.getByLabel('E-mail').waitFor());
    await visit(page, '/reset-pass?t=abc', (p) => p.locator('#root *').first().waitFor());
    await visit(page, '/404', (p) => p.getByText('A página não foi encontrada.').waitFor());
    await visit(page, '/form-not-found', (p) => p.locator('#root *').first().waitFor());
    await visit(page, `/submissions/${formId}`, (p) => p.getByRole('button', { name: 'INICIAR' }).waitFor());
    await page.getByRole('button', { name: 'INICIAR' }).click();
    await page.getByText('Pergunta 1 de 2').waitFor();
    await visit(page, `/forms/${formId}/submissions/${submissionId}/view`, (p) =>
      p.getByRole('button', { name: 'Ampliar foto.png' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Ampliar foto.png' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'foto.png' }).waitFor();
    await context.close();
  });

  const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

  it('when a MANAGER opens every staff page, then none breaks the policy', async () => {
    const { page, context } = await newPage(browser, baseUrl());
    await signIn(page, company.manager.email, company.manager.password);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    for (const path of [
      '/',
      '/forms',
      '/forms/new',
      `/forms/${formId}`,
      `/forms/${formId}/submissions`,
      `/forms/${formId}/submissions/${submissionId}`,
      `/forms/${formId}/insights`,
      '/forms/titulares',
      '/users',
      '/library',
      '/webhooks',
      '/api-keys',
      '/auditoria',
      '/account',
    ]) {
      await visit(page, path, pageTitle, { inApp: true });
    }
    // The editor's preview runs the respondent remote inside the shell.
    await visit(page, `/forms/${formId}`, pageTitle, { inApp: true });
    await page.getByRole('button', { name: 'VISUALIZAR' }).click();
    await page.getByRole('dialog', { name: 'Pré-visualização' }).getByRole('button', { name: 'INICIAR' }).waitFor();
    await context.close();
  });

  it('when the ADMIN opens every staff page, then none breaks the policy', async () => {
    const { page, context } = await newPage(browser, baseUrl());
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    for (const path of [
      '/companies',
      `/companies/${company.companyId}/users`,
      '/templates',
      '/templates/new',
      '/auditoria',
      '/account',
    ]) {
      await visit(page, path, pageTitle, { inApp: true });
    }
    await context.close();
  });
});
