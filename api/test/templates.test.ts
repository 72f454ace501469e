import { eq } from 'drizzle-orm';
import {
  answerPath,
  messages,
  questionsSchema,
  templateMessages,
  unreachableQuestions,
  type Question,
} from '@formbuilder/contracts';
import { forms, templateCategories, templates } from '../src/db/schema';
import {
  createTenant,
  insertCategory,
  insertTemplate,
  templateQuestions,
  type TenantFixture,
} from './support/fixtures';
import { call, login, type CallOptions } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MISSING_ID = '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11';

let server: TestServer;
let tenant: TenantFixture;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  tenant = await createTenant(server.db, server.url, { name: 'Biblioteca' });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

const api = (path: string, options?: CallOptions) => call(server.url, path, options);
const templateRow = async (id: string) => (await server.db.select().from(templates).where(eq(templates.id, id)))[0];

const templateBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Pesquisa de clima',
  category: categoryId,
  questions: [
    { title: 'Está satisfeito?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não', goTo: 'end' }] },
    { title: 'Comentários', type: 'TEXT' },
  ],
  ...overrides,
});

describe('routes by role', () => {
  type Who = 'ADMIN' | 'MANAGER' | 'USER' | 'anonymous';
  const tokenOf = (who: Who) =>
    ({ ADMIN: adminToken, MANAGER: tenant.manager.token, USER: tenant.user.token, anonymous: undefined })[who];

  it.each([
    ['GET', '/api/forms', [403, 200, 200, 401], undefined],
    ['GET', '/api/forms/count', [403, 200, 200, 401], undefined],
    ['POST', '/api/forms', [403, 400, 400, 401], {}],
    ['POST', '/api/forms/from-template', [403, 400, 403, 401], {}],
    ['GET', `/api/forms/${MISSING_ID}`, [403, 404, 404, 401], undefined],
    ['GET', '/api/templates', [200, 200, 403, 401], undefined],
    ['POST', '/api/templates', [400, 403, 403, 401], {}],
    ['GET', `/api/templates/${MISSING_ID}`, [404, 404, 403, 401], undefined],
    ['PATCH', `/api/templates/${MISSING_ID}`, [404, 403, 403, 401], {}],
    ['DELETE', `/api/templates/${MISSING_ID}`, [404, 403, 403, 401], undefined],
    ['GET', '/api/template-categories', [200, 200, 403, 401], undefined],
    ['POST', '/api/template-categories', [400, 403, 403, 401], {}],
  ] as const)(
    'when %s %s is called as ADMIN, MANAGER, USER and anonymously, then the statuses are %j',
    async (method, path, expected, body) => {
      // Act
      const statuses = [];
      for (const who of ['ADMIN', 'MANAGER', 'USER', 'anonymous'] as const) {
        const token = tokenOf(who);
        const result = await api(path, { method, ...(token ? { token } : {}), ...(body ? { body } : {}) });
        statuses.push(result.status);
      }

      // Assert
      expect(statuses).toEqual(expected);
    },
  );
});

describe('/api/template-categories', () => {
  it('when listed, then categories come sorted by name ignoring case and accents, in the page shape', async () => {
    // Arrange
    for (const name of ['saúde', 'Educação', 'Atendimento']) await insertCategory(server.db, name);

    // Act
    const result = await api('/api/template-categories', { token: tenant.manager.token });

    // Assert
    expect(result.status).toBe(200);
    const names = result.json.items.map((category: { name: string }) => category.name);
    expect(names.filter((name: string) => ['saúde', 'Educação', 'Atendimento'].includes(name))).toEqual([
      'Atendimento',
      'Educação',
      'saúde',
    ]);
    expect(result.json).toMatchObject({ page: 1, perPage: 30 });
    expect(Object.keys(result.json.items[0]).sort()).toEqual(['id', 'name']);
  });

  it('when the ADMIN creates one, then it is 201 with id and name', async () => {
    // Act
    const result = await api('/api/template-categories', {
      method: 'POST',
      token: adminToken,
      body: { name: ' Vendas ' },
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toEqual({ id: expect.stringMatching(UUID), name: 'Vendas' });
  });

  it('when the name is blank, then it is 400 Campo obrigatório on name', async () => {
    // Act
    const result = await api('/api/template-categories', { method: 'POST', token: adminToken, body: { name: '' } });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error).toEqual({
      code: 'INVALID',
      message: messages.required,
      fields: { name: messages.required },
    });
  });

  it('when the name exists already, even in another case or without accents, then it is 409', async () => {
    // Arrange
    await insertCategory(server.db, 'Logística');

    // Act
    const result = await api('/api/template-categories', {
      method: 'POST',
      token: adminToken,
      body: { name: 'LOGISTICA' },
    });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json.error.message).toBe(templateMessages.categoryNameTaken);
    expect(await server.db.$count(templateCategories, eq(templateCategories.nameSearch, 'logistica'))).toBe(1);
  });

  it('when a MANAGER creates one, then it is 403 and nothing is stored', async () => {
    // Act
    const result = await api('/api/template-categories', {
      method: 'POST',
      token: tenant.manager.token,
      body: { name: 'Do gestor' },
    });

    // Assert
    expect(result.status).toBe(403);
    expect(await server.db.$count(templateCategories, eq(templateCategories.name, 'Do gestor'))).toBe(0);
  });

  it('when the ADMIN renames one, then the new name is kept, and a name taken by another one is 409', async () => {
    // Arrange
    const category = await insertCategory(server.db, 'Eventos antigos');
    await insertCategory(server.db, 'Suprimentos');

    // Act
    const renamed = await api(`/api/template-categories/${category.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'Eventos' },
    });
    const taken = await api(`/api/template-categories/${category.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'SUPRIMENTOS' },
    });
    const sameInOtherCase = await api(`/api/template-categories/${category.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'EVENTOS' },
    });

    // Assert
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({ id: category.id, name: 'Eventos' });
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe(templateMessages.categoryNameTaken);
    expect(sameInOtherCase.status).toBe(200);
  });

  it('when the ADMIN deletes an empty category, then it goes; one holding templates stays with a 409', async () => {
    // Arrange
    const empty = await insertCategory(server.db, 'Vazia');
    const full = await insertCategory(server.db, 'Com modelos');
    await insertTemplate(server.db, { categoryId: full.id });

    // Act
    const deleted = await api(`/api/template-categories/${empty.id}`, { method: 'DELETE', token: adminToken });
    const refused = await api(`/api/template-categories/${full.id}`, { method: 'DELETE', token: adminToken });
    const missing = await api(`/api/template-categories/${MISSING_ID}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect(deleted.status).toBe(204);
    expect(await server.db.$count(templateCategories, eq(templateCategories.id, empty.id))).toBe(0);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(templateMessages.categoryHasTemplates);
    expect(await server.db.$count(templateCategories, eq(templateCategories.id, full.id))).toBe(1);
    expect(missing.status).toBe(404);
  });
});

describe('/api/templates', () => {
  let category: { id: string; name: string };
  beforeAll(async () => {
    category = await insertCategory(server.db, 'Recursos Humanos');
  });

  it('when the ADMIN creates a template, then it is 201 with the category expanded and question ids generated', async () => {
    // Act
    const result = await api('/api/templates', { method: 'POST', token: adminToken, body: templateBody(category.id) });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: 'Pesquisa de clima',
      category: { id: category.id, name: 'Recursos Humanos' },
    });
    expect(result.json.questions.map((question: { id: string }) => question.id)).toEqual([
      expect.stringMatching(UUID),
      expect.stringMatching(UUID),
    ]);
    expect(await templateRow(result.json.id)).toBeDefined();
  });

  it.each(['MANAGER', 'USER'] as const)(
    'when a %s creates a template, then it is 403 and nothing is stored',
    async (role) => {
      // Arrange
      const token = role === 'MANAGER' ? tenant.manager.token : tenant.user.token;

      // Act
      const result = await api('/api/templates', {
        method: 'POST',
        token,
        body: templateBody(category.id, { title: `Modelo do ${role}` }),
      });

      // Assert
      expect(result.status).toBe(403);
      expect(await server.db.$count(templates, eq(templates.title, `Modelo do ${role}`))).toBe(0);
    },
  );

  it('when the category does not exist, then it is 400 on category', async () => {
    // Act
    const result = await api('/api/templates', { method: 'POST', token: adminToken, body: templateBody(MISSING_ID) });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ category: templateMessages.categoryNotFound });
  });

  it('when a question breaks the rules, then it is 400 naming the first failing question', async () => {
    // Arrange
    const body = templateBody(category.id, {
      questions: [
        { title: 'Um', type: 'STRING', goTo: 'end' },
        { title: 'Dois', type: 'MULTIPLE', options: [{ text: 'só' }] },
      ],
    });

    // Act
    const result = await api('/api/templates', { method: 'POST', token: adminToken, body });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(`Pergunta #2: ${messages.atLeastTwoOptions}`);
  });

  it('when an option file is an upload URL it is kept; a non-string value is cleared', async () => {
    // Arrange
    const body = templateBody(category.id, {
      questions: [
        {
          title: 'Qual logo?',
          type: 'SINGLE',
          options: [
            { text: 'A', file: '/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/a.png' },
            { text: 'B', file: { path: 'C:/b.png' } },
          ],
        },
      ],
    });

    // Act
    const result = await api('/api/templates', { method: 'POST', token: adminToken, body });

    // Assert
    expect(result.status).toBe(201);
    const stored = (await templateRow(result.json.id))!.questions[0]!.options;
    expect(stored).toEqual([{ text: 'A', file: '/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/a.png' }, { text: 'B' }]);
  });

  it('when listed by a MANAGER with categoryId and search, then it gets that category sorted by title', async () => {
    // Arrange
    const listed = await insertCategory(server.db, 'Listagem');
    await insertTemplate(server.db, { categoryId: listed.id, title: 'Órgãos públicos' });
    await insertTemplate(server.db, { categoryId: listed.id, title: 'Avaliação de evento' });
    await insertTemplate(server.db, { categoryId: listed.id, title: 'orçamento' });
    await insertTemplate(server.db, { categoryId: category.id, title: 'Avaliação de outra categoria' });

    // Act
    const all = await api(`/api/templates?categoryId=${listed.id}`, { token: tenant.manager.token });
    const searched = await api(`/api/templates?categoryId=${listed.id}&search=ORGA`, { token: tenant.manager.token });

    // Assert
    expect(all.status).toBe(200);
    expect(all.json.items.map((template: { title: string }) => template.title)).toEqual([
      'Avaliação de evento',
      'orçamento',
      'Órgãos públicos',
    ]);
    expect(all.json.items[0]).toEqual({
      id: expect.stringMatching(UUID),
      title: 'Avaliação de evento',
      category: { id: listed.id, name: 'Listagem' },
      questions: templateQuestions,
    });
    expect(all.json.totalItems).toBe(3);
    expect(searched.json.items.map((template: { title: string }) => template.title)).toEqual(['Órgãos públicos']);
  });

  it('when a template id is missing or malformed, then it is 404 Modelo não encontrado', async () => {
    // Act
    const missing = await api(`/api/templates/${MISSING_ID}`, { token: tenant.manager.token });
    const malformed = await api('/api/templates/abc', { token: tenant.manager.token });

    // Assert
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.templateNotFound } });
    expect(malformed.text).toBe(missing.text);
  });

  it('when the ADMIN patches title and questions, then they change; id and extra keys in the body are ignored', async () => {
    // Arrange
    const template = await insertTemplate(server.db, { categoryId: category.id, title: 'Antes' });

    // Act
    const result = await api(`/api/templates/${template.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: {
        id: MISSING_ID,
        company: tenant.company.id,
        title: 'Depois',
        questions: [{ title: 'Única', type: 'FILE' }],
      },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ id: template.id, title: 'Depois', category: { id: category.id } });
    const row = await templateRow(template.id);
    expect(row!.titleSearch).toBe('depois');
    // A save writes `required` explicitly; a question sent without it is mandatory, as it always was.
    expect(row!.questions).toEqual([
      { id: expect.stringMatching(UUID), title: 'Única', type: 'FILE', options: [], required: true },
    ]);
    expect(await templateRow(MISSING_ID)).toBeUndefined();
  });

  it('when a MANAGER patches or deletes a template, then it is 403 and the row is unchanged', async () => {
    // Arrange
    const template = await insertTemplate(server.db, { categoryId: category.id, title: 'Protegido' });

    // Act
    const patched = await api(`/api/templates/${template.id}`, {
      method: 'PATCH',
      token: tenant.manager.token,
      body: { title: 'Invadido' },
    });
    const deleted = await api(`/api/templates/${template.id}`, { method: 'DELETE', token: tenant.manager.token });

    // Assert
    expect(patched.status).toBe(403);
    expect(deleted.status).toBe(403);
    expect((await templateRow(template.id))!.title).toBe('Protegido');
  });

  it('when the ADMIN deletes a template, then it is 204 and a second delete is 404', async () => {
    // Arrange
    const template = await insertTemplate(server.db, { categoryId: category.id });

    // Act
    const first = await api(`/api/templates/${template.id}`, { method: 'DELETE', token: adminToken });
    const second = await api(`/api/templates/${template.id}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect(first.status).toBe(204);
    expect(await templateRow(template.id)).toBeUndefined();
    expect(second.status).toBe(404);
    expect(second.json.error.message).toBe(messages.templateNotFound);
  });
});

describe('POST /api/forms/from-template', () => {
  it("when a MANAGER copies a template, then an ACTIVE form '{title} - Cópia' is created with fresh, consistent ids", async () => {
    // Arrange
    const category = await insertCategory(server.db, 'Cópias');
    const template = await insertTemplate(server.db, { categoryId: category.id, title: 'Atendimento' });

    // Act
    const result = await api('/api/forms/from-template', {
      method: 'POST',
      token: tenant.manager.token,
      body: { templateId: template.id, company: MISSING_ID },
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: 'Atendimento - Cópia',
      status: 'ACTIVE',
      statusLabel: 'Ativo',
      anonymous: false,
      notifiedUser: null,
      createdBy: { id: tenant.manager.id },
      company: { id: tenant.company.id },
    });
    const questions = result.json.questions as typeof templateQuestions;
    const ids = questions.map((question) => question.id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids).not.toContain('t1');
    expect(questions[0]!.options[0]!.goTo).toBe(ids[2]);
    expect(questions[0]!.options[1]!.file).toBe(templateQuestions[0]!.options[1]!.file);
    expect(questions[1]!.goTo).toBe('end');
    const [row] = await server.db.select().from(forms).where(eq(forms.id, result.json.id));
    expect(row).toMatchObject({ companyId: tenant.company.id, createdById: tenant.manager.id });
    expect((await templateRow(template.id))!.questions).toEqual(templateQuestions);
  });

  it('when the template does not exist, then it is 404 Modelo não encontrado', async () => {
    // Act
    const result = await api('/api/forms/from-template', {
      method: 'POST',
      token: tenant.manager.token,
      body: { templateId: MISSING_ID },
    });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json.error.message).toBe(messages.templateNotFound);
  });

  it('when templateId is missing, then it is 400 on templateId', async () => {
    // Act
    const result = await api('/api/forms/from-template', { method: 'POST', token: tenant.manager.token, body: {} });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ templateId: messages.required });
  });

  it('when a USER copies a template, then it is 403 and no form is created', async () => {
    // Arrange
    const category = await insertCategory(server.db, 'Proibidos');
    const template = await insertTemplate(server.db, { categoryId: category.id, title: 'Proibido' });

    // Act
    const result = await api('/api/forms/from-template', {
      method: 'POST',
      token: tenant.user.token,
      body: { templateId: template.id },
    });

    // Assert
    expect(result.status).toBe(403);
    expect(await server.db.$count(forms, eq(forms.title, 'Proibido - Cópia'))).toBe(0);
  });

  it('when jump rules are checked on a copy, then the copied questions pass them', async () => {
    // Arrange
    const category = await insertCategory(server.db, 'Reenvio');
    const template = await insertTemplate(server.db, { categoryId: category.id });
    const { json: form } = await api('/api/forms/from-template', {
      method: 'POST',
      token: tenant.manager.token,
      body: { templateId: template.id },
    });

    // Act: the editor saves the copy back unchanged.
    const result = await api(`/api/forms/${form.id}`, {
      method: 'PATCH',
      token: tenant.manager.token,
      body: { title: form.title, questions: form.questions },
    });

    // Assert
    expect(result.status).toBe(200);
    // The fixture's questions have no `required` (read as mandatory); the save writes it explicitly.
    expect(result.json.questions).toEqual(form.questions.map((question: object) => ({ ...question, required: true })));
  });
});

describe('the ready templates of the library (migration 0013)', () => {
  it('when a MANAGER opens "Modelos prontos", then the NPS survey, the event registration and the inspection checklist are there, valid and copyable', async () => {
    // Act
    const categories = await api('/api/template-categories?perPage=500', { token: tenant.manager.token });
    const ready = categories.json.items.find((category: { name: string }) => category.name === 'Modelos prontos');
    const listed = await api(`/api/templates?categoryId=${ready?.id}`, { token: tenant.manager.token });

    // Assert
    expect(listed.status).toBe(200);
    const byTitle = Object.fromEntries(
      listed.json.items.map((template: { title: string; questions: Question[] }) => [template.title, template]),
    );
    expect(Object.keys(byTitle).sort()).toEqual([
      'Checklist de inspeção',
      'Inscrição em evento',
      'Pesquisa de satisfação (NPS)',
    ]);
    const typesOf = (title: string) => byTitle[title].questions.map((question: Question) => question.type);
    expect(typesOf('Pesquisa de satisfação (NPS)')).toEqual(['NPS', 'TEXT', 'TEXT', 'TEXT']);
    expect(typesOf('Inscrição em evento')).toEqual(['STRING', 'EMAIL', 'PHONE', 'DATE', 'NUMBER', 'TEXT']);
    expect(typesOf('Checklist de inspeção')).toEqual(['STRING', 'DATE', 'MATRIX', 'FILE', 'TEXT', 'SIGNATURE']);
    for (const template of Object.values(byTitle) as { questions: Question[] }[]) {
      expect(questionsSchema.safeParse(template.questions).success).toBe(true);
      expect(unreachableQuestions(template.questions)).toEqual([]);
    }
    // The NPS example of the question model: 0-6 goes to 'O que podemos melhorar?', 9-10 to 'Pode nos indicar?'.
    const survey = byTitle['Pesquisa de satisfação (NPS)'].questions as Question[];
    const titleAfter = (grade: number) => {
      const path = answerPath(survey, { [survey[0]!.id]: grade });
      return survey.find((question) => question.id === path[1])?.title;
    };
    expect(titleAfter(3)).toBe('O que podemos melhorar?');
    expect(titleAfter(8)).toBe('O que faltou para você nos dar nota 10?');
    expect(titleAfter(10)).toBe('Pode nos indicar? Conte o que você mais gostou');

    const copied = await api('/api/forms/from-template', {
      method: 'POST',
      token: tenant.manager.token,
      body: { templateId: byTitle['Checklist de inspeção'].id },
    });
    expect(copied.status).toBe(201);
    expect(copied.json.questions.map((question: Question) => question.type)).toEqual(typesOf('Checklist de inspeção'));
  });
});
