// Tenant isolation between two companies (docs/security.md#tenants-and-roles, #files): company A's staff can not
// read, change or list anything of company B, answers for B's ids are byte-identical to a missing id,
// and the tenant comes only from the token.
import { eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@formbuilder/contracts';
import { files, forms, submissions, users } from '../src/db/schema';
import {
  account,
  insertCompany,
  formBody,
  pathOf,
  sampleFiles,
  storedFiles,
  upload,
  type SignedIn,
  insertSurvey,
} from './support/fixtures';
import { call, login, type CallResult } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

const MISSING_ID = '5d0c4a43-8f1e-4c1b-9a57-2f1c7e0b9d11';

interface Tenant {
  name: string;
  company: { id: string };
  manager: SignedIn;
  user: SignedIn;
  /** A third member, never signed in by the tests. */
  other: { id: string };
  /** Created by `user`, with one submission carrying a file answer and two comments. */
  form: { id: string };
  /** Created by `user`, with no submissions (so a DELETE would succeed). */
  emptyForm: { id: string };
  submission: { id: string };
  logoFileId: string;
  answerFileId: string;
  respondentName: string;
}

let server: TestServer;
let adminToken: string;
let a: Tenant;
let b: Tenant;

const fileIdOf = (url: string) => pathOf(url).split('/')[2]!;

async function seedTenant(name: string, respondentName: string): Promise<Tenant> {
  const company = await insertCompany(server.db, { name, formsLimit: 50, usersLimit: 50 });
  const manager = await account(server, { role: 'MANAGER', companyId: company.id, name: `Gestora ${name}` });
  const user = await account(server, { role: 'USER', companyId: company.id, name: `Usuário ${name}` });
  const other = await account(server, { role: 'USER', companyId: company.id, name: `Outra ${name}` });

  const logo = await upload(server.url, `/api/companies/${company.id}`, {
    method: 'PATCH',
    token: manager.token,
    file: { field: 'logo', bytes: sampleFiles.png, name: 'marca.png', type: 'image/png' },
  });
  if (logo.status !== 200) throw new Error(`logo upload failed: ${logo.status} ${logo.text}`);

  const form = await insertSurvey(server.db, {
    companyId: company.id,
    createdById: user.id,
    title: `Pesquisa ${name}`,
  });
  const emptyForm = await insertSurvey(server.db, {
    companyId: company.id,
    createdById: user.id,
    title: `Vazio ${name}`,
  });
  const photo = await upload(server.url, '/api/public/files', { file: { bytes: sampleFiles.png, name: 'foto.png' } });
  const sent = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: `tenant-${name}` },
    body: {
      name: respondentName,
      // The same document in both companies: a document search can only tell them apart by tenant.
      document: '529.982.247-25',
      email: '',
      phone: '',
      answers: [
        { questionId: 'q-name', question: 'Como você se chama?', answer: respondentName },
        { questionId: 'q-photo', question: 'Envie uma foto', answer: photo.json.url },
      ],
    },
  });
  if (sent.status !== 201) throw new Error(`submission failed: ${sent.status} ${sent.text}`);
  const staffComment = await call(server.url, `/api/submissions/${sent.json.id}/comments`, {
    method: 'POST',
    token: manager.token,
    body: { comment: `Comentário da equipe ${name}` },
  });
  const publicComment = await call(server.url, `/api/public/submissions/${sent.json.id}/comments`, {
    method: 'POST',
    body: { comment: `Comentário do respondente ${name}` },
  });
  if (staffComment.status !== 201 || publicComment.status !== 201) throw new Error('comments failed');

  return {
    name,
    company,
    manager,
    user,
    other,
    form,
    emptyForm,
    submission: sent.json,
    logoFileId: fileIdOf(logo.json.logo),
    answerFileId: fileIdOf(photo.json.url),
    respondentName,
  };
}

/** Everything of a tenant as its own MANAGER sees it, to compare before and after B is attacked. */
/** A list's `asOf` is the instant the page was read, different on every read by design. */
const withoutReadTime = (text: string) => text.replace(/"asOf":"[^"]*"/, '"asOf":"(read time)"');

async function snapshot(tenant: Tenant) {
  const token = tenant.manager.token;
  const read = async (path: string) => {
    const result = await call(server.url, path, { token });
    return { status: result.status, text: withoutReadTime(result.text) };
  };
  return {
    company: await read(`/api/companies/${tenant.company.id}`),
    users: await read('/api/users?perPage=500'),
    user: await read(`/api/users/${tenant.user.id}`),
    forms: await read('/api/forms?perPage=500'),
    form: await read(`/api/forms/${tenant.form.id}`),
    emptyForm: await read(`/api/forms/${tenant.emptyForm.id}`),
    submissions: await read('/api/submissions?perPage=500'),
    submission: await read(`/api/submissions/${tenant.submission.id}`),
    csv: await read(`/api/forms/${tenant.form.id}/submissions.csv`),
  };
}

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  a = await seedTenant('Alfa', 'Respondente Alfa');
  b = await seedTenant('Beta', 'Respondente Beta');
});
afterAll(() => server.stop());

type Staff = 'MANAGER' | 'USER';
const staffOf = (tenant: Tenant, role: Staff) => (role === 'MANAGER' ? tenant.manager : tenant.user);

/**
 * A call naming a record by id. `expected` is 404 except where the role may never use the route
 * (docs/people-and-files.md), where the role's 403 comes before any lookup, for B's id and a missing
 * id alike, so it tells nothing about B either.
 */
interface ByIdCall {
  what: string;
  method: string;
  path: (id: string) => string;
  idOf: (tenant: Tenant) => string;
  body?: unknown;
  logo?: boolean;
  expected: Record<Staff, number>;
}

const reads: ByIdCall[] = [
  {
    what: 'a company',
    method: 'GET',
    path: (id) => `/api/companies/${id}`,
    idOf: (t) => t.company.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'a MANAGER',
    method: 'GET',
    path: (id) => `/api/users/${id}`,
    idOf: (t) => t.manager.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'a USER',
    method: 'GET',
    path: (id) => `/api/users/${id}`,
    idOf: (t) => t.user.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'a form',
    method: 'GET',
    path: (id) => `/api/forms/${id}`,
    idOf: (t) => t.form.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'a submission',
    method: 'GET',
    path: (id) => `/api/submissions/${id}`,
    idOf: (t) => t.submission.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'a CSV export',
    method: 'GET',
    path: (id) => `/api/forms/${id}/submissions.csv`,
    idOf: (t) => t.form.id,
    expected: { MANAGER: 404, USER: 404 },
  },
];

const writes: ByIdCall[] = [
  {
    what: 'PATCH a company',
    method: 'PATCH',
    path: (id) => `/api/companies/${id}`,
    idOf: (t) => t.company.id,
    body: { name: 'Tomada', color: '#000000' },
    expected: { MANAGER: 404, USER: 403 },
  },
  {
    what: 'PATCH a company’s logo',
    method: 'PATCH',
    path: (id) => `/api/companies/${id}`,
    idOf: (t) => t.company.id,
    logo: true,
    expected: { MANAGER: 404, USER: 403 },
  },
  {
    what: 'DELETE a company',
    method: 'DELETE',
    path: (id) => `/api/companies/${id}`,
    idOf: (t) => t.company.id,
    expected: { MANAGER: 403, USER: 403 },
  },
  {
    what: 'PATCH a user',
    method: 'PATCH',
    path: (id) => `/api/users/${id}`,
    idOf: (t) => t.user.id,
    body: { name: 'Tomado', role: 'MANAGER' },
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'DELETE a user',
    method: 'DELETE',
    path: (id) => `/api/users/${id}`,
    idOf: (t) => t.other.id,
    expected: { MANAGER: 404, USER: 403 },
  },
  {
    what: 'PATCH a form',
    method: 'PATCH',
    path: (id) => `/api/forms/${id}`,
    idOf: (t) => t.form.id,
    body: { title: 'Tomado', status: 'INACTIVE' },
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'DELETE a form',
    method: 'DELETE',
    path: (id) => `/api/forms/${id}`,
    idOf: (t) => t.emptyForm.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'DELETE a submission',
    method: 'DELETE',
    path: (id) => `/api/submissions/${id}`,
    idOf: (t) => t.submission.id,
    expected: { MANAGER: 404, USER: 404 },
  },
  {
    what: 'POST a comment on a submission',
    method: 'POST',
    path: (id) => `/api/submissions/${id}/comments`,
    idOf: (t) => t.submission.id,
    body: { comment: 'Invasão' },
    expected: { MANAGER: 404, USER: 404 },
  },
];

function send(caller: SignedIn, request: ByIdCall, id: string): Promise<CallResult> {
  if (request.logo) {
    return upload(server.url, request.path(id), {
      method: request.method,
      token: caller.token,
      fields: { name: 'Tomada' },
      file: { field: 'logo', bytes: sampleFiles.gif, name: 'outra.gif', type: 'image/gif' },
    });
  }
  return call(server.url, request.path(id), { method: request.method, token: caller.token, body: request.body });
}

const byRole = <T extends ByIdCall>(list: T[]) =>
  list.flatMap((request) => (['MANAGER', 'USER'] as const).map((role) => [request.what, role, request] as const));

describe('reading company B’s records by id', () => {
  test.each(byRole(reads))(
    'when company A’s staff reads B’s %s as %s, then it is the same answer as a missing or malformed id, while its own is 200',
    async (_what, role, request) => {
      // Arrange
      const caller = staffOf(a, role);
      // A USER sees no colleague, its MANAGER included: its own record stands in for that one.
      const own = request.what === 'a MANAGER' && role === 'USER' ? a.user.id : request.idOf(a);

      // Act
      const theirs = await send(caller, request, request.idOf(b));
      const missing = await send(caller, request, MISSING_ID);
      const malformed = await send(caller, request, 'nao-e-um-id');
      const mine = await send(caller, request, own);

      // Assert
      expect(theirs.status).toBe(request.expected[role]);
      expect(theirs.text).toBe(missing.text);
      expect(malformed.text).toBe(missing.text);
      expect(theirs.headers.get('content-type')).toBe(missing.headers.get('content-type'));
      expect(mine.status).toBe(200);
    },
  );
});

describe('changing company B’s records', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  let rowsBefore: unknown[];
  const dbRows = async () => [
    await server.db.select().from(forms).where(eq(forms.companyId, b.company.id)),
    await server.db.select().from(users).where(eq(users.companyId, b.company.id)),
    await server.db.select().from(submissions).where(eq(submissions.companyId, b.company.id)),
    await server.db.select().from(files).where(eq(files.companyId, b.company.id)),
    await storedFiles(server),
  ];
  beforeAll(async () => {
    before = await snapshot(b);
    rowsBefore = await dbRows();
  });

  test.each(byRole(writes))(
    'when company A’s staff tries to %s of B as %s, then it is the same answer as a missing id and B is unchanged',
    async (_what, role, request) => {
      // Arrange
      const caller = staffOf(a, role);

      // Act
      const theirs = await send(caller, request, request.idOf(b));
      const missing = await send(caller, request, MISSING_ID);

      // Assert
      expect(theirs.status).toBe(request.expected[role]);
      expect(theirs.text).toBe(missing.text);
      expect(await snapshot(b)).toEqual(before);
    },
  );

  it('when every attempt has run, then B’s rows in the database are exactly as they were, logo included', async () => {
    // Act
    const rowsAfter = await dbRows();
    const logo = await call(server.url, pathOf(JSON.parse(before.company.text).logo));

    // Assert
    expect(rowsAfter).toEqual(rowsBefore);
    expect(logo.status).toBe(200);
  });
});

describe('lists seeded with both companies', () => {
  const listsOf = async (token: string) => ({
    users: (await call(server.url, '/api/users?perPage=500', { token })).json,
    forms: (await call(server.url, '/api/forms?perPage=500', { token })).json,
    count: (await call(server.url, '/api/forms/count', { token })).json,
    submissions: (await call(server.url, '/api/submissions?perPage=500', { token })).json,
  });

  it.each(['MANAGER', 'USER'] as const)(
    'when company A’s %s lists users, forms and submissions, then only A’s rows come back',
    async (role) => {
      // Arrange
      const caller = staffOf(a, role);
      const aUsers = await server.db.select({ id: users.id }).from(users).where(eq(users.companyId, a.company.id));
      const aForms = await server.db.select({ id: forms.id }).from(forms).where(eq(forms.companyId, a.company.id));

      // Act
      const lists = await listsOf(caller.token);

      // Assert
      const expectedUsers = role === 'MANAGER' ? aUsers.map((row) => row.id).sort() : [a.user.id];
      expect(lists.users.items.map((user: { id: string }) => user.id).sort()).toEqual(expectedUsers);
      expect(lists.users.totalItems).toBe(expectedUsers.length);
      expect(lists.users.items.every((user: { company: { id: string } }) => user.company.id === a.company.id)).toBe(
        true,
      );
      const expectedForms =
        role === 'MANAGER' ? aForms.map((row) => row.id).sort() : [a.emptyForm.id, a.form.id].sort();
      expect(lists.forms.items.map((form: { id: string }) => form.id).sort()).toEqual(expectedForms);
      expect(lists.forms.items.every((form: { company: { id: string } }) => form.company.id === a.company.id)).toBe(
        true,
      );
      expect(lists.count.count).toBe(aForms.length);
      expect(lists.submissions.items.map((item: { id: string }) => item.id)).toEqual([a.submission.id]);
      expect(lists.submissions.totalItems).toBe(1);
    },
  );

  it.each(['MANAGER', 'USER'] as const)(
    'when company A’s %s searches for B’s respondent or filters by B’s form, then the page is empty',
    async (role) => {
      // Arrange
      const caller = staffOf(a, role);

      // Act
      const byName = await call(server.url, `/api/submissions?search=${encodeURIComponent(b.respondentName)}`, {
        token: caller.token,
      });
      const byDocument = await call(server.url, '/api/submissions?search=52998224725', { token: caller.token });
      const byForm = await call(server.url, `/api/submissions?formId=${b.form.id}`, { token: caller.token });
      const byTitle = await call(server.url, `/api/forms?search=${encodeURIComponent(`Pesquisa ${b.name}`)}`, {
        token: caller.token,
      });

      // Assert
      expect(byName.json).toMatchObject({ items: [], totalItems: 0 });
      expect(byDocument.json.items.map((item: { id: string }) => item.id)).toEqual([a.submission.id]);
      expect(byForm.json).toMatchObject({ items: [], totalItems: 0 });
      expect(byTitle.json).toMatchObject({ items: [], totalItems: 0 });
    },
  );

  it('when the ADMIN lists companies, then both are there; company staff may not list companies at all', async () => {
    // Act
    const asAdmin = await call(server.url, '/api/companies?perPage=500', { token: adminToken });
    const asManager = await call(server.url, '/api/companies', { token: a.manager.token });
    const asUser = await call(server.url, '/api/companies', { token: a.user.token });

    // Assert
    const ids = asAdmin.json.items.map((company: { id: string }) => company.id);
    expect(ids).toEqual(expect.arrayContaining([a.company.id, b.company.id]));
    expect([asManager.status, asUser.status]).toEqual([403, 403]);
  });

  it.each(['MANAGER', 'USER'] as const)(
    'when company A’s %s reads everything it can, then no answer names B’s logo, B’s uploads or B’s records',
    async (role) => {
      // Arrange
      const caller = staffOf(a, role);
      const paths = [
        '/api/users?perPage=500',
        `/api/users/${caller.id}`,
        `/api/companies/${a.company.id}`,
        '/api/forms?perPage=500',
        '/api/forms/count',
        `/api/forms/${a.form.id}`,
        '/api/submissions?perPage=500',
        `/api/submissions/${a.submission.id}`,
        `/api/forms/${a.form.id}/submissions.csv`,
      ];

      // Act
      const answers = await Promise.all(paths.map((path) => call(server.url, path, { token: caller.token })));

      // Assert
      expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
      const text = answers.map((answer) => answer.text).join('\n');
      expect(text).toContain(a.answerFileId);
      for (const secret of [b.logoFileId, b.answerFileId, b.company.id, b.form.id, b.submission.id, b.user.id]) {
        expect(text).not.toContain(secret);
      }
    },
  );
});

describe('the tenant comes only from the token', () => {
  const tenantHints = () => ({
    'x-company-id': b.company.id,
    'x-tenant-id': b.company.id,
    company: b.company.id,
  });

  it.each([
    ['users', '/api/users?perPage=500'],
    ['forms', '/api/forms?perPage=500'],
    ['the forms count', '/api/forms/count'],
    ['submissions', '/api/submissions?perPage=500'],
  ])(
    'when a MANAGER of A lists %s naming B in headers, then the answer is the same as without them',
    async (_what, path) => {
      // Act
      const plain = await call(server.url, path, { token: a.manager.token });
      const hinted = await call(server.url, path, { token: a.manager.token, headers: tenantHints() });

      // Assert
      expect(hinted.status).toBe(200);
      expect(withoutReadTime(hinted.text)).toBe(withoutReadTime(plain.text));
    },
  );

  it.each([
    ['forms', '/api/forms'],
    ['submissions', '/api/submissions'],
    ['the forms count', '/api/forms/count'],
  ])(
    'when a MANAGER of A lists %s with ?companyId= and ?company= of B, then nothing of B comes back',
    async (_what, path) => {
      // Act
      const plain = await call(server.url, path, { token: a.manager.token });
      const hinted = await call(server.url, `${path}?companyId=${b.company.id}&company=${b.company.id}`, {
        token: a.manager.token,
      });

      // Assert
      expect(hinted.status).toBe(200);
      expect(withoutReadTime(hinted.text)).toBe(withoutReadTime(plain.text));
    },
  );

  it('when a MANAGER of A lists users with ?companyId= of B, then the page is empty', async () => {
    // Act
    const result = await call(server.url, `/api/users?companyId=${b.company.id}`, { token: a.manager.token });

    // Assert
    expect(result.json).toMatchObject({ items: [], totalItems: 0 });
  });

  it('when a form is created with company fields naming B, then it belongs to A', async () => {
    // Arrange
    const bFormsBefore = await server.db.select().from(forms).where(eq(forms.companyId, b.company.id));

    // Act
    const result = await call(server.url, `/api/forms?companyId=${b.company.id}`, {
      method: 'POST',
      token: a.user.token,
      headers: tenantHints(),
      body: formBody({ title: 'Criado com dica', company: b.company.id, companyId: b.company.id }),
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.company.id).toBe(a.company.id);
    const [row] = await server.db.select().from(forms).where(eq(forms.id, result.json.id));
    expect(row?.companyId).toBe(a.company.id);
    expect(await server.db.select().from(forms).where(eq(forms.companyId, b.company.id))).toEqual(bFormsBefore);
  });

  it('when a MANAGER of A creates a user naming company B, then the user is created in A', async () => {
    // Act
    const result = await call(server.url, '/api/users', {
      method: 'POST',
      token: a.manager.token,
      headers: tenantHints(),
      body: {
        name: 'Pessoa Nova',
        email: 'pessoa.nova.tenant@example.com',
        phone: '(11) 98765-4321',
        role: 'USER',
        password: 'senha-nova-123',
        passwordConfirm: 'senha-nova-123',
        company: b.company.id,
        companyId: b.company.id,
      },
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json.company.id).toBe(a.company.id);
    const [row] = await server.db.select().from(users).where(eq(users.id, result.json.id));
    expect(row?.companyId).toBe(a.company.id);
  });

  it('when A’s own form and user are patched with company fields naming B, then they stay in A', async () => {
    // Act
    const form = await call(server.url, `/api/forms/${a.form.id}`, {
      method: 'PATCH',
      token: a.manager.token,
      headers: tenantHints(),
      body: { company: b.company.id, companyId: b.company.id },
    });
    const user = await call(server.url, `/api/users/${a.other.id}`, {
      method: 'PATCH',
      token: a.manager.token,
      headers: tenantHints(),
      body: { company: b.company.id, companyId: b.company.id },
    });

    // Assert
    expect([form.status, user.status]).toEqual([200, 200]);
    const [formRow] = await server.db.select().from(forms).where(eq(forms.id, a.form.id));
    const [userRow] = await server.db.select().from(users).where(eq(users.id, a.other.id));
    expect([formRow?.companyId, userRow?.companyId]).toEqual([a.company.id, a.company.id]);
  });

  it('when B’s submission is read with headers and query naming B, then it is still the missing-id 404', async () => {
    // Act
    const hinted = await call(server.url, `/api/submissions/${b.submission.id}?companyId=${b.company.id}`, {
      token: a.manager.token,
      headers: tenantHints(),
    });
    const missing = await call(server.url, `/api/submissions/${MISSING_ID}`, { token: a.manager.token });

    // Assert
    expect(hinted.status).toBe(404);
    expect(hinted.text).toBe(missing.text);
  });
});

describe('finding a data subject', () => {
  it('when each MANAGER searches and exports the document both companies hold, then each gets only its own answer', async () => {
    // Act
    const path = '/api/privacy/people?document=52998224725';
    const [foundA, foundB, exportA] = await Promise.all([
      call(server.url, path, { token: a.manager.token }),
      call(server.url, path, { token: b.manager.token }),
      call(server.url, '/api/privacy/people/export?document=529.982.247-25', { token: a.manager.token }),
    ]);

    // Assert
    expect(foundA.json.items.map((item: { id: string }) => item.id)).toEqual([a.submission.id]);
    expect(foundB.json.items.map((item: { id: string }) => item.id)).toEqual([b.submission.id]);
    expect(exportA.json.answers.map((item: { id: string }) => item.id)).toEqual([a.submission.id]);
    expect(exportA.text).not.toContain(b.submission.id);
  });
});
