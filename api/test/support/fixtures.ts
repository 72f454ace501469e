// Rows written straight through the db handle, for what the API of this slice can not create yet.
import { normalizeSearch, type FormStatus, type Question, type Role } from '@formbuilder/contracts';
import type { Db } from '../../src/db/client';
import { companies, forms, submissions, users } from '../../src/db/schema';
import { hashPassword } from '../../src/security/passwords';

export async function insertCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const name = overrides.name ?? 'Empresa Teste';
  const [row] = await db
    .insert(companies)
    .values({ name, nameSearch: normalizeSearch(name), formsLimit: 5, usersLimit: 5, ...overrides })
    .returning();
  return row!;
}

export async function insertUser(
  db: Db,
  values: { email: string; password: string; role: Role; companyId: string | null; name?: string },
) {
  const name = values.name ?? 'Pessoa Teste';
  const [row] = await db
    .insert(users)
    .values({
      name,
      nameSearch: normalizeSearch(name),
      email: values.email,
      username: values.email,
      phone: '(11) 91234-5678',
      role: values.role,
      companyId: values.companyId,
      passwordHash: await hashPassword(values.password),
    })
    .returning();
  return row!;
}

export const sampleQuestions: Question[] = [
  { id: 'q1', title: 'Qual é o seu nome?', type: 'STRING', options: [] },
  {
    id: 'q2',
    title: 'Gostou?',
    type: 'SINGLE',
    options: [{ text: 'Sim' }, { text: 'Não', goTo: 'end' }],
  },
];

/** A form with `sampleQuestions` unless others are given. */
export async function insertForm(
  db: Db,
  values: {
    companyId: string;
    createdById?: string | null;
    notifiedUserId?: string | null;
    title?: string;
    status?: FormStatus;
    anonymous?: boolean;
    questions?: Question[];
  },
) {
  const title = values.title ?? 'Pesquisa de satisfação';
  const [row] = await db
    .insert(forms)
    .values({
      title,
      titleSearch: normalizeSearch(title),
      status: values.status ?? 'ACTIVE',
      anonymous: values.anonymous ?? false,
      questions: values.questions ?? sampleQuestions,
      companyId: values.companyId,
      createdById: values.createdById ?? null,
      notifiedUserId: values.notifiedUserId ?? null,
    })
    .returning();
  return row!;
}

export async function insertSubmission(db: Db, values: { formId: string; companyId: string; name?: string }) {
  const name = values.name ?? 'Resposta anônima';
  const [row] = await db
    .insert(submissions)
    .values({
      formId: values.formId,
      companyId: values.companyId,
      name,
      nameSearch: normalizeSearch(name),
      answers: [{ questionId: 'q1', question: 'Qual é o seu nome?', answer: 'Ana' }],
    })
    .returning();
  return row!;
}
