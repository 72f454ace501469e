// Users (docs/product.md#users, #account; docs/security.md#tokens-and-sessions, #tenants-and-roles).
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { messages, userMessages, type User } from '@formbuilder/contracts';
import { forms, users } from '../src/db/schema';
import {
  insertCompany,
  insertForm,
  insertUser,
  companyWithStaff,
  signedInUser,
  STAFF_PASSWORD,
} from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let admin: { id: string; token: string };
beforeAll(async () => {
  server = await startServer();
  const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
  admin = { id: session.result.json.user.id, token: session.token };
});
afterAll(() => server.stop());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
let emailCounter = 0;
const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nova Pessoa',
  email: `nova${(emailCounter += 1)}@example.com`,
  phone: '(11) 98765-4321',
  role: 'USER',
  password: 'senha-inicial',
  passwordConfirm: 'senha-inicial',
  ...overrides,
});

const userRow = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
const names = (body: { items: User[] }) => body.items.map((user) => user.name);

/** An authenticated socket; `closed` resolves with its close code. */
async function openSocket(token: string): Promise<{ closed: Promise<number> }> {
  const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
  await new Promise((resolve) => socket.once('open', resolve));
  const ready = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return { closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))) };
}

describe('GET /api/users', () => {
  it('when a MANAGER lists, then it sees only its company, itself first, then by name ignoring accents', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    for (const name of ['Zeca', 'ana', 'Álvaro', 'Bruno']) {
      await insertUser(server.db, {
        email: `${name}-${company.id}@x.com`.toLowerCase(),
        password: 'x',
        role: 'USER',
        companyId: company.id,
        name,
      });
    }
    const other = await companyWithStaff(server);
    await insertUser(server.db, {
      email: `intruso-${other.company.id}@x.com`,
      password: 'x',
      role: 'USER',
      companyId: other.company.id,
      name: 'Aaron Intruso',
    });

    // Act
    const result = await call(server.url, '/api/users', { token: manager.token });

    // Assert
    expect(result.status).toBe(200);
    expect(names(result.json)).toEqual(['Gestora Maria', 'Álvaro', 'ana', 'Bruno', 'Usuário João', 'Zeca']);
    expect(result.json).toMatchObject({ page: 1, perPage: 30, totalItems: 6 });
    expect(result.json.items.every((user: User) => user.company?.id === company.id)).toBe(true);
  });

  it('when a search is given, then it matches the name without accents or the e-mail, and % is literal', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    await insertUser(server.db, {
      email: `joana.dark@${company.id}.com`,
      password: 'x',
      role: 'USER',
      companyId: company.id,
      name: 'Joana Dárc',
    });
    await insertUser(server.db, {
      email: `carlos@${company.id}.com`,
      password: 'x',
      role: 'USER',
      companyId: company.id,
      name: 'Carlos 100%',
    });

    // Act
    const byName = await call(server.url, '/api/users?search=DARC', { token: manager.token });
    const byEmail = await call(server.url, '/api/users?search=joana.dark', { token: manager.token });
    const byPercent = await call(server.url, '/api/users?search=%25', { token: manager.token });

    // Assert
    expect(names(byName.json)).toEqual(['Joana Dárc']);
    expect(names(byEmail.json)).toEqual(['Joana Dárc']);
    expect(names(byPercent.json)).toEqual(['Carlos 100%']);
    expect(byPercent.json.totalItems).toBe(1);
  });

  it("when a MANAGER names another company's id, in the query or a header, then it still sees none of its rows", async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);

    // Act
    const byQuery = await call(server.url, `/api/users?companyId=${other.company.id}`, { token: mine.manager.token });
    const byHeader = await call(server.url, '/api/users', {
      token: mine.manager.token,
      headers: { 'x-company-id': other.company.id, 'x-tenant-id': other.company.id },
    });

    // Assert
    expect(byQuery.status).toBe(200);
    expect(byQuery.json).toEqual({ items: [], page: 1, perPage: 30, totalItems: 0 });
    expect(byHeader.json.items.every((user: User) => user.company?.id === mine.company.id)).toBe(true);
    expect(byHeader.json.totalItems).toBe(2);
  });

  it('when a USER lists, then it sees only itself', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, '/api/users', { token: user.token });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.items.map((item: User) => item.id)).toEqual([user.id]);
    expect(result.json.totalItems).toBe(1);
  });

  it('when the ADMIN filters by company, then it gets that company; without a filter, everyone with itself first', async () => {
    // Arrange
    const { company, manager, user } = await companyWithStaff(server);

    // Act
    const filtered = await call(server.url, `/api/users?companyId=${company.id}`, { token: admin.token });
    const everyone = await call(server.url, '/api/users?perPage=500', { token: admin.token });

    // Assert
    expect(filtered.json.items.map((item: User) => item.id).sort()).toEqual([manager.id, user.id].sort());
    expect(everyone.json.items[0].id).toBe(admin.id);
    expect(everyone.json.totalItems).toBeGreaterThan(2);
  });

  it('when paging, then the page holds its slice and the whole total', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    for (const name of ['B', 'C', 'D']) {
      await insertUser(server.db, {
        email: `${name}@${company.id}.com`.toLowerCase(),
        password: 'x',
        role: 'USER',
        companyId: company.id,
        name,
      });
    }

    // Act
    const result = await call(server.url, '/api/users?page=2&perPage=2', { token: manager.token });

    // Assert
    expect(result.json).toMatchObject({ page: 2, perPage: 2, totalItems: 5 });
    expect(names(result.json)).toEqual(['C', 'D']);
  });

  it('when companyId is not a uuid, then it is 400 naming it', async () => {
    // Act
    const result = await call(server.url, '/api/users?companyId=abc', { token: admin.token });

    // Assert
    expect(result.status).toBe(400);
    expect(Object.keys(result.json.error.fields)).toEqual(['companyId']);
  });

  it('when nobody is signed in, then it is 401', async () => {
    expect((await call(server.url, '/api/users')).status).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('when a MANAGER reads a user of its company, then the record has roleLabel and the company expanded', async () => {
    // Arrange
    const { company, manager, user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, { token: manager.token });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      id: user.id,
      name: 'Usuário João',
      username: user.email,
      email: user.email,
      phone: '(11) 91234-5678',
      role: 'USER',
      roleLabel: 'Usuário',
      company: expect.objectContaining({ id: company.id, name: company.name, logo: null }),
    });
  });

  it('when anyone reads a user out of reach, then it is the missing-id 404 byte for byte', async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);

    // Act
    const missing = await call(server.url, `/api/users/${MISSING_ID}`, { token: mine.manager.token });
    const foreign = await call(server.url, `/api/users/${other.user.id}`, { token: mine.manager.token });
    const colleague = await call(server.url, `/api/users/${mine.manager.id}`, { token: mine.user.token });
    const malformed = await call(server.url, '/api/users/42', { token: mine.manager.token });

    // Assert
    expect(missing.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(colleague.text).toBe(missing.text);
    expect(malformed.text).toBe(missing.text);
  });
});

describe('POST /api/users', () => {
  it('when a MANAGER creates a user, then it lands in its own company even if another company is named', async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);
    const body = newUserBody({ company: other.company.id, id: MISSING_ID, createdBy: other.manager.id });

    // Act
    const result = await call(server.url, '/api/users', { method: 'POST', token: mine.manager.token, body });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ name: 'Nova Pessoa', email: body.email, role: 'USER', roleLabel: 'Usuário' });
    expect(result.json.id).not.toBe(MISSING_ID);
    expect(result.json.company.id).toBe(mine.company.id);
    expect((await userRow(result.json.id))?.companyId).toBe(mine.company.id);
    expect((await login(server.url, body.email, 'senha-inicial')).token).toBeTruthy();
  });

  it('when a MANAGER creates an ADMIN, then it is 403 and no user is made', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);
    const body = newUserBody({ role: 'ADMIN' });

    // Act
    const result = await call(server.url, '/api/users', { method: 'POST', token: manager.token, body });

    // Assert
    expect(result.status).toBe(403);
    expect(await server.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('when a USER creates anyone, then it is 403', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, '/api/users', { method: 'POST', token: user.token, body: newUserBody() });

    // Assert
    expect(result.status).toBe(403);
  });

  it('when the ADMIN names a company, then the user goes there', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Destino' });

    // Act
    const result = await call(server.url, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: newUserBody({ role: 'MANAGER', company: company.id }),
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ role: 'MANAGER', roleLabel: 'Gerente', company: { id: company.id } });
  });

  it('when the ADMIN leaves out the company of a USER, names a missing one or gives one to an ADMIN, then it is 400 on company', async () => {
    // Arrange
    const company = await insertCompany(server.db);

    // Act
    const none = await call(server.url, '/api/users', { method: 'POST', token: admin.token, body: newUserBody() });
    const missing = await call(server.url, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: newUserBody({ company: MISSING_ID }),
    });
    const adminWithCompany = await call(server.url, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: newUserBody({ role: 'ADMIN', company: company.id }),
    });

    // Assert
    expect(none.json.error.fields).toEqual({ company: messages.required });
    expect(missing.json.error.fields).toEqual({ company: userMessages.companyNotFound });
    expect(adminWithCompany.json.error.fields).toEqual({ company: userMessages.adminHasNoCompany });
  });

  it('when the ADMIN creates an ADMIN, then it has no company', async () => {
    // Act
    const result = await call(server.url, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: newUserBody({ role: 'ADMIN' }),
    });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({ role: 'ADMIN', company: null });
  });

  it('when the e-mail is taken (in any case) or malformed, then it is 400 with the catalogue message on email', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);

    // Act
    const taken = await call(server.url, '/api/users', {
      method: 'POST',
      token: manager.token,
      body: newUserBody({ email: manager.email.toUpperCase() }),
    });
    const malformed = await call(server.url, '/api/users', {
      method: 'POST',
      token: manager.token,
      body: newUserBody({ email: 'sem-arroba' }),
    });

    // Assert
    for (const result of [taken, malformed]) {
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        error: { code: 'INVALID', message: messages.emailInUse, fields: { email: messages.emailInUse } },
      });
    }
  });

  it('when phone, password or confirmation are wrong, then each field says its catalogue message', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, '/api/users', {
      method: 'POST',
      token: manager.token,
      body: newUserBody({ name: '', phone: '11987654321', password: '1234567', passwordConfirm: '12345678' }),
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({
      name: messages.required,
      phone: messages.invalidPhone,
      password: messages.userPasswordMin,
      passwordConfirm: messages.passwordMismatch,
    });
  });

  it('when the company is at its usersLimit, then it is 409 with the plan message', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server, { usersLimit: 2 });

    // Act
    const result = await call(server.url, '/api/users', { method: 'POST', token: manager.token, body: newUserBody() });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({ error: { code: 'CONFLICT', message: userMessages.usersLimitReached } });
  });

  it('when 10 creations race for the last 2 slots, then exactly 2 users are made', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server, { usersLimit: 4 });

    // Act
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(server.url, '/api/users', { method: 'POST', token: manager.token, body: newUserBody() }),
      ),
    );

    // Assert
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await server.db.$count(users, eq(users.companyId, company.id))).toBe(4);
  });
});

describe('PATCH /api/users/:id', () => {
  it('when a user edits itself, then name and phone change and e-mail, company, id or password do not', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);
    const other = await companyWithStaff(server);
    const before = await userRow(user.id);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: user.token,
      body: {
        name: 'João Renomeado',
        phone: '(21) 99999-0000',
        email: 'outro@example.com',
        company: other.company.id,
        companyId: other.company.id,
        id: MISSING_ID,
        password: 'trocada-aqui',
        createdBy: other.manager.id,
      },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ name: 'João Renomeado', phone: '(21) 99999-0000', email: user.email });
    expect(await userRow(user.id)).toMatchObject({
      id: user.id,
      name: 'João Renomeado',
      nameSearch: 'joao renomeado',
      email: user.email,
      companyId: before!.companyId,
      passwordHash: before!.passwordHash,
    });
  });

  it('when a USER changes its own role, then it is 403 and the role stays; sending the same role is fine', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);

    // Act
    const raise = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { role: 'MANAGER' },
    });
    const same = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { role: 'USER', name: 'Mesmo Papel' },
    });

    // Assert
    expect(raise.status).toBe(403);
    expect(same.status).toBe(200);
    expect((await userRow(user.id))?.role).toBe('USER');
  });

  it.each([
    ['a MANAGER', 'MANAGER', 'ADMIN'],
    ['the ADMIN', 'ADMIN', 'MANAGER'],
  ])('when %s changes its own role, then it is 403', async (_who, role, target) => {
    // Arrange
    const staff = await companyWithStaff(server);
    const caller = role === 'ADMIN' ? admin : staff.manager;

    // Act
    const result = await call(server.url, `/api/users/${caller.id}`, {
      method: 'PATCH',
      token: caller.token,
      body: { role: target },
    });

    // Assert
    expect(result.status).toBe(403);
    expect((await userRow(caller.id))?.role).toBe(role);
  });

  it('when a MANAGER promotes a USER of its company, then the new role applies to that user at once', async () => {
    // Arrange
    const { manager, user } = await companyWithStaff(server);
    expect(
      (await call(server.url, '/api/users', { method: 'POST', token: user.token, body: newUserBody() })).status,
    ).toBe(403);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: manager.token,
      body: { role: 'MANAGER' },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ role: 'MANAGER', roleLabel: 'Gerente' });
    expect(
      (await call(server.url, '/api/users', { method: 'POST', token: user.token, body: newUserBody() })).status,
    ).toBe(201);
  });

  it('when a MANAGER makes someone an ADMIN, then it is 403', async () => {
    // Arrange
    const { manager, user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: manager.token,
      body: { role: 'ADMIN' },
    });

    // Assert
    expect(result.status).toBe(403);
    expect((await userRow(user.id))?.role).toBe('USER');
  });

  it('when the ADMIN would move a company user to ADMIN, then it is 400 on role', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${manager.id}`, {
      method: 'PATCH',
      token: admin.token,
      body: { role: 'ADMIN' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ role: userMessages.roleAcrossCompany });
  });

  it("when a MANAGER edits another company's user or a USER a colleague, then it is the missing-id 404", async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);
    const missing = await call(server.url, `/api/users/${MISSING_ID}`, {
      method: 'PATCH',
      token: mine.manager.token,
      body: { name: 'X' },
    });

    // Act
    const foreign = await call(server.url, `/api/users/${other.user.id}`, {
      method: 'PATCH',
      token: mine.manager.token,
      body: { name: 'X' },
    });
    const colleague = await call(server.url, `/api/users/${mine.manager.id}`, {
      method: 'PATCH',
      token: mine.user.token,
      body: { name: 'X' },
    });

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(colleague.text).toBe(missing.text);
    expect((await userRow(other.user.id))?.name).toBe('Usuário João');
  });

  it('when the phone breaks the mask, then it is 400 on phone', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, {
      method: 'PATCH',
      token: user.token,
      body: { phone: '(11) 1234-567' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.fields).toEqual({ phone: messages.invalidPhone });
  });
});

describe('DELETE /api/users/:id', () => {
  it('when a MANAGER deletes a user of its company, then its sessions and socket end and its forms stay without creator', async () => {
    // Arrange
    const { company, manager, user } = await companyWithStaff(server);
    const form = await insertForm(server.db, { companyId: company.id, createdById: user.id });
    const { closed } = await openSocket(user.token);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, { method: 'DELETE', token: manager.token });

    // Assert
    expect(result.status).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await closed).toBe(1008);
    expect((await call(server.url, '/api/users', { token: user.token })).status).toBe(401);
    expect((await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: user.cookie })).status).toBe(401);
    const [kept] = await server.db.select().from(forms).where(eq(forms.id, form.id));
    expect(kept?.createdById).toBeNull();
  });

  it('when a MANAGER deletes itself through the list route, then it is 403 and it stays', async () => {
    // Arrange
    const { manager } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${manager.id}`, { method: 'DELETE', token: manager.token });

    // Assert
    expect(result.status).toBe(403);
    expect(result.json.error.message).toBe(userMessages.cannotDeleteSelf);
    expect(await userRow(manager.id)).toBeDefined();
  });

  it("when a MANAGER deletes another company's user, then it is the missing-id 404 and the user stays", async () => {
    // Arrange
    const mine = await companyWithStaff(server);
    const other = await companyWithStaff(server);

    // Act
    const foreign = await call(server.url, `/api/users/${other.user.id}`, {
      method: 'DELETE',
      token: mine.manager.token,
    });
    const missing = await call(server.url, `/api/users/${MISSING_ID}`, { method: 'DELETE', token: mine.manager.token });

    // Assert
    expect(foreign.status).toBe(404);
    expect(foreign.text).toBe(missing.text);
    expect(await userRow(other.user.id)).toBeDefined();
  });

  it('when a USER deletes a colleague, then it is 403', async () => {
    // Arrange
    const { manager, user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${manager.id}`, { method: 'DELETE', token: user.token });

    // Assert
    expect(result.status).toBe(403);
    expect(await userRow(manager.id)).toBeDefined();
  });

  it('when the ADMIN deletes a user of any company, then it is gone', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);

    // Act
    const result = await call(server.url, `/api/users/${user.id}`, { method: 'DELETE', token: admin.token });

    // Assert
    expect(result.status).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
  });
});

describe('DELETE /api/users/me', () => {
  it('when a USER deletes its own account, then it is gone and its tokens stop working', async () => {
    // Arrange
    const { user } = await companyWithStaff(server);
    const { closed } = await openSocket(user.token);

    // Act
    const result = await call(server.url, '/api/users/me', { method: 'DELETE', token: user.token });

    // Assert
    expect(result.status).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await closed).toBe(1008);
    expect((await call(server.url, '/api/users', { token: user.token })).status).toBe(401);
    const relogin = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: user.email, password: STAFF_PASSWORD },
    });
    expect(relogin.status).toBe(401);
  });

  it('when the only ADMIN deletes itself, then it is 409; with a second ADMIN it may leave', async () => {
    // Arrange
    const onlyAdmins = await server.db.select().from(users).where(eq(users.role, 'ADMIN'));
    for (const extra of onlyAdmins.filter((row) => row.id !== admin.id)) {
      await server.db.delete(users).where(eq(users.id, extra.id));
    }

    // Act
    const alone = await call(server.url, '/api/users/me', { method: 'DELETE', token: admin.token });
    const second = await signedInUser(server, { role: 'ADMIN', companyId: null });
    const leaving = await call(server.url, '/api/users/me', { method: 'DELETE', token: second.token });

    // Assert
    expect(alone.status).toBe(409);
    expect(alone.json.error.message).toBe(userMessages.lastAdmin);
    expect(await userRow(admin.id)).toBeDefined();
    expect(leaving.status).toBe(204);
    expect(await userRow(second.id)).toBeUndefined();
  });
});
