// Access-token verification (docs/security.md#tokens-and-sessions): only an HS256 token signed with our secret, with
// exp, typ 'access' and a live session passes.
import jwt from 'jsonwebtoken';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let valid: string;
let claims: { sub: string; sid: string; role: string; company: string | null };
beforeAll(async () => {
  server = await startServer();
  valid = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const { sub, sid, role, company } = jwt.decode(valid) as typeof claims;
  claims = { sub, sid, role, company };
});
afterAll(() => server.stop());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const companiesWith = (token: string) => call(server.url, '/api/companies', { token });

describe('access tokens', () => {
  it('when the token is the one login gave, then it is accepted', async () => {
    expect((await companiesWith(valid)).status).toBe(200);
  });

  it('when the header says alg none and there is no signature, then it is 401', async () => {
    // Arrange
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, typ: 'access', exp: nowSeconds() + 600 })}.`;

    // Act
    const result = await companiesWith(token);

    // Assert
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('when it is signed with HS512 using the right secret, then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'access' }, server.config.jwtSecret, {
      algorithm: 'HS512',
      expiresIn: 600,
    });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when its payload was edited, then the signature no longer matches and it is 401', async () => {
    // Arrange
    const [header, payload, signature] = valid.split('.');
    const edited = {
      ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
      role: 'MANAGER',
      company: claims.sub,
    };
    const token = `${header}.${base64url(edited)}.${signature}`;

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when it is signed with another secret, then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'access' }, 'another-secret-that-is-long-enough-000000', {
      algorithm: 'HS256',
      expiresIn: 600,
    });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when it has expired, then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'access', exp: nowSeconds() - 5 }, server.config.jwtSecret, {
      algorithm: 'HS256',
    });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when it is not valid yet, then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'access', nbf: nowSeconds() + 300 }, server.config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 600,
    });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when it carries no exp, then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'access' }, server.config.jwtSecret, { algorithm: 'HS256' });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when its typ is not access (e.g. a reset or refresh token), then it is 401', async () => {
    // Arrange
    const token = jwt.sign({ ...claims, typ: 'reset' }, server.config.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 600,
    });

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when it names a session that does not exist, then it is 401', async () => {
    // Arrange
    const token = jwt.sign(
      { ...claims, sid: '00000000-0000-4000-8000-000000000000', typ: 'access' },
      server.config.jwtSecret,
      { algorithm: 'HS256', expiresIn: 600 },
    );

    // Act & Assert
    expect((await companiesWith(token)).status).toBe(401);
  });

  it('when the Authorization header is missing or not a bearer, then it is 401', async () => {
    // Act
    const missing = await call(server.url, '/api/companies');
    const basic = await call(server.url, '/api/companies', { headers: { authorization: 'Basic YTpi' } });

    // Assert
    expect(missing.status).toBe(401);
    expect(basic.status).toBe(401);
  });
});
