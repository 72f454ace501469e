// Companies, staff, forms, uploads and submissions written straight through the db handle, so the
// submission tests do not depend on the users, forms or files routes.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  documentKey,
  formatDocument,
  normalizeSearch,
  type Answer,
  type Comment,
  type Question,
} from '@formbuilder/contracts';
import type { Db } from '../../src/db/client';
import { files, submissions } from '../../src/db/schema';
import { insertCompany, insertForm, insertUser } from './fixtures';
import { login } from './http';

export const STAFF_PASSWORD = 'senha-da-equipe-123';

export const surveyQuestions: Question[] = [
  { id: 'q-name', title: 'Como você se chama?', type: 'STRING', options: [] },
  { id: 'q-story', title: 'Conte sua experiência', type: 'TEXT', options: [] },
  {
    id: 'q-return',
    title: 'Voltaria?',
    type: 'SINGLE',
    options: [{ text: 'Sim' }, { text: 'Não', goTo: 'end' }],
  },
  {
    id: 'q-colors',
    title: 'Cores preferidas',
    type: 'MULTIPLE',
    options: [{ text: 'Vermelho' }, { text: 'Azul' }, { text: 'Verde' }],
  },
  { id: 'q-photo', title: 'Envie uma foto', type: 'FILE', options: [] },
];

/** A valid CPF (check digits computed) from any 9 digits. */
export function cpfFrom(nineDigits: string): string {
  const digits = [...nineDigits].map(Number);
  const check = (weightStart: number) => {
    const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check(10));
  digits.push(check(11));
  return formatDocument(digits.join(''));
}

export const respondent = { name: 'Maria José', document: '529.982.247-25', email: 'maria@example.com', phone: '' };

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** A company with a MANAGER, a USER who creates forms, and a USER who created none. */
export async function seedCompany(db: Db, options: { name?: string; allowEmail?: boolean } = {}) {
  const company = await insertCompany(db, { name: options.name ?? unique('Empresa'), allowEmail: options.allowEmail });
  const tag = unique('c');
  const user = (role: 'MANAGER' | 'USER', who: string) =>
    insertUser(db, {
      email: `${who}-${tag}@example.com`,
      password: STAFF_PASSWORD,
      role,
      companyId: company.id,
      name: who,
    });
  const manager = await user('MANAGER', 'gestora');
  const creator = await user('USER', 'criador');
  const bystander = await user('USER', 'outro');
  return { company, manager, creator, bystander };
}

export type SeededCompany = Awaited<ReturnType<typeof seedCompany>>;

export async function tokenOf(baseUrl: string, email: string): Promise<string> {
  return (await login(baseUrl, email, STAFF_PASSWORD)).token;
}

/** A form with `surveyQuestions` unless others are given. */
export function insertSurvey(db: Db, values: Parameters<typeof insertForm>[1]) {
  return insertForm(db, { ...values, questions: values.questions ?? surveyQuestions });
}

/** A stored upload as the files route leaves it: a respondent's has no company yet. */
export async function insertUpload(db: Db, values: { companyId?: string | null; name?: string } = {}) {
  const [row] = await db
    .insert(files)
    .values({
      companyId: values.companyId ?? null,
      originalName: values.name ?? 'foto.png',
      storedName: unique('stored'),
      mime: 'image/png',
      size: 10,
    })
    .returning();
  return row!;
}

export async function insertStoredSubmission(
  db: Db,
  values: {
    formId: string;
    companyId: string;
    name: string;
    document?: string;
    email?: string;
    phone?: string;
    answers?: Answer[];
    comments?: Comment[];
    createdAt?: Date;
  },
) {
  const document = values.document ?? '';
  const [row] = await db
    .insert(submissions)
    .values({
      formId: values.formId,
      companyId: values.companyId,
      name: values.name,
      nameSearch: normalizeSearch(values.name),
      document,
      documentDigits: documentKey(document),
      email: values.email ?? '',
      phone: values.phone ?? '',
      answers: values.answers ?? [],
      comments: values.comments ?? [],
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** The .eml files in the outbox, with quoted-printable bodies decoded so links read whole. */
export async function outboxMails(outboxDir: string | undefined): Promise<string[]> {
  if (!outboxDir) return [];
  let names: string[];
  try {
    names = await fs.readdir(outboxDir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => fs.readFile(path.join(outboxDir, name), 'latin1')),
  );
  return mails.map((raw) =>
    Buffer.from(
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** Polls until the check passes or the time is up (for work the server does after answering). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
