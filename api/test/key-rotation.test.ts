// Signing-key rotation (docs/deployment.md, "Secrets and rotation"): new tokens are signed with
// JWT_SECRET; tokens signed with a key in JWT_SECRET_PREVIOUS are still accepted until they expire;
// once the old key is dropped its tokens are refused.
import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

const oldKey = crypto.randomBytes(32).toString('base64url');
const newKey = crypto.randomBytes(32).toString('base64url');

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { JWT_SECRET: oldKey } });
});
afterAll(() => server.stop());

const companiesWith = (token: string) => call(server.url, '/api/companies', { token });
const signIn = async () => (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
const verifiesWith = (token: string, key: string) => {
  try {
    jwt.verify(token, key, { algorithms: ['HS256'] });
    return true;
  } catch {
    return false;
  }
};

describe('signing-key rotation', () => {
  it('when the key rotates with the old one kept as previous, then old tokens still work and new ones use the new key; dropping it refuses them', async () => {
    // Arrange
    const beforeRotation = await signIn();
    expect(verifiesWith(beforeRotation, oldKey)).toBe(true);

    // Act 1: rotate, keeping the old key for verification.
    await server.restart({ JWT_SECRET: newKey, JWT_SECRET_PREVIOUS: oldKey });
    const afterRotation = await signIn();

    // Assert 1
    expect((await companiesWith(beforeRotation)).status).toBe(200);
    expect((await companiesWith(afterRotation)).status).toBe(200);
    expect(verifiesWith(afterRotation, newKey)).toBe(true);
    expect(verifiesWith(afterRotation, oldKey)).toBe(false);

    // Act 2: one token lifetime later the old key goes.
    await server.restart({ JWT_SECRET: newKey, JWT_SECRET_PREVIOUS: undefined });

    // Assert 2
    expect((await companiesWith(beforeRotation)).status).toBe(401);
    expect((await companiesWith(afterRotation)).status).toBe(200);
  });

  it('when a token names the current key but is signed with another one, then it is 401', async () => {
    // Arrange: header and claims copied from a real token, signature made with a key the server never had.
    const real = await signIn();
    const { header, payload } = jwt.decode(real, { complete: true }) as { header: jwt.JwtHeader; payload: object };
    const forged = jwt.sign(payload, crypto.randomBytes(32).toString('base64url'), {
      algorithm: 'HS256',
      keyid: header.kid,
    });

    // Act & Assert
    expect(header.kid).toEqual(expect.any(String));
    expect((await companiesWith(forged)).status).toBe(401);
  });

  it('when a token without kid is signed with a previous key, then it is still accepted', async () => {
    // Arrange
    await server.restart({
      JWT_SECRET: newKey,
      JWT_SECRET_PREVIOUS: `${crypto.randomBytes(32).toString('base64url')},${oldKey}`,
    });
    const real = await signIn();
    const { sub, sid, role, company } = jwt.decode(real) as Record<string, unknown>;
    const legacy = jwt.sign({ sid, role, company, typ: 'access' }, oldKey, {
      algorithm: 'HS256',
      subject: sub as string,
      expiresIn: 600,
    });

    // Act & Assert
    expect((await companiesWith(legacy)).status).toBe(200);
  });
});
