// Many answers on one form, seen by staff: paging through 'Respostas', the insights' numbers
// against what was sent, and the print view of one answer on A4.
import { seriousViolations } from '../support/axe';
import { baseUrl, describeInBrowser, screenshot, sidewaysOverflow, viewports } from '../support/browser';
import { submitAnswers } from '../support/respondent';
import { seedForm } from '../support/seed';
import { browserAndCompany, signedInPage } from '../support/suite';

const COUNT = 35;
const YES = 21;

/** A CPF with valid check digits from a number. */
function cpfOf(n: number): string {
  const digits = String(100_000_000 + n * 7_919)
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const start of [10, 11]) {
    const rest = digits.reduce((sum, digit, i) => sum + digit * (start - i), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

const nameOf = (i: number) => `Pessoa ${String(i).padStart(2, '0')}`;

describeInBrowser('insights and paging', () => {
  const setup = browserAndCompany();
  let formId: string;

  beforeAll(async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Pesquisa com muitas respostas',
      questions: [
        {
          id: 'volta',
          title: 'Voltaria?',
          type: 'SINGLE',
          options: [
            { text: 'Sim', goTo: 'motivo' },
            { text: 'Não', goTo: 'end' },
          ],
        },
        { id: 'motivo', title: 'Por quê?', type: 'TEXT', options: [] },
      ],
    });
    formId = form.id;
    for (let i = 1; i <= COUNT; i += 1) {
      const yes = i <= YES;
      await submitAnswers(baseUrl(), formId, { name: nameOf(i), document: cpfOf(i) }, [
        { questionId: 'volta', answer: yes ? 'Sim' : 'Não' },
        ...(yes ? [{ questionId: 'motivo', answer: `Motivo ${i}` }] : []),
      ]);
    }
  }, 120_000);

  it('when staff page through the answers, then page 2 holds the oldest and the count stays right', async () => {
    const { page, context } = await signedInPage(
      setup.browser,
      setup.company.manager,
      viewports.desktop,
      `/forms/${formId}/submissions`,
    );
    await page.getByRole('heading', { name: `Respostas (${COUNT})` }).waitFor();
    await page.getByText(nameOf(COUNT), { exact: true }).waitFor();
    expect(await page.getByText(nameOf(1), { exact: true }).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Páginas de respostas' }).getByText('2', { exact: true }).click();
    await page.getByText(nameOf(1), { exact: true }).waitFor();
    for (let i = 1; i <= COUNT - 30; i += 1) await page.getByText(nameOf(i), { exact: true }).waitFor();
    expect(await page.getByText(nameOf(COUNT), { exact: true }).count()).toBe(0);
    await page.getByText(`31-${COUNT} de ${COUNT}`).waitFor();
    await screenshot(page, 'submissions-page-2-1280');
    await context.close();
  });

  it("when staff open 'Visão geral', then the charts' tables show the counts that were sent", async () => {
    // Step views as three respondents' pages would report them.
    for (const steps of [['welcome', 'volta', 'motivo'], ['welcome', 'volta'], ['welcome']]) {
      await fetch(`${baseUrl()}/api/public/forms/${formId}/views`, { method: 'POST', body: JSON.stringify({ steps }) });
    }
    const { page, context } = await signedInPage(
      setup.browser,
      setup.company.manager,
      viewports.desktop,
      `/forms/${formId}/submissions`,
    );
    await page.getByText('Visão geral', { exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/forms/${formId}/insights`);
    await page.getByText('Respostas no período').waitFor();
    await page.locator('canvas').first().waitFor();

    const rowText = async (label: string) =>
      (await page.getByRole('row').filter({ hasText: label }).first().innerText()).replace(/\s+/g, ' ').trim();
    expect(await rowText('Sim')).toBe('Sim 21 60%');
    expect(await rowText('Não')).toBe('Não 14 40%');
    // These answers were sent through the API, not the page, so only 3 visits were counted; but
    // whoever sent the form passed every step before, so no step shows fewer than were sent.
    expect(await rowText('Boas-vindas')).toBe(`Boas-vindas ${COUNT} 100%`);
    expect(await rowText('Enviadas')).toBe(`Enviadas ${COUNT} 100%`);
    await page.getByText(`Motivo ${YES}`).waitFor();
    await screenshot(page, 'insights-1280');
    await context.close();
  });

  it('when staff print one answer, then the A4 page shows the answer without menus or buttons', async () => {
    const { page, context } = await signedInPage(setup.browser, setup.company.manager, { width: 794, height: 1123 });
    await page.goto(`/forms/${formId}/submissions`);
    await page.getByRole('link', { name: `Visualizar ${nameOf(COUNT)}` }).click();
    await page.getByRole('button', { name: 'Imprimir' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'ADICIONAR COMENTÁRIO' }).isVisible()).toBe(false);
    expect(await page.getByText(nameOf(COUNT)).first().isVisible()).toBe(true);
    await screenshot(page, 'submission-print-a4');
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await context.close();
  });
});

// Eight answers to a form of the numeric and grid types, worked out by hand: NPS 10 9 9 8 7 6 3 10
// (4 promoters, 2 passives, 2 detractors: +25), RATING 5 4 4 3 5 2 4 1 (average 3,5, median 4),
// NUMBER optional, six answers 2 3,5 10 0 4 1 (average 3,42, median 2,75) and two left empty,
// DATE three in 03/2026 and five in 04/2026, MATRIX 'Comida' Bom x5 Ruim x3, RANKING C first x6.
const NPS = [10, 9, 9, 8, 7, 6, 3, 10];
const RATING = [5, 4, 4, 3, 5, 2, 4, 1];
const NUMBER: (number | null)[] = [2, 3.5, 10, 0, null, 4, 1, null];
const DATES = [
  '2026-03-10',
  '2026-03-15',
  '2026-03-15',
  '2026-04-01',
  '2026-04-02',
  '2026-04-03',
  '2026-04-04',
  '2026-04-30',
];

describeInBrowser('insights of the typed questions', () => {
  const setup = browserAndCompany();
  let formId: string;

  beforeAll(async () => {
    const form = await seedForm(baseUrl(), setup.company.manager.token, {
      title: 'Pesquisa tipada',
      questions: [
        { id: 'nps', title: 'Recomendaria?', type: 'NPS', options: [] },
        { id: 'nota', title: 'Nota do atendimento', type: 'RATING', options: [], ratingMax: 5 },
        { id: 'valor', title: 'Quanto gastou?', type: 'NUMBER', options: [], numberKind: 'DECIMAL', required: false },
        { id: 'dia', title: 'Dia da visita', type: 'DATE', options: [] },
        {
          id: 'grade',
          title: 'Avalie cada item',
          type: 'MATRIX',
          options: [{ text: 'Ruim' }, { text: 'Bom' }],
          rows: ['Comida', 'Música'],
        },
        { id: 'ordem', title: 'Ordene', type: 'RANKING', options: [{ text: 'A' }, { text: 'B' }, { text: 'C' }] },
      ],
    });
    formId = form.id;
    for (let i = 0; i < NPS.length; i += 1) {
      const number = NUMBER[i];
      await submitAnswers(baseUrl(), formId, { name: nameOf(i + 1), document: cpfOf(i + 1) }, [
        { questionId: 'nps', answer: null, value: NPS[i] },
        { questionId: 'nota', answer: null, value: RATING[i] },
        ...(number === null ? [] : [{ questionId: 'valor', answer: null, value: number }]),
        { questionId: 'dia', answer: null, value: DATES[i] },
        { questionId: 'grade', answer: null, value: { Comida: i < 5 ? 'Bom' : 'Ruim', Música: 'Bom' } },
        { questionId: 'ordem', answer: null, value: i < 6 ? ['C', 'A', 'B'] : ['A', 'B', 'C'] },
      ]);
    }
  }, 120_000);

  for (const [viewport, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    it(`when staff open 'Visão geral' at ${width} px, then each type shows the numbers worked out by hand`, async () => {
      const { page, context } = await signedInPage(
        setup.browser,
        setup.company.manager,
        viewports[viewport],
        `/forms/${formId}/insights`,
      );
      await page.getByText('Respostas no período').waitFor();
      await page.getByText('Todo o período', { exact: true }).click();
      await page.getByText('Recomendaria? · 8 respostas').waitFor();
      await page.locator('canvas').first().waitFor();

      const flat = (value: string) => value.replace(/\s+/g, ' ').trim();
      const card = (title: string) => page.locator('.ant-card').filter({ hasText: title }).first();
      const figure = async (title: string, label: string) =>
        flat(await card(title).locator('.ant-statistic').filter({ hasText: label }).first().innerText());
      const row = async (title: string, label: string) =>
        flat(
          await card(title)
            .getByRole('row')
            .filter({ has: page.getByRole('cell', { name: label, exact: true }) })
            .first()
            .innerText(),
        );

      expect(await figure('Recomendaria?', 'NPS')).toBe('NPS +25');
      expect(await figure('Recomendaria?', 'Promotores')).toBe('Promotores 4');
      expect(await figure('Recomendaria?', 'Neutros')).toBe('Neutros 2');
      expect(await figure('Recomendaria?', 'Detratores')).toBe('Detratores 2');
      expect(await row('Recomendaria?', '10')).toBe('10 2 25%');
      expect(await figure('Nota do atendimento', 'Média')).toBe('Média 3,5');
      expect(await figure('Nota do atendimento', 'Mediana')).toBe('Mediana 4');
      expect(await row('Nota do atendimento', '4')).toBe('4 3 37,5%');
      await card('Quanto gastou?').getByText('6 respostas · 2 sem resposta').waitFor();
      expect(await figure('Quanto gastou?', 'Média')).toBe('Média 3,42');
      expect(await figure('Quanto gastou?', 'Mediana')).toBe('Mediana 2,75');
      expect(await figure('Quanto gastou?', 'Máximo')).toBe('Máximo 10');
      expect(await row('Dia da visita', '03/2026')).toBe('03/2026 3');
      expect(await row('Dia da visita', '04/2026')).toBe('04/2026 5');
      expect(await row('Avalie cada item', 'Comida')).toBe('Comida 3 (37,5%) 5 (62,5%)');
      expect(await row('Avalie cada item', 'Música')).toBe('Música 0 (0%) 8 (100%)');
      expect(await row('Ordene', '1º')).toBe('1º C 1,5');
      expect(await row('Ordene', '3º')).toBe('3º B 2,75');

      // The per-day table of the date question.
      await card('Dia da visita').getByText('Por dia').click();
      expect(await row('Dia da visita', '15/03/2026')).toBe('15/03/2026 2');

      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `insights-typed-${width}`);
      await context.close();
    });
  }
});
