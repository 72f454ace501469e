// A form's answers as a table (docs/submissions.md#the-table-view): GET /api/submissions sorted by
// date, by name or by one question's answer (numbers as numbers, dates as dates, answers without it
// last), filtered by a range of Brasília days with a total that follows it; and the forms list's
// answer count per form.
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let token: string;
let formId: string;
/** Answer ids by respondent name. */
const idOf: Record<string, string> = {};

// Brasília is UTC-3: 02:59 UTC on the 11th is still the 10th there.
const rows = [
  { name: 'Ana', at: '2026-01-10T13:00:00Z', age: 30, city: 'recife', day: '2026-01-20' },
  { name: 'Bruno', at: '2026-01-11T02:59:00Z', age: 9, city: 'Belém', day: '2026-01-05' },
  { name: 'Carla', at: '2026-01-11T03:00:00Z', age: 100, city: 'Aracaju', day: '2026-02-01' },
  { name: 'Davi', at: '2026-01-12T12:00:00Z', age: null, city: 'Curitiba', day: null },
] as const;

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  const form = await insertSurvey(server.db, {
    companyId: acme.company.id,
    createdById: acme.manager.id,
    questions: [
      { id: 'q-age', title: 'Idade', type: 'NUMBER', options: [] },
      { id: 'q-city', title: 'Cidade', type: 'STRING', options: [] },
      { id: 'q-day', title: 'Quando?', type: 'DATE', options: [] },
    ],
  });
  formId = form.id;
  for (const row of rows) {
    const stored = await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: row.name,
      createdAt: new Date(row.at),
      answers: [
        ...(row.age === null
          ? []
          : [{ questionId: 'q-age', question: 'Idade', answer: String(row.age), value: row.age }]),
        { questionId: 'q-city', question: 'Cidade', answer: row.city },
        ...(row.day === null
          ? []
          : [
              {
                questionId: 'q-day',
                question: 'Quando?',
                answer: row.day.split('-').reverse().join('/'),
                value: row.day,
              },
            ]),
      ],
    });
    idOf[row.name] = stored.id;
  }
  token = await tokenOf(server.url, acme.manager.email);
}, 120_000);
afterAll(() => server.stop());

const list = (query: string) => call(server.url, `/api/submissions?formId=${formId}&${query}`, { token });
const names = (result: { json: { items: { name: string }[] } }) => result.json.items.map((item) => item.name);

describe('GET /api/submissions sorted and filtered (the table view)', () => {
  it('when sorted by date either way, then the order follows the instant stored', async () => {
    // Act
    const newest = await list('sort=-created');
    const oldest = await list('sort=created');

    // Assert
    expect(names(newest)).toEqual(['Davi', 'Carla', 'Bruno', 'Ana']);
    expect(names(oldest)).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
  });

  it('when sorted by a NUMBER question, then 9 comes before 30 and 100, and the answer left empty comes last both ways', async () => {
    // Act
    const ascending = await list('sort=answer:q-age');
    const descending = await list('sort=-answer:q-age');

    // Assert
    expect(names(ascending)).toEqual(['Bruno', 'Ana', 'Carla', 'Davi']);
    expect(names(descending)).toEqual(['Carla', 'Ana', 'Bruno', 'Davi']);
  });

  it('when sorted by a text or a DATE question, then case is ignored and dates sort as dates, not as dd/mm/aaaa', async () => {
    // Act
    const byCity = await list('sort=answer:q-city');
    const byDay = await list('sort=answer:q-day');

    // Assert
    expect(names(byCity)).toEqual(['Carla', 'Bruno', 'Davi', 'Ana']);
    expect(names(byDay)).toEqual(['Bruno', 'Ana', 'Carla', 'Davi']);
  });

  it('when a range of days is given, then the days are Brasília days and the total counts only them', async () => {
    // Act
    const tenth = await list('from=2026-01-10&to=2026-01-10');
    const fromEleventh = await list('from=2026-01-11');
    const paged = await list('from=2026-01-10&to=2026-01-11&perPage=1&page=2');

    // Assert
    expect({ names: names(tenth), total: tenth.json.totalItems }).toEqual({ names: ['Bruno', 'Ana'], total: 2 });
    expect({ names: names(fromEleventh), total: fromEleventh.json.totalItems }).toEqual({
      names: ['Davi', 'Carla'],
      total: 2,
    });
    expect({ names: names(paged), total: paged.json.totalItems }).toEqual({ names: ['Bruno'], total: 3 });
  });

  it('when the sort or the range is not valid, then it is a 400 in Portuguese', async () => {
    // Act
    const badSort = await list('sort=answer:');
    const backwards = await list('from=2026-01-12&to=2026-01-10');

    // Assert
    expect(badSort.status).toBe(400);
    expect(badSort.text).toContain('Ordenação inválida.');
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain('A data final deve ser igual ou posterior à inicial.');
  });
});

describe('GET /api/forms answer counts', () => {
  it('when the forms are listed, then each carries how many answers it holds, 0 for a form without any', async () => {
    // Arrange
    const empty = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.manager.id,
      title: 'Zeta sem respostas',
    });

    // Act
    const result = await call(server.url, '/api/forms', { token });
    const one = await call(server.url, `/api/forms/${formId}`, { token });

    // Assert
    const counts = Object.fromEntries(
      (result.json.items as { id: string; answerCount?: number }[]).map((form) => [form.id, form.answerCount]),
    );
    expect(counts).toEqual({ [formId]: 4, [empty.id]: 0 });
    // A single form's read stays as it was.
    expect(one.json.answerCount).toBeUndefined();
  });
});
