import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Form, Template, TemplateCategory } from '@formbuilder/contracts';
import { admin } from '../support/admin';
import { baseUrl, describeInBrowser, launch, newPage, screenshot, viewports } from '../support/browser';
import { menu, openSignedIn } from '../support/login';
import { loginToken, seedCompany, seedForm, type SeededCompany } from '../support/seed';

// The page's SALVAR, not the drawer's SALVAR E ...; antd's loading icon, still fading out after a
// save, may lend it the prefix 'loading'.
const SAVE_BUTTON = /^(loading )?SALVAR$/;

/** A 1x1 PNG: the API checks an upload by its bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function call<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A category with one template whose SINGLE question jumps over the second one, made by the ADMIN. */
async function seedTemplate(suffix: string): Promise<{ category: TemplateCategory; template: Template }> {
  const token = await loginToken(baseUrl(), admin.email, admin.password);
  const category = await call<TemplateCategory>('/api/template-categories', token, 'POST', {
    name: `Satisfação ${suffix}`,
  });
  const last = randomUUID();
  const template = await call<Template>('/api/templates', token, 'POST', {
    title: `Pesquisa de satisfação ${suffix}`,
    category: category.id,
    questions: [
      {
        title: 'Você já é cliente?',
        type: 'SINGLE',
        options: [{ text: 'Sim', goTo: last }, { text: 'Não' }],
      },
      { title: 'Como nos conheceu?', type: 'STRING', options: [] },
      { id: last, title: 'Deixe um comentário', type: 'TEXT', options: [] },
    ],
  });
  return { category, template };
}

/** Picks `label` in an antd select: the open dropdown's items carry their label as title. */
async function pick(page: Page, select: Locator, label: string) {
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true });
  await select.click();
  await dropdown.getByTitle(label, { exact: true }).click();
  // Closed before the next pick, so that one finds its own list.
  await dropdown.waitFor({ state: 'hidden' });
}

/** Waits for the page's finite animations (drawers, alerts, fades) so a screenshot shows the end state. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

async function signInAsAdmin(page: Page) {
  await openSignedIn(page, admin, '/companies');
  await menu(page).getByRole('link', { name: 'Biblioteca' }).click();
  await page.waitForURL('**/templates');
  await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
}

async function openLibrary(page: Page, company: SeededCompany) {
  await openSignedIn(page, company.manager);
  await menu(page).getByRole('link', { name: 'Biblioteca' }).click();
  await page.waitForURL('**/library');
  await page.getByRole('heading', { name: 'Biblioteca' }).waitFor();
}

describeInBrowser('template library (mf-library)', () => {
  let browser: Browser;
  const suffix = randomUUID().slice(0, 8);
  let seeded: { category: TemplateCategory; template: Template };

  beforeAll(async () => {
    browser = await launch();
    seeded = await seedTemplate(suffix);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the ADMIN builds a template with a new category and jumps, then it is listed, edited with the save choice and deleted', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await signInAsAdmin(page);
    const categoryName = `Vendas ${suffix}`;
    const title = `Pesquisa de planos ${suffix}`;

    await page.getByRole('button', { name: 'CRIAR' }).click();
    await page.waitForURL('**/templates/new');
    await page.getByRole('heading', { name: 'Novo modelo' }).waitFor();

    // Nothing filled: the alert and every required field say so.
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    expect(await page.getByText('Campo obrigatório').count()).toBeGreaterThanOrEqual(4);
    await page.getByLabel('Título do modelo').fill(title);

    // The side panel creates a category and the editor selects it.
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    const panel = page.getByRole('dialog', { name: 'Nova categoria' });
    await panel.getByRole('button', { name: 'SALVAR' }).click();
    await panel.getByText('Campo obrigatório').waitFor();
    await panel.getByLabel('Nome').fill(categoryName);
    await settled(page);
    await screenshot(page, 'template-category-panel-390');
    await panel.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Categoria cadastrada com sucesso').waitFor();
    await panel.waitFor({ state: 'hidden' });
    await page.getByTitle(categoryName, { exact: true }).waitFor();

    // A SINGLE question: one option is not enough, an empty option text is refused.
    const first = page.getByRole('group', { name: 'Pergunta 1' });
    await first.getByLabel('Título').fill('Qual plano você usa?');
    await pick(page, first.getByLabel('Tipo'), 'Escolha única');
    await first.getByLabel('Opção 1', { exact: true }).fill('Básico');
    // The option's picture is uploaded at once and kept as its URL.
    await first
      .getByLabel('Imagem da opção 1 da pergunta 1', { exact: true })
      .setInputFiles({ name: 'basico.png', mimeType: 'image/png', buffer: png });
    await first.getByRole('img', { name: 'Imagem da opção 1 da pergunta 1' }).waitFor();
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Pergunta #1: Deve ter pelo menos duas opções').first().waitFor();
    await first.getByRole('button', { name: 'Adicionar opção à pergunta 1' }).click();
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Pergunta #1: Campo obrigatório').first().waitFor();
    await first.getByLabel('Opção 2', { exact: true }).fill('Premium');

    await page.getByRole('button', { name: 'NOVA PERGUNTA' }).click();
    await page.getByRole('group', { name: 'Pergunta 2' }).getByLabel('Título').fill('Por que o Básico?');
    await page.getByRole('button', { name: 'NOVA PERGUNTA' }).click();
    const third = page.getByRole('group', { name: 'Pergunta 3' });
    await third.getByLabel('Título').fill('Algum comentário?');
    await pick(page, third.getByLabel('Tipo'), 'Texto longo');
    // Premium skips the question about the Básico plan; that question ends the form.
    await pick(page, first.getByLabel('Ao escolher a opção 2, ir para'), 'Pergunta 3: Algum comentário?');
    await pick(
      page,
      page.getByRole('group', { name: 'Pergunta 2' }).getByLabel('Depois desta pergunta, ir para'),
      'Fim do formulário',
    );
    await screenshot(page, 'template-editor-390');

    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Modelo criado com sucesso').first().waitFor();
    await page.waitForURL(/\/templates\?category=/);
    await page.getByText(title).waitFor();
    await page.getByText('3 perguntas').waitFor();

    // Editing: the jumps came back; CANCELAR keeps editing, SALVAR E CONTINUAR EDIDANTO stays, SALVAR E SAIR leaves.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: `Editar ${title}` }).click();
    await page.getByRole('heading', { name: 'Editar modelo' }).waitFor();
    await first.getByTitle('Pergunta 3: Algum comentário?').waitFor();
    await first.getByRole('img', { name: 'Imagem da opção 1 da pergunta 1' }).waitFor();
    await page.getByRole('group', { name: 'Pergunta 2' }).getByTitle('Fim do formulário').waitFor();
    await page.getByLabel('Título do modelo').fill(`${title} v2`);
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    const choice = page.getByRole('dialog', { name: 'Salvar alterações?' });
    await choice.getByRole('button', { name: 'SALVAR E SAIR' }).waitFor();
    await choice.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).waitFor();
    await settled(page);
    await screenshot(page, 'template-save-choice-1280');
    await choice.getByRole('button', { name: 'CANCELAR' }).click();
    await choice.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Título do modelo').inputValue()).toBe(`${title} v2`);

    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await choice.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    await page.getByText('Modelo atualizado com sucesso').first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/templates\/[0-9a-f-]{36}$/);

    await page.getByLabel('Título do modelo').fill('');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await page.getByLabel('Título do modelo').fill(`${title} v3`);
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await choice.getByRole('button', { name: 'SALVAR E SAIR' }).click();
    await page.waitForURL(/\/templates\?category=/);
    await page.getByText(`${title} v3`).waitFor();
    await settled(page);
    await screenshot(page, 'templates-1280');

    // Deleting asks in the bottom drawer first.
    await page.getByRole('button', { name: `Editar ${title} v3` }).click();
    await settled(page);
    await screenshot(page, 'template-edit-1280');
    await page.getByRole('button', { name: 'Apagar modelo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Deseja apagar o modelo?' });
    await drawer.getByRole('button', { name: 'APAGAR' }).click();
    await page.getByText('Modelo apagado com sucesso').first().waitFor();
    await page.waitForURL(/\/templates\?category=/);
    await page.getByText('Nenhum modelo nesta categoria').waitFor();

    await page.goto(`/templates/${randomUUID()}`);
    await page.getByText('Modelo não encontrado').waitFor();
    await context.close();
  });

  it('when the API refuses a template, then its message is alerted and its fields are marked, nothing typed is lost', async () => {
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await signInAsAdmin(page);
    await page.goto('/templates/new');
    await page.getByLabel('Título do modelo').fill(`Cadastro ${suffix}`);
    await pick(page, page.getByRole('combobox', { name: 'Categoria' }), seeded.category.name);
    await page.getByRole('group', { name: 'Pergunta 1' }).getByLabel('Título').fill('Nome completo');
    // A refusal only the server can give (the editor checks the same rules first).
    await page.route('**/api/templates', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'INVALID',
                message: 'Pergunta #1: Título repetido',
                fields: { 'questions.0.title': 'Título repetido', category: 'Categoria não encontrada' },
              },
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Pergunta #1: Título repetido').waitFor();
    await page.getByText('Título repetido', { exact: true }).waitFor();
    await page.getByText('Categoria não encontrada').waitFor();
    expect(await page.getByLabel('Título do modelo').inputValue()).toBe(`Cadastro ${suffix}`);
    await settled(page);
    await screenshot(page, 'template-api-fields-1280');
    await context.close();
  });

  it('when a MANAGER opens a template of a category and uses it, then an ACTIVE copy is on /forms and opens', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openLibrary(page, company);

    // Categories first, then the chosen category's templates with their question count.
    const categories = page.getByRole('navigation', { name: 'Categorias' });
    await categories.getByRole('menuitem', { name: seeded.category.name }).click();
    await page.waitForURL(`**/library?category=${seeded.category.id}`);
    await page.getByText(seeded.template.title).waitFor();
    await page.getByText('3 perguntas').waitFor();
    await screenshot(page, 'library-390');

    // The search runs on the server over the category's templates, accents and case ignored.
    const search = page.getByLabel('Buscar modelo pelo título');
    await search.fill('nada parecido');
    await page.getByText('Nenhum resultado encontrado').waitFor();
    await search.fill('SATISFACAO');
    await page.getByText(seeded.template.title).waitFor();

    await page.getByRole('button', { name: `Visualizar ${seeded.template.title}` }).click();
    await page.waitForURL(`**/library/${seeded.template.id}`);
    // The list (with its category menu) is gone once the view has rendered.
    await categories.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: seeded.template.title }).waitFor();
    await page.getByText(seeded.category.name, { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, 'library-template-390');

    // VOLTAR returns to the template's category.
    await page.getByRole('button', { name: 'VOLTAR' }).click();
    await page.waitForURL(`**/library?category=${seeded.category.id}`);
    await page.getByRole('button', { name: `Visualizar ${seeded.template.title}` }).click();

    await page.getByRole('button', { name: 'USAR MODELO' }).click();
    await page.getByText(`Formuário criado baseado no modelo: ${seeded.template.title}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/forms');

    const copyTitle = `${seeded.template.title} - Cópia`;
    const forms = await call<{ items: Form[] }>('/api/forms', company.manager.token);
    expect(forms.items.map((form) => [form.title, form.status])).toEqual([[copyTitle, 'ACTIVE']]);
    const copy = forms.items[0]!;
    await page.getByText(copyTitle, { exact: true }).first().waitFor();
    await settled(page);
    await screenshot(page, 'library-copy-on-forms-390');
    expect(copy.questions.map((question) => question.title)).toEqual(
      seeded.template.questions.map((question) => question.title),
    );

    // The copy opens in the form editor with the template's questions.
    await page.getByRole('button', { name: `Editar ${copyTitle}` }).click();
    await page.waitForURL(`**/forms/${copy.id}`);
    const title = page.getByLabel('Título do formulário');
    await title.waitFor();
    expect(await title.inputValue()).toBe(copyTitle);
    for (const [index, question] of seeded.template.questions.entries()) {
      const card = page.getByRole('group', { name: `Pergunta ${index + 1}` });
      expect(await card.getByLabel('Título', { exact: true }).inputValue()).toBe(question.title);
    }
    await context.close();
  });

  it('when the company is at its formsLimit, then copying says so and creates nothing', async () => {
    const company = await seedCompany(baseUrl(), { formsLimit: 1 });
    await seedForm(baseUrl(), company.manager.token, {
      title: 'O único formulário',
      questions: [{ title: 'Nome', type: 'STRING', options: [] }],
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.desktop);
    await openLibrary(page, company);
    await page
      .getByRole('navigation', { name: 'Categorias' })
      .getByRole('menuitem', { name: seeded.category.name })
      .click();
    await page.getByRole('button', { name: `Usar modelo ${seeded.template.title}` }).click();
    await page.getByText('Você atingiu o limite de formulários do seu plano. Faça o upgrade do seu plano.').waitFor();
    await settled(page);
    await screenshot(page, 'library-limit-1280');
    expect(new URL(page.url()).pathname).toBe('/library');
    const forms = await call<{ totalItems: number }>('/api/forms', company.manager.token);
    expect(forms.totalItems).toBe(1);
    await context.close();
  });

  it('when a template id is unknown, then the MANAGER reads "Modelo não encontrado" and can go back', async () => {
    const company = await seedCompany(baseUrl());
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openLibrary(page, company);
    await page.goto(`/library/${randomUUID()}`);
    await page.getByText('Modelo não encontrado').waitFor();
    await screenshot(page, 'library-not-found-390');
    await page.getByRole('button', { name: 'VOLTAR' }).click();
    await page.waitForURL('**/library');
    await context.close();
  });

  it('when a USER opens /library or /templates, then it lands on /403', async () => {
    const company = await seedCompany(baseUrl());
    const email = `usuario-${suffix}@e2e.test`;
    const password = 'senha-do-usuario-123';
    await call('/api/users', company.manager.token, 'POST', {
      name: 'Usuário Comum',
      email,
      phone: '(11) 91234-5678',
      role: 'USER',
      password,
      passwordConfirm: password,
    });
    const { page, context } = await newPage(browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, { email, password });
    for (const path of ['/library', `/library/${seeded.template.id}`, '/templates', '/templates/new']) {
      await page.goto(path);
      await page.waitForURL('**/403');
      await page.getByText('Acesso negado.').waitFor();
    }
    await context.close();
  });
});
