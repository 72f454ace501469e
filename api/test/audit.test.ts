// The audit log (docs/audit.md): one entry per change of forms, users, companies, library categories,
// webhooks and API keys, per sign-in (and failed sign-in of an existing account), password change or
// reset and answer deletion, with the actor and the NAMES of the fields changed and never a value
// typed; read by MANAGERs (their company only) and ADMINs (all), filtered and paged; refused UPDATE in
// the database; old entries swept by the retention job.
import fs from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { auditMessages } from '@formbuilder/contracts';
import { auditEvents } from '../src/db/schema';
import { call, login, type CallResult } from './support/http';
import {
  createApiKey,
  createTenant,
  eventually,
  formBody,
  insertStoredSubmission,
  insertSurvey,
  resetTokenFrom,
  seedCompany,
  waitForMail,
  type TenantFixture,
} from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let acme: TenantFixture;
let globex: TenantFixture;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  server = await startServer();
  acme = await createTenant(server.db, server.url, { name: 'Acme Auditoria' });
  globex = await createTenant(server.db, server.url, { name: 'Globex Auditoria' });
  const admin = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  adminToken = admin.token;
  adminId = admin.result.json.user.id as string;
});

afterAll(() => server.stop());

const entriesOf = (where: ReturnType<typeof eq>) =>
  server.db.select().from(auditEvents).where(where).orderBy(auditEvents.at);
const entriesFor = (targetId: string) => entriesOf(eq(auditEvents.targetId, targetId));
const countAll = async () => (await server.db.select({ id: auditEvents.id }).from(auditEvents)).length;
const audit = (query: string, token: string): Promise<CallResult> => call(server.url, `/api/audit${query}`, { token });

describe('what is recorded', () => {
  it('when a MANAGER creates, edits (twice, the second time with the same values) and deletes a form, then three entries name it, the MANAGER and the fields changed', async () => {
    // Arrange
    const created = await call(server.url, '/api/forms', {
      method: 'POST',
      token: acme.manager.token,
      body: formBody({ title: 'Pesquisa Confidencial Xyz' }),
    });
    const formId = created.json.id as string;

    // Act
    const edited = await call(server.url, `/api/forms/${formId}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { title: 'Título Novo Secreto', anonymous: true },
    });
    const unchanged = await call(server.url, `/api/forms/${formId}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { title: 'Título Novo Secreto', anonymous: true },
    });
    const deleted = await call(server.url, `/api/forms/${formId}`, { method: 'DELETE', token: acme.manager.token });

    // Assert: the save sending back the stored values is no entry.
    expect([created.status, edited.status, unchanged.status, deleted.status]).toEqual([201, 200, 200, 204]);
    const rows = await entriesFor(formId);
    expect(rows.map((row) => row.action)).toEqual(['form.created', 'form.updated', 'form.deleted']);
    for (const row of rows) {
      expect(row).toMatchObject({ companyId: acme.company.id, actorId: acme.manager.id, actorKind: 'user' });
    }
    expect(rows[1]!.changes).toEqual(['anonymous', 'title']);
    expect(rows[0]!.changes).toEqual(expect.arrayContaining(['title', 'questions']));
    expect(JSON.stringify(rows)).not.toMatch(/Confidencial|Secreto|Qual é o seu nome/);
  });

  it('when a MANAGER creates, edits and deletes a user, then the entries carry field names and never the name, e-mail, phone or password typed', async () => {
    // Arrange
    const body = {
      name: 'Joana Sigilosa',
      email: 'joana.sigilosa@example.com',
      phone: '(11) 98765-4321',
      role: 'USER',
      password: 'senha-joana-123',
      passwordConfirm: 'senha-joana-123',
    };
    const created = await call(server.url, '/api/users', { method: 'POST', token: acme.manager.token, body });
    const userId = created.json.id as string;

    // Act
    const edited = await call(server.url, `/api/users/${userId}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { name: 'Joana Renomeada', phone: '(11) 91234-5678' },
    });
    const deleted = await call(server.url, `/api/users/${userId}`, { method: 'DELETE', token: acme.manager.token });

    // Assert
    expect([created.status, edited.status, deleted.status]).toEqual([201, 200, 204]);
    const rows = await entriesFor(userId);
    expect(rows.map((row) => row.action)).toEqual(['user.created', 'user.updated', 'user.deleted']);
    expect(rows[0]).toMatchObject({ companyId: acme.company.id, actorId: acme.manager.id });
    expect(rows[0]!.changes).toEqual(['email', 'name', 'phone', 'role']);
    expect(rows[1]!.changes).toEqual(['name', 'phone']);
    expect(JSON.stringify(rows)).not.toMatch(/Joana|sigilosa|98765|91234|senha-joana/i);
  });

  it('when an ADMIN creates, edits and deletes a company, and its MANAGER edits the privacy notice, then each is an entry of that company', async () => {
    // Arrange
    const created = await call(server.url, '/api/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Padaria Auditada', formsLimit: 3, usersLimit: 2 },
    });
    const companyId = created.json.id as string;
    const manager = await seedCompany(server.db);
    const managerToken = (await login(server.url, manager.manager.email, 'senha-da-equipe-1')).token;

    // Act
    const edited = await call(server.url, `/api/companies/${companyId}`, {
      method: 'PATCH',
      token: adminToken,
      body: { privacyNotice: 'Aviso sigiloso de teste', retentionDays: 90 },
    });
    const managerEdit = await call(server.url, `/api/companies/${manager.company.id}`, {
      method: 'PATCH',
      token: managerToken,
      body: { privacyNotice: 'Outro aviso particular' },
    });
    const deleted = await call(server.url, `/api/companies/${companyId}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect([created.status, edited.status, managerEdit.status, deleted.status]).toEqual([201, 200, 200, 204]);
    const rows = await entriesFor(companyId);
    expect(rows.map((row) => row.action)).toEqual(['company.created', 'company.updated', 'company.deleted']);
    expect(rows.every((row) => row.actorId === adminId && row.companyId === companyId)).toBe(true);
    expect(rows[1]!.changes).toEqual(['privacyNotice', 'retentionDays']);
    const [managerRow] = await entriesOf(
      and(eq(auditEvents.targetId, manager.company.id), eq(auditEvents.action, 'company.updated'))!,
    );
    expect(managerRow).toMatchObject({ actorId: manager.manager.id, changes: ['privacyNotice'] });
    expect(JSON.stringify(rows) + JSON.stringify(managerRow)).not.toMatch(/Padaria|sigiloso|particular/);
  });

  it('when someone signs in, fails with a wrong password, or types an unknown e-mail, then the first two are entries of the account and the last writes nothing', async () => {
    // Arrange
    const who = await seedCompany(server.db);
    const before = await countAll();

    // Act
    const ok = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: who.creator.email, password: 'senha-da-equipe-1' },
    });
    const wrong = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: who.creator.email, password: 'Senha-Errada-Digitada-9' },
    });
    const unknown = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'ninguem-aqui@example.com', password: 'qualquer-senha-1' },
    });

    // Assert
    expect([ok.status, wrong.status, unknown.status]).toEqual([200, 401, 401]);
    // The failed sign-in's entry is written just after the answer.
    const rows = await eventually(
      () => entriesOf(and(eq(auditEvents.targetId, who.creator.id), sql`${auditEvents.action} like 'auth.%'`)!),
      (found) => found.length >= 2,
    );
    expect(rows.map((row) => row.action)).toEqual(['auth.login', 'auth.login_failed']);
    expect(rows[0]).toMatchObject({ companyId: who.company.id, actorId: who.creator.id, targetType: 'user' });
    expect(rows[1]).toMatchObject({ companyId: who.company.id, actorId: null, targetType: 'user' });
    expect(JSON.stringify(rows)).not.toMatch(/@example\.com|Senha-Errada|senha-da-equipe|criador/i);
    expect((await countAll()) - before).toBe(2);
  });

  it('when a user changes its password and another resets a forgotten one, then both are entries without the password', async () => {
    // Arrange
    const who = await seedCompany(server.db);
    const token = (await login(server.url, who.creator.email, 'senha-da-equipe-1')).token;
    const since = new Date(Date.now() - 1_000);
    await call(server.url, '/api/auth/forgot-password', { method: 'POST', body: { email: who.bystander.email } });
    const resetToken = resetTokenFrom(await waitForMail(server, who.bystander.email, since));

    // Act
    const changed = await call(server.url, '/api/auth/change-password', {
      method: 'POST',
      token,
      body: {
        oldPassword: 'senha-da-equipe-1',
        password: 'Nova-Senha-Secreta-1',
        passwordConfirm: 'Nova-Senha-Secreta-1',
      },
    });
    const reset = await call(server.url, '/api/auth/reset-password', {
      method: 'POST',
      body: { token: resetToken, password: 'Outra-Senha-Secreta-2', passwordConfirm: 'Outra-Senha-Secreta-2' },
    });

    // Assert
    expect([changed.status, reset.status]).toEqual([204, 204]);
    const [change] = await entriesOf(
      and(eq(auditEvents.targetId, who.creator.id), eq(auditEvents.action, 'auth.password_changed'))!,
    );
    const [resetRow] = await entriesOf(
      and(eq(auditEvents.targetId, who.bystander.id), eq(auditEvents.action, 'auth.password_reset'))!,
    );
    expect(change).toMatchObject({ companyId: who.company.id, actorId: who.creator.id, changes: ['password'] });
    expect(resetRow).toMatchObject({ companyId: who.company.id, actorId: who.bystander.id, changes: ['password'] });
    expect(JSON.stringify([change, resetRow])).not.toMatch(/Secreta|senha-da-equipe|@example/);
  });

  it('when a MANAGER deletes an answer, then the entry names the answer and the MANAGER, not the respondent', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Respondente Reservado',
      answers: [{ questionId: 'q-return', question: 'Voltaria?', answer: 'Sim' }],
    });

    // Act
    const result = await call(server.url, `/api/submissions/${answer.id}`, {
      method: 'DELETE',
      token: acme.manager.token,
    });

    // Assert
    expect(result.status).toBe(204);
    const rows = await entriesFor(answer.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'submission.deleted',
        companyId: acme.company.id,
        actorId: acme.manager.id,
        actorKind: 'user',
        via: 'answer',
        targetType: 'submission',
        formId: form.id,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Reservado|Voltaria/);
  });

  it('when a company API key creates, edits and deletes a form and deletes an answer, then each entry names the key (its id, kind api_key), not the MANAGER who made it', async () => {
    // Arrange
    const created = await createApiKey(
      server.url,
      acme.manager.token,
      ['forms:write', 'submissions:write'],
      'ERP Auditado',
    );
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Respondente da Integração',
    });

    // Act
    const edited = await call(server.url, `/api/forms/${form.id}`, {
      method: 'PATCH',
      token: created.key,
      body: { title: 'Pesquisa pela integração' },
    });
    const made = await call(server.url, '/api/forms', {
      method: 'POST',
      token: created.key,
      body: formBody({ title: 'Criado pela integração' }),
    });
    const removedForm = await call(server.url, `/api/forms/${made.json.id as string}`, {
      method: 'DELETE',
      token: created.key,
    });
    const removedAnswer = await call(server.url, `/api/submissions/${answer.id}`, {
      method: 'DELETE',
      token: created.key,
    });
    const listed = await audit(`?actorId=${created.id}&perPage=50`, acme.manager.token);

    // Assert
    expect([edited.status, made.status, removedForm.status, removedAnswer.status]).toEqual([200, 201, 204, 204]);
    const byKey = { actorId: created.id, actorKind: 'api_key', companyId: acme.company.id };
    expect(await entriesFor(form.id)).toEqual([
      expect.objectContaining({ action: 'form.updated', ...byKey, changes: ['title'] }),
    ]);
    expect((await entriesFor(made.json.id as string)).map((row) => [row.action, row.actorId, row.actorKind])).toEqual([
      ['form.created', created.id, 'api_key'],
      ['form.deleted', created.id, 'api_key'],
    ]);
    expect(await entriesFor(answer.id)).toEqual([
      expect.objectContaining({ action: 'submission.deleted', ...byKey, via: 'answer' }),
    ]);
    expect(listed.status).toBe(200);
    const items = listed.json.items as { action: string; actorKind: string; actorId: string; actorName: string }[];
    expect(items.map((item) => item.action).sort()).toEqual(
      ['form.created', 'form.deleted', 'form.updated', 'submission.deleted'].sort(),
    );
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({ actorKind: 'api_key', actorId: created.id, actorName: 'ERP Auditado' }),
      );
    }
    // The MANAGER who made the key did none of it.
    const asManager = await audit(`?actorId=${acme.manager.id}&perPage=500`, acme.manager.token);
    const managerTargets = (asManager.json.items as { targetId: string | null }[]).map((item) => item.targetId);
    expect(managerTargets).not.toContain(form.id);
    expect(managerTargets).not.toContain(answer.id);
  });

  it('when a MANAGER creates, edits, rotates and deletes a webhook and creates and revokes an API key, then each is an entry with field names and never the address, secret or key', async () => {
    // Arrange: a public address (nothing is sent: the endpoint hears of no event before it is deleted).
    const address = 'https://93.184.215.14/recebe?token=segredo-do-cliente';

    // Act
    const created = await call(server.url, '/api/webhooks', {
      method: 'POST',
      token: acme.manager.token,
      body: { url: address, description: 'ERP da Acme', events: ['form.updated'], formIds: [] },
    });
    const endpointId = created.json.id as string;
    const edited = await call(server.url, `/api/webhooks/${endpointId}`, {
      method: 'PATCH',
      token: acme.manager.token,
      body: { description: 'ERP novo', events: ['form.updated'] },
    });
    const rotated = await call(server.url, `/api/webhooks/${endpointId}/rotate-secret`, {
      method: 'POST',
      token: acme.manager.token,
    });
    const listedWhileThere = await audit(`?action=webhook.updated&perPage=50`, acme.manager.token);
    const deleted = await call(server.url, `/api/webhooks/${endpointId}`, {
      method: 'DELETE',
      token: acme.manager.token,
    });
    const key = await createApiKey(server.url, acme.manager.token, ['forms:read'], 'Planilha Auditada');
    const revoked = await call(server.url, `/api/api-keys/${key.id}`, { method: 'DELETE', token: acme.manager.token });
    const listedKey = await audit(`?action=api_key.revoked&perPage=50`, acme.manager.token);

    // Assert
    expect([created.status, edited.status, rotated.status, deleted.status, revoked.status]).toEqual([
      201, 200, 200, 204, 204,
    ]);
    const byManager = { companyId: acme.company.id, actorId: acme.manager.id, actorKind: 'user' };
    const endpointRows = await entriesFor(endpointId);
    expect(endpointRows.map((row) => [row.action, row.targetType, row.changes])).toEqual([
      ['webhook.created', 'webhook', null],
      // The events sent back unchanged are not named.
      ['webhook.updated', 'webhook', ['description']],
      ['webhook.secret_rotated', 'webhook', ['secret']],
      ['webhook.deleted', 'webhook', null],
    ]);
    for (const row of endpointRows) expect(row).toMatchObject(byManager);
    const keyRows = await entriesFor(key.id);
    expect(keyRows.map((row) => [row.action, row.targetType])).toEqual([
      ['api_key.created', 'api_key'],
      ['api_key.revoked', 'api_key'],
    ]);
    for (const row of keyRows) expect(row).toMatchObject(byManager);
    const secret = created.json.secret as string;
    expect(JSON.stringify([...endpointRows, ...keyRows])).not.toContain('segredo-do-cliente');
    expect(JSON.stringify([...endpointRows, ...keyRows])).not.toContain(secret);
    expect(JSON.stringify([...endpointRows, ...keyRows])).not.toContain(key.key);
    // Read back: the endpoint by its description (not its address), the key by its name.
    const updatedEntry = (listedWhileThere.json.items as { targetId: string; targetLabel: string | null }[]).find(
      (item) => item.targetId === endpointId,
    );
    expect(updatedEntry?.targetLabel).toBe('ERP novo');
    const revokedEntry = (listedKey.json.items as { targetId: string; targetLabel: string | null }[]).find(
      (item) => item.targetId === key.id,
    );
    expect(revokedEntry?.targetLabel).toBe('Planilha Auditada');
  });

  it('when an ADMIN renames (once into a taken name) and deletes a library category, then each success is one entry without company and the refusal none', async () => {
    // Arrange
    const categories = '/api/template-categories';
    const created = await call(server.url, categories, {
      method: 'POST',
      token: adminToken,
      body: { name: 'Categoria Auditada Um' },
    });
    const taken = await call(server.url, categories, {
      method: 'POST',
      token: adminToken,
      body: { name: 'Categoria Auditada Dois' },
    });
    const categoryId = created.json.id as string;
    const actions = async () => (await entriesFor(categoryId)).map((row) => row.action);
    const listed = async (action: string) =>
      (await audit(`?action=${action}&perPage=500`, adminToken)).json.items.find(
        (item: { targetId: string }) => item.targetId === categoryId,
      );

    // Act: a name already taken (case and accents ignored) is refused, then a new one is given.
    const refused = await call(server.url, `${categories}/${categoryId}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'categoria auditáda dois' },
    });
    const afterRefusal = await actions();
    const renamed = await call(server.url, `${categories}/${categoryId}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'Categoria Renomeada Três' },
    });
    const sameName = await call(server.url, `${categories}/${categoryId}`, {
      method: 'PATCH',
      token: adminToken,
      body: { name: 'Categoria Renomeada Três' },
    });
    const renamedEntry = await listed('category.renamed');
    const deleted = await call(server.url, `${categories}/${categoryId}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect([created.status, taken.status, refused.status]).toEqual([201, 201, 409]);
    expect([renamed.status, sameName.status, deleted.status]).toEqual([200, 200, 204]);
    expect(afterRefusal).toEqual(['category.created']);
    const rows = await entriesFor(categoryId);
    expect(rows.map((row) => row.action)).toEqual(['category.created', 'category.renamed', 'category.deleted']);
    for (const row of rows) {
      expect(row).toMatchObject({ companyId: null, actorId: adminId, actorKind: 'user', targetType: 'category' });
    }
    expect(rows[1]!.changes).toEqual(['name']);
    expect(rows[2]!.changes).toBeNull();
    // The names are never written: the entry is read back with the category's name of the moment.
    expect(JSON.stringify(rows)).not.toMatch(/Auditada|Renomeada/);
    expect(renamedEntry).toMatchObject({
      action: 'category.renamed',
      actorName: expect.any(String),
      companyId: null,
      targetType: 'category',
      targetLabel: 'Categoria Renomeada Três',
      changes: ['name'],
    });
    expect(await listed('category.deleted')).toMatchObject({ targetType: 'category', targetLabel: null });
    const managerView = await audit('?action=category.renamed', acme.manager.token);
    expect(managerView.json.items).toEqual([]);
  });
});

describe('GET /api/audit', () => {
  it('when a MANAGER reads it, then it sees only its own company, even asking for another', async () => {
    // Arrange
    await call(server.url, '/api/forms', { method: 'POST', token: globex.manager.token, body: formBody() });
    await call(server.url, '/api/forms', { method: 'POST', token: acme.manager.token, body: formBody() });

    // Act
    const own = await audit('?perPage=500', acme.manager.token);
    const other = await audit(`?companyId=${globex.company.id}`, acme.manager.token);

    // Assert
    expect(own.status).toBe(200);
    expect(own.json.items.length).toBeGreaterThan(0);
    expect(own.json.items.every((item: { companyId: string }) => item.companyId === acme.company.id)).toBe(true);
    expect(own.json.items[0]).toMatchObject({ actorName: expect.any(String), companyName: 'Acme Auditoria' });
    expect(other.status).toBe(200);
    expect(other.json).toMatchObject({ items: [], totalItems: 0 });
  });

  it('when a USER or nobody asks, then it is 403 and 401', async () => {
    // Act
    const user = await audit('', acme.user.token);
    const anonymous = await call(server.url, '/api/audit');

    // Assert
    expect(user.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });

  it('when an ADMIN reads it, then it sees every company and the entries without company, or one company on request', async () => {
    // Act
    const all = await audit('?perPage=500', adminToken);
    const globexOnly = await audit(`?companyId=${globex.company.id}&perPage=500`, adminToken);

    // Assert
    const companiesSeen = new Set(all.json.items.map((item: { companyId: string | null }) => item.companyId));
    expect(companiesSeen).toEqual(expect.objectContaining({}));
    expect(companiesSeen.has(acme.company.id) && companiesSeen.has(globex.company.id)).toBe(true);
    expect(companiesSeen.has(null)).toBe(true);
    expect(globexOnly.json.items.length).toBeGreaterThan(0);
    expect(globexOnly.json.items.every((item: { companyId: string }) => item.companyId === globex.company.id)).toBe(
      true,
    );
  });

  it('when filtered by action, actor and period and paged, then pages are newest first, disjoint and the total is right', async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { name: 'Paginada' });
    for (let i = 0; i < 5; i += 1) {
      await call(server.url, '/api/forms', { method: 'POST', token: tenant.manager.token, body: formBody() });
    }
    const base = `?action=form.created&actorId=${tenant.manager.id}&from=2000-01-01&to=2999-12-31&perPage=2`;

    // Act
    const pages = [
      await audit(`${base}&page=1`, tenant.manager.token),
      await audit(`${base}&page=2`, tenant.manager.token),
      await audit(`${base}&page=3`, tenant.manager.token),
    ];
    const future = await audit('?from=2999-01-01', tenant.manager.token);
    const logins = await audit('?action=auth.login', tenant.manager.token);
    const defaults = await audit('', tenant.manager.token);

    // Assert
    expect(pages.map((page) => page.json.totalItems)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.json.items.length)).toEqual([2, 2, 1]);
    const items = pages.flatMap((page) => page.json.items as { id: string; at: string; action: string }[]);
    expect(new Set(items.map((item) => item.id)).size).toBe(5);
    expect(items.every((item) => item.action === 'form.created')).toBe(true);
    const times = items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(future.json).toMatchObject({ items: [], totalItems: 0 });
    expect(logins.json.totalItems).toBe(3);
    expect(defaults.json.perPage).toBe(30);
  });

  it('when a filter is bad, then it is 400 with a pt-BR message', async () => {
    // Act
    const action = await audit('?action=form.hacked', acme.manager.token);
    const date = await audit('?from=ontem', acme.manager.token);
    const period = await audit('?from=2026-02-01&to=2026-01-01', acme.manager.token);
    const actor = await audit('?actorId=123', acme.manager.token);
    const page = await audit('?page=0', acme.manager.token);

    // Assert
    expect([action, date, period, actor, page].map((result) => result.status)).toEqual([400, 400, 400, 400, 400]);
    expect(action.json.error.message).toBe(auditMessages.invalidAction);
    expect(date.json.error.message).toBe(auditMessages.invalidDate);
    expect(period.json.error.message).toBe(auditMessages.invalidPeriod);
    expect(actor.json.error.message).toBe(auditMessages.invalidId);
  });
});

describe('append-only and retention', () => {
  it('when anything tries to UPDATE or DELETE an entry, then the database refuses and no route exists for it', async () => {
    // Arrange
    const [row] = await entriesOf(eq(auditEvents.companyId, acme.company.id));

    // Act
    const update = server.db.update(auditEvents).set({ action: 'form.deleted' }).where(eq(auditEvents.id, row!.id));
    const remove = server.db.delete(auditEvents).where(eq(auditEvents.id, row!.id));
    const patch = await call(server.url, `/api/audit/${row!.id}`, { method: 'PATCH', token: adminToken, body: {} });
    const del = await call(server.url, `/api/audit/${row!.id}`, { method: 'DELETE', token: adminToken });

    // Assert
    await expect(update).rejects.toThrow();
    await expect(remove).rejects.toThrow();
    expect([patch.status, del.status]).toEqual([404, 404]);
    const [still] = await entriesOf(eq(auditEvents.id, row!.id));
    expect(still).toEqual(row);
  });

  it('when the sweep runs, then entries older than AUDIT_RETENTION_DAYS go and the others stay', async () => {
    // Arrange
    const day = 86_400_000;
    const [old, young] = await server.db
      .insert(auditEvents)
      .values([
        {
          companyId: acme.company.id,
          actorId: acme.manager.id,
          action: 'form.updated',
          at: new Date(Date.now() - 366 * day),
        },
        {
          companyId: acme.company.id,
          actorId: acme.manager.id,
          action: 'form.updated',
          at: new Date(Date.now() - 364 * day),
        },
      ])
      .returning({ id: auditEvents.id });

    // Act
    const run = await server.handle.audit.sweep();

    // Assert: one log line for the run, with the counts and no personal data.
    expect(run.retentionDays).toBe(365);
    expect(run.deleted).toBeGreaterThanOrEqual(1);
    const lines = await eventually(
      async () =>
        (await fs.readFile(server.logFile, 'utf8'))
          .split('\n')
          .filter((line) => line.includes('audit retention run'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      (found) => found.length > 0,
    );
    expect(lines).toEqual([expect.objectContaining({ deleted: run.deleted, retentionDays: 365 })]);
    expect(await entriesOf(eq(auditEvents.id, old!.id))).toEqual([]);
    expect(await entriesOf(eq(auditEvents.id, young!.id))).toHaveLength(1);
  });
});
