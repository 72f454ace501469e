import { and, eq, sql, type SQL } from 'drizzle-orm';
import { formStatusView, type Form, type FormStatus, type Question } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, files, forms, submissionStats, submissions, users } from '../../db/schema';
import { fileUrl } from '../../kernel/file-urls';
import { byTitle, titleMatches } from '../question-lists';
import { formLifeOf } from './life';

/** The handle queries run on: the database, or the transaction a limit check holds. */
type Queryable = Db | Tx;

export type FormRow = typeof forms.$inferSelect;

/** Answers stored, counted only for a form with a cap (the one state that depends on them). */
const answerCount = sql<number>`case when ${forms.maxAnswers} is null then 0
  else (select count(*)::int from ${submissions} s where s.form_id = ${forms.id}) end`.mapWith(Number);

/**
 * Every answer the form holds, for the forms list: the per-day totals the insights keep (a few rows
 * per form and day, the same figure as 'Respostas (n)'), read in the list's own query.
 */
const receivedCount = sql<number>`(select coalesce(sum(st.count), 0)::int from ${submissionStats} st
  where st.form_id = ${forms.id} and st.question_id = '')`.mapWith(Number);

/** A form with its company details a respondent sees. */
export async function findFormWithCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      form: forms,
      company: {
        name: companies.name,
        color: companies.color,
        logoFileId: companies.logoFileId,
        privacyNotice: companies.privacyNotice,
        privacyPolicyUrl: companies.privacyPolicyUrl,
        privacyAckRequired: companies.privacyAckRequired,
        allowEmail: companies.allowEmail,
        embedOrigins: companies.embedOrigins,
      },
      logoName: files.originalName,
      answerCount,
    })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(forms.id, id));
  return row;
}

/** A form with what its staff record expands: creator name, company colour and logo. */
export interface FormRecord {
  form: FormRow;
  creatorName: string | null;
  company: { id: string; color: string; logoFileId: string | null };
  logoName: string | null;
  /** Answers stored (0 unless the form has a cap). */
  answerCount?: number;
  /** Every answer the form holds: read by the list only, and then shown as `answerCount`. */
  received?: number;
}

export function toForm({ form, creatorName, company, logoName, answerCount: answers, received }: FormRecord): Form {
  return {
    id: form.id,
    title: form.title,
    status: form.status,
    ...formStatusView(form.status),
    anonymous: form.anonymous,
    questions: form.questions,
    // Only when declared: forms without hidden fields read exactly as before.
    ...(form.hiddenFields?.length ? { hiddenFields: form.hiddenFields } : {}),
    ...(form.description ? { description: form.description } : {}),
    createdBy: form.createdById && creatorName !== null ? { id: form.createdById, name: creatorName } : null,
    company: {
      id: company.id,
      color: company.color,
      logo: company.logoFileId && logoName ? fileUrl(company.logoFileId, logoName) : null,
    },
    notifiedUser: form.notifiedUserId,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
    life: formLifeOf(form, answers ?? 0),
    ...(received === undefined ? {} : { answerCount: received }),
  };
}

const formColumns = {
  form: forms,
  creatorName: users.name,
  company: { id: companies.id, color: companies.color, logoFileId: companies.logoFileId },
  logoName: files.originalName,
  answerCount,
};

const selectForms = (db: Queryable) =>
  db
    .select(formColumns)
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(users, eq(users.id, forms.createdById))
    .leftJoin(files, eq(files.id, companies.logoFileId));

export interface FormFilter {
  companyId: string;
  /** Only the forms this user created (a USER's list). */
  createdById?: string;
  /** Already normalised (contracts normalizeSearch). */
  search?: string;
}

function whereOf(filter: FormFilter): SQL | undefined {
  return and(
    eq(forms.companyId, filter.companyId),
    filter.createdById ? eq(forms.createdById, filter.createdById) : undefined,
    titleMatches(forms, filter.search),
  );
}

/** One page of forms, each with how many answers it holds, in one query. */
export function listForms(db: Db, filter: FormFilter, page: { offset: number; limit: number }): Promise<FormRecord[]> {
  return db
    .select({ ...formColumns, received: receivedCount })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .leftJoin(users, eq(users.id, forms.createdById))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(whereOf(filter))
    .orderBy(...byTitle(forms))
    .limit(page.limit)
    .offset(page.offset);
}

export function countForms(db: Queryable, filter: FormFilter): Promise<number> {
  return db.$count(forms, whereOf(filter));
}

export async function findForm(db: Db, id: string): Promise<FormRecord | undefined> {
  const [row] = await selectForms(db).where(eq(forms.id, id));
  return row;
}

export async function findFormsLimit(db: Db, companyId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ formsLimit: companies.formsLimit })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.formsLimit;
}

/**
 * The company's formsLimit, with its row locked until the transaction ends: concurrent creates for
 * one company queue here, so each counts the forms the previous one committed.
 */
export async function lockFormsLimit(tx: Tx, companyId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ formsLimit: companies.formsLimit })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row?.formsLimit;
}

/** The settings of a form's life as columns (forms/life.ts lifeColumns); left out, the defaults. */
type LifeValues = Partial<
  Pick<
    typeof forms.$inferInsert,
    'opensAt' | 'closesAt' | 'maxAnswers' | 'closedMessage' | 'ending' | 'answerCopy' | 'honeypot' | 'altcha'
  >
>;

export interface FormValues extends LifeValues {
  title: string;
  titleSearch: string;
  status: FormStatus;
  anonymous: boolean;
  questions: Question[];
  hiddenFields?: string[];
  description?: string;
  companyId: string;
  createdById: string;
  notifiedUserId: string | null;
}

export async function insertForm(db: Queryable, values: FormValues): Promise<string> {
  const [row] = await db.insert(forms).values(values).returning({ id: forms.id });
  return row!.id;
}

export type FormChanges = Partial<Omit<FormValues, 'companyId' | 'createdById'>>;

export async function updateForm(db: Queryable, id: string, changes: FormChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(forms).set(changes).where(eq(forms.id, id));
}

export async function deleteForm(db: Db, id: string): Promise<void> {
  await db.delete(forms).where(eq(forms.id, id));
}

export async function formHasSubmissions(db: Db, formId: string): Promise<boolean> {
  const rows = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, formId)).limit(1);
  return rows.length > 0;
}

export async function isCompanyUser(db: Db, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return rows.length > 0;
}
