import { call, cookieFrom, expectRenewedSession, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const checkSession = (cookie?: string) => call(server.url, '/api/auth/session', { method: 'POST', cookie });

describe('POST /api/auth/session', () => {
  it('when an anonymous visitor (no cookie) checks, then it is 204 with no body and no cookie', async () => {
    // Act
    const result = await checkSession();

    // Assert
    expect(result.status).toBe(204);
    expect(result.text).toBe('');
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it('when the cookie is live, then it answers a new session and rotates the cookie, as /refresh does', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const result = await checkSession(session.cookie);

    // Assert
    await expectRenewedSession(server.url, result, session.cookie, TEST_ADMIN.email);
  });

  it('when the cookie belongs to a session that has ended, then it is 204 and the cookie is cleared', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await call(server.url, '/api/auth/logout', { method: 'POST', cookie: session.cookie, token: session.token });

    // Act
    const result = await checkSession(session.cookie);

    // Assert
    expect(result.status).toBe(204);
    expect(cookieFrom(result, 'fb_refresh')).toBe('fb_refresh=');
  });

  it('when the old start-up call /refresh is made without a cookie, then it still answers 401 as before', async () => {
    // Act
    const result = await call(server.url, '/api/auth/refresh', { method: 'POST' });

    // Assert
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('UNAUTHENTICATED');
  });
});
