import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { Form } from '@formbuilder/contracts';
import { baseUrl, describeInBrowser, newPage, screenshot, settle, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { loginToken, seedForm } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

// The page's SALVAR, not the drawer's SALVAR E ...; antd's loading icon, still fading out after a
// save, may lend it the prefix 'loading'.
const SAVE_BUTTON = /^(loading )?SALVAR$/;

/** A 1x1 PNG: the API checks an upload by its bytes. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const question = (page: Page, position: number) =>
  page.getByRole('group', { name: `Pergunta ${position}`, exact: true });

/** Opens an antd select by its label and picks the option shown with `label`. */
async function choose(page: Page, select: Locator, label: string) {
  await select.click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true });
  // The list slides down: its option is pressed once it stands where it ends.
  await option.waitFor();
  await settle(page);
  await option.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').waitFor({ state: 'hidden' });
}

async function addQuestion(page: Page, position: number, title: string, type: string) {
  await page.getByRole('button', { name: 'NOVA PERGUNTA' }).click();
  const card = question(page, position);
  await card.getByLabel('Título', { exact: true }).fill(title);
  await choose(page, card.getByLabel('Tipo', { exact: true }), type);
  return card;
}

async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`${path} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

describeInBrowser('the form editor (mf-forms)', () => {
  const setup = browserAndCompany();

  it('when a MANAGER builds a form with every type and jumps, then each rule speaks, the link is shown and the jumps survive a reload', async () => {
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, setup.company.manager, '/forms/new');
    await page.getByRole('heading', { name: 'Novo formulário' }).waitFor();

    // Nothing filled: the form's title is required, and the field says so.
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Campo obrigatório').first().waitFor();
    await page.getByLabel('Título do formulário').fill('Pesquisa de clima');

    // A choice with one option: first the empty option text, then too few options.
    const first = question(page, 1);
    await first.getByLabel('Título', { exact: true }).fill('Como você está?');
    await choose(page, first.getByLabel('Tipo', { exact: true }), 'Escolha única');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Pergunta #1: Campo obrigatório').waitFor();
    await first.getByText('Campo obrigatório').waitFor();
    await first.getByLabel('Opção 1', { exact: true }).fill('Bem');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Pergunta #1: Deve ter pelo menos duas opções').waitFor();
    await first.getByText('Deve ter pelo menos duas opções').waitFor();
    await screenshot(page, 'form-editor-errors-1280');
    await first.getByRole('button', { name: 'Adicionar opção à pergunta 1' }).click();
    await first.getByLabel('Opção 2', { exact: true }).fill('Mal');
    // Typing clears the message of what changed; nothing typed was lost.
    await first.getByText('Deve ter pelo menos duas opções').waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Pesquisa de clima');

    await addQuestion(page, 2, 'O que pode melhorar?', 'Texto longo');
    const third = await addQuestion(page, 3, 'Quais benefícios usa?', 'Escolha múltipla');
    await third.getByLabel('Opção 1', { exact: true }).fill('Vale-refeição');
    await third
      .getByLabel('Imagem da opção 1 da pergunta 3', { exact: true })
      .setInputFiles({ name: 'vr.png', mimeType: 'image/png', buffer: png });
    await third.getByRole('img', { name: 'Imagem da opção 1 da pergunta 3' }).waitFor();
    await third.getByRole('button', { name: 'Adicionar opção à pergunta 3' }).click();
    await third.getByLabel('Opção 2', { exact: true }).fill('Plano de saúde');
    await addQuestion(page, 4, 'Envie seu atestado', 'Arquivo');
    await addQuestion(page, 5, 'Algum comentário?', 'Texto curto');

    // Jumps offer only later questions and the end: 'Bem' skips to 3, question 3 skips to 5.
    await choose(page, first.getByLabel('Ao escolher a opção 1, ir para'), 'Pergunta 3: Quais benefícios usa?');
    await third.getByLabel('Depois desta pergunta, ir para').click();
    const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(await openList.getByTitle('Pergunta 1: Como você está?').count()).toBe(0);
    await openList.getByTitle('Pergunta 5: Algum comentário?', { exact: true }).click();
    await openList.waitFor({ state: 'hidden' });

    // Now question 4 is on no path: the card and the logic check say so.
    await question(page, 4).getByText('Inalcançável').waitFor();
    await page.getByText('Pergunta 4: Nenhum caminho do formulário leva a esta pergunta').waitFor();
    await screenshot(page, 'form-editor-unreachable-1280');
    await choose(
      page,
      question(page, 2).getByLabel('Depois desta pergunta, ir para'),
      'Pergunta 4: Envie seu atestado',
    );
    await page.getByText('Todas as perguntas podem ser alcançadas e os saltos seguem em frente.').waitFor();

    // A question that is a jump target is removed: its jump now ends the form, and the editor says so.
    const extra = await addQuestion(page, 6, 'Pergunta provisória', 'Texto curto');
    await choose(
      page,
      question(page, 5).getByLabel('Depois desta pergunta, ir para'),
      'Pergunta 6: Pergunta provisória',
    );
    await extra.getByRole('button', { name: 'Remover pergunta 6' }).click();
    await page.getByText('Um salto levava à pergunta removida e agora vai para o fim do formulário.').waitFor();
    await question(page, 5).getByTitle('Fim do formulário').waitFor();

    // The preview is the respondent's wizard, built from what is typed now.
    await page.getByRole('button', { name: 'VISUALIZAR' }).click();
    const preview = page.getByRole('dialog', { name: 'Pré-visualização' });
    await preview.getByRole('heading', { name: 'Pesquisa de clima' }).waitFor();
    await preview.getByRole('button', { name: 'INICIAR' }).waitFor();
    await screenshot(page, 'form-editor-preview-1280');
    await preview
      .getByRole('button', { name: 'Close' })
      .or(preview.getByRole('button', { name: 'Fechar' }))
      .click();
    await preview.waitFor({ state: 'hidden' });

    // Saved: the public link is shown and copied, and editing goes on at /forms/{id}.
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByText('Formulário criado com sucesso!').waitFor();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    const formId = new URL(page.url()).pathname.split('/').pop()!;
    const link = page.getByLabel('Link público');
    await link.waitFor();
    expect(await link.inputValue()).toBe(`${baseUrl()}/submissions/${formId}`);
    await page.getByRole('button', { name: 'Copiar link' }).click();
    await page.getByText('Link copiado com sucesso').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/submissions/${formId}`);
    await screenshot(page, 'form-editor-created-1280');

    // An existing form asks how to go on: continue stays, cancel changes nothing, exit goes to the list.
    await page.getByLabel('Título do formulário').fill('Pesquisa de clima 2025');
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    await page.getByText('Formulário atualizado com sucesso!').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/forms/${formId}`);
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'CANCELAR' }).click();
    await page.getByRole('button', { name: 'SALVAR E SAIR' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/forms/${formId}`);
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E SAIR' }).click();
    await page.waitForURL((url) => url.pathname === '/forms');

    // Reloaded from the server, every jump and the picture are where they were left.
    await page.goto(`/forms/${formId}`);
    await question(page, 1).getByTitle('Pergunta 3: Quais benefícios usa?').waitFor();
    await question(page, 2).getByTitle('Pergunta 4: Envie seu atestado').waitFor();
    await question(page, 3).getByTitle('Pergunta 5: Algum comentário?').waitFor();
    await question(page, 5).getByTitle('Fim do formulário').waitFor();
    await question(page, 3).getByRole('img', { name: 'Imagem da opção 1 da pergunta 3' }).waitFor();
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Pesquisa de clima 2025');
    const stored = await api<Form>(`/api/forms/${formId}`, setup.company.manager.token);
    const ids = stored.questions.map((q) => q.id);
    expect(stored.questions.map((q) => q.type)).toEqual(['SINGLE', 'TEXT', 'MULTIPLE', 'FILE', 'STRING']);
    expect(stored.questions[0]!.options.map((o) => o.goTo)).toEqual([ids[2], undefined]);
    expect([stored.questions[1]!.goTo, stored.questions[2]!.goTo, stored.questions[4]!.goTo]).toEqual([
      ids[3],
      ids[4],
      'end',
    ]);
    expect(stored.questions[2]!.options[0]!.file).toMatch(/\/files\//);

    await page.setViewportSize(viewports.mobile);
    await screenshot(page, 'form-editor-edit-390');
    await context.close();
  });

  it('when a MANAGER starts a form on a phone, then the editor fits and a wrong picture is refused in pt-BR', async () => {
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.mobile, '/forms/new');
    const first = question(page, 1);
    await choose(page, first.getByLabel('Tipo', { exact: true }), 'Escolha única');
    await first
      .getByLabel('Imagem da opção 1 da pergunta 1', { exact: true })
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('texto') });
    await first.getByText('Envie uma imagem PNG, JPEG, GIF ou WEBP.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'form-editor-new-390');
    await context.close();
  });

  it("when a USER opens a colleague's form, then it lands on /403", async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Formulário da gestora',
      questions: [{ title: 'Nome?', type: 'STRING', options: [] }],
    });
    const email = `usuario-${randomUUID().slice(0, 8)}@e2e.test`;
    const password = 'senha-do-usuario-123';
    await api('/api/users', setup.company.manager.token, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Ulisses Usuário',
        email,
        phone: '(11) 91234-5678',
        role: 'USER',
        password,
        passwordConfirm: password,
      }),
    });
    await loginToken(baseUrl(), email, password);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await openSignedIn(page, { email, password }, `/forms/${form.id}`);
    await page.waitForURL('**/403');
    await context.close();
  });
});
