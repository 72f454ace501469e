// Every staff list that can grow is paged on the server, 30 by default: companies, users, forms,
// template categories and the templates of a category (the answers have their own file,
// submissions-paging.test.ts). For each: the total is right on every page, the last page is short
// and the next is empty, pages follow one stable order (ties of the same name broken by id) and a
// search covers every page.
import { normalizeSearch } from '@formbuilder/contracts';
import { companies, forms, templateCategories, templates, users } from '../src/db/schema';
import { insertCompany, insertUser, sampleQuestions } from './support/fixtures';
import { call, login } from './support/http';
import { testPasswords } from './support/server-env';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

const COUNT = 65;
const PER_PAGE = 30;
const MANAGER = { email: 'gestora-listas@example.com', password: 'senha-da-gestora-123' };

/**
 * The i-th name of a list: 13 letters under two words, so the same name comes back every 39 rows
 * (ties the id must break), and 'Loja' (43 of 65 rows, so on two pages) has an accented neighbour.
 */
const nameOf = (i: number) => `${i % 3 === 0 ? 'Ótica' : 'Loja'} ${'abcdefghijklm'[i % 13]}`;
const LOJA_COUNT = Array.from({ length: COUNT }, (_, i) => nameOf(i)).filter((name) => name.startsWith('Loja')).length;

interface Listed {
  id: string;
  name?: string;
  title?: string;
}
interface PageBody {
  items: Listed[];
  page: number;
  perPage: number;
  totalItems: number;
}

interface ListCase {
  /** The path of the list, with its own query (a category) when it has one. */
  path: string;
  token: string;
  total: number;
  /** How many rows a search for 'loja' finds, or undefined when the list has no search. */
  lojaTotal?: number;
}

let server: TestServer;
const lists: Record<string, ListCase> = {};

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  const range = Array.from({ length: COUNT }, (_, i) => i);
  const adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;

  // One company hosts the users and forms; 65 more fill the companies list.
  const host = await insertCompany(db, { name: 'Anfitriã das Listas' });
  await db
    .insert(companies)
    .values(
      range.map((i) => ({ name: nameOf(i), nameSearch: normalizeSearch(nameOf(i)), formsLimit: 5, usersLimit: 5 })),
    );
  lists.companies = { path: '/api/companies?', token: adminToken, total: COUNT + 1, lojaTotal: LOJA_COUNT };

  // The manager is listed first, then the 64 others by name.
  await insertUser(db, { ...MANAGER, role: 'MANAGER', companyId: host.id, name: 'Gestora das Listas' });
  const passwordHash = await testPasswords.hash('senha-de-alguem-123');
  await db.insert(users).values(
    range.slice(1).map((i) => ({
      name: nameOf(i),
      nameSearch: normalizeSearch(nameOf(i)),
      email: `pessoa-${i}@example.com`,
      username: `pessoa-${i}@example.com`,
      phone: '(11) 91234-5678',
      role: 'USER' as const,
      companyId: host.id,
      passwordHash,
    })),
  );
  const managerToken = (await login(server.url, MANAGER.email, MANAGER.password)).token;
  lists.users = { path: '/api/users?', token: managerToken, total: COUNT, lojaTotal: LOJA_COUNT };

  await db.insert(forms).values(
    range.map((i) => ({
      title: nameOf(i),
      titleSearch: normalizeSearch(nameOf(i)),
      status: 'ACTIVE' as const,
      anonymous: false,
      questions: sampleQuestions,
      companyId: host.id,
    })),
  );
  lists.forms = { path: '/api/forms?', token: managerToken, total: COUNT, lojaTotal: LOJA_COUNT };

  // Category names are unique; the templates of one category repeat theirs. The library's ready
  // templates (migration 0013) come with a category of their own.
  const existingCategories = (await db.select().from(templateCategories)).length;
  const categoryRows = await db
    .insert(templateCategories)
    .values(range.map((i) => ({ name: `${nameOf(i)} ${i}`, nameSearch: normalizeSearch(`${nameOf(i)} ${i}`) })))
    .returning();
  lists.categories = { path: '/api/template-categories?', token: adminToken, total: COUNT + existingCategories };
  const category = categoryRows[0]!;
  await db.insert(templates).values(
    range.map((i) => ({
      title: nameOf(i),
      titleSearch: normalizeSearch(nameOf(i)),
      categoryId: category.id,
      questions: sampleQuestions,
    })),
  );
  // Another category's template never shows in this one's pages.
  await db.insert(templates).values({
    title: nameOf(1),
    titleSearch: normalizeSearch(nameOf(1)),
    categoryId: categoryRows[1]!.id,
    questions: sampleQuestions,
  });
  lists.templates = {
    path: `/api/templates?categoryId=${category.id}&`,
    token: managerToken,
    total: COUNT,
    lojaTotal: LOJA_COUNT,
  };
}, 180_000);
afterAll(() => server.stop());

async function page(list: ListCase, query: string): Promise<PageBody> {
  const result = await call(server.url, `${list.path}${query}`, { token: list.token });
  expect(result.status).toBe(200);
  return result.json as PageBody;
}

const labelOf = (item: Listed) => item.name ?? item.title ?? '';
const names = Object.freeze(['companies', 'users', 'forms', 'categories', 'templates']);

describe.each(names)('GET list of %s', (name) => {
  it('when every page is read, then each row comes once, the total is right on each, the last is short and the next empty', async () => {
    // Arrange
    const list = lists[name]!;
    const lastPage = Math.ceil(list.total / PER_PAGE);

    // Act
    const pages: PageBody[] = [];
    for (let number = 1; number <= lastPage + 1; number += 1) pages.push(await page(list, `page=${number}`));

    // Assert
    for (const [index, body] of pages.entries()) {
      expect(body).toMatchObject({ page: index + 1, perPage: PER_PAGE, totalItems: list.total });
    }
    expect(pages.slice(0, lastPage - 1).map((body) => body.items.length)).toEqual(Array(lastPage - 1).fill(PER_PAGE));
    expect(pages[lastPage - 1]!.items).toHaveLength(list.total - (lastPage - 1) * PER_PAGE);
    expect(pages[lastPage]!.items).toEqual([]);
    const ids = pages.flatMap((body) => body.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(list.total);
  });

  it('when pages of 30 are read, then they follow the order of one page of 500, same names ordered by id', async () => {
    // Arrange
    const list = lists[name]!;
    const whole = await page(list, 'perPage=500');

    // Act
    const paged: Listed[] = [];
    for (let number = 1; number <= Math.ceil(list.total / PER_PAGE); number += 1) {
      paged.push(...(await page(list, `page=${number}`)).items);
    }
    const again = await page(list, 'page=2');

    // Assert
    expect(paged.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
    expect(again.items.map((item) => item.id)).toEqual(paged.slice(PER_PAGE, 2 * PER_PAGE).map((item) => item.id));
    const ties = paged.filter((item, index) => index > 0 && labelOf(paged[index - 1]!) === labelOf(item));
    if (name !== 'categories') expect(ties.length).toBeGreaterThan(0);
    for (let index = 1; index < paged.length; index += 1) {
      if (labelOf(paged[index - 1]!) === labelOf(paged[index]!)) {
        expect(paged[index - 1]!.id < paged[index]!.id).toBe(true);
      }
    }
  });

  it('when perPage is beyond 500, then it is a 400 naming the field', async () => {
    // Act
    const result = await call(server.url, `${lists[name]!.path}perPage=501`, { token: lists[name]!.token });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toHaveProperty('perPage');
  });
});

describe.each(['companies', 'users', 'forms', 'templates'])('GET list of %s with a search', (name) => {
  it('when a search matches rows of two pages, then the pages hold only the matches and the total counts them', async () => {
    // Arrange
    const list = lists[name]!;

    // Act
    const first = await page(list, 'search=LOJA');
    const second = await page(list, 'search=LOJA&page=2');

    // Assert
    expect(first.totalItems).toBe(list.lojaTotal);
    expect(second.totalItems).toBe(list.lojaTotal);
    expect(first.items).toHaveLength(PER_PAGE);
    expect(second.items).toHaveLength(list.lojaTotal! - PER_PAGE);
    const found = [...first.items, ...second.items];
    expect(found.every((item) => labelOf(item).startsWith('Loja'))).toBe(true);
    expect(new Set(found.map((item) => item.id)).size).toBe(list.lojaTotal);
  });
});
