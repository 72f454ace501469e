// `npm run seed`'s demo company: three forms with jumps and a few hundred valid answers, its
// staff able to sign in and see the insights; run twice, it replaces itself and nothing else.
import { and, count, eq } from 'drizzle-orm';
import { isDocument, nextStep, PHONE_PATTERN } from '@formbuilder/contracts';
import { companies, forms, submissions } from '../src/db/schema';
import { demoForms } from '../src/seed/demo-data';
import { DEMO_COMPANY, seedDemo } from '../src/seed/demo';
import { call, login } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertCompany } from './support/fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 180_000);
afterAll(() => server.stop());

describe('seedDemo', () => {
  it('when run twice, then there is one demo company with fresh passwords, and other companies are untouched', async () => {
    // Arrange
    const other = await insertCompany(server.db, { name: 'Outra Empresa' });

    // Act
    const first = await seedDemo(server.db, server.handle.hasher);
    const second = await seedDemo(server.db, server.handle.hasher);

    // Assert
    expect(first.replaced).toBe(false);
    expect(second.replaced).toBe(true);
    expect(second.manager.password).not.toBe(first.manager.password);
    const demos = await server.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
    expect(demos).toHaveLength(1);
    expect(await server.db.select().from(companies).where(eq(companies.id, other.id))).toHaveLength(1);
    const [stored] = await server.db
      .select({ total: count() })
      .from(submissions)
      .where(eq(submissions.companyId, demos[0]!.id));
    expect(stored!.total).toBe(demoForms.reduce((sum, form) => sum + form.answers, 0));
    expect(stored!.total).toBeGreaterThanOrEqual(200);
    // The old passwords no longer sign in; the new ones do.
    await expect(login(server.url, first.manager.email, first.manager.password)).rejects.toThrow();
    await login(server.url, second.user.email, second.user.password);
  }, 60_000);

  it("when seeded, then every answer follows its form's jumps and every identity is valid", async () => {
    // Arrange
    const [demo] = await server.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY));
    const demoFormsRows = await server.db.select().from(forms).where(eq(forms.companyId, demo!.id));

    // Act
    const rows = await server.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.companyId, demo!.id)));

    // Assert
    expect(demoFormsRows).toHaveLength(3);
    for (const row of rows) {
      const form = demoFormsRows.find((candidate) => candidate.id === row.formId)!;
      let index: number | null = 0;
      const path: string[] = [];
      while (index !== null) {
        const question = form.questions[index]!;
        const answer = row.answers.find((a) => a.questionId === question.id)?.answer;
        path.push(question.id);
        index = nextStep(form.questions, index, answer);
      }
      for (const answer of row.answers) expect(path).toContain(answer.questionId);
      if (!form.anonymous) {
        expect(isDocument(row.document)).toBe(true);
        if (row.phone) expect(row.phone).toMatch(PHONE_PATTERN);
        if (row.email) expect(row.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      }
    }
  });

  it("when the demo manager opens a form's insights, then the counts add up to its answers and the funnel narrows", async () => {
    // Arrange
    const result = await seedDemo(server.db, server.handle.hasher);
    const { token } = await login(server.url, result.manager.email, result.manager.password);
    const survey = result.forms[0]!;

    // Act
    const insights = await call(server.url, `/api/forms/${survey.id}/insights`, { token });

    // Assert
    expect(insights.status).toBe(200);
    expect(insights.json.total).toBe(survey.answers);
    const first = insights.json.questions[0];
    expect(first.answered).toBe(survey.answers);
    expect(first.options.reduce((sum: number, option: { count: number }) => sum + option.count, 0)).toBe(
      survey.answers,
    );
    const reached = insights.json.funnel.map((step: { reached: number }) => step.reached);
    expect(reached[0]).toBeGreaterThan(survey.answers);
    expect(reached.at(-1)).toBe(survey.answers);
  }, 60_000);
});
