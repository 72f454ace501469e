import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { admin } from '../support/admin';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';

/** A 1x1 PNG: the API checks a logo by its bytes. */
const pngLogo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface NewUser {
  name: string;
  email: string;
  role?: 'Gestor' | 'Usuário';
}

const password = 'senha-de-teste-123';

async function fillUserForm(page: Page, user: NewUser) {
  const dialog = page.getByRole('dialog', { name: 'Novo usuário' });
  await dialog.getByLabel('Nome').fill(user.name);
  await dialog.getByLabel('E-mail').fill(user.email);
  // Typed digits go through the mask.
  await dialog.getByLabel('Telefone').pressSequentially('11987654321');
  expect(await dialog.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
  if (user.role) {
    await dialog.getByLabel('Permissão').click();
    await page.getByTitle(user.role, { exact: true }).click();
  }
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByLabel('Confirmação de senha').fill(password);
  return dialog;
}

async function createUser(page: Page, user: NewUser) {
  await page.getByRole('button', { name: /Novo usuário/ }).click();
  const dialog = await fillUserForm(page, user);
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await page.getByText('Usuário cadastrado com sucesso').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(user.email).waitFor();
}

describeInBrowser('companies and users (mf-admin)', () => {
  let browser: Browser;
  const suffix = randomUUID().slice(0, 8);
  const companyName = `Acme ${suffix}`;
  const manager = { name: 'Gabriela Gestora', email: `gestora-${suffix}@e2e.test`, role: 'Gestor' as const };
  const firstUser = { name: 'Ana Usuária', email: `ana-${suffix}@e2e.test` };
  const secondUser = { name: 'Bruno Usuário', email: `bruno-${suffix}@e2e.test` };

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the ADMIN creates a company with a logo, then it is listed and a MANAGER can be created in it', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, admin, '/companies');
    await page.getByRole('heading', { name: 'Empresas' }).waitFor();

    await page.getByRole('button', { name: /Nova empresa/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova empresa' });
    await dialog.getByLabel('Nome').fill(companyName);
    await dialog.getByLabel('Limite de formulários').fill('5');
    await dialog.getByLabel('Limite de usuários').fill('3');
    await dialog.getByLabel('E-mail').click();
    await dialog.getByLabel('Cor', { exact: true }).fill('vermelho');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Formato inválido. Use o formato RGB (ex: #FF0000)').waitFor();
    await dialog.getByLabel('Cor', { exact: true }).fill('#0F766E');
    await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngLogo });
    await dialog.getByRole('img', { name: 'Pré-visualização do logo' }).waitFor();
    await screenshot(page, 'company-form-390');
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Empresa cadastrada com sucesso').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(companyName).waitFor();
    await screenshot(page, 'companies-list-390');
    // The search runs on the server over every company, whatever page the new one fell on.
    await page.getByLabel('Buscar pelo nome').fill(suffix.toUpperCase());
    await page.getByText('Nenhum resultado encontrado').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('.ant-list-item').length === 1, undefined, {
      timeout: 10_000,
    });
    expect(await page.locator('.ant-list-item').innerText()).toContain(companyName);

    await page.getByRole('button', { name: `Usuários de ${companyName}` }).click();
    await page.waitForURL('**/companies/*/users');
    await page.getByRole('heading', { name: new RegExp(`Usuários · ${companyName}`) }).waitFor();
    await page.getByText('Você possui 3 usuário(s) para cadastrar.', { exact: false }).waitFor();
    await createUser(page, manager);
    await page.getByText('Você possui 2 usuário(s) para cadastrar.', { exact: false }).waitFor();
    await context.close();
  });

  it('when the MANAGER fills its users, then a taken e-mail is refused and the create button locks at the limit', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, { email: manager.email, password });
    await menu(page).getByRole('link', { name: 'Usuários' }).waitFor();
    const items = await menu(page).getByRole('link').allInnerTexts();
    expect(items.map((s) => s.trim())).toEqual([
      'Home',
      'Formulários',
      'Biblioteca',
      'Usuários',
      'Titulares',
      'Empresa',
      'Minha conta',
    ]);
    // The header carries the company's logo instead of the default one.
    expect(await page.getByRole('img', { name: 'Logo' }).getAttribute('src')).toContain('/files/');

    await menu(page).getByRole('link', { name: 'Usuários' }).click();
    await page.waitForURL('**/users');
    await page.getByText(manager.email).waitFor();

    // The e-mail already in use: the API's message lands on the e-mail field.
    await page.getByRole('button', { name: /Novo usuário/ }).click();
    const dialog = await fillUserForm(page, { name: 'Repetida', email: manager.email });
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('O e-mail é inválido ou já está em uso.').waitFor();
    await screenshot(page, 'user-form-email-taken-1280');
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await createUser(page, firstUser);
    await createUser(page, secondUser);
    const create = page.getByRole('button', { name: /Novo usuário/ });
    await page.getByText('Você atingiu o limite de usuários. Faça o upgrade do seu plano.').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await create.getByRole('img', { name: 'Bloqueado' }).waitFor();

    // Own user first, then by name; no delete on oneself.
    const names = await page.locator('.ant-list-item-meta-title').allInnerTexts();
    expect(names.map((n) => n.replace('Você', '').trim())).toEqual([manager.name, firstUser.name, secondUser.name]);
    expect(await page.getByRole('button', { name: `Excluir ${manager.name}` }).count()).toBe(0);
    await screenshot(page, 'users-limit-1280');

    await page.setViewportSize(viewports.mobile);
    await page.getByLabel('Buscar por nome ou e-mail').fill('bruno');
    await page.getByText(firstUser.email).waitFor({ state: 'hidden' });
    await page.getByText(secondUser.email).waitFor();
    await screenshot(page, 'users-search-390');
    await context.close();
  });

  it('when a USER opens /users, then it lands on /403', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, { email: firstUser.email, password }, '/users');
    await page.waitForURL('**/403');
    await page.getByText('Acesso negado.').waitFor();
    await page
      .getByText('Você não tem permissão para acessar esta página. Entre em contato com o administrador.')
      .waitFor();
    await screenshot(page, 'forbidden-390');
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'forbidden-1280');
    await page.getByRole('button', { name: 'VOLTAR PARA A PÁGINA INICIAL' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
  it('when the ADMIN deletes the company from its edit form, then the warning is asked and it leaves the list', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, admin, '/companies');
    await page.getByRole('button', { name: `Editar ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar empresa' });
    expect(await dialog.getByLabel('Limite de usuários').inputValue()).toBe('3');
    await dialog.getByRole('img', { name: 'Pré-visualização do logo' }).waitFor();
    await screenshot(page, 'company-edit-1280');
    await dialog.getByRole('button', { name: 'APAGAR EMPRESA' }).click();
    const drawer = page.getByRole('dialog', { name: 'Deseja apagar a empresa?' });
    await drawer
      .getByText(
        'Essa ação não poderá ser desfeita e todas os formulários e respostas coletadas serão apagadas também.',
      )
      .waitFor();
    await drawer.getByRole('button', { name: 'APAGAR' }).click();
    await page.getByText('Empresa apagada com sucesso').waitFor();
    await page.getByText(companyName).waitFor({ state: 'hidden' });
    await context.close();
  });
});
