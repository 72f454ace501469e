// NUL characters and unpaired surrogates are refused with 400 everywhere text comes in, by the one
// string rule of contracts (docs/security.md, "Public answers"), and a database encoding error that
// slips past it is a 400 too, never a 500.
import type { Request, Response } from 'express';
import { messages } from '@formbuilder/contracts';
import { errorHandler } from '../src/http/error-handler';
import { createLogger } from '../src/logger';
import { createTenant, formBody, insertCategory, insertForm, insertSubmission } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let adminToken: string;
let tenant: Awaited<ReturnType<typeof createTenant>>;
let formId: string;
let submissionId: string;
beforeAll(async () => {
  server = await startServer();
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  tenant = await createTenant(server.db, server.url);
  formId = (await insertForm(server.db, { companyId: tenant.company.id, anonymous: true })).id;
  submissionId = (await insertSubmission(server.db, { formId, companyId: tenant.company.id })).id;
}, 120_000);
afterAll(() => server.stop());

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\uD800b';
const LONE_LOW = '\uDC00';

// An answer is a text or a list of texts, so a bad one reads 'Resposta inválida' on its field.
const expectRefused = (result: { status: number; text: string }, message: string = messages.invalidCharacters) => {
  expect(result.status).toBe(400);
  expect((JSON.parse(result.text) as { error: { code: string } }).error.code).toBe('INVALID');
  expect(result.text).toContain(message);
};

describe('the string rule on every route that takes text', () => {
  it.each([
    ['a NUL in an answer', { name: '', answers: [{ questionId: 'q1', answer: NUL }] }, messages.invalidAnswer],
    ['a lone surrogate in the name', { name: LONE_HIGH, answers: [] }, messages.invalidCharacters],
    [
      'a lone low surrogate in a choice',
      { answers: [{ questionId: 'q2', answer: [LONE_LOW] }] },
      messages.invalidAnswer,
    ],
  ])('when a respondent sends %s (anonymous), then it is 400', async (_case, body, message) => {
    // Act
    const result = await call(server.url, `/api/public/forms/${formId}/submissions`, { method: 'POST', body });

    // Assert
    expectRefused(result, message);
  });

  it('when a respondent comments with a NUL (anonymous), then it is 400', async () => {
    expectRefused(
      await call(server.url, `/api/public/submissions/${submissionId}/comments`, {
        method: 'POST',
        body: { comment: NUL },
      }),
    );
  });

  it('when someone signs in with a NUL in the e-mail (anonymous), then it is 400', async () => {
    expectRefused(
      await call(server.url, '/api/auth/login', {
        method: 'POST',
        body: { email: `x${NUL}@example.com`, password: 'x' },
      }),
    );
  });

  it('when staff comment with a lone surrogate, then it is 400', async () => {
    expectRefused(
      await call(server.url, `/api/submissions/${submissionId}/comments`, {
        method: 'POST',
        token: tenant.manager.token,
        body: { comment: LONE_HIGH },
      }),
    );
  });

  it('when a form title or a question title holds a NUL, then it is 400', async () => {
    expectRefused(
      await call(server.url, '/api/forms', {
        method: 'POST',
        token: tenant.manager.token,
        body: formBody({ title: NUL }),
      }),
    );
    const questions = formBody().questions.map((question, i) =>
      i === 0 ? { ...question, title: LONE_HIGH } : question,
    );
    expectRefused(
      await call(server.url, '/api/forms', {
        method: 'POST',
        token: tenant.manager.token,
        body: formBody({ questions }),
      }),
    );
  });

  it.each([['/api/forms'], ['/api/submissions'], ['/api/users'], ['/api/templates']])(
    'when %s is searched with a NUL, then it is 400',
    async (path) => {
      const token = path === '/api/templates' ? adminToken : tenant.manager.token;
      expectRefused(await call(server.url, `${path}?search=a%00b`, { token }));
    },
  );

  it('when a user, a company, a category or a template is named with bad characters, then each is 400', async () => {
    expectRefused(
      await call(server.url, '/api/users', {
        method: 'POST',
        token: tenant.manager.token,
        body: {
          name: NUL,
          email: 'nova.pessoa@example.com',
          phone: '(11) 91234-5678',
          role: 'USER',
          password: 'senha-nova-123',
          passwordConfirm: 'senha-nova-123',
        },
      }),
    );
    expectRefused(
      await call(server.url, '/api/companies', {
        method: 'POST',
        token: adminToken,
        body: { name: LONE_HIGH, formsLimit: 1, usersLimit: 1 },
      }),
    );
    expectRefused(
      await call(server.url, '/api/template-categories', { method: 'POST', token: adminToken, body: { name: NUL } }),
    );
    const category = await insertCategory(server.db, 'Categoria Limpa');
    expectRefused(
      await call(server.url, '/api/templates', {
        method: 'POST',
        token: adminToken,
        body: { title: NUL, category: category.id, questions: formBody().questions },
      }),
    );
  });
});

describe('the string rule on the company privacy fields and the step-view report', () => {
  it.each([
    ['privacyNotice', LONE_HIGH],
    ['privacyNotice', NUL],
    ['privacyPolicyUrl', `https://exemplo.com.br/${LONE_HIGH}`],
  ])('when a company %s holds bad characters, then it is 400 and nothing changes', async (field, value) => {
    // Arrange
    const before = (await call(server.url, `/api/companies/${tenant.company.id}`, { token: adminToken })).json;

    // Act
    const result = await call(server.url, `/api/companies/${tenant.company.id}`, {
      method: 'PATCH',
      token: adminToken,
      body: { [field]: value },
    });

    // Assert
    expectRefused(result);
    expect(result.json.error.fields).toEqual({ [field]: messages.invalidCharacters });
    const after = (await call(server.url, `/api/companies/${tenant.company.id}`, { token: adminToken })).json;
    expect(after[field]).toBe(before[field]);
    expect(after[field]).not.toContain('\uFFFD');
  });

  it.each([
    ['a NUL', 'q1\u0000'],
    ['a lone surrogate', LONE_LOW],
  ])('when a step-view report names a step with %s, then it is 400', async (_case, step) => {
    const result = await call(server.url, `/api/public/forms/${formId}/views`, {
      method: 'POST',
      body: { steps: ['welcome', step] },
    });
    expectRefused(result);
  });
});

describe('the database backstop', () => {
  it.each(['22P05', '22021'])(
    'when the database refuses text with code %s, then the answer is 400, not 500',
    (code) => {
      // Arrange
      const error = Object.assign(new Error('Failed query: insert ...'), {
        cause: Object.assign(new Error('unsupported Unicode escape sequence'), { code }),
      });
      let status = 0;
      let body: unknown;
      const res = {
        headersSent: false,
        status(value: number) {
          status = value;
          return this;
        },
        json(value: unknown) {
          body = value;
          return this;
        },
      } as unknown as Response;
      const req = { method: 'POST', originalUrl: '/api/x' } as Request;

      // Act
      errorHandler(createLogger('silent'))(error, req, res, () => undefined);

      // Assert
      expect(status).toBe(400);
      expect(body).toEqual({ error: { code: 'INVALID', message: messages.invalidCharacters } });
    },
  );
});
