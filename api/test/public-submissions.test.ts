// Answering a form (POST /api/public/forms/:formId/submissions), the respondent's read-only view and
// comments (docs/security.md#public-answers).
import { eq, sql } from 'drizzle-orm';
import { messages, SUBMISSION_LIMITS } from '@formbuilder/contracts';
import { files, forms, submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertSurvey, insertUpload, respondent, seedCompany, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
beforeAll(async () => {
  // The limit has its own test file; here many submissions come from one IP.
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  acme = await seedCompany(server.db, { name: 'Acme Pesquisas' });
});
afterAll(() => server.stop());

const MISSING_ID = '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11';

const submit = (formId: string, body: unknown, headers: Record<string, string> = {}) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, { method: 'POST', body, headers });

const rowsOf = (formId: string) => server.db.select().from(submissions).where(eq(submissions.formId, formId));

const newForm = (values: Partial<Parameters<typeof insertSurvey>[1]> = {}) =>
  insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id, ...values });

const simpleAnswers = [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }];

describe('POST /api/public/forms/:formId/submissions', () => {
  it('when a valid submission is sent, then it answers 201 with the id of a row already readable', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, { ...respondent, answers: simpleAnswers });

    // Assert
    expect(result.status).toBe(201);
    expect(Object.keys(result.json)).toEqual(['id']);
    const [row] = await rowsOf(form.id);
    expect(row?.id).toBe(result.json.id);
    expect(row).toMatchObject({
      companyId: acme.company.id,
      name: 'Maria José',
      nameSearch: 'maria jose',
      document: '529.982.247-25',
      documentDigits: '52998224725',
      email: 'maria@example.com',
      answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }],
      comments: [],
    });
  });

  it('when the same Idempotency-Key is sent twice, then both answers are the same 201 and one row exists', async () => {
    // Arrange
    const form = await newForm();
    const body = { ...respondent, answers: simpleAnswers };
    const headers = { 'Idempotency-Key': 'chave-1' };

    // Act
    const first = await submit(form.id, body, headers);
    const retry = await submit(form.id, body, headers);

    // Assert
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect(await rowsOf(form.id)).toHaveLength(1);
  });

  it('when the same key comes with a different body, then it is 409 and nothing new is stored', async () => {
    // Arrange
    const form = await newForm();
    const headers = { 'Idempotency-Key': 'chave-2' };
    await submit(form.id, { ...respondent, answers: simpleAnswers }, headers);

    // Act
    const result = await submit(
      form.id,
      { ...respondent, answers: [{ questionId: 'q-name', question: 'x', answer: 'Outra' }] },
      headers,
    );

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({ error: { code: 'CONFLICT', message: messages.idempotencyKeyReused } });
    expect(await rowsOf(form.id)).toHaveLength(1);
  });

  it('when the same key is used on two different forms, then each form gets its own row', async () => {
    // Arrange
    const formA = await newForm();
    const formB = await newForm();
    const body = { ...respondent, answers: simpleAnswers };
    const headers = { 'Idempotency-Key': 'chave-compartilhada' };

    // Act
    const a = await submit(formA.id, body, headers);
    const b = await submit(formB.id, body, headers);

    // Assert
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.json.id).not.toBe(b.json.id);
  });

  it('when identical requests with one key arrive at the same time, then one row is stored and all get its id', async () => {
    // Arrange
    const form = await newForm();
    const body = { ...respondent, answers: simpleAnswers };
    const headers = { 'Idempotency-Key': 'chave-concorrente' };
    // Open enough pooled connections first, so the requests really run side by side (PostgreSQL).
    await Promise.all(Array.from({ length: 8 }, () => server.db.execute(sql`select pg_sleep(0.05)`)));

    // Act
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(form.id, body, headers)));

    // Assert
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const rows = await rowsOf(form.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((result) => result.json.id))).toEqual(new Set([rows[0]!.id]));
  });

  it('when no Idempotency-Key is sent, then each request stores its own row', async () => {
    // Arrange
    const form = await newForm();
    const body = { ...respondent, answers: simpleAnswers };

    // Act
    await submit(form.id, body);
    await submit(form.id, body);

    // Assert
    expect(await rowsOf(form.id)).toHaveLength(2);
  });

  it('when the Idempotency-Key has characters outside visible ASCII, then it is 400', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, { ...respondent, answers: simpleAnswers }, { 'Idempotency-Key': 'a b' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ 'Idempotency-Key': messages.invalidIdempotencyKey });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when the form is INACTIVE, then it is 409 Formulário não está ativo and nothing is stored', async () => {
    // Arrange
    const form = await newForm({ status: 'INACTIVE' });

    // Act
    const result = await submit(form.id, { ...respondent, answers: simpleAnswers });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({ error: { code: 'CONFLICT', message: messages.formNotActive } });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when a stored request is retried after the form was closed, then the retry still gets its 201', async () => {
    // Arrange
    const form = await newForm();
    const body = { ...respondent, answers: simpleAnswers };
    const headers = { 'Idempotency-Key': 'antes-de-fechar' };
    const first = await submit(form.id, body, headers);
    await server.db.update(forms).set({ status: 'INACTIVE' }).where(eq(forms.id, form.id));

    // Act
    const retry = await submit(form.id, body, headers);

    // Assert
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
  });

  it.each([MISSING_ID, 'not-a-uuid'])(
    'when the form %s does not exist, then it is 404 and nothing is stored',
    async (id) => {
      // Arrange
      const before = await server.db.select({ id: submissions.id }).from(submissions);

      // Act
      const result = await submit(id, { ...respondent, answers: simpleAnswers });

      // Assert
      expect(result.status).toBe(404);
      expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
      expect(await server.db.select({ id: submissions.id }).from(submissions)).toHaveLength(before.length);
    },
  );

  it('when a non-anonymous form gets no identification, then it is 400 naming name and document', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, { answers: simpleAnswers });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ name: messages.required, document: messages.required });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when the document, e-mail and phone are malformed, then each field has its message', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      name: 'Ana',
      document: '529.982.247-26',
      email: 'ana@',
      phone: '11987654321',
      answers: simpleAnswers,
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({
      document: messages.invalidDocument,
      email: messages.invalidEmail,
      phone: messages.invalidPhone,
    });
  });

  it('when a CNPJ and a masked phone are given, then they are stored with the document digits', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      name: 'Empresa Cliente',
      document: '11222333000181',
      email: 'Contato@Cliente.COM',
      phone: '(11) 98765-4321',
      answers: simpleAnswers,
    });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await rowsOf(form.id);
    expect(row).toMatchObject({
      document: '11.222.333/0001-81',
      documentDigits: '11222333000181',
      email: 'contato@cliente.com',
      phone: '(11) 98765-4321',
    });
  });

  it('when an anonymous form is answered with identity fields, then no identity is stored', async () => {
    // Arrange
    const form = await newForm({ anonymous: true });

    // Act
    const result = await submit(form.id, { ...respondent, answers: simpleAnswers });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await rowsOf(form.id);
    expect(row).toMatchObject({ name: 'Resposta anônima', document: '', documentDigits: '', email: '', phone: '' });
  });

  it('when an anonymous form is answered with no identity at all, then it is accepted', async () => {
    // Arrange
    const form = await newForm({ anonymous: true });

    // Act
    const result = await submit(form.id, { answers: simpleAnswers });

    // Assert
    expect(result.status).toBe(201);
  });

  it('when values are over their length caps, then it is 400 with an error per field and nothing is stored', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      ...respondent,
      name: 'N'.repeat(SUBMISSION_LIMITS.name + 1),
      answers: [
        { questionId: 'q-name', question: 'x', answer: 'ok' },
        { questionId: 'q-story', question: 'x', answer: 'a'.repeat(SUBMISSION_LIMITS.answer + 1) },
      ],
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({
      name: messages.maxLength(SUBMISSION_LIMITS.name),
      'answers.1.answer': messages.maxLength(SUBMISSION_LIMITS.answer),
    });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when an answer names a question the form does not have, then it is 400 on that answer', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      ...respondent,
      answers: [...simpleAnswers, { questionId: 'q-inventada', question: 'Inventada', answer: 'x' }],
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ 'answers.1.questionId': messages.unknownQuestion });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when answers have wrong types or options the question lacks, then each is 400 on its field', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      ...respondent,
      answers: [
        { questionId: 'q-name', question: 'x', answer: 12 },
        { questionId: 'q-return', question: 'x', answer: 'Talvez' },
        { questionId: 'q-colors', question: 'x', answer: ['Azul', 'Roxo'] },
        { questionId: 'q-story', question: 'x', answer: ['um', 'dois'] },
      ],
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ 'answers.0.answer': messages.invalidAnswer });

    // Act (types right, contents wrong)
    const second = await submit(form.id, {
      ...respondent,
      answers: [
        { questionId: 'q-return', question: 'x', answer: 'Talvez' },
        { questionId: 'q-colors', question: 'x', answer: ['Azul', 'Roxo'] },
        { questionId: 'q-story', question: 'x', answer: ['um', 'dois'] },
        { questionId: 'q-photo', question: 'x', answer: 'https://evil.example/files/x.png' },
      ],
    });

    // Assert
    expect(second.status).toBe(400);
    expect(second.json.error.fields).toEqual({
      'answers.0.answer': messages.invalidOption,
      'answers.1.answer': messages.invalidOption,
      'answers.2.answer': messages.invalidAnswer,
      'answers.3.answer': messages.invalidFileAnswer,
    });
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when unknown body keys are sent, then they are not stored', async () => {
    // Arrange
    const form = await newForm();
    const other = await seedCompany(server.db);

    // Act
    const result = await submit(form.id, {
      ...respondent,
      id: '11111111-1111-4111-8111-111111111111',
      company: other.company.id,
      companyId: other.company.id,
      comments: [{ user: null, comment: 'injetado', created: '2020-01-01', isUser: false }],
      createdAt: '2001-01-01T00:00:00Z',
      idempotencyKey: 'do-corpo',
      answers: [{ questionId: 'q-name', question: 'Título falso', answer: 'Maria', goTo: 'end', extra: 'x' }],
    });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await rowsOf(form.id);
    expect(row!.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(row!.companyId).toBe(acme.company.id);
    expect(row!.comments).toEqual([]);
    expect(row!.idempotencyKey).toBeNull();
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2001);
    expect(row!.answers).toEqual([{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }]);
  });

  it('when choices, blanks and a file are answered, then multiple choices are joined by ", ", blanks dropped and order follows the form', async () => {
    // Arrange
    const form = await newForm();
    const upload = await insertUpload(server.db, { name: 'minha foto.png' });

    // Act
    const result = await submit(form.id, {
      ...respondent,
      answers: [
        { questionId: 'q-photo', question: 'x', answer: `/files/${upload.id}/minha%20foto.png` },
        { questionId: 'q-colors', question: 'x', answer: ['Verde', 'Vermelho'] },
        { questionId: 'q-story', question: 'x', answer: '   ' },
        { questionId: 'q-name', question: 'x', answer: '' },
        { questionId: 'q-return', question: 'x', answer: null },
      ],
    });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await rowsOf(form.id);
    expect(row!.answers).toEqual([
      { questionId: 'q-colors', question: 'Cores preferidas', answer: 'Vermelho, Verde' },
      {
        questionId: 'q-photo',
        question: 'Envie uma foto',
        answer: `${server.config.publicUrl}/files/${upload.id}/minha%20foto.png`,
      },
    ]);
    const [file] = await server.db.select().from(files).where(eq(files.id, upload.id));
    expect(file!.companyId).toBe(acme.company.id);
  });

  it('when a multiple choice comes as a joined string, then it is accepted and stored the same way', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, {
      ...respondent,
      answers: [{ questionId: 'q-colors', question: 'x', answer: 'Azul, Vermelho' }],
    });

    // Assert
    expect(result.status).toBe(201);
    const [row] = await rowsOf(form.id);
    expect(row!.answers).toEqual([{ questionId: 'q-colors', question: 'Cores preferidas', answer: 'Vermelho, Azul' }]);
  });

  it('when a file answer points at an upload of another company, then it is 400 and the file is untouched', async () => {
    // Arrange
    const form = await newForm();
    const other = await seedCompany(server.db);
    const foreign = await insertUpload(server.db, { companyId: other.company.id });

    // Act
    const result = await submit(form.id, {
      ...respondent,
      answers: [{ questionId: 'q-photo', question: 'x', answer: `/files/${foreign.id}/foto.png` }],
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ 'answers.0.answer': messages.invalidFileAnswer });
    const [file] = await server.db.select().from(files).where(eq(files.id, foreign.id));
    expect(file!.companyId).toBe(other.company.id);
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when an answer holds <script>, then it is stored and returned as the same text', async () => {
    // Arrange
    const form = await newForm();
    const script = '<script>alert("x")</script>';

    // Act
    const created = await submit(form.id, {
      ...respondent,
      name: script,
      answers: [{ questionId: 'q-story', question: 'x', answer: script }],
    });
    const view = await call(server.url, `/api/public/submissions/${created.json.id}`);

    // Assert
    expect(created.status).toBe(201);
    expect(view.json.name).toBe(script);
    expect(view.json.answers).toEqual([{ question: 'Conte sua experiência', answer: script, type: 'TEXT' }]);
    expect(view.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('when the body is not JSON or not an object, then it is 400', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const malformed = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      rawBody: '{"answers": [',
    });
    const list = await submit(form.id, [1, 2]);

    // Assert
    expect(malformed.status).toBe(400);
    expect(list.status).toBe(400);
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when the body is over the JSON limit, then it is 413', async () => {
    // Arrange
    const form = await newForm();

    // Act
    const result = await submit(form.id, { ...respondent, answers: [], padding: 'x'.repeat(1_100_000) });

    // Assert
    expect(result.status).toBe(413);
    expect(result.json.error.code).toBe('TOO_LARGE');
  });
});

describe('GET /api/public/submissions/:id', () => {
  it('when the submission exists, then the view has the form, company theme, identity, answers and comments without staff ids', async () => {
    // Arrange
    const form = await newForm({ title: 'Avaliação do atendimento' });
    const created = await submit(form.id, { ...respondent, answers: simpleAnswers });
    const manager = acme.manager;
    await server.db
      .update(submissions)
      .set({
        comments: [
          { user: manager.id, comment: 'Obrigado!', created: '2024-05-01T12:00:00.000Z', isUser: false },
          { user: null, comment: 'De nada', created: '2024-05-01T13:00:00.000Z', isUser: true },
        ],
      })
      .where(eq(submissions.id, created.json.id));

    // Act
    const result = await call(server.url, `/api/public/submissions/${created.json.id}`);

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      id: created.json.id,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      form: { id: form.id, title: 'Avaliação do atendimento' },
      company: { name: 'Acme Pesquisas', color: acme.company.color, logo: null },
      name: 'Maria José',
      document: '529.982.247-25',
      email: 'maria@example.com',
      phone: '',
      answers: [{ question: 'Como você se chama?', answer: 'Maria', type: 'STRING' }],
      comments: [
        { comment: 'Obrigado!', created: '2024-05-01T12:00:00.000Z', isUser: false },
        { comment: 'De nada', created: '2024-05-01T13:00:00.000Z', isUser: true },
      ],
    });
    expect(result.text).not.toContain(manager.id);
    expect(result.text).not.toContain(manager.email);
  });

  it.each([MISSING_ID, 'nao-e-um-id', '1 or 1=1'])('when the id %s names no submission, then it is 404', async (id) => {
    // Act
    const result = await call(server.url, `/api/public/submissions/${encodeURIComponent(id)}`);

    // Assert
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });
});

describe('POST /api/public/submissions/:id/comments', () => {
  const comment = (id: string, body: unknown) =>
    call(server.url, `/api/public/submissions/${id}/comments`, { method: 'POST', body });

  it('when a respondent comments, then it is 201 with the comments, the new one last with isUser true', async () => {
    // Arrange
    const form = await newForm();
    const created = await submit(form.id, { ...respondent, answers: simpleAnswers });
    await comment(created.json.id, { comment: 'Primeiro' });

    // Act
    const result = await comment(created.json.id, { comment: '  <script>alert(1)</script>  ', user: acme.manager.id });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toEqual({
      comments: [
        { comment: 'Primeiro', created: expect.any(String), isUser: true },
        { comment: '<script>alert(1)</script>', created: expect.any(String), isUser: true },
      ],
    });
    expect(new Date(result.json.comments[1].created).toISOString()).toBe(result.json.comments[1].created);
    const [row] = await server.db.select().from(submissions).where(eq(submissions.id, created.json.id));
    expect(row!.comments[1]).toMatchObject({ user: null, isUser: true });
  });

  it('when many comments arrive at once, then none is lost', async () => {
    // Arrange
    const form = await newForm();
    const created = await submit(form.id, { ...respondent, answers: simpleAnswers });

    // Act
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => comment(created.json.id, { comment: `comentário ${i}` })),
    );

    // Assert
    expect(results.every((result) => result.status === 201)).toBe(true);
    const [row] = await server.db.select().from(submissions).where(eq(submissions.id, created.json.id));
    expect(row!.comments.map((item) => item.comment).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `comentário ${i}`).sort(),
    );
  });

  it('when the comment is empty or too long, then it is 400 on the comment field', async () => {
    // Arrange
    const form = await newForm();
    const created = await submit(form.id, { ...respondent, answers: simpleAnswers });

    // Act
    const empty = await comment(created.json.id, { comment: '   ' });
    const long = await comment(created.json.id, { comment: 'x'.repeat(SUBMISSION_LIMITS.comment + 1) });

    // Assert
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({ comment: messages.required });
    expect(long.status).toBe(400);
    expect(long.json.error.fields).toEqual({ comment: messages.maxLength(SUBMISSION_LIMITS.comment) });
  });

  it.each([MISSING_ID, 'nao-e-um-id'])('when the submission %s does not exist, then it is 404', async (id) => {
    // Act
    const result = await comment(id, { comment: 'Olá' });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });
});
