// `npm run seed`: the demo company (docs/demo.md). Running it again replaces the demo company and
// everything in it (forms, answers, counts, its two users) with a fresh copy and new passwords;
// nothing outside the demo company is touched.
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { digitsOnly, FUNNEL_WELCOME, normalizeSearch } from '@formbuilder/contracts';
import type { Db } from '../db/client';
import { companies, formStepViews, forms, submissions, users } from '../db/schema';
import type { PasswordHasher } from '../security/passwords';
import { answersFor, demoForms, personOf, randomFrom } from './demo-data';

export const DEMO_COMPANY = 'Demonstração Formulários Ltda';
export const DEMO_MANAGER_EMAIL = 'gestora@demo.formularios.com.br';
export const DEMO_USER_EMAIL = 'usuario@demo.formularios.com.br';
const DAYS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoResult {
  companyId: string;
  replaced: boolean;
  manager: { email: string; password: string };
  user: { email: string; password: string };
  forms: { id: string; title: string; answers: number }[];
}

const brasiliaDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

export async function seedDemo(db: Db, hasher: PasswordHasher, now = new Date()): Promise<DemoResult> {
  const random = randomFrom(20_26);
  const password = () => crypto.randomBytes(12).toString('base64url');
  const manager = { email: DEMO_MANAGER_EMAIL, password: password() };
  const user = { email: DEMO_USER_EMAIL, password: password() };
  const [managerHash, userHash] = await Promise.all([hasher.hash(manager.password), hasher.hash(user.password)]);

  return db.transaction(async (tx) => {
    const old = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY));
    // The company's users, forms, answers and counts go with it (foreign keys cascade).
    if (old.length > 0)
      await tx.delete(companies).where(
        inArray(
          companies.id,
          old.map((row) => row.id),
        ),
      );
    const taken = await tx
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, [manager.email, user.email]));
    if (taken.length > 0) throw new Error(`e-mail already used outside the demo company: ${taken[0]!.email}`);

    const [company] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY,
        nameSearch: normalizeSearch(DEMO_COMPANY),
        formsLimit: 10,
        usersLimit: 5,
        color: '#0F766E',
      })
      .returning({ id: companies.id });
    const staff = await tx
      .insert(users)
      .values(
        [
          { name: 'Gabriela Gestora', email: manager.email, role: 'MANAGER' as const, passwordHash: managerHash },
          { name: 'Ulisses Usuário', email: user.email, role: 'USER' as const, passwordHash: userHash },
        ].map((person) => ({
          ...person,
          nameSearch: normalizeSearch(person.name),
          username: person.email,
          phone: '(11) 98888-7777',
          companyId: company!.id,
        })),
      )
      .returning({ id: users.id, role: users.role });
    const managerId = staff.find((row) => row.role === 'MANAGER')!.id;
    const userId = staff.find((row) => row.role === 'USER')!.id;

    const created: DemoResult['forms'] = [];
    for (const [index, demo] of demoForms.entries()) {
      const [form] = await tx
        .insert(forms)
        .values({
          title: demo.title,
          titleSearch: normalizeSearch(demo.title),
          anonymous: demo.anonymous,
          questions: demo.questions,
          companyId: company!.id,
          createdById: index === 1 ? userId : managerId,
          notifiedUserId: index === 1 ? userId : null,
        })
        .returning({ id: forms.id });

      const views = new Map<string, number>();
      const view = (day: string, step: string) => views.set(`${day}|${step}`, (views.get(`${day}|${step}`) ?? 0) + 1);
      const rows = Array.from({ length: demo.answers }, () => {
        // More answers lately: a form that is being shared.
        const createdAt = new Date(now.getTime() - Math.pow(random.next(), 1.6) * DAYS * DAY_MS);
        const person = personOf(random);
        const identity = demo.anonymous ? { name: 'Resposta anônima', document: '', email: '', phone: '' } : person;
        const answers = answersFor(demo, random, person);
        const day = brasiliaDay(createdAt);
        view(day, FUNNEL_WELCOME);
        for (const answer of answers) view(day, answer.questionId!);
        return {
          formId: form!.id,
          companyId: company!.id,
          ...identity,
          nameSearch: normalizeSearch(identity.name),
          documentDigits: digitsOnly(identity.document),
          answers,
          createdAt,
        };
      });
      // Visits that gave up part way: about one in three, stopping at some step.
      for (let i = 0; i < Math.round(demo.answers * 0.45); i += 1) {
        const day = brasiliaDay(new Date(now.getTime() - random.next() * DAYS * DAY_MS));
        view(day, FUNNEL_WELCOME);
        const reached = random.int(demo.questions.length);
        for (const question of demo.questions.slice(0, reached)) view(day, question.id);
      }
      for (let i = 0; i < rows.length; i += 200) await tx.insert(submissions).values(rows.slice(i, i + 200));
      await tx.insert(formStepViews).values(
        [...views].map(([key, count]) => {
          const [day, step] = key.split('|') as [string, string];
          return { formId: form!.id, day, step, views: count };
        }),
      );
      created.push({ id: form!.id, title: demo.title, answers: rows.length });
    }
    return { companyId: company!.id, replaced: old.length > 0, manager, user, forms: created };
  });
}

export function demoBanner(result: DemoResult, publicUrl: string): string {
  const total = result.forms.reduce((sum, form) => sum + form.answers, 0);
  const line = '='.repeat(64);
  return [
    line,
    ` Demo company "${DEMO_COMPANY}" ${result.replaced ? 'replaced' : 'created'}:`,
    ` ${result.forms.length} forms, ${total} answers. These passwords are shown only once:`,
    `   URL:      ${publicUrl}/login`,
    `   Manager:  ${result.manager.email}  ${result.manager.password}`,
    `   User:     ${result.user.email}  ${result.user.password}`,
    ' Run `npm run seed` again to start the demo over (new passwords).',
    line,
    '',
  ].join('\n');
}
