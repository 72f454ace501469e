// What the server writes to its log (docs/security.md, "Errors, headers and logs"): one line per
// request with its id, method, path without the query, status and duration; failures under an error
// id the client also gets, with code and route but never the query's parameters; mails named by
// masked recipient, subject and file only.
import { sql } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { insertCompany, insertForm, waitForMail } from './support/fixtures';
import { call, login } from './support/http';
import { capturedLines } from './support/log-capture';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let formId: string;
beforeAll(async () => {
  server = await startServer();
  formId = (await insertForm(server.db, { companyId: (await insertCompany(server.db)).id })).id;
});
afterAll(() => server.stop());

const linesOf = () => capturedLines(server.logFile);

describe('request log', () => {
  it('when a request is answered, then one line carries its id (also sent back), method, path without query, status and duration, and no headers', async () => {
    // Act
    const result = await call(server.url, '/api/public/submissions/not-an-id?t=a-secret-reset-token-value', {
      headers: { authorization: 'Bearer should-not-be-logged', cookie: 'fb_refresh=also-not-logged' },
    });

    // Assert
    const requestId = result.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = linesOf().find((entry) => (entry.req as { id?: string } | undefined)?.id === requestId);
    expect(line).toMatchObject({
      level: 'info',
      message: 'request completed',
      req: { id: requestId, method: 'GET', path: '/api/public/submissions/not-an-id' },
      res: { status: 404 },
      durationMs: expect.any(Number),
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain('a-secret-reset-token-value');
    expect(text).not.toContain('should-not-be-logged');
    expect(text).not.toContain('also-not-logged');
  });

  it('when a proxy sends a well-formed X-Request-Id, then that id is kept', async () => {
    // Act
    const result = await call(server.url, '/api/health', { headers: { 'x-request-id': 'lb-req-0001-abcd' } });

    // Assert
    expect(result.headers.get('x-request-id')).toBe('lb-req-0001-abcd');
  });
});

describe('error log', () => {
  it('when a query with personal data fails, then the 500 names an error id and the log line has that id, code and route, but none of the values', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Empresa Log' });
    const form = await insertForm(server.db, { companyId: company.id, anonymous: false });
    await server.db.execute(sql`alter table submissions rename to submissions_gone`);

    // Act
    let result;
    try {
      result = await call(server.url, `/api/public/forms/${form.id}/submissions?origem=link`, {
        method: 'POST',
        body: {
          name: 'Zuleica Logada',
          document: '714.602.380-01',
          email: 'zuleica.logada@example.com',
          phone: '(21) 98765-4321',
          answers: [{ questionId: 'q1', answer: 'Resposta muito pessoal' }],
        },
      });
    } finally {
      await server.db.execute(sql`alter table submissions_gone rename to submissions`);
    }

    // Assert
    expect(result.status).toBe(500);
    const { errorId } = result.json.error as { errorId: string };
    const line = linesOf().find((entry) => entry.errorId === errorId);
    expect(line).toMatchObject({
      level: 'error',
      message: 'unhandled error',
      errorId,
      code: '42P01',
      method: 'POST',
      route: `/api/public/forms/${form.id}/submissions`,
      requestId: result.headers.get('x-request-id'),
    });
    const text = JSON.stringify(line);
    for (const value of [
      'Zuleica',
      'zuleica',
      '714.602.380-01',
      '71460238001',
      '98765-4321',
      'Resposta muito pessoal',
      'origem',
    ]) {
      expect(text).not.toContain(value);
    }
  });
});

describe('malformed percent-encoding in a path', () => {
  it.each([
    ['a public form', () => '/api/public/forms/%FF', undefined],
    ['a stored file', () => '/files/%FF/x', undefined],
    ['a user', () => '/api/users/%FF', 'staff'],
    [
      'an insights question (half a surrogate)',
      () => `/api/forms/${formId}/insights/questions/%ED%A0%80/answers`,
      'staff',
    ],
    ['a public answer (a lone continuation byte)', () => '/api/public/submissions/%C0%AF', undefined],
  ])(
    'when the path of %s holds it, then it is 400 in pt-BR, logged as a warning without the raw value',
    async (_case, pathOf, who) => {
      // Arrange
      const token = who ? (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token : undefined;
      const path = pathOf();

      // Act
      const result = await call(server.url, path, { token });

      // Assert
      expect(result.status).toBe(400);
      expect(result.json).toEqual({ error: { code: 'INVALID', message: messages.invalidRequest } });
      const requestId = result.headers.get('x-request-id');
      const lines = linesOf().filter(
        (entry) => entry.requestId === requestId || (entry.req as { id?: string } | undefined)?.id === requestId,
      );
      expect(lines.map((line) => line.level)).toEqual(expect.arrayContaining(['warn']));
      expect(lines.filter((line) => line.level === 'error')).toEqual([]);
      const warning = lines.find((line) => line.level === 'warn')!;
      expect(warning.message).toBe('malformed percent-encoding in the path');
      const text = JSON.stringify(warning);
      const raw = path.slice(path.lastIndexOf('%') - 6);
      for (const leak of [raw, 'URIError', 'Failed to decode', 'stack']) expect(text).not.toContain(leak);
    },
  );
});

describe('mail log', () => {
  it('when a reset mail goes to the outbox, then the log names the masked recipient, subject and file, and not the link', async () => {
    // Arrange
    const asked = new Date(Date.now() - 1000);

    // Act
    await call(server.url, '/api/auth/forgot-password', { method: 'POST', body: { email: TEST_ADMIN.email } });
    const mail = await waitForMail(server, TEST_ADMIN.email, asked);

    // Assert
    expect(mail).toContain('reset-pass');
    const line = linesOf().find((entry) => entry.message === 'mail written to the outbox');
    expect(line).toMatchObject({ to: 'a***@example.com', subject: 'Redefinição de senha', file: expect.any(String) });
    expect(JSON.stringify(line)).not.toMatch(/reset-pass|\?t=|admin@example/);
  });

  it('when a user signs in and refreshes, then no log line holds the access or refresh token', async () => {
    // Act
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await call(server.url, '/api/auth/refresh', { method: 'POST', cookie: session.cookie });

    // Assert
    const all = JSON.stringify(linesOf());
    expect(all).not.toContain(session.token);
    expect(all).not.toContain(session.cookie.split('=')[1]);
  });
});
