// Companies with a MANAGER and a USER signed in, and template library rows, for the forms and
// templates tests.
import { normalizeSearch, type Question } from '@formbuilder/contracts';
import type { Db } from '../../src/db/client';
import { templateCategories, templates } from '../../src/db/schema';
import { insertCompany, insertUser } from './fixtures';
import { login } from './http';

export interface SignedIn {
  id: string;
  token: string;
}

export interface TenantFixture {
  company: Awaited<ReturnType<typeof insertCompany>>;
  manager: SignedIn;
  user: SignedIn;
  /** A second USER of the same company. */
  colleague: SignedIn;
}

let sequence = 0;

/** A company with a MANAGER and two USERs, all signed in. */
export async function createTenant(
  db: Db,
  baseUrl: string,
  options: { name?: string; formsLimit?: number } = {},
): Promise<TenantFixture> {
  sequence += 1;
  const tag = `t${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const company = await insertCompany(db, {
    name: options.name ?? `Empresa ${tag}`,
    formsLimit: options.formsLimit ?? 50,
  });
  const signIn = async (role: 'MANAGER' | 'USER', who: string, name: string): Promise<SignedIn> => {
    const email = `${who}-${tag}@example.com`;
    const password = `senha-${who}-123`;
    const row = await insertUser(db, { email, password, role, companyId: company.id, name });
    return { id: row.id, token: (await login(baseUrl, email, password)).token };
  };
  return {
    company,
    manager: await signIn('MANAGER', 'gestor', 'Gestora Ana'),
    user: await signIn('USER', 'usuario', 'Bruno Usuário'),
    colleague: await signIn('USER', 'colega', 'Carla Colega'),
  };
}

/** A valid form body with a jump: q2 'Não' ends the form, 'Sim' goes on to q3. */
export function formBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Pesquisa de satisfação',
    questions: [
      { id: 'q1', title: 'Qual é o seu nome?', type: 'STRING', options: [] },
      {
        id: 'q2',
        title: 'Gostou?',
        type: 'SINGLE',
        options: [
          { text: 'Sim', goTo: 'q3' },
          { text: 'Não', goTo: 'end' },
        ],
      },
      { id: 'q3', title: 'O que mais gostou?', type: 'TEXT', options: [] },
    ],
    ...overrides,
  };
}

export async function insertCategory(db: Db, name: string) {
  const [row] = await db
    .insert(templateCategories)
    .values({ name, nameSearch: normalizeSearch(name) })
    .returning();
  return row!;
}

export const templateQuestions: Question[] = [
  {
    id: 't1',
    title: 'Como avalia o atendimento?',
    type: 'SINGLE',
    options: [
      { text: 'Bom', goTo: 't3' },
      { text: 'Ruim', file: '/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/ruim.png' },
    ],
  },
  { id: 't2', title: 'O que podemos melhorar?', type: 'TEXT', options: [], goTo: 'end' },
  { id: 't3', title: 'Deixe um comentário', type: 'STRING', options: [] },
];

export async function insertTemplate(db: Db, values: { categoryId: string; title?: string; questions?: Question[] }) {
  const title = values.title ?? 'Pesquisa de atendimento';
  const [row] = await db
    .insert(templates)
    .values({
      title,
      titleSearch: normalizeSearch(title),
      categoryId: values.categoryId,
      questions: values.questions ?? templateQuestions,
    })
    .returning();
  return row!;
}
