// PASSWORD_HASH_COST: the standard cost is OWASP's argon2id minimum; the minimal one, which the other
// test files run at, is redone at the standard cost on the next sign-in, and a standard hash is never
// weakened by a server at the minimal cost.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createPasswordHasher } from '../src/security/passwords';
import { capturedLines } from './support/log-capture';
import { insertCompanyUser } from './support/fixtures/rows';
import { login } from './support/http';
import { startServer, type TestServer } from './support/server';

/** m and t of a stored `$argon2id$v=19$m=…,p=1,t=…$…` hash. */
const costOf = (hash: string) => {
  const match = /^\$argon2id\$v=19\$m=(\d+),p=1,t=(\d+)\$/.exec(hash);
  if (!match) throw new Error(`not an argon2id hash with p=1: ${hash.slice(0, 30)}`);
  return { m: Number(match[1]), t: Number(match[2]) };
};
const storedHash = async (server: TestServer, id: string) =>
  (await server.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe('password hash cost', () => {
  let standard: TestServer;
  let minimal: TestServer;
  beforeAll(async () => {
    [standard, minimal] = await Promise.all([
      startServer({ env: { PASSWORD_HASH_COST: 'standard' } }),
      startServer({ env: { PASSWORD_HASH_COST: 'minimal' } }),
    ]);
  });
  afterAll(() => Promise.all([standard?.stop(), minimal?.stop()]));

  it('when a hash made at the minimal cost signs in at the standard cost, then it is redone at m=19456, t=2 and still opens', async () => {
    // Arrange: written at the minimal cost, as a test row (support/passwords.ts) is.
    const password = 'senha-forte-de-teste-1';
    const { user } = await insertCompanyUser(standard.db, { email: 'custo-baixo@example.com', password });
    expect(costOf(await storedHash(standard, user.id))).toEqual({ m: 1024, t: 1 });

    // Act
    await login(standard.url, 'custo-baixo@example.com', password);

    // Assert
    expect(costOf(await storedHash(standard, user.id))).toEqual({ m: 19_456, t: 2 });
    await expect(login(standard.url, 'custo-baixo@example.com', password)).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('when a hash made at the standard cost signs in at the minimal cost, then it is kept as it was', async () => {
    // Arrange
    const password = 'senha-forte-de-teste-2';
    const { user } = await insertCompanyUser(minimal.db, { email: 'custo-alto@example.com', password });
    const strong = await createPasswordHasher('standard').hash(password);
    await minimal.db.update(users).set({ passwordHash: strong }).where(eq(users.id, user.id));

    // Act
    await login(minimal.url, 'custo-alto@example.com', password);

    // Assert
    expect(await storedHash(minimal, user.id)).toBe(strong);
  });

  it('when a server starts at the minimal cost, then it warns; at the standard cost, it does not', () => {
    const warned = (server: TestServer) =>
      capturedLines(server.logFile).some(
        (line) => line.level === 'warn' && String(line.message).startsWith('PASSWORD_HASH_COST'),
      );
    expect(warned(minimal)).toBe(true);
    expect(warned(standard)).toBe(false);
  });
});
