// Builds what a test needs through the product's own API, as the staff would with the screens.
import { randomUUID } from 'node:crypto';
import type { Form, Question } from '@formbuilder/contracts';
import { admin } from './admin';

async function call<T>(base: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${response.status}: ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

export async function loginToken(base: string, email: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return token;
}

export interface SeededCompany {
  companyId: string;
  name: string;
  manager: { email: string; password: string; token: string; id: string };
}

/** A company with one MANAGER, made by the ADMIN. */
export async function seedCompany(
  base: string,
  options: { color?: string; formsLimit?: number; usersLimit?: number; allowEmail?: boolean } = {},
): Promise<SeededCompany> {
  const adminToken = await loginToken(base, admin.email, admin.password);
  const suffix = randomUUID().slice(0, 8);
  const name = `Empresa ${suffix}`;
  const company = await call<{ id: string }>(base, '/api/companies', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      name,
      formsLimit: options.formsLimit ?? 10,
      usersLimit: options.usersLimit ?? 10,
      allowEmail: options.allowEmail ?? false,
      allowSMS: false,
      allowWhatsapp: false,
      color: options.color ?? '#0f766e',
    }),
  });
  const email = `gestor-${suffix}@e2e.test`;
  const password = 'senha-do-gestor-123';
  const user = await call<{ id: string }>(base, '/api/users', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      name: 'Gestora Teste',
      email,
      phone: '(11) 98765-4321',
      role: 'MANAGER',
      password,
      passwordConfirm: password,
      company: company.id,
    }),
  });
  return {
    companyId: company.id,
    name,
    manager: { email, password, id: user.id, token: await loginToken(base, email, password) },
  };
}

export type QuestionInput = Omit<Question, 'id'> & { id?: string };

export async function seedForm(
  base: string,
  token: string,
  form: { title: string; anonymous?: boolean; status?: 'ACTIVE' | 'INACTIVE'; questions: QuestionInput[] },
): Promise<Form> {
  return call<Form>(base, '/api/forms', {
    method: 'POST',
    token,
    body: JSON.stringify({ status: 'ACTIVE', anonymous: false, ...form }),
  });
}

export async function listSubmissions(base: string, token: string, formId: string) {
  return call<{
    items: Array<{
      id: string;
      name: string;
      document: string;
      answers: Array<{ question: string; answer: string }>;
      privacyAck: { at: string; text: string; policyUrl: string } | null;
    }>;
    totalItems: number;
  }>(base, `/api/submissions?formId=${formId}`, { token });
}

/** A USER of the company, made by its MANAGER. */
export async function seedCompanyUser(base: string, company: SeededCompany, name: string) {
  const suffix = randomUUID().slice(0, 8);
  const email = `usuario-${suffix}@e2e.test`;
  const password = 'senha-do-usuario-123';
  const user = await call<{ id: string }>(base, '/api/users', {
    method: 'POST',
    token: company.manager.token,
    body: JSON.stringify({ name, email, phone: '(21) 91234-5678', role: 'USER', password, passwordConfirm: password }),
  });
  return { id: user.id, email, password };
}

/** Changes the company as its MANAGER would (name, colour, logo, privacy notice). */
export async function updateCompany(base: string, company: SeededCompany, fields: Record<string, unknown>) {
  return call<Record<string, unknown>>(base, `/api/companies/${company.companyId}`, {
    method: 'PATCH',
    token: company.manager.token,
    body: JSON.stringify(fields),
  });
}

/** A company API key made by its MANAGER; the answer's `key` is the secret, shown once. */
export async function seedApiKey(base: string, company: SeededCompany, name: string, scopes: string[]) {
  return call<{ id: string; key: string }>(base, '/api/api-keys', {
    method: 'POST',
    token: company.manager.token,
    body: JSON.stringify({ name, scopes }),
  });
}

/** Changes a form with `token` (a staff session or an API key). */
export async function updateForm(base: string, token: string, formId: string, fields: Record<string, unknown>) {
  return call<Record<string, unknown>>(base, `/api/forms/${formId}`, {
    method: 'PATCH',
    token,
    body: JSON.stringify(fields),
  });
}
