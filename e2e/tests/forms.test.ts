import type { Browser } from 'playwright-core';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { seedCompany, seedForm, type SeededCompany } from '../support/seed';

const question = { title: 'Qual sua opinião?', type: 'STRING' as const, options: [] };
const password = 'senha-da-usuaria-123';

async function callApi(path: string, token: string, method: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${await response.text()}`);
  return response.status === 204 ? undefined : ((await response.json()) as { id: string; token: string });
}

describeInBrowser('forms list (mf-forms)', () => {
  let browser: Browser;
  let company: SeededCompany;
  const user = { name: 'Úrsula Lima', email: `ursula-${Date.now()}@e2e.test`, id: '', token: '' };
  const leaver = { name: 'Paulo Saiu', email: `paulo-${Date.now()}@e2e.test`, id: '', token: '' };

  beforeAll(async () => {
    [browser, company] = await Promise.all([launch(), seedCompany(baseUrl(), { formsLimit: 4 })]);
    for (const person of [user, leaver]) {
      const created = await callApi('/api/users', company.manager.token, 'POST', {
        name: person.name,
        email: person.email,
        phone: '(11) 91234-5678',
        role: 'USER',
        password,
        passwordConfirm: password,
      });
      person.id = created!.id;
      const session = await callApi('/api/auth/login', '', 'POST', { email: person.email, password });
      person.token = session!.token;
    }
    const token = company.manager.token;
    await seedForm(baseUrl(), token, { title: 'Pesquisa de Satisfação', questions: [question, question] });
    await seedForm(baseUrl(), token, { title: 'Avaliação Interna', status: 'INACTIVE', questions: [question] });
    await seedForm(baseUrl(), user.token, { title: 'Formulário da Úrsula', questions: [question] });
    await seedForm(baseUrl(), leaver.token, { title: 'Checklist antigo', questions: [question] });
    // Its creator leaves the company: the form stays, 'Usuário desativado'.
    await callApi(`/api/users/${leaver.id}`, token, 'DELETE');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the MANAGER opens /forms, then every company form shows creator, status and questions, and creation is locked at the limit', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openSignedIn(page, company.manager);
    await menu(page).getByRole('link', { name: 'Formulários' }).click();
    await page.waitForURL('**/forms');
    await page.getByText('Pesquisa de Satisfação').waitFor();

    const rows = page.locator('.ant-list-item');
    const texts = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([
      expect.stringMatching(/^Avaliação Interna Inativo Criado por: Gestora Teste 1 pergunta/),
      expect.stringMatching(/^Checklist antigo Ativo Criado por: Usuário desativado 1 pergunta/),
      expect.stringMatching(/^Formulário da Úrsula Ativo Criado por: Úrsula Lima 1 pergunta/),
      expect.stringMatching(/^Pesquisa de Satisfação Ativo Criado por: Gestora Teste 2 perguntas/),
    ]);
    const create = page.getByRole('button', { name: /Novo formulário/ });
    await page.getByText('Você atingiu o limite de formulários. Faça o upgrade do seu plano.').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await create.getByRole('img', { name: 'Bloqueado' }).waitFor();
    await screenshot(page, 'forms-list-1280');

    // Accent- and case-insensitive.
    await page.setViewportSize(viewports.mobile);
    await page.getByLabel('Buscar por título').fill('SATISFACAO');
    await page.getByText('Avaliação Interna').waitFor({ state: 'hidden' });
    await page.getByText('Pesquisa de Satisfação').waitFor();
    await screenshot(page, 'forms-search-390');
    await page.getByLabel('Buscar por título').fill('avaliacao');
    await page.getByText('Pesquisa de Satisfação').waitFor({ state: 'hidden' });
    await page.getByText('Avaliação Interna').waitFor();

    await page.getByRole('button', { name: 'Editar Avaliação Interna' }).click();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.waitForURL('**/forms');
    await context.close();
  });

  it('when the MANAGER deletes a form without answers, then it is confirmed, gone, and creating is open again', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, company.manager, '/forms');
    await page.getByRole('link', { name: 'Ver respostas de Checklist antigo' }).click();
    await page.waitForURL('**/forms/*/submissions');
    await page.getByRole('heading', { name: 'Respostas (0)' }).waitFor();
    await page.getByRole('button', { name: 'Apagar formulário' }).click();

    const drawer = page.getByRole('dialog', { name: 'Tem certeza que deseja apagar esse formulário?' });
    await drawer.getByText('Essa ação não poderá ser desfeita.').waitFor();
    // The drawer slides up: wait for it to settle before the picture.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await screenshot(page, 'form-delete-confirm-390');
    await drawer.getByRole('button', { name: 'APAGAR' }).click();
    await page.getByText('Formulário apagado com sucesso!').waitFor();
    await page.waitForURL((url) => url.pathname === '/forms');
    await page.getByText('Pesquisa de Satisfação').waitFor();
    // The list shows its last answer while it is read again: the deleted form leaves with the new one.
    await page.getByText('Checklist antigo').waitFor({ state: 'detached' });

    await page.getByText('Você possui 1 formulário(s) para cadastrar.').waitFor();
    const create = page.getByRole('button', { name: /Novo formulário/ });
    await create.getByRole('img', { name: 'plus' }).waitFor();
    await create.click();
    await page.waitForURL('**/forms/new');
    await context.close();
  });

  it('when a USER opens /forms, then only its own forms are listed', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, { email: user.email, password }, '/forms');
    // The app's list (its 'Novo formulário' is a button; the first page drawn before it has a link).
    await page.getByRole('button', { name: /Novo formulário/ }).waitFor();
    await page.getByText('Formulário da Úrsula').waitFor();
    expect(await page.locator('.ant-list-item').count()).toBe(1);
    await page.getByText('Criado por: Úrsula Lima').waitFor();
    await screenshot(page, 'forms-user-390');
    await context.close();
  });
});
