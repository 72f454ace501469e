// PUBLIC_SUBMIT_RATE per minute per IP on the public write routes (docs/security.md#public-answers).
import { eq } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertSurvey, respondent, seedCompany } from './support/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '2', TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());

const body = { ...respondent, answers: [{ questionId: 'q-name', question: 'x', answer: 'Maria' }] };

const submitFrom = (ip: string, formId: string) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': ip },
  });

describe('public submission rate limit', () => {
  it('when one IP sends more than PUBLIC_SUBMIT_RATE submissions in a minute, then the next is 429 with Retry-After and not stored', async () => {
    // Arrange
    const { company } = await seedCompany(server.db);
    const form = await insertSurvey(server.db, { companyId: company.id });
    expect((await submitFrom('10.9.0.1', form.id)).status).toBe(201);
    expect((await submitFrom('10.9.0.1', form.id)).status).toBe(201);

    // Act
    const blocked = await submitFrom('10.9.0.1', form.id);
    const otherIp = await submitFrom('10.9.0.2', form.id);

    // Assert
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
    expect(otherIp.status).toBe(201);
    expect(await server.db.select().from(submissions).where(eq(submissions.formId, form.id))).toHaveLength(3);
  });

  it("when one IP tries too many 'Continuar depois' links, then the next is 429 before anything is read", async () => {
    // Arrange
    const { company } = await seedCompany(server.db);
    const form = await insertSurvey(server.db, { companyId: company.id });
    const open = () =>
      call(server.url, `/api/public/forms/${form.id}/resume/open`, {
        method: 'POST',
        body: { token: 'b'.repeat(43) },
        headers: { 'x-forwarded-for': '10.9.3.1' },
      });
    expect((await open()).status).toBe(404);
    expect((await open()).status).toBe(404);

    // Act
    const blocked = await open();

    // Assert
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
  });

  it('when one IP sends too many public comments, then the next is 429 with Retry-After', async () => {
    // Arrange
    const { company } = await seedCompany(server.db);
    const form = await insertSurvey(server.db, { companyId: company.id });
    const created = await submitFrom('10.9.1.1', form.id);
    const comment = () =>
      call(server.url, `/api/public/submissions/${created.json.id}/comments`, {
        method: 'POST',
        body: { comment: 'Olá' },
        headers: { 'x-forwarded-for': '10.9.1.1' },
      });
    expect((await comment()).status).toBe(201);
    expect((await comment()).status).toBe(201);

    // Act
    const blocked = await comment();

    // Assert
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});
