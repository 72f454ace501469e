// First start on an empty database creates the ADMIN (docs/architecture.md#first-administrator).
import { users } from '../src/db/schema';
import { call } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  // The product's own cost: this file checks what a real first start stores.
  server = await startServer({
    env: { ADMIN_PASSWORD: undefined, ADMIN_EMAIL: 'Chefe@Example.com', PASSWORD_HASH_COST: 'standard' },
  });
});
afterAll(() => server.stop());

const printedPassword = () => /Password: (\S+)/.exec(server.printed.join(''))?.[1];

describe('first administrator', () => {
  it('when no ADMIN_PASSWORD is given, then a generated one is printed once with the URL and e-mail', () => {
    // Assert
    expect(server.printed).toHaveLength(1);
    const block = server.printed[0]!;
    expect(block).toContain(`URL:      ${server.config.publicUrl}/login`);
    expect(block).toContain('E-mail:   chefe@example.com');
    expect(printedPassword()).toBe(server.config.admin.password);
    expect(printedPassword()!.length).toBeGreaterThanOrEqual(20);
  });

  it('when signing in with the printed password, then the ADMIN gets in', async () => {
    // Act
    const result = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'chefe@example.com', password: printedPassword() },
    });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({ name: 'Administrador', role: 'ADMIN', company: null });
  });

  it('when the password hash is stored, then it is argon2id with at least m=19456, t=2, p=1', async () => {
    // Act
    const [admin] = await server.db.select({ passwordHash: users.passwordHash }).from(users);

    // Assert
    const [, algorithm, , params] = admin!.passwordHash.split('$');
    const cost = Object.fromEntries(params!.split(',').map((pair) => pair.split('=')));
    expect(algorithm).toBe('argon2id');
    expect(Number(cost.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(cost.t)).toBeGreaterThanOrEqual(2);
    expect(Number(cost.p)).toBe(1);
  });

  it('when the server starts again on the same data, then no second ADMIN is made and nothing is printed', async () => {
    // Arrange
    const password = printedPassword();
    const before = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'chefe@example.com', password },
    });

    // Act
    await server.restart();

    // Assert
    expect(server.printed).toHaveLength(1);
    expect(await server.db.$count(users)).toBe(1);
    const result = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'chefe@example.com', password },
    });
    expect(result.status).toBe(200);
    // The generated JWT secret and the session were kept: the old access token still works.
    expect((await call(server.url, '/api/companies', { token: before.json.token })).status).toBe(200);
  });

  it('when ADMIN_PASSWORD changes between starts, then the existing ADMIN keeps its password', async () => {
    // Arrange: the helper's default password was never used for this database.
    const result = await call(server.url, '/api/auth/login', {
      method: 'POST',
      body: { email: 'chefe@example.com', password: TEST_ADMIN.password },
    });

    // Assert
    expect(result.status).toBe(401);
  });
});
