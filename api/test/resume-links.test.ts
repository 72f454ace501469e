// 'Continuar depois' (docs/forms-and-templates.md#continue-later): the answers so far kept behind a
// mailed link for 7 days, the token stored only hashed, the link dead once the answer is sent, wrong
// or expired links refused in pt-BR, and the kept answers treated as the person's data: found and
// deleted with them (docs/privacy.md), deleted by the retention job, never listed as answers.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { messages, RESUME_LINK_DAYS, resumeMessages } from '@formbuilder/contracts';
import { resumeLinks, submissions } from '../src/db/schema';
import { call } from './support/http';
import { capturedLines } from './support/log-capture';
import { eventually, insertSurvey, outboxMails, respondent, seedCompany, tokenOf } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
});
afterAll(() => server.stop());

const DAY_MS = 86_400_000;
const privateAnswer = 'Minha história particular Qwzx';

async function setup(options: { allowEmail?: boolean } = { allowEmail: true }) {
  const acme = await seedCompany(server.db, options);
  const token = await tokenOf(server.url, acme.manager.email);
  const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
  return { acme, token, form };
}

const draftOf = (email = respondent.email) => ({
  identity: { name: respondent.name, document: respondent.document, email, phone: '' },
  answers: { 'q-name': 'Maria', 'q-story': privateAnswer, 'q-colors': ['Azul', 'Verde'] },
  history: [0, 1],
  privacyAck: false,
});

const save = (formId: string, body: Record<string, unknown>) =>
  call(server.url, `/api/public/forms/${formId}/resume`, { method: 'POST', body });
const open = (formId: string, token: string) =>
  call(server.url, `/api/public/forms/${formId}/resume/open`, { method: 'POST', body: { token } });

/** The token of the newest link mailed to `email` for `formId` (once the mail queue wrote it). */
async function mailedToken(
  email: string,
  formId: string,
  not: string[] = [],
): Promise<{ token: string; mail: string }> {
  const pattern = new RegExp(`/submissions/${formId}#continuar=([A-Za-z0-9_-]{43})`);
  const fresh = (mail: string) => {
    const token = pattern.exec(mail)?.[1];
    return token !== undefined && !not.includes(token) ? token : undefined;
  };
  const mails = await eventually(
    async () => (await outboxMails(server.handle.mailer.outboxDir)).filter((mail) => mail.includes(`To: ${email}`)),
    (found) => found.some((mail) => fresh(mail) !== undefined),
  );
  const mail = mails.find((candidate) => fresh(candidate) !== undefined)!;
  return { token: fresh(mail)!, mail };
}

const linksOf = (formId: string) => server.db.select().from(resumeLinks).where(eq(resumeLinks.formId, formId));

describe("'Continuar depois' links", () => {
  it('when the respondent saves, then the link is mailed, restores the answers, and only its hash is stored; no log line has the token, address or answers', async () => {
    // Arrange
    const { form } = await setup();
    const email = 'ana.resume@example.com';

    // Act
    const saved = await save(form.id, { email: 'Ana.Resume@Example.com', draft: draftOf() });
    const { token, mail } = await mailedToken(email, form.id);
    const opened = await open(form.id, token);

    // Assert
    expect(saved.status).toBe(201);
    expect(saved.json.token).toBe(token);
    const expiresIn = Date.parse(saved.json.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(RESUME_LINK_DAYS * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(RESUME_LINK_DAYS * DAY_MS);
    expect(mail).toContain('Você começou a responder o formulário "Pesquisa de satisfação"');
    expect(mail).toContain(`${server.config.publicUrl}/submissions/${form.id}#continuar=${token}`);
    expect(mail).not.toContain(privateAnswer);
    expect(opened.status).toBe(200);
    expect(opened.json).toEqual({ email, expiresAt: saved.json.expiresAt, draft: draftOf() });
    const [row] = await linksOf(form.id);
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const lines = JSON.stringify(capturedLines(server.logFile));
    expect(lines).not.toContain(token);
    expect(lines).not.toContain(email);
    expect(lines).not.toContain(privateAnswer);
  });

  it('when the company does not allow e-mail, then saving is 409 in pt-BR and nothing is kept', async () => {
    // Arrange
    const { form } = await setup({ allowEmail: false });

    // Act
    const saved = await save(form.id, { email: 'semmail@example.com', draft: draftOf() });

    // Assert
    expect(saved.status).toBe(409);
    expect(saved.json.error.message).toBe(resumeMessages.mailOff);
    expect(await linksOf(form.id)).toHaveLength(0);
  });

  it('when the e-mail is not one, then saving is 400 naming the field and nothing is kept', async () => {
    // Arrange
    const { form } = await setup();

    // Act
    const saved = await save(form.id, { email: 'nao-e-email', draft: draftOf() });

    // Assert
    expect(saved.status).toBe(400);
    expect(saved.json.error.fields.email).toBe(messages.invalidEmail);
    expect(await linksOf(form.id)).toHaveLength(0);
  });

  it('when the token is wrong (well formed, or not even), then opening is refused with the pt-BR message', async () => {
    // Arrange
    const { form } = await setup();
    await save(form.id, { email: 'errado@example.com', draft: draftOf() });
    const guessed = crypto.randomBytes(32).toString('base64url');

    // Act
    const wrong = await open(form.id, guessed);
    const malformed = await open(form.id, 'curto');

    // Assert
    expect(wrong.status).toBe(404);
    expect(wrong.json.error.message).toBe(resumeMessages.wrongLink);
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe(resumeMessages.wrongLink);
  });

  it("when the link is opened on another form's page, then it is a wrong link", async () => {
    // Arrange
    const { form, acme } = await setup();
    const other = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    await save(form.id, { email: 'outro.form@example.com', draft: draftOf() });
    const { token } = await mailedToken('outro.form@example.com', form.id);

    // Act
    const opened = await open(other.id, token);

    // Assert
    expect(opened.status).toBe(404);
    expect(opened.json.error.message).toBe(resumeMessages.wrongLink);
  });

  it('when the link expired, then opening is 409 saying so, and the retention job deletes what was kept', async () => {
    // Arrange
    const { form } = await setup();
    await save(form.id, { email: 'expira@example.com', draft: draftOf() });
    const { token } = await mailedToken('expira@example.com', form.id);
    await server.db
      .update(resumeLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resumeLinks.formId, form.id));

    // Act
    const opened = await open(form.id, token);
    const run = await server.handle.privacy.runRetention();

    // Assert
    expect(opened.status).toBe(409);
    expect(opened.json.error.message).toBe(resumeMessages.expiredLink);
    expect(run.partials).toBeGreaterThanOrEqual(1);
    expect(await linksOf(form.id)).toHaveLength(0);
    expect((await open(form.id, token)).status).toBe(404);
  });

  it('when the answer is sent with its link, then the link is dead and the kept answers are gone; a retry of the send still answers the first', async () => {
    // Arrange
    const { form } = await setup();
    await save(form.id, { email: 'enviado@example.com', draft: draftOf() });
    const { token } = await mailedToken('enviado@example.com', form.id);
    const body = {
      ...respondent,
      answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }],
      resumeToken: token,
    };
    const headers = { 'Idempotency-Key': crypto.randomUUID() };

    // Act
    const sent = await call(server.url, `/api/public/forms/${form.id}/submissions`, { method: 'POST', body, headers });
    const reopened = await open(form.id, token);
    const retried = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      body,
      headers,
    });

    // Assert
    expect(sent.status).toBe(201);
    expect(reopened.status).toBe(404);
    expect(reopened.json.error.message).toBe(resumeMessages.wrongLink);
    expect(await linksOf(form.id)).toHaveLength(0);
    expect(retried.status).toBe(201);
    expect(retried.json.id).toBe(sent.json.id);
    const stored = await server.db.select().from(submissions).where(eq(submissions.formId, form.id));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0])).not.toContain(token);
  });

  it('when the respondent saves again, then the previous link stops working and only the new one restores', async () => {
    // Arrange
    const { form } = await setup();
    await save(form.id, { email: 'denovo@example.com', draft: draftOf() });
    const first = await mailedToken('denovo@example.com', form.id);
    const later = { ...draftOf(), history: [0, 1, 2], answers: { ...draftOf().answers, 'q-return': 'Sim' } };

    // Act
    const again = await save(form.id, { email: 'denovo@example.com', draft: later, replaces: first.token });
    const second = await mailedToken('denovo@example.com', form.id, [first.token]);

    // Assert
    expect(again.status).toBe(201);
    expect((await open(form.id, first.token)).status).toBe(404);
    const opened = await open(form.id, second.token);
    expect(opened.status).toBe(200);
    expect(opened.json.draft).toEqual(later);
    expect(await linksOf(form.id)).toHaveLength(1);
  });

  it('when the form is not active, then saving is refused and nothing is kept', async () => {
    // Arrange
    const { form, token } = await setup();
    expect(
      (await call(server.url, `/api/forms/${form.id}`, { method: 'PATCH', token, body: { status: 'INACTIVE' } }))
        .status,
    ).toBe(200);

    // Act
    const saved = await save(form.id, { email: 'fechado@example.com', draft: draftOf() });

    // Assert
    expect(saved.status).toBe(409);
    expect(saved.json.error.message).toBe(messages.formNotActive);
    expect(await linksOf(form.id)).toHaveLength(0);
  });
});

describe("answers kept for 'Continuar depois' are the person's data", () => {
  it('when the manager searches the person, then the kept answers are listed apart from the answers, exported, and deleted with the person', async () => {
    // Arrange
    const { form, token } = await setup();
    await save(form.id, { email: 'titular.resume@example.com', draft: draftOf('titular.resume@example.com') });
    const query = 'email=titular.resume%40example.com';

    // Act
    const found = await call(server.url, `/api/privacy/people?${query}`, { token });
    const byDocument = await call(server.url, `/api/privacy/people?document=52998224725`, { token });
    const exported = await call(server.url, `/api/privacy/people/export?${query}`, { token });
    const answers = await call(server.url, `/api/submissions?formId=${form.id}`, { token });
    const deleted = await call(server.url, `/api/privacy/people?${query}`, { method: 'DELETE', token });
    const after = await call(server.url, `/api/privacy/people?${query}`, { token });

    // Assert
    expect(found.status).toBe(200);
    expect(found.json.items).toEqual([]);
    expect(found.json.partials).toEqual([
      expect.objectContaining({
        form: { id: form.id, title: 'Pesquisa de satisfação' },
        name: respondent.name,
        document: respondent.document,
        email: 'titular.resume@example.com',
      }),
    ]);
    expect(byDocument.json.partials).toHaveLength(1);
    expect(exported.json.partials[0].answers['q-story']).toBe(privateAnswer);
    expect(answers.status).toBe(200);
    expect(answers.json.totalItems).toBe(0);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ deleted: 0, files: 0, partials: 1 });
    expect(after.json.partials).toEqual([]);
    expect(await linksOf(form.id)).toHaveLength(0);
  });

  it("when another company's manager searches the same person, then the kept answers are not theirs to see", async () => {
    // Arrange
    const { form } = await setup();
    const other = await setup();
    await save(form.id, { email: 'alheio@example.com', draft: draftOf('alheio@example.com') });

    // Act
    const found = await call(server.url, '/api/privacy/people?email=alheio%40example.com', { token: other.token });

    // Assert
    expect(found.status).toBe(200);
    expect(found.json.partials).toEqual([]);
  });

  it("when the company's retention passes, then kept answers older than it go, even before the link expires", async () => {
    // Arrange
    const { form, acme, token } = await setup();
    expect(
      (
        await call(server.url, `/api/companies/${acme.company.id}`, {
          method: 'PATCH',
          token,
          body: { retentionDays: 1 },
        })
      ).status,
    ).toBe(200);
    await save(form.id, { email: 'retido@example.com', draft: draftOf() });
    await server.db
      .update(resumeLinks)
      .set({ createdAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(resumeLinks.formId, form.id));

    // Act
    await server.handle.privacy.runRetention();

    // Assert
    expect(await linksOf(form.id)).toHaveLength(0);
  });
});
