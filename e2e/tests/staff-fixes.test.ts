// Staff screens as a new user meets them: the user form's e-mail message, editing oneself, the
// company colour's contrast, the notified user's answers, and the configurable site links.
import type { Browser, Page } from 'playwright-core';
import { contrastWithWhite } from '@formbuilder/contracts';
import { adminEnv } from '../support/admin';
import {
  baseUrl,
  describeInBrowser,
  launch,
  newPage,
  screenshot,
  settle,
  sidewaysOverflow,
  viewports,
} from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { submitAnswers } from '../support/respondent';
import { seedCompany, seedCompanyUser, seedForm } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';
import { browserForBlock, signedInPage } from '../support/suite';

/** At the phone and the desktop width: `check` holds and nothing sticks out sideways. */
async function atBothWidths(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  for (const viewport of [viewports.mobile, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await settle(page);
    await check();
    expect({ width: viewport.width, overflow: await sidewaysOverflow(page) }).toEqual({
      width: viewport.width,
      overflow: [],
    });
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

describeInBrowser('staff screens', () => {
  const setup = browserForBlock();

  it('when a MANAGER types a malformed e-mail in the user form, then it reads E-mail inválido', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/users');
    await page.getByRole('button', { name: /Novo usuário/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
    await dialog.getByLabel('E-mail').fill('ana@');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('E-mail inválido', { exact: true }).waitFor();
    expect(await dialog.getByText('O e-mail é inválido ou já está em uso.').count()).toBe(0);
    await screenshot(page, 'user-form-email-invalid-390');
    await context.close();
  });

  it('when a MANAGER renames itself from /users, then the greeting shows the new name without a reload', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.desktop);
    await page.getByText('Olá, Gestora!').waitFor();
    await menu(page).getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL('**/users');
    await page.getByRole('button', { name: 'Editar Gestora Teste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await dialog.getByLabel('Nome').fill('Helena Renomeada');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Usuário alterado com sucesso').waitFor();
    await menu(page).getByRole('link', { name: 'Home' }).click();
    await page.getByText('Olá, Helena!').waitFor();
    await context.close();
  });

  it('when the company colour is a light yellow, then staff buttons use a darker shade that white text reads on', async () => {
    const company = await seedCompany(baseUrl(), { color: '#FDE047' });
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.desktop, '/users');
    // The page's primary action (Convidar) wears the company colour.
    const button = page.getByRole('button', { name: /Convidar/ });
    await button.waitFor();
    const background = rgbToHex(await button.evaluate((element) => getComputedStyle(element).backgroundColor));
    expect(background).not.toBe('#fde047');
    expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, 'staff-theme-light-colour-1280');
    await context.close();
  });

  it('when a USER is a form notified user, then it opens the form answer list (without delete) but not the editor', async () => {
    const company = await seedCompany(baseUrl());
    const user = await seedCompanyUser(baseUrl(), company, 'Nina Notificada');
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Pedidos da loja',
      questions: [{ id: 'q1', title: 'Qual produto?', type: 'STRING', options: [] }],
    });
    await fetch(`${baseUrl()}/api/forms/${form.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.manager.token}` },
      body: JSON.stringify({ notifiedUser: user.id }),
    });
    await submitAnswers(baseUrl(), form.id, { name: 'Otávio Cliente', document: '529.982.247-25' }, [
      { questionId: 'q1', answer: 'Mesa' },
    ]);

    const { page, context } = await signedInPage(setup.browser, user, viewports.mobile);
    await page.getByText('Otávio Cliente').first().waitFor();
    await page.goto(`/forms/${form.id}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (1)' }).waitFor();
    await page.getByText('Otávio Cliente').first().waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    expect(await page.getByRole('button', { name: 'Apagar formulário' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/forms/${form.id}/submissions`);
    await screenshot(page, 'notified-user-answers-390');

    await page.goto(`/forms/${form.id}`);
    await page.waitForURL('**/403');
    await context.close();
  });

  it('when the server sets the site links, then /login offers CRIE SUA CONTA at both widths', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await page.goto('/login');
    await atBothWidths(page, 'login-links-set', async () => {
      await page.getByRole('link', { name: 'CRIE SUA CONTA' }).waitFor({ state: 'visible' });
    });
    await context.close();
  });
});

describeInBrowser('a server without site links', () => {
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launch(), startServer(adminEnv)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('when SIGNUP_URL and UPGRADE_URL are unset, then /login has no CRIE SUA CONTA and a full plan no FAZER UPGRADE', async () => {
    const { page, context } = await newPage(browser, server.url, viewports.mobile);
    await page.goto('/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await page.getByRole('link', { name: 'ESQUECI MINHA SENHA' }).waitFor();
    await atBothWidths(page, 'login-links-unset', async () => {
      await page.getByRole('button', { name: 'ENTRAR' }).waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: 'CRIE SUA CONTA' }).count()).toBe(0);
    });

    // A company at its users limit: the card says so, with no upgrade button to nowhere.
    const company = await seedCompany(server.url, { usersLimit: 1 });
    await page.setViewportSize(viewports.desktop);
    await openSignedIn(page, company.manager, '/users');
    await page.getByText('Você atingiu o limite de usuários. Faça o upgrade do seu plano.').waitFor();
    expect(await page.getByRole('link', { name: 'FAZER UPGRADE' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'FAZER UPGRADE' }).count()).toBe(0);
    await context.close();
  });
});
