// A respondent on a 390 px phone answers a form with every new question type, by keyboard and by
// touch/mouse (the signature drawn with mouse events), and the wizard sends each typed value, the
// hidden field of the link, and no answer for the optional question left empty; the API stores them.
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, newPage, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { openSignedIn } from '../support/login';
import { pngBytes, uploadFile } from '../support/respondent';
import { listSubmissions, seedForm, type QuestionInput } from '../support/seed';
import { browserAndCompany } from '../support/suite';

const cities = [
  'Belém',
  'Belo Horizonte',
  'Brasília',
  'Curitiba',
  'Fortaleza',
  'Manaus',
  'Porto Alegre',
  'Recife',
  'Salvador',
];

const questions: QuestionInput[] = [
  { id: 'data', title: 'Data do evento', type: 'DATE', options: [], minDate: '2026-01-01' },
  { id: 'convidados', title: 'Quantos convidados?', type: 'NUMBER', options: [], numberKind: 'DECIMAL', min: 0 },
  { id: 'email', title: 'Seu e-mail', type: 'EMAIL', options: [] },
  { id: 'telefone', title: 'Seu telefone', type: 'PHONE', options: [] },
  { id: 'documento', title: 'CPF ou CNPJ da empresa', type: 'DOCUMENT', options: [] },
  { id: 'cidade', title: 'Cidade', type: 'DROPDOWN', options: cities.map((text) => ({ text })) },
  { id: 'nota', title: 'Nota do evento', type: 'RATING', options: [], ratingMax: 5 },
  { id: 'nps', title: 'Recomendaria a um amigo?', type: 'NPS', options: [] },
  { id: 'escala', title: 'Organização', type: 'SCALE', options: [], minLabel: 'Ruim', maxLabel: 'Ótima' },
  {
    id: 'grade',
    title: 'Avalie cada item',
    type: 'MATRIX',
    options: [{ text: 'Ruim' }, { text: 'Bom' }, { text: 'Ótimo' }],
    rows: ['Comida', 'Música'],
  },
  {
    id: 'ordem',
    title: 'Ordene por importância',
    type: 'RANKING',
    options: [{ text: 'Preço' }, { text: 'Local' }, { text: 'Data' }],
  },
  { id: 'comentario', title: 'Pedido {{pedido}}: algo mais?', type: 'STRING', options: [], required: false },
  { id: 'assinatura', title: 'Assine aqui', type: 'SIGNATURE', options: [] },
];

const next = (page: Page) => page.getByRole('button', { name: 'PRÓXIMA' }).click();
/** Waits until the input named `name` shows `expected` (the page formats what is typed as it renders). */
const hasValue = (page: Page, name: string, expected: string) =>
  page.getByRole('textbox', { name }).evaluate(
    (input, want) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + 10_000;
        const check = () => {
          const { value } = input as HTMLInputElement;
          if (value === want) resolve();
          else if (Date.now() > deadline) reject(new Error(`the field shows '${value}', not '${want}'`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    expected,
  );
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).waitFor();

describeInBrowser('the new question types on the respondent page', () => {
  const setup = browserAndCompany();

  it('when a phone user answers every type by keyboard and touch, then the typed values and the hidden field are sent', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Inscrição no evento',
      anonymous: true,
      questions,
      hiddenFields: ['pedido'],
    } as Parameters<typeof seedForm>[2]);
    const { page, context } = await newPage(setup.browser, baseUrl(), viewports.mobile);
    page.setDefaultTimeout(10_000);
    const sent: unknown[] = [];
    // What the page sends is kept to compare with hand-written values; the send goes on to the API.
    await page.route(`**/api/public/forms/${form.id}/submissions`, async (route) => {
      sent.push(route.request().postDataJSON());
      await route.continue();
    });
    const axe: Record<string, unknown[]> = {};
    const scan = async (step: string) => {
      axe[step] = await seriousViolations(page);
    };

    await page.goto(`/submissions/${form.id}?pedido=123&outro=x`);
    await page.getByRole('button', { name: 'INICIAR' }).click();

    // DATE, by keyboard: digits take the dd/mm/aaaa mask; a day before the earliest is refused.
    await heading(page, 'Data do evento');
    // Its step comes in a chunk of its own; the focus still lands in the field once it is there.
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    await page.keyboard.type('31122025');
    await hasValue(page, 'Data do evento', '31/12/2025');
    await next(page);
    await page.getByText('A data deve ser igual ou posterior a 01/01/2026').waitFor();
    await page.getByRole('textbox', { name: 'Data do evento' }).fill('');
    await page.getByRole('textbox', { name: 'Data do evento' }).pressSequentially('05012027');
    await hasValue(page, 'Data do evento', '05/01/2027');
    await screenshot(page, 'types-date-390');
    await page.keyboard.press('Enter');

    await heading(page, 'Quantos convidados?');
    await page.getByRole('textbox', { name: 'Quantos convidados?' }).pressSequentially('2,5');
    await hasValue(page, 'Quantos convidados?', '2,5');
    await page.keyboard.press('Enter');

    await heading(page, 'Seu e-mail');
    await page.getByRole('textbox', { name: 'Seu e-mail' }).fill('ana@');
    await next(page);
    await page.getByText('E-mail inválido').waitFor();
    await page.getByRole('textbox', { name: 'Seu e-mail' }).fill('ana@example.com');
    await next(page);

    await heading(page, 'Seu telefone');
    await page.getByRole('textbox', { name: 'Seu telefone' }).pressSequentially('11987654321');
    await hasValue(page, 'Seu telefone', '(11) 98765-4321');
    await next(page);

    await heading(page, 'CPF ou CNPJ da empresa');
    await page.getByRole('textbox', { name: 'CPF ou CNPJ da empresa' }).pressSequentially('12abc34501de35');
    await hasValue(page, 'CPF ou CNPJ da empresa', '12.ABC.345/01DE-35');
    await next(page);

    // DROPDOWN: the search narrows the list, the select picks.
    await heading(page, 'Cidade');
    await page.getByRole('searchbox', { name: 'Buscar opção' }).fill('recife');
    await page.getByText(`1 de ${cities.length} opções`).waitFor();
    await page.getByRole('combobox', { name: 'Cidade' }).selectOption('Recife');
    await screenshot(page, 'types-dropdown-390');
    await scan('dropdown');
    await next(page);

    // RATING by keyboard: arrows move along the stars of the radiogroup.
    await heading(page, 'Nota do evento');
    await page.getByRole('radio', { name: '1 estrela de 5' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 estrelas de 5' }).isChecked()).toBe(true);
    await screenshot(page, 'types-rating-390');
    await scan('rating');
    await next(page);

    // NPS by touch.
    await heading(page, 'Recomendaria a um amigo?');
    await screenshot(page, 'types-nps-before-390');
    await page.getByRole('radio', { name: '9', exact: true }).click();
    expect(await page.getByRole('radio', { name: '9', exact: true }).isChecked()).toBe(true);
    await screenshot(page, 'types-nps-390');
    await scan('nps');
    await next(page);

    await heading(page, 'Organização');
    await page.getByRole('radio', { name: '4', exact: true }).click();
    await next(page);

    // MATRIX: a table; a row left is named.
    await heading(page, 'Avalie cada item');
    await page.getByRole('table', { name: 'Avalie cada item' }).waitFor();
    await page.getByRole('radio', { name: 'Comida: Ótimo' }).click();
    await next(page);
    await page.getByText('Escolha uma opção na linha "Música"').waitFor();
    await page.getByRole('radio', { name: 'Música: Bom' }).click();
    await screenshot(page, 'types-matrix-390');
    await scan('matrix');
    await next(page);

    // RANKING: Alt + arrow on the focused item, then a button by touch.
    await heading(page, 'Ordene por importância');
    await page.getByRole('listitem', { name: '1. Preço' }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('listitem', { name: '2. Preço' }).waitFor();
    await page.getByRole('button', { name: 'Mover Data para cima' }).click();
    await page.getByRole('listitem', { name: '2. Data' }).waitFor();
    await screenshot(page, 'types-ranking-390');
    await scan('ranking');
    await next(page);

    // The optional question recalls the link's hidden field in its title, and PRÓXIMA skips it empty.
    await heading(page, 'Pedido 123: algo mais? (Opcional)');
    await next(page);

    // SIGNATURE drawn with the mouse, then uploaded as a PNG.
    await heading(page, 'Assine aqui');
    const pad = page.getByRole('img', { name: 'Área de assinatura: desenhe com o dedo ou o mouse' });
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(box.x + 30 + step * 20, box.y + 120 - Math.round(60 * Math.sin(step / 2)));
    }
    await page.mouse.up();
    await page.getByRole('button', { name: 'SALVAR ASSINATURA' }).click();
    const saved = page.getByRole('img', { name: 'Assinatura salva' });
    await saved.waitFor();
    const signatureUrl = await saved.getAttribute('src');
    expect(signatureUrl).toMatch(/\/files\/.+\.png$/);
    await screenshot(page, 'types-signature-390');
    await scan('signature');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('Formulário enviado com sucesso').waitFor();

    expect(sent).toHaveLength(1);
    const body = sent[0] as { hidden?: Record<string, string>; answers: Array<Record<string, unknown>> };
    expect(body.hidden).toEqual({ pedido: '123' });
    const values = Object.fromEntries(body.answers.map((answer) => [answer.questionId, answer.value]));
    expect(values).toEqual({
      data: '2027-01-05',
      convidados: 2.5,
      email: 'ana@example.com',
      telefone: '(11) 98765-4321',
      documento: '12.ABC.345/01DE-35',
      cidade: 'Recife',
      nota: 4,
      nps: 9,
      escala: 4,
      grade: { Comida: 'Ótimo', Música: 'Bom' },
      ordem: ['Local', 'Data', 'Preço'],
      assinatura: signatureUrl,
    });
    expect(body.answers.find((answer) => answer.questionId === 'data')?.answer).toBe('05/01/2027');
    expect(axe).toEqual({ dropdown: [], rating: [], nps: [], matrix: [], ranking: [], signature: [] });
    const stored = await listSubmissions(baseUrl(), setup.company.manager.token, form.id);
    expect(stored.totalItems).toBe(1);
    // Every question but the optional one left empty, and the link's hidden field.
    expect(stored.items[0]!.answers).toHaveLength(questions.length - 1);
    expect((stored.items[0] as { hidden?: unknown }).hidden).toEqual({ pedido: '123' });

    // The same steps on a desktop screen.
    const desktop = await newPage(setup.browser, baseUrl(), viewports.desktop);
    await desktop.page.goto(`/submissions/${form.id}`);
    await desktop.page.getByRole('button', { name: 'INICIAR' }).click();
    await heading(desktop.page, 'Data do evento');
    await desktop.page.getByRole('textbox', { name: 'Data do evento' }).fill('05/01/2027');
    for (const title of ['Quantos convidados?', 'Seu e-mail', 'Seu telefone', 'CPF ou CNPJ da empresa', 'Cidade']) {
      await next(desktop.page);
      await heading(desktop.page, title);
      if (title === 'Quantos convidados?') await desktop.page.getByRole('textbox', { name: title }).fill('3');
      if (title === 'Seu e-mail') await desktop.page.getByRole('textbox', { name: title }).fill('ana@example.com');
      if (title === 'Seu telefone') await desktop.page.getByRole('textbox', { name: title }).fill('11987654321');
      if (title === 'CPF ou CNPJ da empresa')
        await desktop.page.getByRole('textbox', { name: title }).fill('52998224725');
    }
    await desktop.page.getByRole('combobox', { name: 'Cidade' }).selectOption('Manaus');
    await next(desktop.page);
    await heading(desktop.page, 'Nota do evento');
    await desktop.page.getByRole('radio', { name: '5 estrelas de 5' }).check();
    await next(desktop.page);
    await heading(desktop.page, 'Recomendaria a um amigo?');
    await screenshot(desktop.page, 'types-nps-1280');
    await desktop.page.getByRole('radio', { name: '10', exact: true }).check();
    await next(desktop.page);
    await heading(desktop.page, 'Organização');
    await desktop.page.getByRole('radio', { name: '3', exact: true }).check();
    await next(desktop.page);
    await heading(desktop.page, 'Avalie cada item');
    await screenshot(desktop.page, 'types-matrix-1280');
    await desktop.context.close();
    await context.close();
  });
});

describeInBrowser('the answer views of the new question types', () => {
  const setup = browserAndCompany();

  it('when an answer of every shape is opened by staff and by the respondent, then each type reads the pt-BR way', async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Vistoria',
      anonymous: true,
      questions: [
        { id: 'data', title: 'Data da vistoria', type: 'DATE', options: [] },
        { id: 'valor', title: 'Valor gasto', type: 'NUMBER', options: [], numberKind: 'DECIMAL' },
        { id: 'nps', title: 'Recomendaria?', type: 'NPS', options: [] },
        { id: 'nota', title: 'Nota', type: 'RATING', options: [], ratingMax: 5 },
        {
          id: 'grade',
          title: 'Itens',
          type: 'MATRIX',
          options: [{ text: 'Conforme' }, { text: 'Não conforme' }],
          rows: ['Extintores', 'Iluminação'],
        },
        { id: 'ordem', title: 'Prioridades', type: 'RANKING', options: [{ text: 'Preço' }, { text: 'Prazo' }] },
        { id: 'assinatura', title: 'Assinatura', type: 'SIGNATURE', options: [] },
      ],
    } as Parameters<typeof seedForm>[2]);
    const signature = await uploadFile(baseUrl(), 'assinatura.png', 'image/png', pngBytes);
    const response = await fetch(`${baseUrl()}/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        answers: [
          { questionId: 'data', answer: null, value: '2026-03-15' },
          { questionId: 'valor', answer: null, value: 1234.5 },
          { questionId: 'nps', answer: null, value: 9 },
          { questionId: 'nota', answer: null, value: 4 },
          { questionId: 'grade', answer: null, value: { Extintores: 'Conforme', Iluminação: 'Não conforme' } },
          { questionId: 'ordem', answer: null, value: ['Prazo', 'Preço'] },
          { questionId: 'assinatura', answer: null, value: signature },
        ],
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
    const check = async (page: Page, shot: string) => {
      await page.getByText('15/03/2026', { exact: true }).waitFor();
      await page.getByText('1234,5', { exact: true }).waitFor();
      await page.getByText('9 de 10', { exact: true }).waitFor();
      await page.getByText('4', { exact: true }).first().waitFor();
      const grid = page.getByRole('table').filter({ hasText: 'Extintores' });
      expect(flat(await grid.getByRole('row').nth(1).innerText())).toBe('Extintores Conforme');
      expect(flat(await grid.getByRole('row').nth(2).innerText())).toBe('Iluminação Não conforme');
      expect(await grid.getByRole('rowheader', { name: 'Iluminação' }).count()).toBe(1);
      const ranking = page.getByRole('list').filter({ hasText: 'Prazo' }).last();
      expect(await ranking.getByRole('listitem').allInnerTexts()).toEqual(['Prazo', 'Preço']);
      await page
        .getByRole('img', { name: /assinatura\.png/ })
        .first()
        .waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, shot);
    };

    // The respondent's own view, on a phone.
    const own = await newPage(setup.browser, baseUrl(), viewports.mobile);
    await own.page.goto(`/forms/${form.id}/submissions/${id}/view`);
    await check(own.page, 'types-answer-view-public-390');
    await own.context.close();

    // The staff answer view, on a phone and a desktop.
    for (const [viewport, width] of [
      ['mobile', 390],
      ['desktop', 1280],
    ] as const) {
      const staff = await newPage(setup.browser, baseUrl(), viewports[viewport]);
      await openSignedIn(staff.page, setup.company.manager, `/forms/${form.id}/submissions/${id}`);
      await check(staff.page, `types-answer-view-staff-${width}`);
      await staff.context.close();
    }
  });
});
