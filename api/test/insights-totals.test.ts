// The all-time counts of the insights (submission_totals, migration 0016, docs/insights.md "How the
// counts are kept"): the all-time insights and 'ver todas' read them instead of summing every day, so
// they must always equal the per-day counts summed. Checked against hand counts while answers are
// stored over several days, deleted one at a time and several days' at once, and moved to another
// day; while answers are sent and deleted at the same moment; and for answers stored before the
// migration, which it sums once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteExtensions, type Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { submissions, submissionTotals } from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import {
  insertForm,
  insertStoredSubmission,
  insertSurvey,
  seedCompany,
  surveyQuestions,
  tokenOf,
  type SeededCompany,
} from './support/fixtures';

jest.setTimeout(120_000);

let server: TestServer;
let acme: SeededCompany;
let token: string;
beforeAll(async () => {
  // Many answers come from this one address at once.
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  acme = await seedCompany(server.db, { name: 'Acme Totais' });
  token = await tokenOf(server.url, acme.manager.email);
});
afterAll(() => server.stop());

type Row = { questionId: string; answer: string; total: number | null; summed: number | null };

/** Every (question, answer) whose all-time count differs from its per-day counts summed; [] when none. */
async function drift(db: Db, formId: string): Promise<Row[]> {
  const result = await db.execute(sql`
    select coalesce(t.question_id, s.question_id) as "questionId", coalesce(t.answer, s.answer) as answer,
      t.count as total, s.count as summed
    from (select question_id, answer, count from submission_totals where form_id = ${formId}) t
    full join (
      select question_id, answer, sum(count)::int as count from submission_stats
      where form_id = ${formId} group by 1, 2
    ) s on s.question_id = t.question_id and s.answer = t.answer
    where t.count is distinct from s.count`);
  return (result as unknown as { rows: Row[] }).rows;
}

const answer = (questionId: string, question: string, text: string) => ({ questionId, question, answer: text });
const name = (text: string) => answer('q-name', 'Como você se chama?', text);
const back = (text: string) => answer('q-return', 'Voltaria?', text);
const colors = (text: string) => answer('q-colors', 'Cores preferidas', text);

interface Insights {
  total: number;
  questions: { id: string; answered: number; options?: { text: string; count: number }[] }[];
}

/** The all-time insights, as the numbers a test compares: total, answered and option counts per question. */
async function allTime(formId: string, query = '') {
  const result = await call(server.url, `/api/forms/${formId}/insights${query}`, { token });
  expect(result.status).toBe(200);
  const insights = result.json as Insights;
  const of = (id: string) => insights.questions.find((question) => question.id === id)!;
  const options = (id: string) => Object.fromEntries((of(id).options ?? []).map((o) => [o.text, o.count]));
  return {
    total: insights.total,
    names: of('q-name').answered,
    back: options('q-return'),
    colors: options('q-colors'),
  };
}

/** The total 'ver todas' gives for the names, all time or in a range ('&from=...&to=...'). */
async function allNames(formId: string, range = '') {
  const path = `/api/forms/${formId}/insights/questions/q-name/answers?perPage=2${range}`;
  const result = await call(server.url, path, { token });
  expect(result.status).toBe(200);
  return result.json.totalItems as number;
}

describe('all-time insights', () => {
  it('when answers are stored, deleted and moved to another day, then all time matches the hand counts and the days summed', async () => {
    // Arrange: five answers over four Brasília days (the 02:30 UTC one is still 1 March there).
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const store = (day: string, answers: ReturnType<typeof answer>[]) =>
      insertStoredSubmission(server.db, {
        formId: form.id,
        companyId: acme.company.id,
        name: 'Pessoa',
        createdAt: new Date(day),
        answers,
      });
    const r1 = await store('2026-03-01T12:00:00Z', [name('Ana'), back('Sim'), colors('Vermelho, Azul')]);
    const r2 = await store('2026-03-01T20:00:00Z', [back('Não')]);
    const r3 = await store('2026-03-02T02:30:00Z', [back('Sim'), colors('Azul')]);
    const r4 = await store('2026-03-03T15:00:00Z', [name('Bia'), back('Sim'), colors('Azul, Verde')]);
    const r5 = await store('2026-03-04T15:00:00Z', [name('Caio'), back('Não')]);

    // Assert: 5 answers; Sim in r1 r3 r4, Não in r2 r5; Azul in r1 r3 r4; three names.
    expect(await allTime(form.id)).toEqual({
      total: 5,
      names: 3,
      back: { Sim: 3, Não: 2 },
      colors: { Vermelho: 1, Azul: 3, Verde: 1 },
    });
    expect(await allNames(form.id)).toBe(3);
    expect(await drift(server.db, form.id)).toEqual([]);

    // Act: r4 deleted by the manager.
    expect((await call(server.url, `/api/submissions/${r4.id}`, { method: 'DELETE', token })).status).toBe(204);

    // Assert
    expect(await allTime(form.id)).toEqual({
      total: 4,
      names: 2,
      back: { Sim: 2, Não: 2 },
      colors: { Vermelho: 1, Azul: 2, Verde: 0 },
    });
    expect(await allNames(form.id)).toBe(2);
    expect(await allNames(form.id, '&from=2026-03-01&to=2026-03-03')).toBe(1);
    expect(await drift(server.db, form.id)).toEqual([]);

    // Act: r1 moved to 10 March (as maintenance would): all time unchanged, 1 to 3 March one fewer.
    await server.db
      .update(submissions)
      .set({ createdAt: new Date('2026-03-10T12:00:00Z') })
      .where(eq(submissions.id, r1.id));

    // Assert
    expect(await allTime(form.id)).toEqual({
      total: 4,
      names: 2,
      back: { Sim: 2, Não: 2 },
      colors: { Vermelho: 1, Azul: 2, Verde: 0 },
    });
    expect((await allTime(form.id, '?from=2026-03-01&to=2026-03-03')).total).toBe(2);
    expect(await allNames(form.id)).toBe(2);
    expect(await allNames(form.id, '&from=2026-03-01&to=2026-03-03')).toBe(0);
    expect(await drift(server.db, form.id)).toEqual([]);

    // Act: r2 and r5, of different days, deleted in one statement.
    await server.db.delete(submissions).where(inArray(submissions.id, [r2.id, r5.id]));

    // Assert: r1 (Ana, Sim, Vermelho + Azul) and r3 (Sim, Azul) are left.
    expect(await allTime(form.id)).toEqual({
      total: 2,
      names: 1,
      back: { Sim: 2, Não: 0 },
      colors: { Vermelho: 1, Azul: 2, Verde: 0 },
    });
    expect(await drift(server.db, form.id)).toEqual([]);

    // Act: the last two go.
    await server.db.delete(submissions).where(inArray(submissions.id, [r1.id, r3.id]));

    // Assert: nothing counted is left behind.
    expect(await allTime(form.id)).toEqual({
      total: 0,
      names: 0,
      back: { Sim: 0, Não: 0 },
      colors: { Vermelho: 0, Azul: 0, Verde: 0 },
    });
    expect(await server.db.$count(submissionTotals, eq(submissionTotals.formId, form.id))).toBe(0);
  });

  it('when answers are sent while others are deleted, then each counts exactly once', async () => {
    // Arrange: 12 answers stored over the last days, 6 of them about to be deleted.
    const form = await insertForm(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      anonymous: true,
    });
    const stored = [];
    for (let index = 0; index < 12; index += 1) {
      stored.push(
        await insertStoredSubmission(server.db, {
          formId: form.id,
          companyId: acme.company.id,
          name: 'Anônimo',
          createdAt: new Date(Date.now() - (index % 4) * 86_400_000),
          answers: [
            { questionId: 'q1', question: 'Qual é o seu nome?', answer: `Pessoa ${index}` },
            { questionId: 'q2', question: 'Gostou?', answer: index % 3 === 0 ? 'Não' : 'Sim' },
          ],
        }),
      );
    }
    const doomed = stored.slice(0, 6);
    const sent = 24;

    // Act: 24 answers (16 Sim, 8 Não) and the 6 deletions, all at once.
    const results = await Promise.all([
      ...Array.from({ length: sent }, (_unused, index) =>
        call(server.url, `/api/public/forms/${form.id}/submissions`, {
          method: 'POST',
          body: {
            answers: [
              { questionId: 'q1', question: 'Qual é o seu nome?', answer: `Nova ${index}` },
              { questionId: 'q2', question: 'Gostou?', answer: index % 3 === 0 ? 'Não' : 'Sim' },
            ],
          },
        }),
      ),
      ...doomed.map((row) => call(server.url, `/api/submissions/${row.id}`, { method: 'DELETE', token })),
    ]);

    // Assert: stored Não are 0, 3, 6, 9 (0 and 3 deleted): 2 Não and 4 Sim left; sent: 8 Não, 16 Sim.
    expect(results.map((result) => result.status)).toEqual([...Array(sent).fill(201), ...Array(6).fill(204)]);
    const result = await call(server.url, `/api/forms/${form.id}/insights`, { token });
    const liked = (result.json as Insights).questions.find((question) => question.id === 'q2')!;
    expect(result.json.total).toBe(6 + sent);
    expect(Object.fromEntries(liked.options!.map((option) => [option.text, option.count]))).toEqual({
      Sim: 4 + 16,
      Não: 2 + 8,
    });
    expect(await drift(server.db, form.id)).toEqual([]);

    // 'ver todas' of the name, which every answer has: every one comes once, newest first.
    const names: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const listed = await call(
        server.url,
        `/api/forms/${form.id}/insights/questions/q1/answers?perPage=8&page=${page}`,
        {
          token,
        },
      );
      expect(listed.json.totalItems).toBe(6 + sent);
      names.push(...(listed.json.items as { answer: string }[]).map((item) => item.answer));
    }
    const expected = [
      ...Array.from({ length: sent }, (_unused, index) => `Nova ${index}`),
      ...stored.slice(6).map((_row, index) => `Pessoa ${6 + index}`),
    ];
    expect([...names].sort()).toEqual([...expected].sort());
    expect(names.slice(sent)).toEqual(
      stored
        .slice(6)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
        .map((row) => row.answers[0]!.answer),
    );
  });
});

describe('migration 0016', () => {
  it('when answers were stored before it, then it sums them once and counting goes on from there', async () => {
    // Arrange: a database at the migration before 0016, with answers stored (and one deleted) there.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-before-0016-'));
    const client = new PGlite({ extensions: pgliteExtensions });
    try {
      await fs.cp(migrationsDir, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag === '0016_submission_totals');
      expect(at).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, at);
      await fs.writeFile(journalFile, JSON.stringify(journal));
      await fs.rm(path.join(folder, '0016_submission_totals.sql'));
      const embedded = drizzle({ client, schema });
      const db = embedded as unknown as Db;
      await migrate(embedded, { migrationsFolder: folder });
      const table = await db.execute(sql`select to_regclass('submission_totals') as t`);
      expect((table as unknown as { rows: unknown[] }).rows).toEqual([{ t: null }]);

      // Rows written as that release wrote them: only the columns it had (later migrations add more).
      const rowOf = (result: unknown) => (result as { rows: { id: string }[] }).rows[0]!;
      const company = rowOf(
        await db.execute(sql`insert into companies (name, name_search, forms_limit, users_limit)
          values ('Empresa Teste', 'empresa teste', 5, 5) returning id`),
      );
      const form = rowOf(
        await db.execute(sql`insert into forms (title, title_search, company_id, questions)
          values ('Pesquisa', 'pesquisa', ${company.id}, ${JSON.stringify(surveyQuestions)}::jsonb) returning id`),
      );
      const store = (day: string, answers: ReturnType<typeof answer>[]) =>
        insertStoredSubmission(db, {
          formId: form.id,
          companyId: company.id,
          name: 'Antes',
          createdAt: new Date(day),
          answers,
        });
      await store('2025-12-01T12:00:00Z', [name('Ana'), back('Sim'), colors('Azul')]);
      await store('2025-12-02T12:00:00Z', [back('Sim'), colors('Vermelho, Azul')]);
      const gone = await store('2025-12-02T13:00:00Z', [back('Não')]);
      await store('2026-01-15T12:00:00Z', [name('Bia'), back('Não')]);
      await db.delete(submissions).where(eq(submissions.id, gone.id));

      // Act
      await migrate(embedded, { migrationsFolder: migrationsDir });

      // Assert: 3 answers left: Sim twice, Não once, Azul twice, Vermelho once, two names.
      const totals = async () =>
        Object.fromEntries(
          (await db.select().from(submissionTotals).where(eq(submissionTotals.formId, form.id))).map((row) => [
            `${row.questionId}|${row.answer}`,
            row.count,
          ]),
        );
      expect(await totals()).toEqual({
        '|': 3,
        'q-name|': 2,
        'q-return|Sim': 2,
        'q-return|Não': 1,
        'q-colors|Azul': 1,
        'q-colors|Vermelho, Azul': 1,
      });
      expect(await drift(db, form.id)).toEqual([]);

      // Act: one more answer, and one of before the migration deleted.
      const after = await store('2026-02-01T12:00:00Z', [back('Sim')]);
      await db.delete(submissions).where(sql`${submissions.formId} = ${form.id} and ${submissions.name} = 'Antes'
        and ${submissions.createdAt} = ${'2025-12-01T12:00:00Z'}::timestamptz`);

      // Assert
      expect(after.id).toBeTruthy();
      expect(await totals()).toEqual({
        '|': 3,
        'q-name|': 1,
        'q-return|Sim': 2,
        'q-return|Não': 1,
        'q-colors|Vermelho, Azul': 1,
      });
      expect(await drift(db, form.id)).toEqual([]);
    } finally {
      await client.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
