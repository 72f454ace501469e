// The editor that never loses work: a fixed title loses its stale message, leaving with unsaved
// changes asks first (menu and Back), a removed question comes back with 'Desfazer', questions are
// reordered with the keyboard and duplicated with their jumps intact, and an autosaved draft survives
// a reload, for a stored form (kept by the API, not shown to respondents) and for a new one.
import type { Browser, Page } from 'playwright-core';
import type { Form, FormDraftState, PublicForm } from '@formbuilder/contracts';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { seedForm, type SeededCompany } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

const SAVE_BUTTON = /^(loading )?SALVAR$/;

const question = (page: Page, position: number) =>
  page.getByRole('group', { name: `Pergunta ${position}`, exact: true });
const titleOf = (page: Page, position: number) => question(page, position).getByLabel('Título', { exact: true });

async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path} -> ${response.status}`);
  return (await response.json()) as T;
}

/** Three questions; the first jumps to the third. */
const threeQuestions = (title: string) => ({
  title,
  questions: [
    {
      id: 'q1',
      title: 'Gostou?',
      type: 'SINGLE' as const,
      options: [{ text: 'Sim', goTo: 'q3' }, { text: 'Não' }],
      required: false,
    },
    { id: 'q2', title: 'Por quê?', type: 'TEXT' as const, options: [], required: false },
    { id: 'q3', title: 'Seu e-mail', type: 'EMAIL' as const, options: [], required: false },
  ],
});

async function openEditor(browser: Browser, company: SeededCompany, path: string, viewport = viewports.desktop) {
  const { page, context } = await newPage(browser, baseUrl(), viewport);
  await openSignedIn(page, company.manager, path);
  await question(page, 1).waitFor();
  return { page, context };
}

describeInBrowser('the form editor keeps work', () => {
  const setup = browserAndCompany({ formsLimit: 20 });

  it('when SALVAR marked the empty title and a title is typed, then Tab takes the message away', async () => {
    const { page, context } = await openEditor(setup.browser, setup.company, '/forms/new');
    const title = page.getByLabel('Título do formulário');
    const titleItem = page.locator('.ant-form-item').filter({ has: title });

    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await titleItem.getByText('Campo obrigatório').waitFor();
    await title.fill('Pesquisa de clima');
    await title.press('Tab');

    await titleItem.getByText('Campo obrigatório').waitFor({ state: 'detached' });
    await context.close();
  });

  it('when a question is removed, then Desfazer puts it back in place; leaving unsaved asks first, by the menu and by Back', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, threeQuestions('Pesquisa de visita'));
    // Opened from the list, so Back stays in the app.
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, viewports.desktop);
    await page.getByRole('link', { name: 'Formulários' }).first().click();
    await page.getByRole('button', { name: 'Editar Pesquisa de visita' }).click();
    await question(page, 3).waitFor();

    await question(page, 2).getByRole('button', { name: 'Remover pergunta 2' }).click();
    await question(page, 3).waitFor({ state: 'detached' });
    expect(await titleOf(page, 2).inputValue()).toBe('Seu e-mail');
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await question(page, 3).waitFor();
    expect(await Promise.all([1, 2, 3].map((at) => titleOf(page, at).inputValue()))).toEqual([
      'Gostou?',
      'Por quê?',
      'Seu e-mail',
    ]);

    // Unsaved: the menu's Home asks, and CONTINUAR EDITANDO stays with everything typed.
    await page.getByLabel('Título do formulário').fill('Pesquisa de visita (nova)');
    await page.getByRole('link', { name: 'Home' }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Sair sem salvar?' });
    await dialog.waitFor();
    await screenshot(page, 'form-editor-leave-1280');
    await dialog.getByRole('button', { name: 'CONTINUAR EDITANDO' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/forms/${form.id}`);
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Pesquisa de visita (nova)');

    // Back asks too; SAIR SEM SALVAR leaves, and the live form is unchanged.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'SAIR SEM SALVAR' }).click();
    await page.waitForURL((url) => url.pathname === '/forms');
    const live = await api<Form>(`/api/forms/${form.id}`, setup.company.manager.token);
    expect(live.title).toBe('Pesquisa de visita');
    await context.close();
  });

  it('when a question is moved with the keyboard and another duplicated, then the saved form has that order and its jump still leads to the same question', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, threeQuestions('Pesquisa de ordem'));
    const { page, context } = await openEditor(setup.browser, setup.company, `/forms/${form.id}`);

    // Space takes question 2, the arrow moves it up, Space drops it.
    const handle = question(page, 2).getByRole('button', { name: 'Mover pergunta 2', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // dnd-kit announces where the taken question is (its live region, in pt-BR).
    await page.getByText('Pergunta 2 sobre a posição 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await page.getByText('Pergunta 2 sobre a posição 1.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Pergunta 2 solta na posição 1.').waitFor({ state: 'attached' });
    expect(await titleOf(page, 1).inputValue()).toBe('Por quê?');
    expect(await titleOf(page, 2).inputValue()).toBe('Gostou?');

    await question(page, 2).getByRole('button', { name: 'Duplicar pergunta 2' }).click();
    await question(page, 4).waitFor();
    expect(await titleOf(page, 3).inputValue()).toBe('Gostou?');
    await screenshot(page, 'form-editor-reorder-1280');

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/forms/${form.id}`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    const stored = (await (await saved).json()) as Form;
    expect(stored.questions.map((q) => q.title)).toEqual(['Por quê?', 'Gostou?', 'Gostou?', 'Seu e-mail']);
    const [, original, copy] = stored.questions;
    expect(original!.id).toBe('q1');
    expect(copy!.id).not.toBe('q1');
    // Both copies of the choice still send 'Sim' to the e-mail question, wherever it now is.
    expect(original!.options[0]!.goTo).toBe('q3');
    expect(copy!.options[0]!.goTo).toBe('q3');
    await context.close();
  });

  it('when a question is dragged by its handle, then it lands where it is dropped', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, threeQuestions('Pesquisa arrastada'));
    const { page, context } = await openEditor(setup.browser, setup.company, `/forms/${form.id}`);

    const handle = question(page, 3).getByRole('button', { name: 'Mover pergunta 3', exact: true });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await question(page, 1).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, target.y + 10, { steps: 20 });
    await page.getByText('Pergunta 3 sobre a posição 1.').waitFor({ state: 'attached' });
    await page.mouse.up();

    await page.getByText('Pergunta 3 solta na posição 1.').waitFor({ state: 'attached' });
    expect(await Promise.all([1, 2, 3].map((at) => titleOf(page, at).inputValue()))).toEqual([
      'Seu e-mail',
      'Gostou?',
      'Por quê?',
    ]);
    // The choice's jump still names the e-mail question, now before it: the logic check says so.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Pergunta 2: O salto só pode ir para uma pergunta seguinte' })
      .waitFor();
    await context.close();
  });

  it('when a stored form is edited and the page reloads, then the draft comes back while respondents still get the live form', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, threeQuestions('Pesquisa ao vivo'));
    const { page, context } = await openEditor(setup.browser, setup.company, `/forms/${form.id}`);

    await page.getByLabel('Título do formulário').fill('Pesquisa em rascunho');
    await page.getByLabel('Descrição ou mensagem de boas-vindas').fill('Leva dois minutos.');
    await titleOf(page, 2).fill('Por que não?');
    await page
      .getByRole('status')
      .filter({ hasText: /^Rascunho guardado às/ })
      .waitFor();
    const state = await api<FormDraftState>(`/api/forms/${form.id}/draft`, setup.company.manager.token);
    expect(state.draft?.body).toMatchObject({ title: 'Pesquisa em rascunho', description: 'Leva dois minutos.' });

    await page.reload();
    await page.getByText('Rascunho restaurado').waitFor();
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Pesquisa em rascunho');
    expect(await titleOf(page, 2).inputValue()).toBe('Por que não?');
    const published = await api<PublicForm>(`/api/public/forms/${form.id}`);
    expect(published.title).toBe('Pesquisa ao vivo');
    expect(published.description).toBeUndefined();
    await screenshot(page, 'form-editor-draft-restored-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // Discarded: the editor shows the live form again and the API keeps no draft.
    await page.getByRole('button', { name: 'DESCARTAR RASCUNHO' }).click();
    await page.getByText('Rascunho restaurado').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Pesquisa ao vivo');
    expect(await api<FormDraftState>(`/api/forms/${form.id}/draft`, setup.company.manager.token)).toEqual({
      draft: null,
    });
    await context.close();
  });

  it('when the description is saved in the editor, then the respondent reads it on the welcome step', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, threeQuestions('Pesquisa com boas-vindas'));
    const { page, context } = await openEditor(setup.browser, setup.company, `/forms/${form.id}`);
    await page.getByLabel('Descrição ou mensagem de boas-vindas').fill('Olá!\nLeva dois minutos.');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/forms/${form.id}`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIDANTO' }).click();
    expect(((await (await saved).json()) as Form).description).toBe('Olá!\nLeva dois minutos.');

    const respondent = await context.newPage();
    await respondent.goto(`/submissions/${form.id}`);
    await respondent.getByRole('button', { name: 'INICIAR' }).waitFor();
    await respondent.getByText('Leva dois minutos.', { exact: false }).waitFor();
    await context.close();
  });

  it('when a new form is typed on a phone and the page reloads, then it comes back from this browser, fits the screen and is axe clean', async () => {
    const { page, context } = await openEditor(setup.browser, setup.company, '/forms/new', viewports.mobile);

    await page.getByLabel('Título do formulário').fill('Inscrição no evento');
    await titleOf(page, 1).fill('Seu nome');
    await page
      .getByRole('status')
      .filter({ hasText: /^Rascunho guardado às/ })
      .waitFor();
    await page.reload();
    await page.getByText('Rascunho restaurado').waitFor();
    expect(await page.getByLabel('Título do formulário').inputValue()).toBe('Inscrição no evento');
    expect(await titleOf(page, 1).inputValue()).toBe('Seu nome');
    await screenshot(page, 'form-editor-draft-restored-390');
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Created: the draft is gone, so the next new form starts blank.
    await page.getByRole('button', { name: SAVE_BUTTON }).click();
    await page.waitForURL((url) => /^\/forms\/[0-9a-f-]{36}$/.test(url.pathname));
    const drafts = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('formbuilder:form-draft:new:')),
    );
    expect(drafts).toEqual([]);
    await context.close();
  });
});
