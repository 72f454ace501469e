// Moving through many answers: the forms list counts each form's answers and previews a form without
// storing anything; a form's answers as a table (a column per question with typed values, sorting on
// the server, a range of days, column choice kept per form, sideways scroll on a phone); deleting the
// selected answers after the confirmation drawer, only for those allowed; and the remaining staff
// lists whose whole row opens what it shows.
import type { Page } from 'playwright-core';
import { cleanAtBothWidths } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { CPF_ANA, CPF_BRUNO, CPF_CARLA, submitAnswers } from '../support/respondent';
import {
  listSubmissions,
  seedCompany,
  seedCompanyUser,
  seedForm,
  updateForm,
  type SeededCompany,
} from '../support/seed';
import { browserForBlock, signedInPage } from '../support/suite';

/** A form with a number, a date and a text question, answered by Ana, Bruno and Carla in that order. */
async function seedAnswered(company: SeededCompany, title: string, notifiedUser?: string) {
  const form = await seedForm(baseUrl(), company.manager.token, {
    title,
    questions: [
      { id: 'nota', title: 'Quanto gastou?', type: 'NUMBER', options: [], numberKind: 'DECIMAL' },
      { id: 'dia', title: 'Dia da visita', type: 'DATE', options: [] },
      { id: 'cidade', title: 'Cidade', type: 'STRING', options: [] },
    ],
  });
  if (notifiedUser) await updateForm(baseUrl(), company.manager.token, form.id, { notifiedUser });
  const answer = (nota: string, dia: string, cidade: string) => [
    { questionId: 'nota', answer: nota },
    { questionId: 'dia', answer: dia },
    { questionId: 'cidade', answer: cidade },
  ];
  const ana = await submitAnswers(
    baseUrl(),
    form.id,
    { name: 'Ana Silva', document: CPF_ANA },
    answer('30,5', '20/01/2026', 'Recife'),
  );
  const bruno = await submitAnswers(
    baseUrl(),
    form.id,
    { name: 'Bruno Lima', document: CPF_BRUNO },
    answer('9', '05/01/2026', 'Belém'),
  );
  const carla = await submitAnswers(
    baseUrl(),
    form.id,
    { name: 'Carla Souza', document: CPF_CARLA },
    answer('100', '01/02/2026', 'Aracaju'),
  );
  return { form, ana, bruno, carla };
}

/** Waits until the table's rows are these names, in this order. */
async function waitForRows(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        Array.from(
          document.querySelectorAll(
            '.fb-answers-table tbody tr.fb-answers-row td a[aria-label^="Abrir a resposta de"]',
          ),
        ).map((link) => link.textContent),
      ) === JSON.stringify(expected),
    names,
  );
}

describeInBrowser('answers as a table, counts, preview and clickable rows', () => {
  const setup = browserForBlock();

  it('when a MANAGER opens the forms list, then each form says its answers, and Pré-visualizar shows the form without storing an answer', async () => {
    const company = await seedCompany(baseUrl());
    const { form } = await seedAnswered(company, 'Pesquisa de visita');
    await seedForm(baseUrl(), company.manager.token, {
      title: 'Pesquisa nova',
      questions: [{ id: 'q1', title: 'Tudo certo?', type: 'STRING', options: [] }],
    });
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/forms');
    await page.getByText('3 perguntas · 3 respostas').waitFor();
    await page.getByText('1 pergunta · 0 respostas').waitFor();
    await cleanAtBothWidths(page, 'forms-list-counts');

    await page.getByRole('button', { name: 'Pré-visualizar Pesquisa de visita' }).click();
    const preview = page.getByRole('dialog', { name: 'Pré-visualização' });
    await preview.getByRole('heading', { name: 'Pesquisa de visita' }).waitFor();
    await preview.getByRole('button', { name: 'INICIAR' }).waitFor();
    // The preview did not open the answers: the address is still the list's.
    expect(new URL(page.url()).pathname).toBe('/forms');
    await cleanAtBothWidths(page, 'forms-list-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    expect((await listSubmissions(baseUrl(), company.manager.token, form.id)).totalItems).toBe(3);
    await context.close();
  });

  it('when a MANAGER switches to Tabela, then answers show per question, sort on the server, filter by days and keep the chosen columns', async () => {
    const company = await seedCompany(baseUrl());
    const { form, bruno } = await seedAnswered(company, 'Pesquisa de gastos');
    const { page, context } = await signedInPage(
      setup.browser,
      company.manager,
      viewports.desktop,
      `/forms/${form.id}/submissions`,
    );
    await page.getByRole('heading', { name: 'Respostas (3)' }).waitFor();
    await page.getByText('Tabela', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('exibir') === 'tabela');

    // Typed values as the answer view shows them: a decimal comma, a day dd/mm/aaaa.
    const table = page.locator('.fb-answers-table');
    await table.getByRole('columnheader', { name: 'Quanto gastou?' }).waitFor();
    await table.getByRole('cell', { name: '30,5' }).waitFor();
    await table.getByRole('cell', { name: '20/01/2026' }).waitFor();
    await waitForRows(page, ['Carla Souza', 'Bruno Lima', 'Ana Silva']);
    await cleanAtBothWidths(page, 'answers-table');

    // At 390 px the table scrolls inside the page, the page itself does not.
    await page.setViewportSize(viewports.mobile);
    const widths = await page.evaluate(() => {
      const content = document.querySelector('.fb-answers-scroll') as HTMLElement;
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: content.scrollWidth - content.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(1);
    expect(widths.table).toBeGreaterThan(0);
    await page.setViewportSize(viewports.desktop);

    // By the number, as numbers (9 before 30,5 before 100), then the other way.
    await table.getByRole('columnheader', { name: 'Quanto gastou?' }).click();
    await waitForRows(page, ['Bruno Lima', 'Ana Silva', 'Carla Souza']);
    await table.getByRole('columnheader', { name: 'Quanto gastou?' }).click();
    await waitForRows(page, ['Carla Souza', 'Ana Silva', 'Bruno Lima']);
    // By the day, as days.
    await table.getByRole('columnheader', { name: 'Dia da visita' }).click();
    await waitForRows(page, ['Bruno Lima', 'Ana Silva', 'Carla Souza']);

    // A row opens its answer, and previous/next follow the table's order.
    await table.getByRole('cell', { name: 'Belém' }).click();
    await page.waitForURL(`**/submissions/${bruno}`);
    const nav = page.getByRole('navigation', { name: 'Navegar entre as respostas' });
    await nav.getByText('1 de 3').waitFor();
    await nav.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Ana Silva', { exact: true }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/forms/${form.id}/submissions` && url.search === '?exibir=tabela');
    await waitForRows(page, ['Carla Souza', 'Bruno Lima', 'Ana Silva']);

    // A range of days before any answer: nothing; cleared: all again.
    const start = page.getByPlaceholder('Data inicial');
    await start.click();
    await start.fill('01/01/2020');
    await start.press('Enter');
    const end = page.getByPlaceholder('Data final');
    await end.fill('31/12/2020');
    await end.press('Enter');
    await table.getByText('Nenhum resultado encontrado').waitFor();
    await cleanAtBothWidths(page, 'answers-table-empty-range');
    await page.getByPlaceholder('Data inicial').hover();
    await page.locator('.ant-picker-clear').click();
    await waitForRows(page, ['Carla Souza', 'Bruno Lima', 'Ana Silva']);

    // Columns: hiding one is remembered for this form in this browser.
    await page.getByRole('button', { name: 'Colunas' }).click();
    await page.getByRole('checkbox', { name: 'Cidade' }).uncheck();
    await table.getByRole('columnheader', { name: 'Cidade' }).waitFor({ state: 'detached' });
    await cleanAtBothWidths(page, 'answers-table-columns');
    await page.reload();
    await table.getByRole('columnheader', { name: 'Quanto gastou?' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Cidade' }).count()).toBe(0);
    await context.close();
  });

  it('when a MANAGER selects two answers and confirms, then exactly those go; the notified USER gets no selection', async () => {
    const company = await seedCompany(baseUrl());
    const notified = await seedCompanyUser(baseUrl(), company, 'Nina Notificada');
    const { form, bruno } = await seedAnswered(company, 'Pesquisa de limpeza', notified.id);
    const { page, context } = await signedInPage(
      setup.browser,
      company.manager,
      viewports.mobile,
      `/forms/${form.id}/submissions?exibir=tabela`,
    );
    await waitForRows(page, ['Carla Souza', 'Bruno Lima', 'Ana Silva']);

    await page.getByRole('checkbox', { name: 'Selecionar a resposta de Carla Souza' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar a resposta de Ana Silva' }).check();
    await page.getByText('2 selecionadas').waitFor();
    await page.getByRole('button', { name: 'Excluir selecionadas' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Excluir as 2 respostas selecionadas?').waitFor();
    await cleanAtBothWidths(page, 'answers-table-delete-confirm');
    await drawer.getByRole('button', { name: 'EXCLUIR' }).click();
    await page.getByText('2 respostas excluídas.').waitFor();
    await page.getByRole('heading', { name: 'Respostas (1)' }).waitFor();
    await waitForRows(page, ['Bruno Lima']);
    const left = await listSubmissions(baseUrl(), company.manager.token, form.id);
    expect(left.items.map((item) => item.id)).toEqual([bruno]);
    await context.close();

    // The notified user reads the table but may not delete: no checkbox, no delete button.
    const other = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await openSignedIn(other.page, notified, `/forms/${form.id}/submissions?exibir=tabela`);
    await waitForRows(other.page, ['Bruno Lima']);
    expect(await other.page.getByRole('checkbox', { name: /Selecionar/ }).count()).toBe(0);
    expect(await other.page.getByRole('button', { name: 'Excluir selecionadas' }).count()).toBe(0);
    await other.context.close();
  });

  it('when a MANAGER clicks a user row or a webhook row anywhere, then the user form or the deliveries open', async () => {
    const company = await seedCompany(baseUrl());
    await seedCompanyUser(baseUrl(), company, 'Rui Usuário');
    // An IP literal: saving it resolves and connects to nothing, and no event is ever sent to it here.
    const created = await fetch(`${baseUrl()}/api/webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${company.manager.token}` },
      body: JSON.stringify({ url: 'https://8.8.8.8/hooks', description: 'ERP da empresa', events: ['form.updated'] }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await signedInPage(setup.browser, company.manager, viewports.mobile, '/users');
    const line = await page
      .getByText(/Usuário · |· Usuário/)
      .first()
      .boundingBox();
    if (!line) throw new Error('the user row is not drawn');
    await page.mouse.click(line.x + line.width / 2, line.y + line.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await cleanAtBothWidths(page, 'users-rows');

    await page.goto('/webhooks');
    const url = await page.getByText('https://8.8.8.8/hooks', { exact: true }).boundingBox();
    if (!url) throw new Error('the webhook row is not drawn');
    await page.mouse.click(url.x + url.width / 2, url.y + url.height / 2);
    await page.getByText('Nenhuma entrega ainda').waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Nenhuma entrega ainda').waitFor({ state: 'hidden' });
    // The row's own switch still works above the row's button: it turns the endpoint off.
    await page.getByRole('switch', { name: 'Ativo https://8.8.8.8/hooks' }).click();
    await page.getByText('Desativado', { exact: true }).waitFor();
    await cleanAtBothWidths(page, 'webhooks-rows');
    await context.close();
  });
});
