// The published OpenAPI document (docs/api.md) against the running app: the routes it mounts, the
// document and reference page it serves, and the answer check every API test runs through http.ts.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expectedScopes } from './support/expected-scopes';
import { call, login } from './support/http';
import { checkAnswer, documentedOperation, mountedRoutes, openApiDocument } from './support/openapi';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const documented = () => {
  const found: string[] = [];
  for (const [route, item] of Object.entries(openApiDocument().paths ?? {})) {
    for (const method of Object.keys(item as object)) found.push(`${method.toUpperCase()} ${route}`);
  }
  return found.sort();
};

describe('the routes', () => {
  it('when the app is running, then every route it mounts under /api is documented and every documented one is mounted', () => {
    // Act
    const mounted = mountedRoutes(server.handle.app).filter((route) => route.split(' ')[1]!.startsWith('/api/'));

    // Assert
    expect(mounted.length).toBeGreaterThan(60);
    expect({ undocumented: mounted.filter((route) => !documented().includes(route)) }).toEqual({ undocumented: [] });
    expect({ unmounted: documented().filter((route) => !mounted.includes(route)) }).toEqual({ unmounted: [] });
  });

  it('when an operation takes API keys, then it names the scope docs/api-keys.md gives its route, and no other operation takes keys', () => {
    // Arrange
    const document = openApiDocument() as Json;
    const expected = Object.fromEntries(
      Object.entries(expectedScopes).map(([route, scope]) => [route.replace(/:(\w+)/g, '{$1}'), [scope]]),
    );

    // Act
    const named: Record<string, string[]> = {};
    for (const route of documented()) {
      const [method, key] = route.split(' ') as [string, string];
      const security = document.paths[key][method.toLowerCase()].security as Record<string, string[]>[];
      const apiKey = security.find((requirement) => requirement.apiKey)?.apiKey;
      if (apiKey) named[route] = apiKey;
    }

    // Assert
    expect(named).toEqual(expected);
  });
});

describe('GET /api/openapi.json', () => {
  it('when anyone asks, then it answers the OpenAPI 3.1 document, cacheable, with the API version', async () => {
    // Act
    const result = await call(server.url, '/api/openapi.json');
    // Plain http: fetch adds `Cache-Control: no-cache` to a conditional request, which a server must not answer 304.
    const again = await new Promise<number | undefined>((resolve, reject) => {
      const headers = { 'if-none-match': result.headers.get('etag') ?? '' };
      http
        .get(`${server.url}/api/openapi.json`, { headers }, (res) => resolve(res.resume().statusCode))
        .on('error', reject);
    });

    // Assert
    const version = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
    expect(result.status).toBe(200);
    expect(result.json.openapi).toBe('3.1.0');
    expect(result.json.info.version).toBe(version);
    expect(result.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Object.keys(result.json.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'refreshCookie',
      'staffSession',
    ]);
    expect(result.json.components.securitySchemes.apiKey.description).toContain('submissions:write');
    expect(again).toBe(304);
  });

  it('when an operation is read, then it has a tag, its success and error answers, and the common error shape', () => {
    // Arrange
    const document = openApiDocument() as Json;

    // Act
    const operations = documented().map((route) => {
      const [method, key] = route.split(' ') as [string, string];
      return [route, document.paths[key][method.toLowerCase()]] as const;
    });

    // Assert
    expect(operations.length).toBeGreaterThan(60);
    for (const [route, operation] of operations) {
      expect([route, operation.tags?.length]).toEqual([route, 1]);
      expect([route, Object.keys(operation.responses).some((status) => status.startsWith('2'))]).toEqual([route, true]);
      expect([route, operation.responses['500'].content['application/json'].schema]).toEqual([
        route,
        { $ref: '#/components/schemas/Error' },
      ]);
    }
  });
});

describe('GET /api/docs', () => {
  it('when a browser opens it, then it is HTML with every operation, a same-origin stylesheet and no script', async () => {
    // Act
    const page = await call(server.url, '/api/docs', { headers: { accept: 'text/html' } });
    const style = await call(server.url, '/api/docs/docs.css');

    // Assert
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const route of documented()) {
      expect(page.text).toContain(`<code class="path">${route.split(' ')[1]}</code>`);
    }
    expect(page.text).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    expect(page.text).not.toMatch(/<script|\son\w+=|style=/i);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toContain('text/css');
    expect(style.text).toContain('.operation');
  });
});

describe('the answer check of the API tests', () => {
  it('when a real answer drifts from the document, then the check fails naming the operation and the field', async () => {
    // Arrange
    const admin = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const created = await call(server.url, '/api/companies', {
      method: 'POST',
      token: admin.token,
      body: { name: 'Contrato Ltda', cnpj: '11.222.333/0001-81', formsLimit: 3, usersLimit: 3 },
    });
    const url = `${server.url}/api/companies/${created.json.id}`;
    const real = await call(server.url, `/api/companies/${created.json.id}`, { token: admin.token });
    const json = 'application/json; charset=utf-8';

    // Act
    const drifted = () => checkAnswer('GET', url, 200, json, { ...real.json, formsLimit: '3' });
    const extra = () => checkAnswer('GET', url, 200, json, { ...real.json, secret: 'x' });
    const status = () => checkAnswer('GET', url, 418, json, {});

    // Assert
    expect(created.status).toBe(201);
    expect(real.status).toBe(200);
    expect(() => checkAnswer('GET', url, 200, json, real.json)).not.toThrow();
    expect(drifted).toThrow(
      /GET \/api\/companies\/\{id\} \(getCompaniesId\) answered 200 .*\/formsLimit must be integer/,
    );
    expect(extra).toThrow(/must NOT have additional properties/);
    expect(status).toThrow(/answered 418, a status the document does not list/);
    expect(documentedOperation('GET', '/api/forms/count')?.path).toBe('/api/forms/count');
    expect(documentedOperation('DELETE', '/api/users/me')?.path).toBe('/api/users/me');
  });
});
