import { eq } from 'drizzle-orm';
import { messages, type AuthSession } from '@formbuilder/contracts';
import { users } from '../src/db/schema';
import { insertCompany, insertUser, retireLongAgo } from './support/fixtures';
import { call, cookieFrom, expectRenewedSession, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const refresh = (cookie?: string) => call(server.url, '/api/auth/refresh', { method: 'POST', cookie });

describe('POST /api/auth/login', () => {
  it('when the ADMIN signs in, then it gets a token and its user with roleLabel and no company', async () => {
    // Act
    const result = await call(server.url, '/api/auth/login', { method: 'POST', body: TEST_ADMIN });

    // Assert
    expect(result.status).toBe(200);
    const body = result.json as AuthSession;
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Administrador',
      username: TEST_ADMIN.email,
      email: TEST_ADMIN.email,
      phone: '',
      role: 'ADMIN',
      roleLabel: 'Administrador',
      company: null,
    });
  });

  it('when a MANAGER signs in with a differently cased e-mail, then its company comes expanded', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Acme', color: '#FF0000' });
    await insertUser(server.db, {
      email: 'gerente@acme.com',
      password: 'senha-do-gerente',
      role: 'MANAGER',
      companyId: company.id,
    });

    // Act
    const result = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: ' Gerente@ACME.com ', password: 'senha-do-gerente' },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({ role: 'MANAGER', roleLabel: 'Gerente' });
    expect(result.json.user.company).toEqual({
      id: company.id,
      name: 'Acme',
      formsLimit: 5,
      usersLimit: 5,
      allowEmail: false,
      allowSMS: false,
      allowWhatsapp: false,
      color: '#FF0000',
      logo: null,
      privacyNotice: '',
      privacyPolicyUrl: '',
      privacyAckRequired: false,
      retentionDays: null,
      embedOrigins: [],
    });
  });

  it('when the password is wrong or the e-mail unknown, then both answers are the same 401 byte for byte', async () => {
    // Act
    const wrongPassword = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: TEST_ADMIN.email, password: 'not-the-password' },
    });
    const unknownEmail = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });

    // Assert
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.text).toBe(unknownEmail.text);
    expect(wrongPassword.json).toEqual({ error: { code: 'UNAUTHENTICATED', message: messages.loginFailed } });
  });

  it('when the e-mail is malformed, then it is 400 naming the field', async () => {
    // Act
    const result = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'nope', password: 'x' },
    });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({
      error: { code: 'INVALID', message: messages.invalidEmail, fields: { email: messages.invalidEmail } },
    });
  });

  it('when sign-in succeeds, then the refresh cookie is httpOnly, SameSite=Strict and scoped to /api/auth', async () => {
    // Act
    const { result } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Assert
    const header = result.headers.getSetCookie().find((value) => value.startsWith('fb_refresh='));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/api\/auth/);
    expect(header).toMatch(/; Expires=/);
    expect(header).not.toMatch(/; Secure/);
  });
});

describe('POST /api/auth/refresh', () => {
  it('when the cookie is valid, then it answers a new session and rotates the cookie', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const result = await refresh(session.cookie);

    // Assert
    await expectRenewedSession(server.url, result, session.cookie, TEST_ADMIN.email);
  });

  it('when a refresh token rotated away long ago is used again, then it is 401 and the session it belonged to ends', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await refresh(session.cookie);
    await retireLongAgo(server.db, session.cookie);

    // Act
    const replay = await refresh(session.cookie);

    // Assert
    expect(first.status).toBe(200);
    expect(replay.status).toBe(401);
    expect(replay.json.error.code).toBe('UNAUTHENTICATED');
    // Reuse detection (test/refresh-reuse.test.ts): the newest token of that session stops working too.
    expect((await refresh(cookieFrom(first, 'fb_refresh'))).status).toBe(401);
  });

  it('when there is no cookie, then it is 401', async () => {
    // Act
    const result = await refresh();

    // Assert
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/auth/logout', () => {
  it('when a session logs out, then its access token and its refresh cookie stop working', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const result = await call(server.url, '/api/auth/logout', {
      method: 'POST',
      token: session.token,
      cookie: session.cookie,
    });

    // Assert
    expect(result.status).toBe(204);
    expect(cookieFrom(result, 'fb_refresh')).toBe('fb_refresh=');
    expect((await call(server.url, '/api/companies', { token: session.token })).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('when only the bearer token is sent, then that session still ends', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    await call(server.url, '/api/auth/logout', { method: 'POST', token: session.token });

    // Assert
    expect((await call(server.url, '/api/companies', { token: session.token })).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('when another session of the same user logs out, then this one keeps working', async () => {
    // Arrange
    const kept = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const ended = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    await call(server.url, '/api/auth/logout', { method: 'POST', token: ended.token, cookie: ended.cookie });

    // Assert
    expect((await call(server.url, '/api/companies', { token: kept.token })).status).toBe(200);
  });
});

describe('sessions ending server-side', () => {
  it('when the user is deleted, then its access token gets 401 at once', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Removida' });
    const user = await insertUser(server.db, {
      email: 'sai@removida.com',
      password: 'senha-qualquer',
      role: 'MANAGER',
      companyId: company.id,
    });
    const session = await login(server.url, user.email, 'senha-qualquer');

    // Act
    await server.db.delete(users).where(eq(users.id, user.id));

    // Assert
    expect((await call(server.url, '/api/companies', { token: session.token })).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('when all sessions of a user are revoked (password change), then its tokens get 401', async () => {
    // Arrange
    const first = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const second = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    await server.handle.auth.revokeAllSessions(first.result.json.user.id);

    // Assert
    expect((await call(server.url, '/api/companies', { token: first.token })).status).toBe(401);
    expect((await call(server.url, '/api/companies', { token: second.token })).status).toBe(401);
    expect((await refresh(second.cookie)).status).toBe(401);
  });
});
