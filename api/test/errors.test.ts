// The one JSON error shape (docs/architecture.md#api-conventions) and the headers every answer carries (docs/security.md#errors-headers-and-logs).
import { sql } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('error shape', () => {
  it('when an /api route does not exist, then it is 404 in the error shape', async () => {
    // Act
    const result = await call(server.url, '/api/no-such-thing', { headers: { accept: 'text/html' } });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });

  it('when the JSON body is malformed, then it is 400 INVALID', async () => {
    // Act
    const result = await call(server.url, '/api/auth/login', { method: 'POST', rawBody: '{"email": ' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ error: { code: 'INVALID', message: messages.invalidRequest } });
  });

  it('when the body is over 1 MB, then it is 413 TOO_LARGE', async () => {
    // Arrange
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 1) });

    // Act
    const result = await call(server.url, '/api/auth/login', { method: 'POST', rawBody: big });

    // Assert
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ error: { code: 'TOO_LARGE', message: messages.tooLarge } });
  });

  it('when the body is not an object, then it is 400 with a Portuguese message', async () => {
    // Act
    const result = await call(server.url, '/api/auth/login', { method: 'POST', rawBody: '[]' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.code).toBe('INVALID');
    expect(result.json.error.message).toMatch(/^Entrada inválida/);
  });

  it('when a query fails inside the server, then it is 500 with a generic body: no stack, no SQL', async () => {
    // Arrange
    const { token } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await server.db.execute(sql`alter table companies rename to companies_gone`);

    // Act
    let result;
    try {
      result = await call(server.url, '/api/companies', { token });
    } finally {
      await server.db.execute(sql`alter table companies_gone rename to companies`);
    }

    // Assert
    expect(result.status).toBe(500);
    expect(result.json).toEqual({
      error: { code: 'INTERNAL', message: messages.internalError, errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(result.text.replace(result.json.error.errorId, '')).not.toMatch(/companies|select|at |\.ts/i);
  });
});

describe('headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an API error', '/api/nope'],
    ['a missing file', '/files/00000000-0000-4000-8000-000000000000/a.png'],
    ['a missing asset', '/static/js/main.12345678.js'],
  ])('when the server sends %s, then it has nosniff and no X-Powered-By', async (_what, path) => {
    // Act
    const result = await call(server.url, path);

    // Assert
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('x-powered-by')).toBeNull();
  });

  it('when the API answers, then nothing may cache it', async () => {
    // Act
    const result = await call(server.url, '/api/health');

    // Assert
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('when a page is served, then the CSP allows scripts only from this origin', async () => {
    // Act
    const result = await call(server.url, '/api/health');

    // Assert
    const csp = result.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
