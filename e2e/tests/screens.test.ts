// Every shell and mf-admin screen at phone (390 px) and desktop (1280 px) width, saved under
// e2e/screenshots for a person to look at; the flows themselves are tested in the other files.
import type { Browser, Page } from 'playwright-core';
import { admin } from '../support/admin';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { signIn } from '../support/login';
import { seedCompany, type SeededCompany } from '../support/seed';

const widths = [viewports.mobile, viewports.desktop];

/** Takes the same screen at both widths. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}

async function addUser(company: SeededCompany, name: string): Promise<void> {
  const password = 'senha-do-usuario-123';
  const response = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.manager.token}` },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@e2e.test`,
      phone: '(21) 91234-5678',
      role: 'USER',
      password,
      passwordConfirm: password,
    }),
  });
  if (response.status !== 201) throw new Error(`user not created: ${response.status} ${await response.text()}`);
}

describeInBrowser('every screen at 390 and 1280 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when a visitor opens the public pages, then each one fits both widths', async () => {
    const { page, context } = await newPage(browser, baseUrl());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('ana');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await atBothWidths(page, 'login-errors');

    await page.goto('/forgot-pass');
    await page.getByRole('button', { name: 'ENVIAR' }).waitFor();
    await page.getByRole('button', { name: 'VOLTAR' }).waitFor();
    await atBothWidths(page, 'forgot');

    await page.goto('/reset-pass?t=token-de-teste');
    await page.getByLabel('Nova senha', { exact: true }).waitFor();
    await page.getByLabel('Confirmação da nova senha').waitFor();
    await atBothWidths(page, 'reset');
    await context.close();
  });

  it('when the ADMIN works with companies and users, then lists and modals fit both widths', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl());
    await signIn(page, admin.email, admin.password);
    await page.waitForURL('**/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();
    await page
      .getByRole('button', { name: /Editar Empresa/ })
      .first()
      .waitFor();
    await atBothWidths(page, 'companies');

    await page.getByRole('button', { name: /Nova empresa/ }).click();
    const companyForm = page.getByRole('dialog', { name: 'Nova empresa' });
    await companyForm.getByRole('button', { name: 'SALVAR' }).click();
    await companyForm.getByText('Campo obrigatório').first().waitFor();
    await atBothWidths(page, 'company-form-new');
    await companyForm.getByRole('button', { name: 'CANCELAR' }).click();
    await companyForm.waitFor({ state: 'hidden' });

    await page.goto(`/companies/${company.companyId}/users`);
    await page.getByText(company.manager.email).waitFor();
    await atBothWidths(page, 'company-users');

    await page.getByRole('button', { name: /Novo usuário/ }).click();
    const userForm = page.getByRole('dialog', { name: 'Novo usuário' });
    await userForm.getByRole('button', { name: 'SALVAR' }).click();
    await userForm.getByText('Campo obrigatório').first().waitFor();
    await atBothWidths(page, 'user-form-new');
    await context.close();
  });

  it('when a MANAGER fills its plan, then the card turns yellow at 1 left and red with an upgrade at 0', async () => {
    const company = await seedCompany(baseUrl(), { usersLimit: 3 });
    await addUser(company, 'Ana Usuária');
    const { page, context } = await newPage(browser, baseUrl());
    await signIn(page, company.manager.email, company.manager.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/users');
    await page.getByText('Você possui 1 usuário(s) para cadastrar.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'FAZER UPGRADE' }).count()).toBe(0);
    await atBothWidths(page, 'users-plan-1-left');

    await page.getByRole('button', { name: 'Editar Ana Usuária' }).click();
    const userForm = page.getByRole('dialog', { name: 'Editar usuário' });
    await userForm.getByLabel('Nome').waitFor();
    await atBothWidths(page, 'user-form-edit');
    await userForm.getByRole('button', { name: 'CANCELAR' }).click();
    await userForm.waitFor({ state: 'hidden' });

    await addUser(company, 'Bruno Usuário');
    await page.reload();
    await page.getByText('Você atingiu o limite de usuários. Faça o upgrade do seu plano.').waitFor();
    const upgrade = page.getByRole('link', { name: 'FAZER UPGRADE' });
    expect(await upgrade.getAttribute('target')).toBe('_blank');
    await atBothWidths(page, 'users-plan-0-left');

    await page.goto('/account');
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    const companyForm = page.getByRole('dialog', { name: 'Editar empresa' });
    await companyForm.getByLabel('Nome').waitFor();
    await atBothWidths(page, 'account-company-form');
    await context.close();
  });
});
