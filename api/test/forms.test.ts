import { eq } from 'drizzle-orm';
import { formMessages, messages } from '@formbuilder/contracts';
import { forms, submissions, users } from '../src/db/schema';
import { insertForm, insertSubmission, createTenant, formBody, type TenantFixture } from './support/fixtures';
import { call, login, type CallOptions } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11';

let server: TestServer;
let acme: TenantFixture;
let other: TenantFixture;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  acme = await createTenant(server.db, server.url, { name: 'Acme' });
  other = await createTenant(server.db, server.url, { name: 'Outra' });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

const api = (path: string, options?: CallOptions) => call(server.url, path, options);
const create = (token: string, body: unknown = formBody()) => api('/api/forms', { method: 'POST', token, body });
const formRow = async (id: string) => (await server.db.select().from(forms).where(eq(forms.id, id)))[0];

describe('POST /api/forms', () => {
  it('when a USER sends a valid form, then it is 201 with the record, created by the caller in its company', async () => {
    // Act
    const result = await create(acme.user.token);

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: 'Pesquisa de satisfação',
      status: 'ACTIVE',
      statusLabel: 'Ativo',
      statusColor: 'green',
      anonymous: false,
      notifiedUser: null,
      createdBy: { id: acme.user.id, name: 'Bruno Usuário' },
      company: { id: acme.company.id, color: acme.company.color, logo: null },
      questions: formBody().questions,
    });
    expect(result.json.id).toMatch(UUID);
    const row = await formRow(result.json.id);
    expect(row).toMatchObject({
      companyId: acme.company.id,
      createdById: acme.user.id,
      titleSearch: 'pesquisa de satisfacao',
    });
  });

  it('when questions come without ids, then each is stored with a generated unique id', async () => {
    // Arrange
    const body = formBody({
      questions: [
        { title: 'Um', type: 'STRING' },
        { title: 'Dois', type: 'MULTIPLE', options: [{ text: 'a' }, { text: 'b' }] },
      ],
    });

    // Act
    const result = await create(acme.manager.token, body);

    // Assert
    expect(result.status).toBe(201);
    const ids = (await formRow(result.json.id))!.questions.map((question) => question.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('when the second question has one option and the third no title, then it is 400 naming question 2', async () => {
    // Arrange
    const body = formBody();
    body.questions[1]!.options = [{ text: 'Sim', goTo: 'q3' }];
    body.questions[2]!.title = '';

    // Act
    const result = await create(acme.user.token, body);

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      error: {
        code: 'INVALID',
        message: `Pergunta #2: ${messages.atLeastTwoOptions}`,
        fields: { 'questions.1.options': messages.atLeastTwoOptions, 'questions.2.title': messages.required },
      },
    });
  });

  it('when a jump goes back to an earlier question, then it is 400 on that jump', async () => {
    // Arrange
    const body = formBody();
    body.questions[1]!.options[0]!.goTo = 'q1';

    // Act
    const result = await create(acme.user.token, body);

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(`Pergunta #2: ${formMessages.jumpBackward}`);
    expect(result.json.error.fields).toEqual({ 'questions.1.options.0.goTo': formMessages.jumpBackward });
  });

  it('when the title is blank and there are no questions, then both fields are named', async () => {
    // Act
    const result = await create(acme.user.token, { title: ' ', questions: [] });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error).toEqual({
      code: 'INVALID',
      message: messages.required,
      fields: { title: messages.required, questions: messages.atLeastOneQuestion },
    });
  });

  it('when the body carries id, company and createdBy, then they are ignored', async () => {
    // Arrange
    const body = formBody({
      id: MISSING_ID,
      company: other.company.id,
      createdBy: other.manager.id,
      companyId: other.company.id,
    });

    // Act
    const result = await create(acme.user.token, body);

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.id).not.toBe(MISSING_ID);
    const row = await formRow(result.json.id);
    expect(row).toMatchObject({ companyId: acme.company.id, createdById: acme.user.id });
  });

  it('when a question carries unknown keys, then they are not stored', async () => {
    // Arrange
    const body = formBody({ questions: [{ id: 'a', title: 'a', type: 'STRING', options: [], script: '<x>' }] });

    // Act
    const result = await create(acme.user.token, body);

    // Assert
    expect(result.status).toBe(201);
    // `required` is no unknown key: a save writes it, true when the body does not say.
    expect((await formRow(result.json.id))!.questions).toEqual([
      { id: 'a', title: 'a', type: 'STRING', options: [], required: true },
    ]);
  });

  it('when an ADMIN creates a form, then it is 403; without a token, 401', async () => {
    // Act
    const asAdmin = await create(adminToken);
    const anonymous = await api('/api/forms', { method: 'POST', body: formBody() });

    // Assert
    expect(asAdmin.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});

describe('notifiedUser', () => {
  it('when a USER names itself, then it is stored', async () => {
    // Act
    const result = await create(acme.user.token, formBody({ notifiedUser: acme.user.id }));

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.notifiedUser).toBe(acme.user.id);
  });

  it('when a USER names a colleague, then it is 400 on notifiedUser and nothing is created', async () => {
    // Arrange
    const before = await server.db.$count(forms, eq(forms.companyId, acme.company.id));

    // Act
    const result = await create(acme.user.token, formBody({ notifiedUser: acme.colleague.id }));

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error).toEqual({
      code: 'INVALID',
      message: formMessages.notifySelfOnly,
      fields: { notifiedUser: formMessages.notifySelfOnly },
    });
    expect(await server.db.$count(forms, eq(forms.companyId, acme.company.id))).toBe(before);
  });

  it('when a MANAGER names any user of its company, then it is stored', async () => {
    // Act
    const result = await create(acme.manager.token, formBody({ notifiedUser: acme.colleague.id }));

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.notifiedUser).toBe(acme.colleague.id);
  });

  it("when a MANAGER names another company's user or a missing id, then both are the same 400", async () => {
    // Act
    const foreign = await create(acme.manager.token, formBody({ notifiedUser: other.user.id }));
    const missing = await create(acme.manager.token, formBody({ notifiedUser: MISSING_ID }));

    // Assert
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toEqual({ notifiedUser: formMessages.notifiedUserNotInCompany });
    expect(missing.text).toBe(foreign.text);
  });

  it('when notifiedUser is not an id, then it is 400 on that field', async () => {
    // Act
    const result = await create(acme.manager.token, formBody({ notifiedUser: 'gestor' }));

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ notifiedUser: formMessages.invalidNotifiedUser });
  });
});

describe('GET /api/forms', () => {
  let tenant: TenantFixture;
  let foreign: TenantFixture;

  beforeAll(async () => {
    tenant = await createTenant(server.db, server.url);
    foreign = await createTenant(server.db, server.url);
    await create(tenant.user.token, formBody({ title: 'Ética no trabalho' }));
    await create(tenant.user.token, formBody({ title: 'avaliação 100% anual' }));
    await create(tenant.colleague.token, formBody({ title: 'Clima' }));
    await create(tenant.manager.token, formBody({ title: 'Bem-estar' }));
    await create(foreign.manager.token, formBody({ title: 'Alheio' }));
  });

  const titles = (body: { items: { title: string }[] }) => body.items.map((form) => form.title);

  it("when a MANAGER lists, then every form of its company comes sorted by title, and none of another company's", async () => {
    // Act
    const result = await api('/api/forms', { token: tenant.manager.token });

    // Assert
    expect(result.status).toBe(200);
    expect(titles(result.json)).toEqual(['avaliação 100% anual', 'Bem-estar', 'Clima', 'Ética no trabalho']);
    expect(result.json).toMatchObject({ page: 1, perPage: 30, totalItems: 4 });
  });

  it('when a USER lists, then only the forms it created come back', async () => {
    // Act
    const result = await api('/api/forms', { token: tenant.user.token });

    // Assert
    expect(titles(result.json)).toEqual(['avaliação 100% anual', 'Ética no trabalho']);
    expect(result.json.totalItems).toBe(2);
    expect(result.json.items.every((form: { createdBy: { id: string } }) => form.createdBy.id === tenant.user.id)).toBe(
      true,
    );
  });

  it('when searching without accents or case, then the accented title matches; % is taken literally', async () => {
    // Act
    const plain = await api('/api/forms?search=ETICA', { token: tenant.manager.token });
    const percent = await api(`/api/forms?search=${encodeURIComponent('100%')}`, { token: tenant.manager.token });
    const wildcard = await api(`/api/forms?search=${encodeURIComponent('%')}a`, { token: tenant.manager.token });

    // Assert
    expect(titles(plain.json)).toEqual(['Ética no trabalho']);
    expect(titles(percent.json)).toEqual(['avaliação 100% anual']);
    expect(titles(wildcard.json)).toEqual([]);
  });

  it('when a page is asked for, then it holds that slice and the full total', async () => {
    // Act
    const result = await api('/api/forms?page=2&perPage=3', { token: tenant.manager.token });

    // Assert
    expect(titles(result.json)).toEqual(['Ética no trabalho']);
    expect(result.json).toMatchObject({ page: 2, perPage: 3, totalItems: 4 });
  });

  it("when the creator's account is deleted, then the form stays with createdBy null", async () => {
    // Arrange
    const gone = await createTenant(server.db, server.url);
    const created = await create(gone.user.token, formBody({ title: 'Órfão' }));
    await server.db.delete(users).where(eq(users.id, gone.user.id));

    // Act
    const result = await api('/api/forms', { token: gone.manager.token });

    // Assert
    expect(result.json.items).toEqual([expect.objectContaining({ id: created.json.id, createdBy: null })]);
  });

  it('when an ADMIN lists forms, then it is 403', async () => {
    // Act
    const result = await api('/api/forms', { token: adminToken });

    // Assert
    expect(result.status).toBe(403);
    expect(result.json.error.code).toBe('FORBIDDEN');
  });
});

describe('GET /api/forms/:id', () => {
  let formId: string;
  beforeAll(async () => {
    formId = (await create(acme.user.token, formBody({ title: 'Só do Bruno' }))).json.id;
  });

  it('when the creator or a MANAGER of the company asks, then it is 200', async () => {
    // Act
    const byCreator = await api(`/api/forms/${formId}`, { token: acme.user.token });
    const byManager = await api(`/api/forms/${formId}`, { token: acme.manager.token });

    // Assert
    expect(byCreator.status).toBe(200);
    expect(byCreator.json).toMatchObject({ id: formId, title: 'Só do Bruno' });
    expect(byManager.text).toBe(byCreator.text);
  });

  it('when another USER of the same company asks, then it is 403', async () => {
    // Act
    const result = await api(`/api/forms/${formId}`, { token: acme.colleague.token });

    // Assert
    expect(result.status).toBe(403);
    expect(result.json.error.code).toBe('FORBIDDEN');
  });

  it("when any role of another company asks, then it is 404 byte-identical to a missing id's", async () => {
    // Act
    const missing = await api(`/api/forms/${MISSING_ID}`, { token: other.manager.token });
    const answers = await Promise.all(
      [other.manager, other.user].map((who) => api(`/api/forms/${formId}`, { token: who.token })),
    );

    // Assert
    expect(missing.status).toBe(404);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(missing.text);
    }
  });

  it('when the id is not a UUID, then it is the same 404', async () => {
    // Act
    const result = await api('/api/forms/abc', { token: acme.manager.token });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });
});

describe('PATCH /api/forms/:id', () => {
  it('when the creator changes title and status, then the record shows them and search finds the new title', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token, formBody({ title: 'Antigo' }));

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { title: 'Renovação', status: 'INACTIVE' },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      title: 'Renovação',
      status: 'INACTIVE',
      statusLabel: 'Inativo',
      statusColor: 'grey',
    });
    expect(result.json.questions).toEqual(form.questions);
    const search = await api('/api/forms?search=renovacao', { token: acme.user.token });
    expect(search.json.items.map((item: { id: string }) => item.id)).toEqual([form.id]);
  });

  it('when the body carries id, company and createdBy, then the row keeps its own', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { id: MISSING_ID, company: other.company.id, companyId: other.company.id, createdBy: other.user.id },
    });

    // Assert
    expect(result.status).toBe(200);
    const row = await formRow(form.id);
    expect(row).toMatchObject({ id: form.id, companyId: acme.company.id, createdById: acme.user.id });
    expect(await formRow(MISSING_ID)).toBeUndefined();
  });

  it('when a MANAGER edits a USER’s form, then it is 200', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { anonymous: true },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.anonymous).toBe(true);
  });

  it('when a colleague or another company edits, then 403 and 404 and the row is unchanged', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token, formBody({ title: 'Intocado' }));

    // Act
    const colleague = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.colleague.token,
      body: { title: 'X' },
    });
    const foreign = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: other.manager.token,
      body: { title: 'X' },
    });
    const missing = await api(`/api/forms/${MISSING_ID}`, {
      method: 'PATCH',
      token: other.manager.token,
      body: { title: 'X' },
    });

    // Assert
    expect(colleague.status).toBe(403);
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect((await formRow(form.id))!.title).toBe('Intocado');
  });

  it('when new questions break the rules, then it is 400 naming the first failing question', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: {
        questions: [
          { id: 'a', title: 'a', type: 'STRING' },
          { id: 'b', title: '', type: 'STRING' },
        ],
      },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(`Pergunta #2: ${messages.required}`);
    expect((await formRow(form.id))!.questions).toEqual(form.questions);
  });

  it('when the questions change, then stored submissions keep their answers', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);
    const submission = await insertSubmission(server.db, { formId: form.id, companyId: acme.company.id });

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { questions: [{ title: 'Nova pergunta', type: 'TEXT' }] },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.questions).toEqual([expect.objectContaining({ title: 'Nova pergunta', options: [] })]);
    const [stored] = await server.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(stored!.answers).toEqual(submission.answers);
  });

  it('when the USER creator changes notifiedUser, then only itself or none is allowed', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);
    const patch = (body: unknown) => api(`/api/forms/${form.id}`, { method: 'PATCH', token: acme.user.token, body });

    // Act
    const colleague = await patch({ notifiedUser: acme.colleague.id });
    const self = await patch({ notifiedUser: acme.user.id });
    const none = await patch({ notifiedUser: null });

    // Assert
    expect(colleague.status).toBe(400);
    expect(colleague.json.error.fields).toEqual({ notifiedUser: formMessages.notifySelfOnly });
    expect(self.json.notifiedUser).toBe(acme.user.id);
    expect(none.status).toBe(200);
    expect(none.json.notifiedUser).toBeNull();
  });

  it('when a MANAGER set a colleague, then the USER creator may save the form sending that value back unchanged', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);
    await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { notifiedUser: acme.colleague.id },
    });

    // Act
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: acme.user.token,
      body: { ...formBody({ title: 'Editado' }), notifiedUser: acme.colleague.id },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ title: 'Editado', notifiedUser: acme.colleague.id });
  });
});

describe('DELETE /api/forms/:id', () => {
  it('when the form has a submission, then it is 409 with the catalogue message and the form stays', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);
    await insertSubmission(server.db, { formId: form.id, companyId: acme.company.id });

    // Act
    const result = await api(`/api/forms/${form.id}`, { method: 'DELETE', token: acme.user.token });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({ error: { code: 'CONFLICT', message: messages.formHasSubmissions } });
    expect(await formRow(form.id)).toBeDefined();
  });

  it('when the form has none, then it is 204 and the form is gone', async () => {
    // Arrange
    const { json: form } = await create(acme.user.token);

    // Act
    const result = await api(`/api/forms/${form.id}`, { method: 'DELETE', token: acme.user.token });

    // Assert
    expect(result.status).toBe(204);
    expect(result.text).toBe('');
    expect(await formRow(form.id)).toBeUndefined();
    expect((await api(`/api/forms/${form.id}`, { token: acme.user.token })).status).toBe(404);
  });

  it('when a colleague or another company deletes, then 403 and 404 and the form stays', async () => {
    // Arrange
    const form = await insertForm(server.db, { companyId: acme.company.id, createdById: acme.user.id });

    // Act
    const colleague = await api(`/api/forms/${form.id}`, { method: 'DELETE', token: acme.colleague.token });
    const foreign = await api(`/api/forms/${form.id}`, { method: 'DELETE', token: other.manager.token });

    // Assert
    expect(colleague.status).toBe(403);
    expect(foreign.status).toBe(404);
    expect(await formRow(form.id)).toBeDefined();
  });

  it("when a MANAGER deletes a USER's form, then it is 204", async () => {
    // Arrange
    const form = await insertForm(server.db, { companyId: acme.company.id, createdById: acme.user.id });

    // Act
    const result = await api(`/api/forms/${form.id}`, { method: 'DELETE', token: acme.manager.token });

    // Assert
    expect(result.status).toBe(204);
  });
});
