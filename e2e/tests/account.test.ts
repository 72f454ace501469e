import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, signIn } from '../support/login';
import { seedCompany } from '../support/seed';

describeInBrowser('the account page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a MANAGER changes the password, then a wrong current one is flagged on its field and the right one works', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await signIn(page, manager.email, manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await menu(page).getByRole('link', { name: 'Minha conta' }).click();
    await page.getByText('Gerente').waitFor();
    await page.getByText('Empresa', { exact: true }).waitFor();
    await screenshot(page, 'account-manager-390');

    await page.getByRole('button', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha atual').fill('senha-errada-123');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('nova-senha-do-gestor');
    await dialog.getByLabel('Confirmação da nova senha').fill('nova-senha-do-gestor');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Senha atual incorreta').waitFor();
    await screenshot(page, 'change-password-wrong-390');
    await dialog.getByLabel('Senha atual').fill(manager.password);
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha alterada com sucesso').waitFor();

    // The new password signs in from another browser; the old one no longer does.
    const other = await newPage(browser, baseUrl());
    await signIn(other.page, manager.email, manager.password);
    await other.page.getByText('E-mail ou senha inválidos').waitFor();
    await signIn(other.page, manager.email, 'nova-senha-do-gestor');
    await other.page.waitForURL((url) => url.pathname === '/');
    await other.context.close();
    await context.close();
  });

  it('when a MANAGER edits its company from the account page, then only name, colour and logo are offered and the new name shows', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await signIn(page, manager.email, manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome').waitFor();
    expect(await dialog.getByLabel('Limite de usuários').count()).toBe(0);
    await dialog.getByLabel('Nome').fill('Padaria Pão Quente');
    await screenshot(page, 'account-company-form-390');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa alterada com sucesso').waitFor();
    await page.getByText('Padaria Pão Quente').waitFor();
    await context.close();
  });

  it('when a user deletes the account, then it is signed out and can no longer sign in', async () => {
    const { manager } = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signIn(page, manager.email, manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Deseja excluir sua conta?').waitFor();
    await screenshot(page, 'delete-account-drawer-1280');
    await drawer.getByRole('button', { name: 'EXCLUIR' }).click();
    await page.waitForURL('**/login');
    await signIn(page, manager.email, manager.password);
    await page.getByText('E-mail ou senha inválidos').waitFor();
    await context.close();
  });
});
