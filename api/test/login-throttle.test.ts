// Failed sign-ins are throttled per account and per IP, in counters kept in the database; a browser
// that signed in to the account before gets through with the right password (docs/security.md,
// "Passwords and sign-in"). TRUST_PROXY lets each request claim its own client IP through X-Forwarded-For.
import { messages } from '@formbuilder/contracts';
import { DEVICE_COOKIE } from '../src/modules/auth/known-device';
import { insertCompanyUser } from './support/fixtures';
import { call, cookieFrom } from './support/http';
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
    await insertCompanyUser(server.db, { email: 'frequente@example.com', password: 'senha-certa' });
    for (let i = 0; i < 12; i += 1) {
      expect((await attempt('frequente@example.com', 'senha-certa', '10.2.0.1')).status).toBe(200);
    }

    // Act
    const result = await attempt('frequente@example.com', 'wrong-password', '10.2.0.1');

    // Assert
    expect(result.status).toBe(401);
  });
});

describe('known devices', () => {
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email, password },
      headers: { 'x-forwarded-for': ip },
      cookie,
    });

  it('when an attacker locks an account from elsewhere, then its owner still signs in from a browser that signed in before, and an unknown device with the right password still waits', async () => {
    // Arrange
    await insertCompanyUser(server.db, { email: 'dona@example.com', password: 'senha-da-dona' });
    const earlier = await signIn('dona@example.com', 'senha-da-dona', '10.3.0.1');
    const device = cookieFrom(earlier, DEVICE_COOKIE);
    for (let i = 1; i <= 12; i += 1) await signIn('dona@example.com', 'chute-errado', `10.4.0.${i}`);

    // Act
    const owner = await signIn('dona@example.com', 'senha-da-dona', '10.3.0.1', device);
    const unknownDevice = await signIn('dona@example.com', 'senha-da-dona', '10.3.0.2');

    // Assert
    expect(earlier.status).toBe(200);
    expect(device).toBeDefined();
    expect(owner.status).toBe(200);
    expect(unknownDevice.status).toBe(429);
    expect(Number(unknownDevice.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("when a known-device cookie is forged or belongs to another account, then it is ignored and the account's throttle holds", async () => {
    // Arrange
    await insertCompanyUser(server.db, { email: 'outra.dona@example.com', password: 'senha-outra' });
    const mine = cookieFrom(await signIn('outra.dona@example.com', 'senha-outra', '10.5.0.1'), DEVICE_COOKIE)!;
    for (let i = 1; i <= 10; i += 1) await signIn(TEST_ADMIN.email, 'chute-errado', `10.6.0.${i}`);
    const [account, id] = mine.split('=')[1]!.split('.');

    // Act
    const otherAccount = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, '10.5.0.1', mine);
    const forged = await signIn(
      TEST_ADMIN.email,
      TEST_ADMIN.password,
      '10.5.0.1',
      `${DEVICE_COOKIE}=${account}.${id}.forged`,
    );

    // Assert
    expect(otherAccount.status).toBe(429);
    expect(forged.status).toBe(429);
  });

  it('when a known device fails 10 times itself, then it is throttled too', async () => {
    // Arrange
    await insertCompanyUser(server.db, { email: 'esquecida@example.com', password: 'senha-certa-1' });
    const device = cookieFrom(await signIn('esquecida@example.com', 'senha-certa-1', '10.7.0.1'), DEVICE_COOKIE);
    for (let i = 1; i <= 10; i += 1) await signIn('esquecida@example.com', 'errada', `10.7.1.${i}`, device);

    // Act
    const result = await signIn('esquecida@example.com', 'senha-certa-1', '10.7.0.1', device);

    // Assert
    expect(result.status).toBe(429);
  });

  it('when the server restarts, then the failures counted before still hold (the counters live in the database)', async () => {
    // Arrange
    for (let i = 1; i <= 10; i += 1) await attempt('reinicio@example.com', 'errada', `10.8.0.${i}`);

    // Act
    await server.restart();
    const result = await attempt('reinicio@example.com', 'errada', '10.8.1.1');

    // Assert
    expect(result.status).toBe(429);
  });
});
