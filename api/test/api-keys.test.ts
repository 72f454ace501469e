// Company API keys (docs/api-keys.md): created by a MANAGER and shown once, kept hashed, usable as
// a Bearer token on the existing routes with only their scopes, confined to their company,
// revocable at once, limited per key, and stamped with when they were last used.
import { eq } from 'drizzle-orm';
import { apiKeyScopes } from '@formbuilder/contracts';
import { apiKeys, auditEvents } from '../src/db/schema';
import {
  createApiKey,
  createTenant,
  formBody,
  insertStoredSubmission,
  insertSurvey,
  type TenantFixture,
} from './support/fixtures';
import { expectedScopes } from './support/expected-scopes';
import { call } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { login } from './support/http';

const RATE = 20;
let server: TestServer;
let tenant: TenantFixture;
let other: TenantFixture;
let form: { id: string };
let submission: { id: string };
let otherForm: { id: string };
let otherSubmission: { id: string };
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ env: { API_KEY_RATE: String(RATE) } });
  tenant = await createTenant(server.db, server.url, { name: 'Padaria Pão Quente' });
  other = await createTenant(server.db, server.url, { name: 'Oficina Roda Viva' });
  form = await insertSurvey(server.db, { companyId: tenant.company.id, createdById: tenant.manager.id });
  submission = await insertStoredSubmission(server.db, {
    formId: form.id,
    companyId: tenant.company.id,
    name: 'Maria José',
  });
  otherForm = await insertSurvey(server.db, { companyId: other.company.id, createdById: other.manager.id });
  otherSubmission = await insertStoredSubmission(server.db, {
    formId: otherForm.id,
    companyId: other.company.id,
    name: 'João Pedro',
  });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

describe('creating and listing keys', () => {
  it('when a MANAGER creates a key, then the answer carries it once and the list shows only its prefix', async () => {
    // Act
    const created = await call(server.url, '/api/api-keys', {
      method: 'POST',
      token: tenant.manager.token,
      body: { name: 'Integração ERP', scopes: ['submissions:read', 'forms:read'] },
    });
    const list = await call(server.url, '/api/api-keys', { token: tenant.manager.token });

    // Assert
    expect(created.status).toBe(201);
    expect(created.json.key).toMatch(/^fbk_[A-Za-z0-9_-]{43}$/);
    expect(created.json.key.startsWith(created.json.prefix)).toBe(true);
    expect(created.json).toMatchObject({
      name: 'Integração ERP',
      scopes: ['forms:read', 'submissions:read'],
      companyId: tenant.company.id,
      createdBy: { id: tenant.manager.id, name: 'Gestora Ana' },
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(list.status).toBe(200);
    const listed = list.json.find((key: { id: string }) => key.id === created.json.id);
    expect(listed).toMatchObject({ prefix: created.json.prefix, name: 'Integração ERP' });
    expect(list.text).not.toContain(created.json.key);
    expect(listed).not.toHaveProperty('key');
  });

  it('when a key is created, then the database row holds its SHA-256 and not the key', async () => {
    // Arrange
    const created = await createApiKey(server.url, tenant.manager.token, ['forms:read']);

    // Act
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));

    // Assert
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.prefix.length).toBeLessThan(created.key.length / 2);
  });

  it('when the name is blank or no scope is chosen, then it answers 400 in Portuguese and creates nothing', async () => {
    // Arrange
    const before = await server.db.select().from(apiKeys).where(eq(apiKeys.companyId, tenant.company.id));

    // Act
    const blank = await call(server.url, '/api/api-keys', {
      method: 'POST',
      token: tenant.manager.token,
      body: { name: '  ', scopes: ['forms:read'] },
    });
    const noScope = await call(server.url, '/api/api-keys', {
      method: 'POST',
      token: tenant.manager.token,
      body: { name: 'Sem permissão', scopes: [] },
    });
    const unknownScope = await call(server.url, '/api/api-keys', {
      method: 'POST',
      token: tenant.manager.token,
      body: { name: 'Permissão estranha', scopes: ['users:write'] },
    });

    // Assert
    expect([blank.status, noScope.status, unknownScope.status]).toEqual([400, 400, 400]);
    expect(blank.text).toContain('Campo obrigatório');
    expect(noScope.text).toContain('Selecione pelo menos uma permissão');
    expect(unknownScope.text).toContain('Permissão inválida');
    const after = await server.db.select().from(apiKeys).where(eq(apiKeys.companyId, tenant.company.id));
    expect(after).toHaveLength(before.length);
  });

  it('when a USER asks for keys, then it is 403; an ADMIN lists any company’s with companyId but may not create', async () => {
    // Arrange
    const created = await createApiKey(server.url, other.manager.token, ['forms:read'], 'Chave da oficina');

    // Act
    const user = await call(server.url, '/api/api-keys', { token: tenant.user.token });
    const adminList = await call(server.url, `/api/api-keys?companyId=${other.company.id}`, { token: adminToken });
    const adminCreate = await call(server.url, '/api/api-keys', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Chave do admin', scopes: ['forms:read'] },
    });
    const managerOfOther = await call(server.url, `/api/api-keys?companyId=${other.company.id}`, {
      token: tenant.manager.token,
    });

    // Assert
    expect(user.status).toBe(403);
    expect(adminList.status).toBe(200);
    expect(adminList.json.map((key: { id: string }) => key.id)).toContain(created.id);
    expect(adminCreate.status).toBe(403);
    expect(managerOfOther.status).toBe(403);
  });
});

describe('using a key on the existing routes', () => {
  it('when a read key calls the forms and submissions routes, then it reads its company’s records', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:read', 'submissions:read']);

    // Act
    const forms = await call(server.url, '/api/forms', { token: key });
    const one = await call(server.url, `/api/forms/${form.id}`, { token: key });
    const count = await call(server.url, '/api/forms/count', { token: key });
    const answers = await call(server.url, `/api/submissions?formId=${form.id}`, { token: key });
    const answer = await call(server.url, `/api/submissions/${submission.id}`, { token: key });
    const csv = await call(server.url, `/api/forms/${form.id}/submissions.csv`, { token: key });
    const insights = await call(server.url, `/api/forms/${form.id}/insights`, { token: key });

    // Assert
    expect(forms.status).toBe(200);
    expect(forms.json.items.map((item: { id: string }) => item.id)).toEqual([form.id]);
    expect(one.status).toBe(200);
    expect(count.status).toBe(200);
    expect(answers.status).toBe(200);
    expect(answers.json.items.map((item: { id: string }) => item.id)).toEqual([submission.id]);
    expect(answer.status).toBe(200);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Maria José');
    expect(insights.status).toBe(200);
  });

  it('when a key has forms:read only, then the submissions routes are 403', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:read']);

    // Act
    const answers = await call(server.url, '/api/submissions', { token: key });
    const csv = await call(server.url, `/api/forms/${form.id}/submissions.csv`, { token: key });

    // Assert
    expect([answers.status, csv.status]).toEqual([403, 403]);
  });

  it('when a read-only key writes, then every write is 403 and nothing changes', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:read', 'submissions:read']);

    // Act
    const statuses = [
      (await call(server.url, '/api/forms', { method: 'POST', token: key, body: formBody({ title: 'Nova' }) })).status,
      (await call(server.url, `/api/forms/${form.id}`, { method: 'PATCH', token: key, body: { title: 'Outro' } }))
        .status,
      (await call(server.url, `/api/forms/${form.id}`, { method: 'DELETE', token: key })).status,
      (
        await call(server.url, `/api/submissions/${submission.id}/comments`, {
          method: 'POST',
          token: key,
          body: { comment: 'Olá' },
        })
      ).status,
      (await call(server.url, `/api/submissions/${submission.id}`, { method: 'DELETE', token: key })).status,
    ];

    // Assert
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const still = await call(server.url, `/api/forms/${form.id}`, { token: tenant.manager.token });
    expect(still.json.title).toBe('Pesquisa de satisfação');
  });

  it('when a forms:write key creates a form, then it belongs to the key’s company and its creator', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:write']);

    // Act
    const created = await call(server.url, '/api/forms', {
      method: 'POST',
      token: key,
      body: formBody({ title: 'Criado pela integração' }),
    });

    // Assert
    expect(created.status).toBe(201);
    const seen = await call(server.url, `/api/forms/${created.json.id}`, { token: tenant.manager.token });
    expect(seen.status).toBe(200);
    expect(seen.json.title).toBe('Criado pela integração');
  });

  it('when a key with every scope calls users, companies, templates, privacy, auth or api-keys routes, then each is 403', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, [
      'forms:read',
      'forms:write',
      'submissions:read',
      'submissions:write',
    ]);

    // Act
    const statuses = await Promise.all(
      [
        ['GET', '/api/users'],
        ['GET', `/api/users/${tenant.manager.id}`],
        ['GET', `/api/companies/${tenant.company.id}`],
        ['PATCH', `/api/companies/${tenant.company.id}`],
        ['GET', '/api/templates'],
        ['GET', '/api/template-categories'],
        ['GET', '/api/privacy/people?email=titular%40example.com'],
        ['GET', '/api/api-keys'],
        ['POST', '/api/api-keys'],
        ['POST', '/api/auth/change-password'],
      ].map(
        async ([method, path]) =>
          (await call(server.url, path!, { method, token: key, body: method === 'GET' ? undefined : {} })).status,
      ),
    );

    // Assert
    expect(statuses).toEqual(statuses.map(() => 403));
  });

  it('when a key asks for another company’s form or answer, then it is 403/404 and no data leaks', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:read', 'submissions:read']);

    // Act
    const foreignForm = await call(server.url, `/api/forms/${otherForm.id}`, { token: key });
    const foreignAnswer = await call(server.url, `/api/submissions/${otherSubmission.id}`, { token: key });
    const foreignCsv = await call(server.url, `/api/forms/${otherForm.id}/submissions.csv`, { token: key });
    const filtered = await call(server.url, `/api/submissions?formId=${otherForm.id}`, { token: key });

    // Assert
    expect([403, 404]).toContain(foreignForm.status);
    expect([403, 404]).toContain(foreignAnswer.status);
    expect([403, 404]).toContain(foreignCsv.status);
    expect(foreignAnswer.text).not.toContain('João Pedro');
    expect(filtered.text).not.toContain('João Pedro');
  });
});

describe('the scope of each route a key may call (docs/api-keys.md)', () => {
  /** A concrete call of a table entry, on fresh records where the call deletes one. */
  const concrete = async (entry: string) => {
    const [method, pattern] = entry.split(' ') as [string, string];
    const fresh = method === 'DELETE';
    const formId = fresh
      ? (await insertSurvey(server.db, { companyId: tenant.company.id, createdById: tenant.manager.id })).id
      : form.id;
    const submissionId = fresh
      ? (await insertStoredSubmission(server.db, { formId: form.id, companyId: tenant.company.id, name: 'Apagar' })).id
      : submission.id;
    const path = pattern
      .replace(/\/$/, '')
      .replace('/api/forms/:id', `/api/forms/${formId}`)
      .replace('/api/submissions/:id', `/api/submissions/${submissionId}`)
      .replace(':formId', formId)
      .replace(':format', 'csv')
      .replace(':questionId', 'q-name');
    return { method, path };
  };

  it.each(Object.entries(expectedScopes))(
    'when %s is called with a key holding only %s, then it reaches the route, and without that scope it is 403',
    async (entry, scope) => {
      // Arrange
      const { key: holding } = await createApiKey(server.url, tenant.manager.token, [scope]);
      const others = apiKeyScopes.filter((candidate) => candidate !== scope);
      const { key: lacking } = await createApiKey(server.url, tenant.manager.token, others);
      const { method, path } = await concrete(entry);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};

      // Act
      const allowed = await call(server.url, path, { method, token: holding, body });
      const denied = await call(server.url, path, { method, token: lacking, body });

      // Assert (a 400 for the empty body still shows the route was reached)
      expect({ entry, status: allowed.status, reached: [200, 201, 204, 400, 409].includes(allowed.status) }).toEqual({
        entry,
        status: allowed.status,
        reached: true,
      });
      expect(denied.status).toBe(403);
    },
  );
});

describe('revoking, limiting and stamping keys', () => {
  it('when a key is revoked, then its next request is 401 and another company’s MANAGER cannot revoke it', async () => {
    // Arrange
    const created = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    const before = await call(server.url, '/api/forms', { token: created.key });

    // Act
    const foreign = await call(server.url, `/api/api-keys/${created.id}`, {
      method: 'DELETE',
      token: other.manager.token,
    });
    const revoked = await call(server.url, `/api/api-keys/${created.id}`, {
      method: 'DELETE',
      token: tenant.manager.token,
    });
    const after = await call(server.url, '/api/forms', { token: created.key });

    // Assert
    expect(before.status).toBe(200);
    expect(foreign.status).toBe(404);
    expect(revoked.status).toBe(204);
    expect(after.status).toBe(401);
    const list = await call(server.url, '/api/api-keys', { token: tenant.manager.token });
    const listed = list.json.find((key: { id: string }) => key.id === created.id);
    expect(listed.revokedAt).not.toBeNull();
  });

  it('when an ADMIN revokes a company’s key, then it is 401 at once', async () => {
    // Arrange
    const created = await createApiKey(server.url, other.manager.token, ['forms:read']);

    // Act
    const revoked = await call(server.url, `/api/api-keys/${created.id}`, { method: 'DELETE', token: adminToken });
    const after = await call(server.url, '/api/forms', { token: created.key });

    // Assert
    expect(revoked.status).toBe(204);
    expect(after.status).toBe(401);
  });

  it('when a made-up key is sent, then it is 401', async () => {
    // Act
    const result = await call(server.url, '/api/forms', { token: 'fbk_naoexisteessachave' });

    // Assert
    expect(result.status).toBe(401);
  });

  it('when a key makes more than API_KEY_RATE requests in a minute, then the next is 429 with Retry-After and another key goes on', async () => {
    // Arrange
    const { key } = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    const { key: second } = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    const statuses: number[] = [];
    for (let i = 0; i < RATE; i += 1)
      statuses.push((await call(server.url, '/api/forms/count', { token: key })).status);

    // Act
    const blocked = await call(server.url, '/api/forms/count', { token: key });
    const otherKey = await call(server.url, '/api/forms/count', { token: second });

    // Assert
    expect(statuses).toEqual(statuses.map(() => 200));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(otherKey.status).toBe(200);
  });

  it('when a key is used, then last-used is set, and not written again within the minute', async () => {
    // Arrange
    const created = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    const lastUsed = async () =>
      (await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.id)))[0]!.lastUsedAt;

    // Act
    await call(server.url, '/api/forms/count', { token: created.key });
    const first = await lastUsed();
    await call(server.url, '/api/forms/count', { token: created.key });
    const second = await lastUsed();
    const stale = new Date(Date.now() - 2 * 60_000);
    await server.db.update(apiKeys).set({ lastUsedAt: stale }).where(eq(apiKeys.id, created.id));
    await call(server.url, '/api/forms/count', { token: created.key });
    const third = await lastUsed();

    // Assert
    expect(first).not.toBeNull();
    expect(second!.getTime()).toBe(first!.getTime());
    expect(third!.getTime()).toBeGreaterThan(stale.getTime() + 60_000);
    const list = await call(server.url, '/api/api-keys', { token: tenant.manager.token });
    expect(list.json.find((key: { id: string }) => key.id === created.id).lastUsedAt).not.toBeNull();
  });

  it('when the key’s creator is demoted and then promoted again, then the key stays revoked for good, with an audit entry', async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { name: 'Loja Volta' });
    const created = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    const untouched = await createApiKey(server.url, tenant.manager.token, ['forms:read']);
    await call(server.url, `/api/api-keys/${untouched.id}`, { method: 'DELETE', token: tenant.manager.token });
    const setRole = (role: string) =>
      call(server.url, `/api/users/${tenant.manager.id}`, { method: 'PATCH', token: adminToken, body: { role } });
    const before = await call(server.url, '/api/forms', { token: created.key });
    const entriesBefore = await server.db.select().from(auditEvents).where(eq(auditEvents.targetId, created.id));

    // Act
    expect((await setRole('USER')).status).toBe(200);
    const demoted = await call(server.url, '/api/forms', { token: created.key });
    expect((await setRole('MANAGER')).status).toBe(200);
    const promoted = await call(server.url, '/api/forms', { token: created.key });

    // Assert
    expect([before.status, demoted.status, promoted.status]).toEqual([200, 401, 401]);
    const [row] = await server.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.revokedAt).not.toBeNull();
    const listed = await call(server.url, `/api/api-keys?companyId=${tenant.company.id}`, { token: adminToken });
    expect(listed.json.find((key: { id: string }) => key.id === created.id).revokedAt).not.toBeNull();
    const entries = await server.db.select().from(auditEvents).where(eq(auditEvents.targetId, created.id));
    expect(entriesBefore.filter((entry) => entry.action === 'api_key.revoked')).toHaveLength(0);
    expect(entries.filter((entry) => entry.action === 'api_key.revoked')).toEqual([
      expect.objectContaining({ companyId: tenant.company.id, actorKind: 'user', targetType: 'api_key' }),
    ]);
    // The key revoked earlier by hand keeps its one entry: revoking with the role adds none.
    const untouchedEntries = await server.db.select().from(auditEvents).where(eq(auditEvents.targetId, untouched.id));
    expect(untouchedEntries.filter((entry) => entry.action === 'api_key.revoked')).toHaveLength(1);
  });

  it('when the key’s creator is no longer a MANAGER, then the key is 401', async () => {
    // Arrange
    const manager = await createTenant(server.db, server.url, { name: 'Loja Troca' });
    const { key } = await createApiKey(server.url, manager.manager.token, ['forms:read']);
    const before = await call(server.url, '/api/forms', { token: key });

    // Act
    await call(server.url, `/api/users/${manager.manager.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { role: 'USER' },
    });
    const after = await call(server.url, '/api/forms', { token: key });

    // Assert
    expect(before.status).toBe(200);
    expect(after.status).toBe(401);
  });
});
