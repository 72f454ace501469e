// Staff submission routes: list, search, view, comments and the CSV export, with company and role
// scoping (docs/product.md#roles; docs/security.md#tenants-and-roles, #public-answers).
import { messages } from '@formbuilder/contracts';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let globex: SeededCompany;
let tokens: { manager: string; creator: string; bystander: string; globexManager: string; admin: string };
let forms: { byCreator: { id: string }; byManager: { id: string }; globex: { id: string } };
let rows: Record<'ana' | 'jose' | 'carla' | 'globex', { id: string }>;

const MISSING_ID = '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  globex = await seedCompany(server.db, { name: 'Globex' });
  const byCreator = await insertSurvey(server.db, {
    companyId: acme.company.id,
    createdById: acme.creator.id,
    title: 'Formulário do criador',
  });
  const byManager = await insertSurvey(server.db, {
    companyId: acme.company.id,
    createdById: acme.manager.id,
    title: 'Formulário da gestora',
  });
  const globexForm = await insertSurvey(server.db, { companyId: globex.company.id, createdById: globex.creator.id });
  forms = { byCreator, byManager, globex: globexForm };

  const answers = [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Oi' }];
  rows = {
    ana: await insertStoredSubmission(server.db, {
      formId: byCreator.id,
      companyId: acme.company.id,
      name: 'Ana Souza',
      document: '529.982.247-25',
      answers,
      createdAt: minutesAgo(30),
    }),
    jose: await insertStoredSubmission(server.db, {
      formId: byManager.id,
      companyId: acme.company.id,
      name: 'José Ávila',
      document: '11.222.333/0001-81',
      answers,
      createdAt: minutesAgo(20),
    }),
    carla: await insertStoredSubmission(server.db, {
      formId: byCreator.id,
      companyId: acme.company.id,
      name: 'Carla 50%',
      answers,
      createdAt: minutesAgo(10),
    }),
    globex: await insertStoredSubmission(server.db, {
      formId: globexForm.id,
      companyId: globex.company.id,
      name: 'Ana Globex',
      document: '529.982.247-25',
      answers,
      createdAt: minutesAgo(5),
    }),
  };

  tokens = {
    manager: await tokenOf(server.url, acme.manager.email),
    creator: await tokenOf(server.url, acme.creator.email),
    bystander: await tokenOf(server.url, acme.bystander.email),
    globexManager: await tokenOf(server.url, globex.manager.email),
    admin: (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token,
  };
});
afterAll(() => server.stop());

const list = (token: string, query = '') => call(server.url, `/api/submissions${query}`, { token });
const idsOf = (result: { json: { items: { id: string }[] } }) => result.json.items.map((item) => item.id);

describe('GET /api/submissions', () => {
  it('when a MANAGER lists, then it gets every submission of its company, newest first, with the form expanded', async () => {
    // Act
    const result = await list(tokens.manager);

    // Assert
    expect(result.status).toBe(200);
    expect(idsOf(result)).toEqual([rows.carla.id, rows.jose.id, rows.ana.id]);
    expect(result.json).toMatchObject({ page: 1, perPage: 30, totalItems: 3 });
    expect(result.json.items[1]).toEqual({
      id: rows.jose.id,
      name: 'José Ávila',
      document: '11.222.333/0001-81',
      email: '',
      phone: '',
      answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Oi', type: 'STRING' }],
      comments: [],
      privacyAck: null,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      form: {
        id: forms.byManager.id,
        title: 'Formulário da gestora',
        createdBy: { id: acme.manager.id, name: 'gestora' },
      },
      company: acme.company.id,
    });
  });

  it('when a USER lists, then it gets only submissions of the forms it created', async () => {
    // Act
    const creator = await list(tokens.creator);
    const bystander = await list(tokens.bystander);

    // Assert
    expect(idsOf(creator)).toEqual([rows.carla.id, rows.ana.id]);
    expect(creator.json.totalItems).toBe(2);
    expect(bystander.json).toEqual({ items: [], page: 1, perPage: 30, totalItems: 0, asOf: expect.any(String) });
  });

  it('when the other company’s MANAGER lists, then it sees only its own company’s row', async () => {
    // Act
    const result = await list(tokens.globexManager);

    // Assert
    expect(idsOf(result)).toEqual([rows.globex.id]);
  });

  it('when a USER is the notified user of a form it did not create, then it sees that form’s submissions', async () => {
    // Arrange
    const company = await seedCompany(server.db);
    const form = await insertSurvey(server.db, {
      companyId: company.company.id,
      createdById: company.manager.id,
      notifiedUserId: company.bystander.id,
    });
    const row = await insertStoredSubmission(server.db, { formId: form.id, companyId: company.company.id, name: 'X' });

    // Act
    const notified = await list(await tokenOf(server.url, company.bystander.email));
    const creator = await list(await tokenOf(server.url, company.creator.email));

    // Assert
    expect(idsOf(notified)).toEqual([row.id]);
    expect(idsOf(creator)).toEqual([]);
  });

  it('when filtered by formId, then only that form’s rows come back; another company’s or a malformed formId gives an empty page', async () => {
    // Act
    const own = await list(tokens.manager, `?formId=${forms.byCreator.id}`);
    const foreign = await list(tokens.manager, `?formId=${forms.globex.id}`);
    const malformed = await list(tokens.manager, '?formId=abc');
    const dashes = await list(tokens.manager, `?formId=${'-'.repeat(36)}`);

    // Assert
    expect(idsOf(own)).toEqual([rows.carla.id, rows.ana.id]);
    expect(foreign.json).toEqual({ items: [], page: 1, perPage: 30, totalItems: 0, asOf: expect.any(String) });
    expect(malformed.status).toBe(200);
    expect(malformed.json.totalItems).toBe(0);
    expect(dashes.status).toBe(200);
    expect(dashes.json.totalItems).toBe(0);
  });

  it.each([
    ['an accent-free, lower-case name', 'jose avila', ['jose']],
    ['part of a name in capitals', 'SOUZA', ['ana']],
    ['a punctuated document', '529.982.247', ['ana']],
    ['document digits', '11222333', ['jose']],
    ['a LIKE wildcard taken literally', '50%', ['carla']],
    ['text matching nothing', 'zzz', []],
  ] as const)('when searching %s, then the matching rows of the company come back', async (_what, search, expected) => {
    // Act
    const result = await list(tokens.manager, `?search=${encodeURIComponent(search)}`);

    // Assert
    expect(result.status).toBe(200);
    expect(idsOf(result)).toEqual(expected.map((key) => rows[key].id));
  });

  it('when paged, then page and perPage slice the list and the total stays', async () => {
    // Act
    const second = await list(tokens.manager, '?page=2&perPage=2');
    const tooMany = await list(tokens.manager, '?perPage=501');

    // Assert
    expect(second.json).toMatchObject({ page: 2, perPage: 2, totalItems: 3 });
    expect(idsOf(second)).toEqual([rows.ana.id]);
    expect(tooMany.status).toBe(400);
  });

  it('when an ADMIN lists, then it is 403; without a token, 401', async () => {
    // Act
    const admin = await list(tokens.admin);
    const anonymous = await call(server.url, '/api/submissions');

    // Assert
    expect(admin.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/submissions/:id', () => {
  const get = (token: string, id: string) => call(server.url, `/api/submissions/${id}`, { token });

  it('when the caller may see the submission, then it gets it with the form expanded', async () => {
    // Act
    const manager = await get(tokens.manager, rows.ana.id);
    const creator = await get(tokens.creator, rows.ana.id);

    // Assert
    expect(manager.status).toBe(200);
    expect(manager.json.form).toEqual({
      id: forms.byCreator.id,
      title: 'Formulário do criador',
      createdBy: { id: acme.creator.id, name: 'criador' },
    });
    expect(creator.json).toEqual(manager.json);
  });

  it('when the submission is of another company, then the 404 is byte-identical to a missing id', async () => {
    // Act
    const foreign = await get(tokens.manager, rows.globex.id);
    const missing = await get(tokens.manager, MISSING_ID);
    const malformed = await get(tokens.manager, 'nao-e-id');

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(malformed.text).toBe(missing.text);
    expect(missing.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });

  it('when a USER asks for a submission of a form it did not create, then it is 404', async () => {
    // Act
    const result = await get(tokens.creator, rows.jose.id);

    // Assert
    expect(result.status).toBe(404);
  });

  it('when an ADMIN asks, then it is 403', async () => {
    expect((await get(tokens.admin, rows.ana.id)).status).toBe(403);
  });
});

describe('POST /api/submissions/:id/comments', () => {
  const comment = (token: string, id: string, body: unknown) =>
    call(server.url, `/api/submissions/${id}/comments`, { method: 'POST', token, body });

  it('when staff comments after the respondent, then it is 201 with the submission and both comments in order', async () => {
    // Arrange
    const row = await insertStoredSubmission(server.db, {
      formId: forms.byCreator.id,
      companyId: acme.company.id,
      name: 'Comentada',
    });
    await call(server.url, `/api/public/submissions/${row.id}/comments`, {
      method: 'POST',
      body: { comment: 'Pergunta do respondente' },
    });

    // Act
    const result = await comment(tokens.creator, row.id, {
      comment: ' <script>alert(1)</script> ',
      isUser: true,
      user: acme.manager.id,
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.id).toBe(row.id);
    expect(result.json.comments).toEqual([
      { user: null, comment: 'Pergunta do respondente', created: expect.any(String), isUser: true },
      { user: acme.creator.id, comment: '<script>alert(1)</script>', created: expect.any(String), isUser: false },
    ]);
    const view = await call(server.url, `/api/public/submissions/${row.id}`);
    expect(view.json.comments.map((item: { isUser: boolean }) => item.isUser)).toEqual([true, false]);
  });

  it('when the submission is of another company or a form the USER may not see, then it is 404 and nothing is added', async () => {
    // Act
    const foreign = await comment(tokens.manager, rows.globex.id, { comment: 'Oi' });
    const notMine = await comment(tokens.bystander, rows.ana.id, { comment: 'Oi' });
    const missing = await comment(tokens.manager, MISSING_ID, { comment: 'Oi' });

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(notMine.status).toBe(404);
    const globexView = await call(server.url, `/api/submissions/${rows.globex.id}`, { token: tokens.globexManager });
    expect(globexView.json.comments).toEqual([]);
  });

  it('when the comment is empty, then it is 400 Campo obrigatório', async () => {
    // Act
    const result = await comment(tokens.manager, rows.ana.id, { comment: '' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ comment: messages.required });
  });
});

describe('GET /api/forms/:formId/submissions.csv', () => {
  const csv = (token: string | undefined, formId: string) =>
    call(server.url, `/api/forms/${formId}/submissions.csv`, { token });

  it('when a MANAGER exports, then it gets a BOM-prefixed CSV with semicolons, every field quoted, identity, answers by question, past questions and comments', async () => {
    // Arrange
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      title: 'Pesquisa de Satisfação 2024!',
    });
    await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Primeira, "a antiga"',
      document: '529.982.247-25',
      email: 'p@example.com',
      phone: '(11) 98765-4321',
      answers: [
        { questionId: 'q-name', question: 'Como você se chama?', answer: '=HYPERLINK("http://evil")' },
        { questionId: 'q-removida', question: 'Pergunta removida', answer: 'linha 1\nlinha 2' },
      ],
      comments: [
        { user: null, comment: 'Oi', created: '2024-03-25T17:05:00.000Z', isUser: true },
        { user: acme.manager.id, comment: 'Olá', created: '2024-03-25T18:00:00.000Z', isUser: false },
      ],
      createdAt: new Date('2024-03-25T17:00:00.000Z'),
    });
    await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: '@recente',
      answers: [
        { questionId: 'q-colors', question: 'Cores preferidas', answer: 'Vermelho, Azul' },
        { questionId: 'q-story', question: 'Conte sua experiência', answer: '-1+2' },
      ],
      createdAt: new Date('2024-04-01T02:30:00.000Z'),
    });

    // Act
    const result = await csv(tokens.manager, form.id);

    // Assert
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe(
      'attachment; filename="respostas-pesquisa-de-satisfacao-2024.csv"',
    );
    // fetch's text() drops a leading BOM, so the bytes are read separately.
    const raw = await fetch(`${server.url}/api/forms/${form.id}/submissions.csv`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    }).then((response) => response.arrayBuffer());
    expect([...new Uint8Array(raw).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const q = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(';');
    expect(result.text).toBe(
      [
        q([
          'Data',
          'Nome',
          'Documento',
          'E-mail',
          'Telefone',
          'Como você se chama?',
          'Conte sua experiência',
          'Voltaria?',
          'Cores preferidas',
          'Envie uma foto',
          'Pergunta removida',
          'Comentários',
        ]),
        // 2024-03-31 23:30 in São Paulo (UTC-3): the newest row comes first.
        q(['31/03/2024 23:30', "'@recente", '', '', '', '', "'-1+2", '', 'Vermelho, Azul', '', '', '']),
        q([
          '25/03/2024 14:00',
          'Primeira, "a antiga"',
          '529.982.247-25',
          'p@example.com',
          '(11) 98765-4321',
          '\'=HYPERLINK("http://evil")',
          '',
          '',
          '',
          '',
          'linha 1\nlinha 2',
          '25/03/2024 14:05 (respondente): Oi\n25/03/2024 15:00 (equipe): Olá',
        ]),
        '',
      ].join('\r\n'),
    );
  });

  it('when the creator USER exports its form, then it gets the CSV; a USER who did not create it gets 404', async () => {
    // Act
    const creator = await csv(tokens.creator, forms.byCreator.id);
    const bystander = await csv(tokens.bystander, forms.byCreator.id);

    // Assert
    expect(creator.status).toBe(200);
    const { totalItems } = (await list(tokens.creator, `?formId=${forms.byCreator.id}`)).json;
    expect(creator.text.split('\r\n').filter(Boolean)).toHaveLength(1 + totalItems);
    expect(bystander.status).toBe(404);
  });

  it('when the form is of another company, then the 404 is byte-identical to a missing form', async () => {
    // Act
    const foreign = await csv(tokens.manager, forms.globex.id);
    const missing = await csv(tokens.manager, MISSING_ID);
    const malformed = await csv(tokens.manager, 'abc');

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(malformed.text).toBe(missing.text);
  });

  it('when an ADMIN or nobody asks, then it is 403 or 401', async () => {
    expect((await csv(tokens.admin, forms.byCreator.id)).status).toBe(403);
    expect((await csv(undefined, forms.byCreator.id)).status).toBe(401);
  });
});
