// Queries of the submissions module. Staff reads always go through a Scope, so a row of another
// company (or, for a USER, of a form it may not see) is simply not found.
import { and, count, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SUBMISSION_LIMITS, type Comment } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, files, forms, submissions, users } from '../../db/schema';

/** Which submissions a staff caller may see: its company's, and for a USER only of its forms. */
export interface Scope {
  companyId: string;
  /** Set for a USER: only forms it created or is notified of. */
  userId?: string;
}

const creators = alias(users, 'creators');

function scopeCondition(scope: Scope): SQL | undefined {
  return and(
    eq(submissions.companyId, scope.companyId),
    scope.userId ? or(eq(forms.createdById, scope.userId), eq(forms.notifiedUserId, scope.userId)) : undefined,
  );
}

function formScopeCondition(scope: Scope): SQL | undefined {
  return and(
    eq(forms.companyId, scope.companyId),
    scope.userId ? or(eq(forms.createdById, scope.userId), eq(forms.notifiedUserId, scope.userId)) : undefined,
  );
}

/** Escapes LIKE's wildcards so a search for '50%' looks for those characters. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// ---- public answering ----

/**
 * The form to answer and, when a key is given, the submission already stored under it, in one round
 * trip (the unique index on form and key makes that at most one row).
 */
export async function findFormForSubmission(db: Db, formId: string, idempotencyKey?: string) {
  const [row] = await db
    .select({
      id: forms.id,
      title: forms.title,
      status: forms.status,
      anonymous: forms.anonymous,
      questions: forms.questions,
      companyId: forms.companyId,
      notifiedUserId: forms.notifiedUserId,
      existing: { id: submissions.id, requestHash: submissions.requestHash },
    })
    .from(forms)
    .leftJoin(
      submissions,
      idempotencyKey === undefined
        ? sql`false`
        : and(eq(submissions.formId, forms.id), eq(submissions.idempotencyKey, idempotencyKey)),
    )
    .where(eq(forms.id, formId));
  return row;
}

export async function findByIdempotencyKey(db: Db, formId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ id: submissions.id, requestHash: submissions.requestHash })
    .from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.idempotencyKey, idempotencyKey)));
  return row;
}

/** On its own a single INSERT is atomic; it takes a transaction when uploads are claimed with it. */
export async function insertSubmission(tx: Db | Tx, values: typeof submissions.$inferInsert) {
  const [row] = await tx.insert(submissions).values(values).returning({ id: submissions.id });
  return row!;
}

/**
 * Gives respondent uploads to the form's company (until then they belong to nobody). A file already
 * owned by another company is not returned, so the caller can refuse it.
 */
export async function claimFiles(tx: Tx, fileIds: string[], companyId: string) {
  if (fileIds.length === 0) return [];
  return tx
    .update(files)
    .set({ companyId })
    .where(and(inArray(files.id, fileIds), or(isNull(files.companyId), eq(files.companyId, companyId))))
    .returning({ id: files.id, originalName: files.originalName });
}

export async function findPublicSubmission(db: Db, id: string) {
  const [row] = await db
    .select({
      submission: submissions,
      form: { id: forms.id, title: forms.title },
      company: { name: companies.name, color: companies.color, logoFileId: companies.logoFileId },
      logoName: files.originalName,
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(companies, eq(companies.id, submissions.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(submissions.id, id));
  return row;
}

/**
 * Appends one comment in a single UPDATE, so concurrent comments never overwrite each other, and
 * refuses once the submission holds the maximum. Undefined when nothing was updated.
 */
export async function appendComment(db: Db, id: string, comment: Comment) {
  const [row] = await db
    .update(submissions)
    .set({ comments: sql`${submissions.comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(
      and(eq(submissions.id, id), sql`jsonb_array_length(${submissions.comments}) < ${SUBMISSION_LIMITS.comments}`),
    )
    .returning({ comments: submissions.comments });
  return row?.comments;
}

export async function submissionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id));
  return row !== undefined;
}

// ---- staff reads ----

const staffColumns = {
  submission: submissions,
  form: { id: forms.id, title: forms.title },
  creator: { id: creators.id, name: creators.name },
};

export type StaffRow = {
  submission: typeof submissions.$inferSelect;
  form: { id: string; title: string };
  creator: { id: string; name: string } | null;
};

const staffSelect = (db: Db) =>
  db
    .select(staffColumns)
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .leftJoin(creators, eq(creators.id, forms.createdById));

export interface ListFilters {
  formId?: string;
  /** Lower-cased, accent-stripped text looked for inside the respondent's name. */
  nameKey?: string;
  /** Digits looked for inside the respondent's document. */
  digits?: string;
}

export async function listSubmissions(
  db: Db,
  scope: Scope,
  filters: ListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffRow[]; total: number }> {
  const search = or(
    filters.nameKey ? like(submissions.nameSearch, `%${likeEscaped(filters.nameKey)}%`) : undefined,
    filters.digits ? like(submissions.documentDigits, `%${likeEscaped(filters.digits)}%`) : undefined,
  );
  const where = and(scopeCondition(scope), filters.formId ? eq(submissions.formId, filters.formId) : undefined, search);
  const [rows, [totals]] = await Promise.all([
    staffSelect(db)
      .where(where)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(submissions).innerJoin(forms, eq(forms.id, submissions.formId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findStaffSubmission(db: Db, scope: Scope, id: string): Promise<StaffRow | undefined> {
  const [row] = await staffSelect(db).where(and(scopeCondition(scope), eq(submissions.id, id)));
  return row;
}

/** Unscoped: for events, whose audience is worked out from the row itself. */
export async function findSubmissionWithAudience(db: Db, id: string) {
  const [row] = await db
    .select({
      ...staffColumns,
      audience: {
        companyId: forms.companyId,
        createdById: forms.createdById,
        notifiedUserId: forms.notifiedUserId,
      },
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .leftJoin(creators, eq(creators.id, forms.createdById))
    .where(eq(submissions.id, id));
  return row;
}

export async function findFormInScope(db: Db, scope: Scope, formId: string) {
  const [row] = await db
    .select({ id: forms.id, title: forms.title, questions: forms.questions })
    .from(forms)
    .where(and(formScopeCondition(scope), eq(forms.id, formId)));
  return row;
}

export async function listFormSubmissionsForExport(db: Db, formId: string) {
  return db
    .select({
      createdAt: submissions.createdAt,
      name: submissions.name,
      document: submissions.document,
      email: submissions.email,
      phone: submissions.phone,
      answers: submissions.answers,
      comments: submissions.comments,
    })
    .from(submissions)
    .where(eq(submissions.formId, formId))
    .orderBy(desc(submissions.createdAt), desc(submissions.id));
}

// ---- notification ----

/** Who to e-mail about a new submission: the form's notified user, if its company allows e-mail. */
export async function findMailRecipient(db: Db, formId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, formTitle: forms.title })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .innerJoin(users, and(eq(users.id, forms.notifiedUserId), eq(users.companyId, forms.companyId)))
    .where(and(eq(forms.id, formId), eq(companies.allowEmail, true)));
  return row;
}

export type SubmissionRow = typeof submissions.$inferSelect;
