// Who may call each route (docs/security.md#tenants-and-roles), two ways:
// - every route declaration (api/src/http/route.ts) against what the running app really does, for
//   every caller kind: anonymous, ADMIN, MANAGER, USER, and an API key with and without the route's
//   scope; and every route the app mounts under /api must be declared;
// - record-level rules in one table of expected statuses, from docs/people-and-files.md,
//   docs/forms-and-templates.md and docs/submissions.md, each call made valid for the roles it allows
//   (same company for MANAGER and USER; for the USER, the form it created where the rule is 'own forms').
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeyScopes, IDEMPOTENCY_KEY_HEADER, type ApiKeyScope, type Role } from '@formbuilder/contracts';
import { apiRouteTables } from '../src/api-routes';
import { declaredRoutes, type DeclaredRoute } from '../src/http/route';
import { forms, passwordResetTokens, userInvitations, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { hashToken } from '../src/modules/auth/tokens';
import {
  account,
  createApiKey,
  insertCompany,
  formBody,
  insertCategory,
  insertTemplate,
  templateQuestions,
  pathOf,
  sampleFiles,
  STAFF_PASSWORD,
  upload,
  type SignedIn,
  insertStoredSubmission,
  insertSurvey,
  respondent,
} from './support/fixtures';
import { call } from './support/http';
import { mountedRoutes } from './support/openapi';
import { startServer, type TestServer } from './support/server';

type Caller = Role | 'anonymous';
const callers: Caller[] = ['ADMIN', 'MANAGER', 'USER', 'anonymous'];

/** One HTTP call as a caller makes it; `token`/`cookie` default to the caller's main session. */
interface Request {
  method?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as multipart with this file under `file`. */
  file?: { bytes: Buffer; name: string };
  token?: string | null;
  cookie?: string;
}

interface Route {
  /** Method, path and, where it matters, whose record. */
  route: string;
  /** Expected status for [ADMIN, MANAGER, USER, anonymous]. */
  expected: [number, number, number, number];
  request: (caller: Caller) => Promise<Request> | Request;
}

let server: TestServer;
let company: Awaited<ReturnType<typeof insertCompany>>;
let sessions: Record<Role, SignedIn>;
/** A second USER of the same company, whose records the USER may not open. */
let colleague: SignedIn;
let userForm: { id: string };
let colleagueForm: { id: string };
/** A form that asks for a proof of work (ALTCHA). */
let altchaForm: { id: string };
let userSubmission: { id: string };
let colleagueSubmission: { id: string };
let template: { id: string };
let category: { id: string };
let storedFile: { url: string };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A pending invitation of the main company written straight to the database: its id and its link's token. */
async function pendingInvitation(): Promise<{ id: string; token: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await server.db
    .insert(userInvitations)
    .values({
      companyId: company.id,
      name: 'Pessoa Convidada',
      email: `${unique('convite')}@example.com`,
      role: 'USER',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning();
  return { id: row!.id, token };
}
const invitation = async () => (await pendingInvitation()).token;
const invitationId = async () => (await pendingInvitation()).id;
const roleOf = (caller: Caller): Role => (caller === 'anonymous' ? 'USER' : caller);
const companyFor = (role: Role) => (role === 'ADMIN' ? null : company.id);

/** The caller's main session token; none for anonymous. */
const tokenOf = (caller: Caller) => (caller === 'anonymous' ? null : sessions[caller].token);

/** A new account of the caller's role, for calls that end, change or delete the session or the user. */
const throwaway = (caller: Caller, name = 'Conta Descartável') =>
  account(server, { role: roleOf(caller), companyId: companyFor(roleOf(caller)), name });

/** A POST to `path` in a new account's session (none for anonymous), which the call may end. */
async function withThrowawaySession(caller: Caller, path: string): Promise<Request> {
  if (caller === 'anonymous') return { method: 'POST', path };
  const account = await throwaway(caller);
  return { method: 'POST', path, token: account.token, cookie: account.cookie };
}

/** A password-reset token of a new account of the caller's role, written straight to the database. */
async function resetToken(caller: Caller): Promise<string> {
  const account = await throwaway(caller);
  const token = crypto.randomBytes(32).toString('base64url');
  await server.db.insert(passwordResetTokens).values({
    userId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** A new form of the company created by `creatorId`, with no submissions (so it can be deleted). */
const freshForm = (creatorId: string) =>
  insertSurvey(server.db, { companyId: company.id, createdById: creatorId, title: unique('Formulário') });

/** A new stored answer of `formId`, for calls that delete it. */
const storedAnswer = (formId: string) =>
  insertStoredSubmission(server.db, { formId, companyId: company.id, name: 'Resposta Descartável' });

/**
 * An endpoint of the company written straight to the database, on a loopback address: with the SSRF
 * rule on, its deliveries are refused before any connection is made.
 */
async function freshWebhook() {
  const [row] = await server.db
    .insert(webhookEndpoints)
    .values({
      companyId: company.id,
      url: 'http://127.0.0.1:9/hook',
      events: ['submission.created'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    })
    .returning();
  return row!;
}

/** A delivery that failed for good, to replay. */
async function failedDelivery() {
  const endpoint = await freshWebhook();
  const eventId = crypto.randomUUID();
  const [row] = await server.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventId,
      eventType: 'webhook.test',
      payload: { id: eventId, type: 'webhook.test', version: 1, createdAt: new Date().toISOString(), data: {} },
      state: 'failed',
    })
    .returning();
  return row!;
}

/** Whose form a call is about: one the USER created, or a colleague's of the same company. */
interface FormOf {
  form: { id: string };
  /** An answer already stored on the form. */
  submission: { id: string };
  /** Who created the form. */
  creatorId: string;
}

/**
 * The same call on a form the USER created and on a colleague's form: the ADMIN is refused (403), the
 * MANAGER gets `status` on both, the USER `status` on its own form and `onColleague` on the other.
 */
function onOwnAndColleagueForm(
  route: string,
  status: number,
  onColleague: number,
  request: (of: FormOf) => Promise<Request> | Request,
): Route[] {
  return [
    {
      route: `${route} (a form the USER created)`,
      expected: [403, status, status, 401],
      request: () => request({ form: userForm, submission: userSubmission, creatorId: sessions.USER.id }),
    },
    {
      route: `${route} (a colleague’s form)`,
      expected: [403, status, onColleague, 401],
      request: () => request({ form: colleagueForm, submission: colleagueSubmission, creatorId: colleague.id }),
    },
  ];
}

const publicSubmissionBody = {
  ...respondent,
  answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }],
};

const routes: Route[] = [
  // ---- auth ----
  {
    route: 'POST /api/auth/login',
    expected: [200, 200, 200, 200],
    request: async (caller) => {
      const account = caller === 'anonymous' ? undefined : await throwaway(caller);
      const email = account?.email ?? sessions.USER.email;
      return { method: 'POST', path: '/api/auth/login', body: { email, password: STAFF_PASSWORD } };
    },
  },
  {
    route: 'POST /api/auth/refresh',
    expected: [200, 200, 200, 401],
    request: (caller) => withThrowawaySession(caller, '/api/auth/refresh'),
  },
  {
    route: 'POST /api/auth/logout',
    expected: [204, 204, 204, 204],
    request: (caller) => withThrowawaySession(caller, '/api/auth/logout'),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expected: [202, 202, 202, 202],
    request: (caller) => ({
      method: 'POST',
      path: '/api/auth/forgot-password',
      body: { email: sessions[roleOf(caller)].email },
    }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expected: [204, 204, 204, 204],
    request: async (caller) => {
      const token = await resetToken(caller);
      const password = 'uma-senha-nova-1';
      return {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { token, password, passwordConfirm: password },
      };
    },
  },
  {
    route: 'POST /api/auth/reset-password/check',
    expected: [204, 204, 204, 204],
    request: async (caller) => {
      const token = await resetToken(caller);
      return { method: 'POST', path: '/api/auth/reset-password/check', body: { token } };
    },
  },
  {
    route: 'POST /api/auth/change-password',
    expected: [204, 204, 204, 401],
    request: async (caller) => {
      const account = caller === 'anonymous' ? undefined : await throwaway(caller);
      const password = 'outra-senha-nova-1';
      return {
        method: 'POST',
        path: '/api/auth/change-password',
        token: account?.token ?? null,
        body: { oldPassword: STAFF_PASSWORD, password, passwordConfirm: password },
      };
    },
  },

  // ---- users ----
  { route: 'GET /api/users', expected: [200, 200, 200, 401], request: () => ({ path: '/api/users' }) },
  {
    route: 'POST /api/users',
    expected: [201, 201, 403, 401],
    request: () => {
      const password = 'senha-do-novo-1';
      return {
        method: 'POST',
        path: '/api/users',
        body: {
          name: 'Pessoa Nova',
          email: `${unique('novo')}@example.com`,
          phone: '(11) 98765-4321',
          role: 'USER',
          password,
          passwordConfirm: password,
          company: company.id,
        },
      };
    },
  },
  {
    route: 'GET /api/users/:id (the USER itself)',
    expected: [200, 200, 200, 401],
    request: () => ({ path: `/api/users/${sessions.USER.id}` }),
  },
  {
    route: 'GET /api/users/:id (a colleague of the USER)',
    expected: [200, 200, 404, 401],
    request: () => ({ path: `/api/users/${colleague.id}` }),
  },
  {
    route: 'PATCH /api/users/:id (the USER itself)',
    expected: [200, 200, 200, 401],
    request: () => ({ method: 'PATCH', path: `/api/users/${sessions.USER.id}`, body: { name: 'Usuário João' } }),
  },
  {
    route: 'PATCH /api/users/:id (a colleague of the USER)',
    expected: [200, 200, 404, 401],
    request: () => ({ method: 'PATCH', path: `/api/users/${colleague.id}`, body: { name: 'Colega Carla' } }),
  },
  {
    route: 'DELETE /api/users/:id (another user of the company)',
    expected: [204, 204, 403, 401],
    request: async () => {
      const victim = await account(server, { role: 'USER', companyId: company.id, name: 'Vai Sair' });
      return { method: 'DELETE', path: `/api/users/${victim.id}` };
    },
  },
  {
    route: 'DELETE /api/users/me',
    expected: [204, 204, 204, 401],
    request: async (caller) => {
      const account = caller === 'anonymous' ? undefined : await throwaway(caller);
      return { method: 'DELETE', path: '/api/users/me', token: account?.token ?? null };
    },
  },

  // ---- invitations ----
  {
    route: 'GET /api/invitations',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/invitations?companyId=${company.id}` }),
  },
  {
    route: 'POST /api/invitations',
    expected: [201, 201, 403, 401],
    request: () => ({
      method: 'POST',
      path: '/api/invitations',
      body: { name: 'Pessoa Convidada', email: `${unique('convite')}@example.com`, role: 'USER', company: company.id },
    }),
  },
  {
    route: 'POST /api/invitations/check',
    expected: [200, 200, 200, 200],
    request: async () => ({ method: 'POST', path: '/api/invitations/check', body: { token: await invitation() } }),
  },
  {
    route: 'POST /api/invitations/accept',
    expected: [204, 204, 204, 204],
    request: async () => {
      const password = 'senha-do-convite-1';
      return {
        method: 'POST',
        path: '/api/invitations/accept',
        body: { token: await invitation(), password, passwordConfirm: password },
      };
    },
  },
  {
    route: 'POST /api/invitations/:id/resend',
    expected: [200, 200, 403, 401],
    request: async () => {
      const id = await invitationId();
      return { method: 'POST', path: `/api/invitations/${id}/resend` };
    },
  },
  {
    route: 'DELETE /api/invitations/:id',
    expected: [204, 204, 403, 401],
    request: async () => ({ method: 'DELETE', path: `/api/invitations/${await invitationId()}` }),
  },

  // ---- companies ----
  { route: 'GET /api/companies', expected: [200, 403, 403, 401], request: () => ({ path: '/api/companies' }) },
  {
    route: 'POST /api/companies',
    expected: [201, 403, 403, 401],
    request: () => ({
      method: 'POST',
      path: '/api/companies',
      body: { name: unique('Nova Empresa'), formsLimit: 3, usersLimit: 3, color: '#123456' },
    }),
  },
  {
    route: 'GET /api/companies/:id (own company)',
    expected: [200, 200, 200, 401],
    request: () => ({ path: `/api/companies/${company.id}` }),
  },
  {
    route: 'PATCH /api/companies/:id (own company)',
    expected: [200, 200, 403, 401],
    request: () => ({ method: 'PATCH', path: `/api/companies/${company.id}`, body: { color: '#1677FF' } }),
  },
  {
    route: 'DELETE /api/companies/:id',
    expected: [204, 403, 403, 401],
    request: async () => {
      const doomed = await insertCompany(server.db, { name: unique('Empresa Apagada') });
      return { method: 'DELETE', path: `/api/companies/${doomed.id}` };
    },
  },

  // ---- forms ----
  { route: 'GET /api/forms', expected: [403, 200, 200, 401], request: () => ({ path: '/api/forms' }) },
  { route: 'GET /api/forms/count', expected: [403, 200, 200, 401], request: () => ({ path: '/api/forms/count' }) },
  {
    route: 'POST /api/forms',
    expected: [403, 201, 201, 401],
    request: () => ({ method: 'POST', path: '/api/forms', body: formBody({ title: unique('Novo') }) }),
  },
  {
    route: 'POST /api/forms/from-template',
    expected: [403, 201, 403, 401],
    request: () => ({ method: 'POST', path: '/api/forms/from-template', body: { templateId: template.id } }),
  },
  ...onOwnAndColleagueForm('GET /api/forms/:id', 200, 403, ({ form }) => ({ path: `/api/forms/${form.id}` })),
  ...onOwnAndColleagueForm('PATCH /api/forms/:id', 200, 403, ({ form }) => ({
    method: 'PATCH',
    path: `/api/forms/${form.id}`,
    body: { title: 'Pesquisa renomeada' },
  })),
  ...onOwnAndColleagueForm('POST /api/forms/:id/duplicate', 201, 403, ({ form }) => ({
    method: 'POST',
    path: `/api/forms/${form.id}/duplicate`,
  })),
  ...onOwnAndColleagueForm('DELETE /api/forms/:id', 204, 403, async ({ creatorId }) => ({
    method: 'DELETE',
    path: `/api/forms/${(await freshForm(creatorId)).id}`,
  })),
  // The editor's draft: whoever may change the form (docs/forms-and-templates.md, "Drafts").
  ...onOwnAndColleagueForm('GET /api/forms/:id/draft', 200, 403, ({ form }) => ({
    path: `/api/forms/${form.id}/draft`,
  })),
  ...onOwnAndColleagueForm('POST /api/forms/:id/draft', 200, 403, ({ form }) => ({
    method: 'POST',
    path: `/api/forms/${form.id}/draft`,
    body: {
      title: '',
      status: 'ACTIVE',
      anonymous: false,
      notifiedUser: null,
      hiddenFields: [],
      questions: [{ id: 'q1', title: '', type: 'STRING', options: [] }],
    },
  })),
  ...onOwnAndColleagueForm('DELETE /api/forms/:id/draft', 204, 403, ({ form }) => ({
    method: 'DELETE',
    path: `/api/forms/${form.id}/draft`,
  })),

  // ---- submissions ----
  { route: 'GET /api/submissions', expected: [403, 200, 200, 401], request: () => ({ path: '/api/submissions' }) },
  // The answers of a colleague's form are not found for the USER (404), as if they did not exist.
  ...onOwnAndColleagueForm('GET /api/submissions/:id', 200, 404, ({ submission }) => ({
    path: `/api/submissions/${submission.id}`,
  })),
  ...onOwnAndColleagueForm('POST /api/submissions/:id/comments', 201, 404, ({ submission }) => ({
    method: 'POST',
    path: `/api/submissions/${submission.id}/comments`,
    body: { comment: 'Obrigado pela resposta' },
  })),
  ...onOwnAndColleagueForm('DELETE /api/submissions/:id', 204, 404, async ({ form }) => ({
    method: 'DELETE',
    path: `/api/submissions/${(await storedAnswer(form.id)).id}`,
  })),
  // Two answers at once: one of the USER's form, and one of the form named.
  ...onOwnAndColleagueForm('POST /api/submissions/delete', 200, 404, async ({ form }) => ({
    method: 'POST',
    path: '/api/submissions/delete',
    body: { ids: [(await storedAnswer(userForm.id)).id, (await storedAnswer(form.id)).id] },
  })),

  // ---- data subject's rights ----
  {
    route: 'GET /api/privacy/people',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/privacy/people?document=52998224725&companyId=${company.id}` }),
  },
  {
    route: 'GET /api/privacy/people/export',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/privacy/people/export?email=titular%40example.com&companyId=${company.id}` }),
  },
  {
    route: 'DELETE /api/privacy/people',
    expected: [200, 200, 403, 401],
    request: () => ({
      method: 'DELETE',
      path: `/api/privacy/people?email=ninguem%40example.com&companyId=${company.id}`,
    }),
  },
  // ---- audit log ----
  {
    route: 'GET /api/audit',
    expected: [200, 200, 403, 401],
    request: () => ({ path: '/api/audit' }),
  },
  {
    route: 'GET /api/audit?companyId= (the tenant, filtered by action)',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/audit?companyId=${company.id}&action=form.updated` }),
  },
  // ---- notification choices (docs/notifications.md): everyone signed in, their own ----
  {
    route: 'GET /api/notifications/me',
    expected: [200, 200, 200, 401],
    request: () => ({ path: '/api/notifications/me' }),
  },
  {
    route: 'PATCH /api/notifications/me (quiet hours)',
    expected: [200, 200, 200, 401],
    request: () => ({ method: 'PATCH', path: '/api/notifications/me', body: { quietHours: { start: 22, end: 7 } } }),
  },
  {
    route: 'GET /api/channels/messages (the notification log)',
    expected: [403, 200, 403, 401],
    request: () => ({ path: '/api/channels/messages' }),
  },
  ...onOwnAndColleagueForm('GET /api/forms/:id/submissions.csv', 200, 404, ({ form }) => ({
    path: `/api/forms/${form.id}/submissions.csv`,
  })),

  // ---- webhooks (docs/integrations.md): the MANAGER's, of its own company ----
  { route: 'GET /api/webhooks', expected: [403, 200, 403, 401], request: () => ({ path: '/api/webhooks' }) },
  {
    route: 'POST /api/webhooks',
    expected: [403, 201, 403, 401],
    // An IP literal: nothing is resolved or connected to when an endpoint is saved.
    request: () => ({
      method: 'POST',
      path: '/api/webhooks',
      body: { url: 'https://8.8.8.8/hook', events: ['submission.created'] },
    }),
  },
  {
    route: 'GET /api/webhooks/:id',
    expected: [403, 200, 403, 401],
    request: async () => ({ path: `/api/webhooks/${(await freshWebhook()).id}` }),
  },
  {
    route: 'PATCH /api/webhooks/:id',
    expected: [403, 200, 403, 401],
    request: async () => ({
      method: 'PATCH',
      path: `/api/webhooks/${(await freshWebhook()).id}`,
      body: { description: 'ERP' },
    }),
  },
  {
    route: 'DELETE /api/webhooks/:id',
    expected: [403, 204, 403, 401],
    request: async () => ({ method: 'DELETE', path: `/api/webhooks/${(await freshWebhook()).id}` }),
  },
  {
    route: 'POST /api/webhooks/:id/rotate-secret',
    expected: [403, 200, 403, 401],
    request: async () => ({ method: 'POST', path: `/api/webhooks/${(await freshWebhook()).id}/rotate-secret` }),
  },
  {
    route: 'POST /api/webhooks/:id/test',
    expected: [403, 202, 403, 401],
    request: async () => ({ method: 'POST', path: `/api/webhooks/${(await freshWebhook()).id}/test` }),
  },
  {
    route: 'GET /api/webhooks/:id/deliveries',
    expected: [403, 200, 403, 401],
    request: async () => ({ path: `/api/webhooks/${(await freshWebhook()).id}/deliveries` }),
  },
  {
    route: 'POST /api/webhooks/:id/replay-failed',
    expected: [403, 202, 403, 401],
    request: async () => ({ method: 'POST', path: `/api/webhooks/${(await freshWebhook()).id}/replay-failed` }),
  },
  {
    route: 'POST /api/webhooks/deliveries/:id/replay',
    expected: [403, 200, 403, 401],
    request: async () => ({ method: 'POST', path: `/api/webhooks/deliveries/${(await failedDelivery()).id}/replay` }),
  },
  // ---- company API keys (docs/api-keys.md) ----
  {
    route: 'GET /api/api-keys',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/api-keys?companyId=${company.id}` }),
  },
  {
    route: 'POST /api/api-keys',
    expected: [403, 201, 403, 401],
    request: () => ({
      method: 'POST',
      path: '/api/api-keys',
      body: { name: unique('Integração'), scopes: ['forms:read'] },
    }),
  },
  {
    route: 'DELETE /api/api-keys/:id (a key of the company)',
    expected: [204, 204, 403, 401],
    request: async () => {
      const key = await createApiKey(server.url, sessions.MANAGER.token, ['forms:read'], unique('Chave Revogada'));
      return { method: 'DELETE', path: `/api/api-keys/${key.id}` };
    },
  },

  // ---- templates and categories ----
  { route: 'GET /api/templates', expected: [200, 200, 403, 401], request: () => ({ path: '/api/templates' }) },
  {
    route: 'POST /api/templates',
    expected: [201, 403, 403, 401],
    request: () => ({
      method: 'POST',
      path: '/api/templates',
      body: { title: unique('Modelo'), category: category.id, questions: templateQuestions },
    }),
  },
  {
    route: 'GET /api/templates/:id',
    expected: [200, 200, 403, 401],
    request: () => ({ path: `/api/templates/${template.id}` }),
  },
  {
    route: 'PATCH /api/templates/:id',
    expected: [200, 403, 403, 401],
    request: () => ({
      method: 'PATCH',
      path: `/api/templates/${template.id}`,
      body: { title: 'Pesquisa de atendimento' },
    }),
  },
  {
    route: 'DELETE /api/templates/:id',
    expected: [204, 403, 403, 401],
    request: async () => {
      const doomed = await insertTemplate(server.db, { categoryId: category.id, title: unique('Modelo Apagado') });
      return { method: 'DELETE', path: `/api/templates/${doomed.id}` };
    },
  },
  {
    route: 'GET /api/template-categories',
    expected: [200, 200, 403, 401],
    request: () => ({ path: '/api/template-categories' }),
  },
  {
    route: 'POST /api/template-categories',
    expected: [201, 403, 403, 401],
    request: () => ({ method: 'POST', path: '/api/template-categories', body: { name: unique('Categoria') } }),
  },
  {
    route: 'PATCH /api/template-categories/:id',
    expected: [200, 403, 403, 401],
    request: async () => {
      const own = await insertCategory(server.db, unique('Categoria'));
      return { method: 'PATCH', path: `/api/template-categories/${own.id}`, body: { name: unique('Renomeada') } };
    },
  },
  {
    route: 'DELETE /api/template-categories/:id (an empty one)',
    expected: [204, 403, 403, 401],
    request: async () => {
      const own = await insertCategory(server.db, unique('Categoria'));
      return { method: 'DELETE', path: `/api/template-categories/${own.id}` };
    },
  },

  // ---- public (a respondent's browser; a token changes nothing) ----
  {
    route: 'GET /api/public/forms/:id',
    expected: [200, 200, 200, 200],
    request: () => ({ path: `/api/public/forms/${userForm.id}` }),
  },
  {
    route: 'POST /api/public/forms/:id/submissions',
    expected: [201, 201, 201, 201],
    request: () => ({
      method: 'POST',
      path: `/api/public/forms/${userForm.id}/submissions`,
      headers: { [IDEMPOTENCY_KEY_HEADER]: unique('envio') },
      body: publicSubmissionBody,
    }),
  },
  {
    route: 'GET /api/public/forms/:formId/altcha',
    expected: [200, 200, 200, 200],
    request: () => ({ path: `/api/public/forms/${altchaForm.id}/altcha` }),
  },
  {
    route: 'POST /api/public/files',
    expected: [201, 201, 201, 201],
    request: () => ({ method: 'POST', path: '/api/public/files', file: { bytes: sampleFiles.png, name: 'foto.png' } }),
  },
  {
    route: 'POST /api/files',
    expected: [201, 201, 201, 401],
    request: () => ({ method: 'POST', path: '/api/files', file: { bytes: sampleFiles.png, name: 'opcao.png' } }),
  },
  {
    route: 'GET /api/public/submissions/:id',
    expected: [200, 200, 200, 200],
    request: () => ({ path: `/api/public/submissions/${userSubmission.id}` }),
  },
  {
    route: 'POST /api/public/submissions/:id/comments',
    expected: [201, 201, 201, 201],
    request: () => ({
      method: 'POST',
      path: `/api/public/submissions/${userSubmission.id}/comments`,
      body: { comment: 'Quando terei retorno?' },
    }),
  },
  {
    // The matrix's company sends no e-mail: refused alike for every caller.
    route: 'POST /api/public/forms/:formId/resume',
    expected: [409, 409, 409, 409],
    request: () => ({
      method: 'POST',
      path: `/api/public/forms/${userForm.id}/resume`,
      body: {
        email: 'titular@example.com',
        draft: {
          identity: { name: '', document: '', email: '', phone: '' },
          answers: {},
          history: [],
          privacyAck: false,
        },
      },
    }),
  },
  {
    route: 'POST /api/public/forms/:formId/resume/open',
    expected: [404, 404, 404, 404],
    request: () => ({
      method: 'POST',
      path: `/api/public/forms/${userForm.id}/resume/open`,
      body: { token: 'a'.repeat(43) },
    }),
  },
  { route: 'GET /files/:id/:name', expected: [200, 200, 200, 200], request: () => ({ path: pathOf(storedFile.url) }) },
  { route: 'GET /api/health', expected: [200, 200, 200, 200], request: () => ({ path: '/api/health' }) },
];

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0', PUBLIC_VIEW_RATE: '0', API_KEY_RATE: '0' } });
  company = await insertCompany(server.db, { name: 'Matriz', formsLimit: 500, usersLimit: 500 });
  sessions = {
    ADMIN: await account(server, { role: 'ADMIN', companyId: null, name: 'Administradora Ana' }),
    MANAGER: await account(server, { role: 'MANAGER', companyId: company.id, name: 'Gestora Maria' }),
    USER: await account(server, { role: 'USER', companyId: company.id, name: 'Usuário João' }),
  };
  colleague = await account(server, { role: 'USER', companyId: company.id, name: 'Colega Carla' });
  userForm = await insertSurvey(server.db, { companyId: company.id, createdById: sessions.USER.id });
  colleagueForm = await insertSurvey(server.db, { companyId: company.id, createdById: colleague.id });
  altchaForm = await insertSurvey(server.db, { companyId: company.id, createdById: colleague.id });
  await server.db.update(forms).set({ altcha: true }).where(eq(forms.id, altchaForm.id));
  const submission = (formId: string) =>
    insertStoredSubmission(server.db, {
      formId,
      companyId: company.id,
      name: 'Maria José',
      answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Maria' }],
    });
  userSubmission = await submission(userForm.id);
  colleagueSubmission = await submission(colleagueForm.id);
  category = await insertCategory(server.db, 'Atendimento');
  template = await insertTemplate(server.db, { categoryId: category.id });
  const uploaded = await upload(server.url, '/api/public/files', {
    file: { bytes: sampleFiles.png, name: 'foto.png' },
  });
  storedFile = uploaded.json;
});
afterAll(() => server.stop());

const cases = routes.flatMap((route) =>
  callers.map((caller, index) => [route.route, caller, route.expected[index], route] as const),
);

describe('record-level rules: route x role matrix', () => {
  it('when the table is read, then it covers every route for each of the four callers', () => {
    // Assert
    expect(cases).toHaveLength(routes.length * callers.length);
    expect(new Set(routes.map((route) => route.route)).size).toBe(routes.length);
  });

  test.each(cases)('when %s is called by %s, then it answers %i', async (_route, caller, expected, route) => {
    // Arrange
    const request = await route.request(caller);
    const token = request.token === undefined ? tokenOf(caller) : request.token;

    // Act
    const result = request.file
      ? await upload(server.url, request.path, {
          method: request.method,
          token: token ?? undefined,
          headers: request.headers,
          file: request.file,
        })
      : await call(server.url, request.path, {
          method: request.method,
          body: request.body,
          token: token ?? undefined,
          cookie: request.cookie,
          headers: request.headers,
        });

    // Assert (the body is shown only when the status is not the expected one)
    expect({ status: result.status, body: result.status === expected ? '' : result.text }).toEqual({
      status: expected,
      body: '',
    });
  });
});

// ---- every declaration against the running app ----

const declared = declaredRoutes(apiRouteTables);
const routeName = (route: DeclaredRoute) => `${route.method.toUpperCase()} ${route.fullPath}`;

type Kind = Caller | 'key holding the scope' | 'key lacking the scope';
const kinds: Kind[] = ['anonymous', 'ADMIN', 'MANAGER', 'USER', 'key holding the scope', 'key lacking the scope'];
/** Routes whose call ends the caller's session or account: called with a throwaway account. */
const endsSession = new Set(['DELETE /api/users/me', 'POST /api/auth/logout']);
/** Keys of the MANAGER's company: one per scope, one with every scope but it, one with every scope. */
let keysHolding: Record<ApiKeyScope, string>;
let keysLacking: Record<ApiKeyScope, string>;
let keyWithEveryScope: string;

/**
 * What the declaration promises a caller: the handler is reached (any status but 401 and 403), 401,
 * 403, or, on the refresh-cookie routes, the same answer as an anonymous caller (a token changes nothing).
 */
function promised(route: DeclaredRoute, kind: Kind): 'reached' | 'as anonymous' | 401 | 403 {
  const { access } = route;
  if (access === 'public') return 'reached';
  if (access === 'cookie') return 'as anonymous';
  if (kind === 'anonymous') return 401;
  if (kind === 'key holding the scope') return access.scope && access.roles.includes('MANAGER') ? 'reached' : 403;
  if (kind === 'key lacking the scope') return 403;
  return access.roles.includes(kind) ? 'reached' : 403;
}

const observed = (status: number) => (status === 401 || status === 403 ? status : 'reached');

/** A concrete call of a declared route: unknown record ids (so nothing is changed), an empty body. */
async function callAs(route: DeclaredRoute, kind: Kind) {
  const name = routeName(route);
  const path = route.fullPath
    .replace(
      '/api/companies/:id',
      route.method === 'get' || route.method === 'patch' ? `/api/companies/${company.id}` : '$&',
    )
    .replace(':format', 'csv')
    .replace(':questionId', 'q-name')
    .replace(/:\w+/g, () => crypto.randomUUID());
  const scope = typeof route.access === 'object' ? route.access.scope : undefined;
  let token: string | undefined;
  if (kind === 'key holding the scope') token = scope ? keysHolding[scope] : keyWithEveryScope;
  else if (kind === 'key lacking the scope') token = scope ? keysLacking[scope] : keyWithEveryScope;
  else if (kind !== 'anonymous') token = endsSession.has(name) ? (await throwaway(kind)).token : sessions[kind].token;
  const body = route.method === 'post' || route.method === 'patch' ? {} : undefined;
  return call(server.url, path, { method: route.method.toUpperCase(), token, body });
}

describe('every route declaration against the running app', () => {
  beforeAll(async () => {
    const manager = sessions.MANAGER.token;
    const key = async (scopes: ApiKeyScope[]) => (await createApiKey(server.url, manager, scopes)).key;
    keysHolding = Object.fromEntries(
      await Promise.all(apiKeyScopes.map(async (scope) => [scope, await key([scope])])),
    ) as Record<ApiKeyScope, string>;
    keysLacking = Object.fromEntries(
      await Promise.all(
        apiKeyScopes.map(async (scope) => [scope, await key(apiKeyScopes.filter((other) => other !== scope))]),
      ),
    ) as Record<ApiKeyScope, string>;
    keyWithEveryScope = await key([...apiKeyScopes]);
  });

  it('when the app is running, then every route it mounts under /api is declared, and every declared one is mounted', () => {
    // Arrange
    const declaredNames = declared.map(
      (route) => `${route.method.toUpperCase()} ${route.fullPath.replace(/:(\w+)/g, '{$1}')}`,
    );

    // Act
    const mounted = mountedRoutes(server.handle.app).filter((route) => route.split(' ')[1]!.startsWith('/api/'));

    // Assert
    expect(mounted.length).toBeGreaterThan(60);
    expect({ undeclared: mounted.filter((route) => !declaredNames.includes(route)) }).toEqual({ undeclared: [] });
    expect({ unmounted: declaredNames.filter((route) => !mounted.includes(route)) }).toEqual({ unmounted: [] });
  });

  test.each(declared.map((route) => [routeName(route), route] as const))(
    'when %s is called by each kind of caller, then the guard lets through exactly whom its declaration names',
    async (name, route) => {
      // Arrange
      const expected: Record<string, unknown> = {};
      const actual: Record<string, unknown> = {};
      const anonymous = observed((await callAs(route, 'anonymous')).status);

      // Act
      for (const kind of kinds) {
        const result = await callAs(route, kind);
        const promise = promised(route, kind);
        expected[kind] = promise === 'as anonymous' ? anonymous : promise;
        actual[kind] = observed(result.status);
      }

      // Assert
      expect({ name, ...actual }).toEqual({ name, ...expected });
    },
  );
});

describe('the sessions the matrix used', () => {
  it('when every row has run, then the main sessions still work (no row ended them)', async () => {
    // Act
    const answers = await Promise.all(
      (['ADMIN', 'MANAGER', 'USER'] as const).map((role) =>
        call(server.url, '/api/users', { token: sessions[role].token }),
      ),
    );

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
