// The one-statement answer path (docs/deployment.md, "Speed"): each instance remembers the forms it
// answered and the insert re-checks them, so an edited or closed form is never answered under its
// old questions or status; concurrent answers share statements yet each is stored (and announced)
// exactly once.
import { eq } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { WebSocket } from 'ws';
import { forms, submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { eventually, insertSurvey, respondent, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  acme = await seedCompany(server.db);
});
afterAll(() => server.stop());

const submit = (formId: string, answer: string, headers: Record<string, string> = {}) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer }] },
    headers,
  });

const rowsOf = (formId: string) => server.db.select().from(submissions).where(eq(submissions.formId, formId));
const newForm = () => insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });

describe('answers on the one-statement path', () => {
  it('when the form is closed after this instance answered it, then the next answer is 409 and nothing is stored', async () => {
    // Arrange
    const form = await newForm();
    expect((await submit(form.id, 'Ana')).status).toBe(201);
    expect((await submit(form.id, 'Bia')).status).toBe(201);

    // Act
    await server.db.update(forms).set({ status: 'INACTIVE' }).where(eq(forms.id, form.id));
    const result = await submit(form.id, 'Caio');

    // Assert
    expect(result.status).toBe(409);
    expect(result.json.error.message).toBe(messages.formNotActive);
    expect(await rowsOf(form.id)).toHaveLength(2);
  });

  it('when a question changes after this instance answered the form, then answers are checked against the new one', async () => {
    // Arrange
    const form = await newForm();
    expect((await submit(form.id, 'texto livre')).status).toBe(201);

    // Act: q-name becomes a choice between two options.
    await server.db
      .update(forms)
      .set({
        questions: [
          { id: 'q-name', title: 'Como você se chama?', type: 'SINGLE', options: [{ text: 'Ana' }, { text: 'Bia' }] },
        ],
      })
      .where(eq(forms.id, form.id));
    const refused = await submit(form.id, 'texto livre');
    const accepted = await submit(form.id, 'Bia');

    // Assert
    expect(refused.status).toBe(400);
    expect(accepted.status).toBe(201);
    expect((await rowsOf(form.id)).map((row) => row.answers[0]?.answer).sort()).toEqual(['Bia', 'texto livre']);
  });

  it('when 30 answers arrive at once, some with one shared key, then each distinct answer is stored and announced exactly once', async () => {
    // Arrange
    const form = await newForm();
    expect((await submit(form.id, 'primeira')).status).toBe(201);
    const manager = await tokenOf(server.url, acme.manager.email);
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
    const events: string[] = [];
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'ready') resolve();
        else if (message.type === 'submission.created') events.push(message.submission.id);
      });
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: manager })));
    });

    try {
      // Act: 20 distinct keys and 10 repeats of one more key.
      const shared = { 'idempotency-key': 'chave-compartilhada-0001' };
      const results = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) =>
          submit(form.id, `resposta ${i}`, { 'idempotency-key': `chave-${i}-000000` }),
        ),
        ...Array.from({ length: 10 }, () => submit(form.id, 'repetida', shared)),
      ]);

      // Assert
      expect(results.map((result) => result.status)).toEqual(results.map(() => 201));
      const sharedIds = new Set(results.slice(20).map((result) => result.json.id));
      expect(sharedIds.size).toBe(1);
      const rows = await rowsOf(form.id);
      expect(rows).toHaveLength(1 + 20 + 1);
      const created = new Set(results.map((result) => result.json.id as string));
      // A barrier: one more answer, sent after all of them; once its event arrived, a duplicate
      // announcement of an earlier one would have come before it.
      const last = await submit(form.id, 'depois');
      expect(last.status).toBe(201);
      await eventually(
        async () => events,
        (ids) => ids.includes(last.json.id as string),
      );
      const announced = events.slice(0, events.indexOf(last.json.id as string));
      expect(announced.filter((id) => created.has(id)).sort()).toEqual([...created].sort());
    } finally {
      ws.terminate();
    }
  });
});
