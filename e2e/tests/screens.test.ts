// Every staff screen (shell, mf-admin, mf-forms, mf-library) at phone (390 px) and desktop (1280 px)
// width: nothing may stick out of the viewport sideways, and axe-core may find no serious or critical
// violation (docs/accessibility.md). With SCREENSHOTS=1 each is also saved under e2e/screenshots for a
// person to look at. The flows themselves are tested in the other files. Within a test, the next
// screen is opened as the app's links open it (openInApp): the app starts once per person.
import type { Page } from 'playwright-core';
import { admin, siteLinksEnv } from '../support/admin';
import { seriousViolations, type Violation } from '../support/axe';
import {
  baseUrl,
  describeInBrowser,
  newPage,
  screenshot,
  settle,
  sidewaysOverflow,
  viewports,
} from '../support/browser';
import { openInApp } from '../support/in-app';
import { openSignedIn } from '../support/login';
import { pngBytes, submitAnswers, uploadFile } from '../support/respondent';
import { loginToken, seedCompany, seedForm, type SeededCompany } from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

const widths = [viewports.mobile, viewports.desktop];
// Each screen is taken and scanned twice: more than the default minute under a shared machine's load.
jest.setTimeout(120_000);

/** The serious and critical violations found by the current test, by screen and width. */
let found: Array<{ screen: string; violations: Violation[] }> = [];
beforeEach(() => {
  found = [];
});

/** What stuck out sideways in the current test, by screen and width. */
let overflowing: Array<{ screen: string; overflow: string[] }> = [];
beforeEach(() => {
  overflowing = [];
});

/** Takes the same screen at both widths, measures that it fits and scans it with axe-core at each. */
async function atBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow.length > 0) overflowing.push({ screen: `${name}-${viewport.width}`, overflow });
    await screenshot(page, `${name}-${viewport.width}`);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found.push({ screen: `${name}-${viewport.width}`, violations });
  }
}

/** Every screen of the test fits both widths and has no serious or critical violation. */
function expectAccessible(): void {
  expect(overflowing).toEqual([]);
  expect(found).toEqual([]);
}

async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
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
  const setup = browserForBlock();

  it('when a visitor opens the public pages, then each one fits both widths', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl());
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('ana');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('E-mail inválido').waitFor();
    await atBothWidths(page, 'login-errors');

    await page.goto('/forgot-pass');
    await page.getByRole('button', { name: 'ENVIAR' }).waitFor();
    await page.getByRole('button', { name: 'VOLTAR' }).waitFor();
    await atBothWidths(page, 'forgot');

    // A usable link (the check answered as for a fresh one) shows the form; an unknown one says so.
    const check = '**/api/auth/reset-password/check';
    await page.route(check, (route) => route.fulfill({ status: 204 }));
    await page.goto('/reset-pass?t=token-de-teste');
    await page.getByLabel('Nova senha', { exact: true }).waitFor();
    await page.getByLabel('Confirmação da nova senha').waitFor();
    await atBothWidths(page, 'reset');
    await page.unroute(check);
    await page.goto('/reset-pass?t=token-de-teste');
    await page.getByRole('button', { name: 'PEDIR NOVO LINK' }).waitFor();
    await atBothWidths(page, 'reset-unusable');

    await page.goto('/404');
    await page.getByRole('button', { name: 'VOLTAR PARA A PÁGINA INICIAL' }).waitFor();
    await atBothWidths(page, 'not-found');

    await page.goto('/403');
    await page.getByText('Acesso negado.').waitFor();
    await atBothWidths(page, 'forbidden');
    await context.close();
    expectAccessible();
  });

  it('when the ADMIN works with companies and users, then lists and modals fit both widths', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await newPage(setup.browser, baseUrl());
    await openSignedIn(page, admin, '/companies');
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
    // The colour picker opens from the keyboard through its named button.
    const colorPicker = companyForm.getByRole('button', { name: 'Escolher cor' });
    await colorPicker.focus();
    await page.keyboard.press('Enter');
    await page.locator('.ant-color-picker-panel').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.ant-color-picker-panel').waitFor({ state: 'hidden' });
    await companyForm.getByRole('button', { name: 'CANCELAR' }).click();
    await companyForm.waitFor({ state: 'hidden' });

    await openInApp(page, `/companies/${company.companyId}/users`);
    await page.getByText(company.manager.email).waitFor();
    await atBothWidths(page, 'company-users');

    await page.getByRole('button', { name: /Novo usuário/ }).click();
    const userForm = page.getByRole('dialog', { name: 'Novo usuário' });
    await userForm.getByRole('button', { name: 'SALVAR' }).click();
    await userForm.getByText('Campo obrigatório').first().waitFor();
    await atBothWidths(page, 'user-form-new');
    await context.close();
    expectAccessible();
  });

  it('when the ADMIN works with the template library, then categories, templates and the editor fit both widths', async () => {
    const token = await loginToken(baseUrl(), admin.email, admin.password);
    const category = await api<{ id: string; name: string }>('/api/template-categories', token, 'POST', {
      name: `Atendimento ${Date.now()}`,
    });
    const template = await api<{ id: string; title: string }>('/api/templates', token, 'POST', {
      title: 'Pesquisa de atendimento',
      category: category.id,
      questions: [
        { title: 'Você já é cliente?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] },
        { title: 'Deixe um comentário', type: 'TEXT', options: [] },
      ],
    });
    const { page, context } = await newPage(setup.browser, baseUrl());
    await openSignedIn(page, admin, `/templates?category=${category.id}`);
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await page.getByText(template.title).waitFor();
    await atBothWidths(page, 'templates');

    await openInApp(page, `/templates/${template.id}`);
    await page.getByRole('heading', { name: 'Editar modelo' }).waitFor();
    await page.getByRole('group', { name: 'Pergunta 2' }).waitFor();
    await atBothWidths(page, 'template-editor-edit');

    await openInApp(page, '/templates/new');
    await page.getByRole('heading', { name: 'Novo modelo' }).waitFor();
    await page.getByRole('button', { name: /^(loading )?SALVAR$/ }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await atBothWidths(page, 'template-editor-errors');

    await page.getByRole('button', { name: 'Nova categoria' }).click();
    await page.getByRole('dialog', { name: 'Nova categoria' }).getByLabel('Nome').waitFor();
    await atBothWidths(page, 'template-category-panel');
    await context.close();
    expectAccessible();
  });

  it('when a part of the app cannot load, then its fallback fits both widths', async () => {
    const remotes = (await (await fetch(`${baseUrl()}/remotes.json`)).json()) as Record<string, { entry: string }>;
    const { page, context } = await newPage(setup.browser, baseUrl());
    await page.route(remotes.admin!.entry, (route) => route.abort());
    await openSignedIn(page, admin, '/companies');
    await page.getByRole('button', { name: 'TENTAR NOVAMENTE' }).waitFor();
    await atBothWidths(page, 'remote-fallback');
    await context.close();
    expectAccessible();
  });

  it('when a MANAGER fills its plan, then the card turns yellow at 1 left and red with an upgrade at 0', async () => {
    const company = await seedCompany(baseUrl(), { usersLimit: 3 });
    await addUser(company, 'Ana Usuária');
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.desktop, '/users');
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
    expect(await upgrade.getAttribute('href')).toBe(siteLinksEnv.UPGRADE_URL);
    await atBothWidths(page, 'users-plan-0-left');

    await openInApp(page, '/account');
    await page.getByRole('button', { name: 'Editar empresa' }).click();
    await page.waitForURL((url) => url.pathname === '/empresa/dados');
    await page.locator('form').getByLabel('Nome').waitFor();
    await atBothWidths(page, 'company-settings-dados');
    for (const section of ['marca', 'privacidade'] as const) {
      await openInApp(page, `/empresa/${section}`);
      await page.locator('form').getByRole('button', { name: 'SALVAR' }).waitFor();
      await atBothWidths(page, `company-settings-${section}`);
    }
    await context.close();
    expectAccessible();
  });

  it('when a MANAGER works with forms and answers, then every screen fits both widths', async () => {
    const company = await seedCompany(baseUrl());
    const form = await seedForm(baseUrl(), company.manager.token, {
      title: 'Pesquisa de Compra',
      questions: [
        { id: 'q1', title: 'Como nos conheceu?', type: 'SINGLE', options: [{ text: 'Site' }, { text: 'Loja' }] },
        // Optional: the second answer gives only the first.
        { id: 'q2', title: 'Conte mais', type: 'TEXT', options: [], required: false },
        { id: 'q3', title: 'Foto do produto', type: 'FILE', options: [], required: false },
      ],
    });
    const photo = await uploadFile(baseUrl(), 'produto.png', 'image/png', pngBytes);
    const answerId = await submitAnswers(
      baseUrl(),
      form.id,
      { name: 'José Ávila', document: '529.982.247-25', email: 'jose@e2e.test', phone: '(11) 98765-4321' },
      [
        { questionId: 'q1', answer: 'Site' },
        { questionId: 'q2', answer: 'Gostei do atendimento.' },
        { questionId: 'q3', answer: photo },
      ],
    );
    await submitAnswers(baseUrl(), form.id, { name: 'Maria Souza', document: '11.222.333/0001-81' }, [
      { questionId: 'q1', answer: 'Loja' },
    ]);
    const { page, context } = await signedInPage(setup.browser, company.manager);
    await page.getByRole('heading', { name: 'Olá, Gestora!' }).waitFor();
    await page.getByText('Maria Souza').waitFor();
    await atBothWidths(page, 'home');

    await openInApp(page, '/forms');
    await page.getByText('Pesquisa de Compra').waitFor();
    await atBothWidths(page, 'forms');

    await openInApp(page, `/forms/${form.id}`);
    await page.getByRole('group', { name: 'Pergunta 3' }).waitFor();
    await atBothWidths(page, 'form-editor-edit');

    await openInApp(page, '/forms/new');
    await page.getByLabel('Título do formulário').waitFor();
    await page.getByRole('button', { name: /^(loading )?SALVAR$/ }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await atBothWidths(page, 'form-editor-errors');

    await openInApp(page, `/forms/${form.id}/submissions`);
    await page.getByRole('heading', { name: 'Respostas (2)' }).waitFor();
    await page.getByText('José Ávila').waitFor();
    await atBothWidths(page, 'submissions');

    await openInApp(page, `/forms/${form.id}/submissions/${answerId}`);
    await page.getByRole('heading', { name: 'Visualizar resposta' }).waitFor();
    await page.getByText('Gostei do atendimento.').waitFor();
    await atBothWidths(page, 'submission');

    await context.close();
    expectAccessible();
  });

  it('when a MANAGER opens the template library and the account, then every screen fits both widths', async () => {
    const company = await seedCompany(baseUrl());
    const adminToken = await loginToken(baseUrl(), admin.email, admin.password);
    const category = await api<{ id: string }>('/api/template-categories', adminToken, 'POST', {
      name: `Satisfação ${Date.now()}`,
    });
    const template = await api<{ id: string; title: string }>('/api/templates', adminToken, 'POST', {
      title: 'Pesquisa de satisfação',
      category: category.id,
      questions: [{ title: 'Nota de 1 a 5', type: 'STRING', options: [] }],
    });

    const { page, context } = await signedInPage(
      setup.browser,
      company.manager,
      viewports.desktop,
      `/library?category=${category.id}`,
    );
    await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
    await page.getByText(template.title).waitFor();
    await atBothWidths(page, 'library');

    await openInApp(page, `/library/${template.id}`);
    await page.getByRole('heading', { name: template.title }).waitFor();
    await atBothWidths(page, 'library-template');

    await openInApp(page, '/account');
    await page.getByText('Gerente').waitFor();
    await atBothWidths(page, 'account');
    await context.close();
    expectAccessible();
  });

  it('when a MANAGER opens its webhooks, then the list, the new webhook modal and the deliveries fit both widths', async () => {
    const company = await seedCompany(baseUrl());
    // An IP literal: saving it resolves and connects to nothing, and no event is ever sent to it here.
    await api('/api/webhooks', company.manager.token, 'POST', {
      url: 'https://8.8.8.8/hooks',
      description: 'ERP da empresa',
      events: ['submission.created', 'form.updated'],
    });

    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.desktop, '/webhooks');
    await page.getByText('ERP da empresa').waitFor();
    await atBothWidths(page, 'webhooks');

    await page.getByRole('button', { name: /Novo webhook/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo webhook' });
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await dialog.getByText('Campo obrigatório').waitFor();
    await atBothWidths(page, 'webhook-form-errors');
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Entregas https://8.8.8.8/hooks' }).click();
    await page.getByText('Nenhuma entrega ainda').waitFor();
    await atBothWidths(page, 'webhook-deliveries');
    await context.close();
    expectAccessible();
  });
});
