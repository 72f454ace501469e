// Paging of GET /api/submissions: page boundaries, the total, the order (newest first, ties broken
// by id) and the `asOf` snapshot that keeps later pages still while new answers arrive.
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let token: string;
let formId: string;
/** Every stored id, newest first as the API orders them. */
let expectedOrder: string[];
/** The ids of the rows named 'Joana ...', in the same order. */
let joanaOrder: string[];

const TOTAL = 65;
const base = Date.UTC(2026, 0, 10, 12, 0, 0);

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
  formId = form.id;
  // Pairs share a timestamp, so only the id can order them.
  const stored = await Promise.all(
    Array.from({ length: TOTAL }, async (_unused, i) => {
      const createdAt = new Date(base + Math.floor(i / 2) * 60_000);
      const row = await insertStoredSubmission(server.db, {
        formId,
        companyId: acme.company.id,
        name: i % 5 === 0 ? `Joana ${i}` : `Pessoa ${i}`,
        createdAt,
      });
      return { id: row.id, createdAt, joana: i % 5 === 0 };
    }),
  );
  stored.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  expectedOrder = stored.map((row) => row.id);
  joanaOrder = stored.filter((row) => row.joana).map((row) => row.id);
  token = await tokenOf(server.url, acme.manager.email);
}, 120_000);
afterAll(() => server.stop());

const list = (query: string) => call(server.url, `/api/submissions?formId=${formId}&${query}`, { token });
const ids = (result: { json: { items: { id: string }[] } }) => result.json.items.map((item) => item.id);

describe('GET /api/submissions paging', () => {
  it('when no page is asked, then the first 30 come with the full count and the snapshot instant', async () => {
    // Act
    const result = await list('');

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ page: 1, perPage: 30, totalItems: TOTAL });
    expect(ids(result)).toEqual(expectedOrder.slice(0, 30));
    expect(new Date(result.json.asOf).getTime()).toBeGreaterThan(base);
  });

  it('when every page is read, then each row comes once, in order, ties broken by id, and the last page is short', async () => {
    // Act
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`page=${page}`)));

    // Assert
    expect(pages.map((page) => page.json.items.length)).toEqual([30, 30, 5, 0]);
    expect(pages.flatMap(ids)).toEqual(expectedOrder);
    expect(pages.every((page) => page.json.totalItems === TOTAL)).toBe(true);
  });

  it('when perPage is at its bounds or beyond, then 1 and 500 are served and 0 or 501 are a 400 with fields', async () => {
    // Act
    const one = await list('perPage=1&page=65');
    const max = await list('perPage=500');
    const zero = await list('perPage=0');
    const tooMany = await list('perPage=501');
    const badPage = await list('page=0');

    // Assert
    expect(ids(one)).toEqual([expectedOrder[64]]);
    expect(ids(max)).toEqual(expectedOrder);
    for (const refused of [zero, tooMany, badPage]) {
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.json.error?.fields ?? {})).not.toHaveLength(0);
    }
  });

  it('when a search matches rows on several pages, then it pages over the matches only', async () => {
    // Act
    const first = await list('search=joana&perPage=5');
    const second = await list('search=joana&perPage=5&page=2');

    // Assert
    expect(first.json.totalItems).toBe(13);
    expect([...ids(first), ...ids(second)]).toEqual(joanaOrder.slice(0, 10));
  });

  it('when answers arrive while staff page with asOf, then later pages do not move and page 1 shows them after', async () => {
    // Arrange
    const first = await list('');
    const asOf = encodeURIComponent(first.json.asOf);

    // Act: new answers arrive between reading page 1 and page 2, some at the very same time.
    const inserts = Array.from({ length: 8 }, (_unused, i) =>
      insertStoredSubmission(server.db, { formId, companyId: acme.company.id, name: `Nova ${i}` }),
    );
    const [second, third] = await Promise.all([list(`page=2&asOf=${asOf}`), list(`page=3&asOf=${asOf}`)]);
    const added = await Promise.all(inserts);
    const secondAgain = await list(`page=2&asOf=${asOf}`);
    const fresh = await list('');

    // Assert
    expect(ids(second)).toEqual(expectedOrder.slice(30, 60));
    expect(ids(third)).toEqual(expectedOrder.slice(60));
    expect(ids(secondAgain)).toEqual(expectedOrder.slice(30, 60));
    expect(secondAgain.json.totalItems).toBe(TOTAL);
    expect(fresh.json.totalItems).toBe(TOTAL + 8);
    expect(new Set(ids(fresh).slice(0, 8))).toEqual(new Set(added.map((row) => row.id)));
  });

  it('when asOf is not an instant, then it is a 400 naming the field', async () => {
    // Act
    const result = await list('asOf=ontem');

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toHaveProperty('asOf');
  });
});
