// A visit that starts signed in on the home or the forms list: the forms area's first page, drawn
// without React or antd, is on screen before the app has downloaded; the app then starts under it and
// takes its place, and a link followed on the first page opens its page in the app. Other pages, and
// an ADMIN, start with the app as before. docs/architecture.md, "What the signed-in app loads".
import type { Page } from 'playwright-core';
import { baseUrl, describeInBrowser, newPage, screenshot, viewports } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { openSignedIn } from '../support/login';
import { admin } from '../support/admin';
import { submitAnswers } from '../support/respondent';
import { seedForm } from '../support/seed';
import { browserAndCompany } from '../support/suite';

const FIRST_PAGE = '.fb-first-host';

/**
 * Holds the forms area's routes module back until `release` is called, so the first page stays on
 * screen as long as the test looks at it (on a fast machine the app takes over within a moment).
 */
async function holdTheAreasScreens(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/__federation_expose_FormsRoutes*.js';
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return {
    release: () => release(),
    asked: () => asked,
  };
}

/**
 * The antd styles the page generated in the browser, by their first selector, leaving out the theme's
 * CSS variables (they follow the company's colour, so they are always the browser's).
 */
const generatedStyles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-css-hash]'))
      .map((style) => (style.textContent ?? '').split('{')[0]!)
      .filter((selector) => !selector.startsWith('.css-var-')),
  );

/** The test company's colour: dark enough for white text, so the staff theme uses it as it is. */
const COMPANY_COLOR = { hex: '#0f766e', rgb: 'rgb(15, 118, 110)' };

/** The app's 'Novo formulário' is drawn in the company's colour, with the theme's 8 px corners. */
async function expectThemedButton(page: Page) {
  const style = await page.getByRole('button', { name: 'Novo formulário' }).evaluate((button) => {
    const { backgroundColor, borderTopLeftRadius } = getComputedStyle(button);
    return { backgroundColor, borderTopLeftRadius };
  });
  expect(style.backgroundColor).toBe(COMPANY_COLOR.rgb);
  expect(style.borderTopLeftRadius).toBe('8px');
}

/** Records whether a first page was ever put in the document, from before the page's own scripts run. */
async function watchForFirstPage(page: Page) {
  await page.addInitScript((selector) => {
    const seen = { drawn: false };
    (window as unknown as { __firstPage: typeof seen }).__firstPage = seen;
    new MutationObserver(() => {
      if (document.querySelector(selector)) seen.drawn = true;
    }).observe(document, { childList: true, subtree: true });
  }, FIRST_PAGE);
  return () => page.evaluate(() => (window as unknown as { __firstPage: { drawn: boolean } }).__firstPage.drawn);
}

describeInBrowser('the first page of the home and the forms list', () => {
  const setup = browserAndCompany({ formsLimit: 3, color: COMPANY_COLOR.hex });
  let formId = '';

  beforeAll(async () => {
    const { manager } = setup.company;
    const form = await seedForm(baseUrl(), manager.token, {
      title: 'Pesquisa Primeira Página',
      questions: [{ title: 'Como nos conheceu?', type: 'SINGLE', options: [{ text: 'Site' }, { text: 'Loja' }] }],
    });
    formId = form.id;
    await submitAnswers(baseUrl(), formId, { name: 'Ana Primeira', document: '529.982.247-25' }, [
      { questionId: form.questions[0]!.id, answer: 'Site' },
    ]);
  });

  it('when a MANAGER opens the forms list signed in, then the list is drawn before the app and the app then takes its place', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    const hold = await holdTheAreasScreens(page);
    await openSignedIn(page, setup.company.manager, '/forms');

    // The first page, while the app cannot draw the list yet: header, plan card, the form as a link
    // to its answers, and the role's menu with Formulários current.
    const first = page.locator(FIRST_PAGE);
    await first.getByRole('heading', { level: 1, name: 'Formulários' }).waitFor();
    await first.getByText('1/3 · Você possui 2 formulário(s) para cadastrar.').waitFor();
    const row = first.getByRole('link', { name: 'Ver respostas de Pesquisa Primeira Página' });
    expect(await row.getAttribute('href')).toBe(`/forms/${formId}/submissions`);
    await first.getByText('1 pergunta · 1 resposta').waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await menu.count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Formulários' }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Formulários');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'first-page-forms-390');
    // The app waits for the area's screens under the first page, out of sight.
    await page.waitForFunction(() => document.getElementById('root')?.classList.contains('fb-root--starting'));
    expect(hold.asked()).toBe(true);

    hold.release();
    // The app's own list: its 'Novo formulário' is a button, the first page's was a link.
    await page.getByRole('button', { name: 'Novo formulário' }).waitFor();
    await first.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Ver respostas de Pesquisa Primeira Página' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(1);
    expect(await page.evaluate(() => document.getElementById('root')!.classList.contains('fb-root--starting'))).toBe(
      false,
    );
    // The app started with antd's styles of its screen built ahead of time: it generated none of them.
    expect(await generatedStyles(page)).toEqual([]);
    await expectThemedButton(page);
    await context.close();
  });

  it('when the styles built ahead of time cannot be read, then the app generates them and looks the same', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await page.route('**/static/css/antd.*.css', (route) => route.abort());
    await openSignedIn(page, setup.company.manager, '/forms');
    await page.getByRole('button', { name: 'Novo formulário' }).waitFor();
    await page.locator(FIRST_PAGE).waitFor({ state: 'detached' });
    expect(await generatedStyles(page)).toEqual(expect.arrayContaining(['.ant-btn', '.ant-card']));
    await expectThemedButton(page);
    await context.close();
  });

  it("when the MANAGER follows a link of the first page before the app has started, then the app opens that link's page, in its own history", async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    const hold = await holdTheAreasScreens(page);
    await openSignedIn(page, setup.company.manager, '/');

    const first = page.locator(FIRST_PAGE);
    await first.getByRole('heading', { level: 2, name: 'Olá, Gestora!' }).waitFor();
    await first.getByRole('heading', { level: 3, name: 'Últimas respostas' }).waitFor();
    await first.getByRole('link', { name: 'Visualizar Ana Primeira' }).waitFor();
    expect(await page.title()).toBe('Home · Formulários');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'first-page-home-1280');
    await first.getByRole('link', { name: 'Formulários' }).click();
    await page.waitForURL((url) => url.pathname === '/forms');

    hold.release();
    await page.getByRole('button', { name: 'Novo formulário' }).waitFor();
    await first.waitFor({ state: 'detached' });
    // The entry the link made is the app's own: the editor opened from there holds Back while a change
    // is unsaved, as from a list the app drew itself.
    await page.getByRole('button', { name: 'Editar Pesquisa Primeira Página' }).click();
    await page.getByLabel('Título do formulário').fill('Pesquisa Primeira Página (nova)');
    await page.goBack();
    const leave = page.getByRole('dialog').filter({ hasText: 'Sair sem salvar?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'SAIR SEM SALVAR' }).click();
    await page.waitForURL((url) => url.pathname === '/forms');

    await page.getByRole('link', { name: 'Ver respostas de Pesquisa Primeira Página' }).click();
    await page.waitForURL((url) => url.pathname === `/forms/${formId}/submissions`);
    await page.getByText('Ana Primeira').waitFor();
    await context.close();
  });

  it("when the MANAGER opens 'Mais' on the first page and picks an entry, then the app opens it with the list closed", async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await holdTheAreasScreens(page);
    await openSignedIn(page, setup.company.manager, '/');
    const first = page.locator(FIRST_PAGE);
    await first.getByRole('heading', { level: 2, name: 'Olá, Gestora!' }).waitFor();

    const more = first.getByRole('button', { name: 'Mais' });
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await first.getByRole('link', { name: 'Usuários' }).click();

    // mf-admin's page, not held: the app takes over there, its 'Mais' current and closed.
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('heading', { level: 1, name: /^Usuários/ }).waitFor();
    await first.waitFor({ state: 'detached' });
    const appMore = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Mais' });
    expect(await appMore.getAttribute('aria-expanded')).toBe('false');
    expect(await appMore.getAttribute('class')).toContain('active');
    await context.close();
  });

  it('when a page has no first page (a MANAGER on Usuários, an ADMIN on Empresas), then the app draws it alone', async () => {
    for (const [person, path, heading] of [
      [setup.company.manager, '/users', 'Usuários'],
      [admin, '/companies', 'Empresas'],
    ] as const) {
      const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
      const wasDrawn = await watchForFirstPage(page);
      await openSignedIn(page, person, path);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) }).waitFor();
      expect(await wasDrawn()).toBe(false);
      await context.close();
    }
  });
});
