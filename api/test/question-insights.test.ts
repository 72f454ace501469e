// Insights of the question types (docs/insights.md): NPS score and groups, RATING average, median and
// distribution, NUMBER min/average/max and histogram, DATE per day and month, MATRIX per row, RANKING
// average position, DROPDOWN like SINGLE and 'sem resposta' of optional questions. Every expected
// number is worked out by hand below from the six answers sent.
import type { Question } from '@formbuilder/contracts';
import { call } from './support/http';
import { companyWithStaff } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
});
afterAll(() => server.stop());

const questions: Question[] = [
  { id: 'nps', title: 'Recomendaria?', type: 'NPS', options: [], required: true },
  { id: 'nota', title: 'Nota', type: 'RATING', options: [], required: false },
  { id: 'valor', title: 'Valor', type: 'NUMBER', options: [], required: false, numberKind: 'DECIMAL' },
  { id: 'dia', title: 'Dia', type: 'DATE', options: [], required: true },
  {
    id: 'grade',
    title: 'Grade',
    type: 'MATRIX',
    options: [{ text: 'Ruim' }, { text: 'Bom' }],
    rows: ['Limpeza', 'Segurança'],
    required: false,
  },
  {
    id: 'ordem',
    title: 'Ordem',
    type: 'RANKING',
    options: [{ text: 'A' }, { text: 'B' }, { text: 'C' }],
    required: true,
  },
  {
    id: 'cidade',
    title: 'Cidade',
    type: 'DROPDOWN',
    options: [{ text: 'Natal' }, { text: 'Recife' }, { text: 'Salvador' }],
    required: false,
  },
];

// nps, nota, valor, dia, grade (Limpeza, Segurança), ordem, cidade; undefined: left empty.
const sent: [number, number?, number?, string?, [string, string]?, string[]?, string?][] = [
  [10, 5, 2.5, '2026-03-15', ['Bom', 'Bom'], ['C', 'A', 'B'], 'Natal'],
  [10, 4, 10, '2026-03-15', ['Ruim', 'Bom'], ['A', 'B', 'C'], 'Natal'],
  [9, 4, 0, '2026-03-20', ['Bom', 'Ruim'], ['C', 'B', 'A'], 'Recife'],
  [8, 3, 7.5, '2026-04-01', ['Bom', 'Bom'], ['A', 'C', 'B'], 'Natal'],
  [6, undefined, 5, '2026-04-02', undefined, ['C', 'A', 'B'], undefined],
  [3, 1, undefined, '2026-04-02', ['Ruim', 'Ruim'], ['B', 'A', 'C'], 'Recife'],
];

it('when a form of every counted type has answers, then each insight matches the numbers worked out by hand', async () => {
  // Arrange
  const { manager } = await companyWithStaff(server);
  const created = await call(server.url, '/api/forms', {
    method: 'POST',
    token: manager.token,
    body: { title: 'Insights por tipo', anonymous: true, questions },
  });
  expect(created.status).toBe(201);
  const formId = created.json.id as string;
  for (const [nps, nota, valor, dia, grade, ordem, cidade] of sent) {
    const values: [string, unknown][] = [
      ['nps', nps],
      ['nota', nota],
      ['valor', valor],
      ['dia', dia],
      ['grade', grade && { Limpeza: grade[0], Segurança: grade[1] }],
      ['ordem', ordem],
      ['cidade', cidade],
    ];
    const answers = values
      .filter(([, value]) => value !== undefined)
      .map(([questionId, value]) => ({ questionId, answer: null, value }));
    const result = await call(server.url, `/api/public/forms/${formId}/submissions`, {
      method: 'POST',
      body: { answers },
    });
    expect(result.status).toBe(201);
  }

  // Act
  const insights = await call(server.url, `/api/forms/${formId}/insights`, { token: manager.token });

  // Assert
  expect(insights.status).toBe(200);
  const of = (id: string) => insights.json.questions.find((question: { id: string }) => question.id === id);

  // NPS 10, 10, 9, 8, 6, 3: promoters 3 (9-10), passives 1 (7-8), detractors 2 (0-6); (3 - 2) / 6 = 16.7 %.
  // Average 46 / 6 = 7.67; sorted 3 6 8 9 10 10, median (8 + 9) / 2 = 8.5.
  expect(of('nps')).toMatchObject({
    answered: 6,
    nps: { score: 16.7, detractors: 2, passives: 1, promoters: 3 },
    stats: { average: 7.67, median: 8.5, min: 3, max: 10 },
  });
  expect(of('nps').distribution).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 1, 1, 2].map((count, value) => ({ value, count })));
  expect(of('nps')).not.toHaveProperty('unanswered');

  // RATING 5, 4, 4, 3, 1 (one left empty): average 17 / 5 = 3.4, median 4.
  expect(of('nota')).toMatchObject({
    answered: 5,
    unanswered: 1,
    stats: { average: 3.4, median: 4, min: 1, max: 5 },
    distribution: [
      { value: 1, count: 1 },
      { value: 2, count: 0 },
      { value: 3, count: 1 },
      { value: 4, count: 2 },
      { value: 5, count: 1 },
    ],
  });

  // NUMBER 2.5, 10, 0, 7.5, 5: average 25 / 5 = 5, median 5; ten buckets of width 1 from 0 to 10.
  expect(of('valor')).toMatchObject({ answered: 5, unanswered: 1, stats: { average: 5, median: 5, min: 0, max: 10 } });
  expect(of('valor').histogram).toEqual(
    [1, 0, 1, 0, 0, 1, 0, 1, 0, 1].map((count, index) => ({ from: index, to: index + 1, count })),
  );

  // DATE: 15/03 twice, 20/03, 01/04, 02/04 twice.
  expect(of('dia')).toMatchObject({
    answered: 6,
    perDay: [
      { day: '2026-03-15', count: 2 },
      { day: '2026-03-20', count: 1 },
      { day: '2026-04-01', count: 1 },
      { day: '2026-04-02', count: 2 },
    ],
    perMonth: [
      { month: '2026-03', count: 3 },
      { month: '2026-04', count: 3 },
    ],
  });

  // MATRIX, 5 answered: Limpeza Bom 3 / Ruim 2, Segurança Bom 3 / Ruim 2 (60 % and 40 %).
  expect(of('grade')).toMatchObject({
    answered: 5,
    unanswered: 1,
    rows: [
      {
        row: 'Limpeza',
        columns: [
          { text: 'Ruim', count: 2, percent: 40 },
          { text: 'Bom', count: 3, percent: 60 },
        ],
      },
      {
        row: 'Segurança',
        columns: [
          { text: 'Ruim', count: 2, percent: 40 },
          { text: 'Bom', count: 3, percent: 60 },
        ],
      },
    ],
  });

  // RANKING positions: A 2+1+3+1+2+2 = 11, B 3+2+2+3+3+1 = 14, C 1+3+1+2+1+3 = 11, over 6 answers.
  expect(of('ordem').ranking).toEqual([
    { text: 'A', averagePosition: 1.83 },
    { text: 'C', averagePosition: 1.83 },
    { text: 'B', averagePosition: 2.33 },
  ]);

  // DROPDOWN like SINGLE: Natal 3, Recife 2, Salvador 0 of 5 answered.
  expect(of('cidade')).toMatchObject({
    answered: 5,
    unanswered: 1,
    options: [
      { text: 'Natal', count: 3, percent: 60 },
      { text: 'Recife', count: 2, percent: 40 },
      { text: 'Salvador', count: 0, percent: 0 },
    ],
  });
});
