// Failed sign-ins are throttled per account and per IP (SECURITY-CHECKS 2). TRUST_PROXY lets each
// request claim its own client IP through X-Forwarded-For.
import { messages } from '@formbuilder/contracts';
import { insertCompany, insertUser } from './support/fixtures';
import { call } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => server.stop());

const attempt = (email: string, password: string, ip: string) =>
  call(server.url, '/api/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('login throttling', () => {
  it('when one account failed 10 times from many IPs, then the 11th try is 429 even with the right password', async () => {
    // Arrange
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt(TEST_ADMIN.email, 'wrong-password', `10.0.0.${i}`)).status).toBe(401);
    }

    // Act
    const result = await attempt(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password, '10.0.0.99');

    // Assert
    expect(result.status).toBe(429);
    expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(result.json).toEqual({ error: { code: 'THROTTLED', message: messages.tooManyRequests } });
  });

  it('when one IP failed 10 times on many accounts, then its 11th try is 429 and other IPs still get in', async () => {
    // Arrange
    for (let i = 1; i <= 10; i += 1) {
      expect((await attempt(`someone${i}@example.com`, 'wrong-password', '10.1.0.1')).status).toBe(401);
    }

    // Act
    const blocked = await attempt('someone-else@example.com', 'wrong-password', '10.1.0.1');
    const otherIp = await attempt('someone-else@example.com', 'wrong-password', '10.1.0.2');

    // Assert
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect(otherIp.status).toBe(401);
  });

  it('when sign-ins succeed, then they do not count towards the limit', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    await insertUser(server.db, {
      email: 'frequente@example.com',
      password: 'senha-certa',
      role: 'USER',
      companyId: company.id,
    });
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt('frequente@example.com', 'senha-certa', '10.2.0.1')).status).toBe(200);
    }

    // Act
    const result = await attempt('frequente@example.com', 'wrong-password', '10.2.0.1');

    // Assert
    expect(result.status).toBe(401);
  });
});
