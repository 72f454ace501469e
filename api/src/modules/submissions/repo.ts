// Queries of the submissions module. Staff reads always go through a Scope, so a row of another
// company (or, for a USER, of a form it may not see) is simply not found.
import { and, asc, count, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FORM_TIME_ZONE,
  SUBMISSION_LIMITS,
  type Answer,
  type Comment,
  type Question,
  type SubmissionSortKey,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/contains-pattern';
import { companies, files, forms, submissionStats, submissions, users } from '../../db/schema';
import { endpointExists } from '../webhooks';

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

/** The rows of a raw query: both drivers (node-postgres and PGlite) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

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
      hiddenFields: forms.hiddenFields,
      companyId: forms.companyId,
      notifiedUserId: forms.notifiedUserId,
      // Its schedule, cap and honeypot (answer-window.ts).
      opensAt: forms.opensAt,
      closesAt: forms.closesAt,
      maxAnswers: forms.maxAnswers,
      closedMessage: forms.closedMessage,
      honeypot: forms.honeypot,
      // A proof of work to check before storing (altcha.ts).
      altcha: forms.altcha,
      answerCopy: forms.answerCopy,
      privacy: {
        privacyNotice: companies.privacyNotice,
        privacyPolicyUrl: companies.privacyPolicyUrl,
        privacyAckRequired: companies.privacyAckRequired,
      },
      // The exact stored value (microseconds), for insertIfFormUnchanged.
      version: sql<string>`${forms.updatedAt}::text`,
      // Whether a webhook wants this form's new submissions: then the answer is stored in a
      // transaction with its event, never by the one-statement path.
      webhooks: sql<boolean>`${endpointExists(sql`${forms.companyId}`, 'submission.created', sql`${forms.id}`)}`,
      existing: { id: submissions.id, requestHash: submissions.requestHash },
    })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
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
  const [row] = await tx
    .insert(submissions)
    .values(values)
    .returning({ id: submissions.id, createdAt: submissions.createdAt });
  return row!;
}

/** The time of the transaction `tx`, the created_at every row it inserts gets by default. */
export async function transactionTime(tx: Tx): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] };
  return new Date(result.rows[0]!.now);
}

/** One answer for insertIfFormsUnchanged: its id is chosen by the caller, to find it among the inserted. */
export interface FastAnswerRow {
  id: string;
  formId: string;
  /** The form's updated_at as read before (exact text), which must still hold. */
  formVersion: string;
  name: string;
  nameSearch: string;
  document: string;
  documentDigits: string;
  email: string;
  phone: string;
  answers: Answer[];
  /** The hidden fields read from the public link ({} when none). */
  hidden: Record<string, string>;
  idempotencyKey: string | null;
  requestHash: string;
}

/**
 * The hot path of public answers, one statement and one round trip for any number of them: inserts
 * each row only if its form is still ACTIVE and unchanged since `formVersion` (and no webhook wants its
 * answers: docs/integrations.md#delivery), skips keys already
 * used (the unique index on form and key), and, with `notifyChannel`, queues the realtime events in
 * the same transaction (PostgreSQL sends them at commit, so no event without its row). Resolves
 * with the ids inserted; a row left out goes the slow path, which tells why.
 */
export async function insertIfFormsUnchanged(
  db: Db,
  rows: FastAnswerRow[],
  notifyChannel: string | undefined,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.formId}::uuid, ${row.formVersion}::timestamptz, ${row.name}::text,
          ${row.nameSearch}::text, ${row.document}::text, ${row.documentDigits}::text, ${row.email}::text,
          ${row.phone}::text, ${JSON.stringify(row.answers)}::jsonb, ${JSON.stringify(row.hidden)}::jsonb,
          ${row.idempotencyKey}::text, ${row.requestHash}::text)`,
    ),
    sql`, `,
  );
  const notify = notifyChannel
    ? sql`, pg_notify(${notifyChannel}, '{"type":"submission.created","id":"' || inserted.id || '"}')`
    : sql``;
  const result = await db.execute(sql`
    with answer (id, form_id, form_version, name, name_search, document, document_digits, email, phone, answers,
      hidden, idempotency_key, request_hash) as (values ${values}),
    inserted as (
      insert into ${submissions} (id, form_id, company_id, name, name_search, document, document_digits, email, phone,
        answers, hidden, comments, idempotency_key, request_hash)
      select answer.id, answer.form_id, f.company_id, answer.name, answer.name_search, answer.document,
        answer.document_digits, answer.email, answer.phone, answer.answers, answer.hidden, '[]'::jsonb,
        answer.idempotency_key, answer.request_hash
      from answer
      join ${forms} f on f.id = answer.form_id and f.status = 'ACTIVE' and f.updated_at = answer.form_version
      -- The company may have started requiring its privacy notice since the form was read, or added a
      -- webhook for new answers: those go the full path, which writes the event with the row.
      join ${companies} c on c.id = f.company_id and not c.privacy_ack_required
        and not ${endpointExists(sql.raw('f.company_id'), 'submission.created', sql.raw('f.id'))}
      on conflict (form_id, idempotency_key) do nothing
      returning id
    )
    select inserted.id ${notify} from inserted`);
  const inserted = (result as unknown as { rows: { id: string }[] }).rows;
  return new Set(inserted.map((row) => row.id));
}

export async function findPublicSubmission(db: Db, id: string) {
  const [row] = await db
    .select({
      submission: submissions,
      form: { id: forms.id, title: forms.title, questions: forms.questions },
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
 * refuses once the submission holds the maximum of its side: respondents' comments
 * (`publicComments`) and staff comments (`comments`) are counted apart, so respondents can never use
 * up the staff's room. Undefined when nothing was updated.
 */
export async function appendComment(db: Db | Tx, id: string, comment: Comment) {
  const quota = comment.isUser ? SUBMISSION_LIMITS.publicComments : SUBMISSION_LIMITS.comments;
  const sameSide = sql`(select count(*) from jsonb_array_elements(${submissions.comments}) as c(value)
    where coalesce((c.value ->> 'isUser')::boolean, false) = ${comment.isUser})`;
  const [row] = await db
    .update(submissions)
    .set({ comments: sql`${submissions.comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(and(eq(submissions.id, id), sql`${sameSide} < ${quota}`))
    .returning({ comments: submissions.comments, formId: submissions.formId, companyId: submissions.companyId });
  return row;
}

export async function submissionExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, id));
  return row !== undefined;
}

// ---- staff reads ----

const staffColumns = {
  submission: submissions,
  form: { id: forms.id, title: forms.title, questions: forms.questions },
  creator: { id: creators.id, name: creators.name },
};

export type StaffRow = {
  submission: typeof submissions.$inferSelect;
  form: { id: string; title: string; questions: Question[] };
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
  /** Document key (contracts documentKey: digits and upper-cased letters) looked for inside the respondent's. */
  document?: string;
  /** Only submissions stored before this instant. */
  before?: Date;
  /** First day, inclusive (YYYY-MM-DD, Brasília time). */
  from?: string;
  /** Last day, inclusive. */
  to?: string;
}

/** How a page is ordered; newest first when absent. */
export type ListSort = SubmissionSortKey & { descending: boolean };

/** The Brasília days of the range as bounds on the instant an answer was stored. */
function dayRangeCondition(filters: Pick<ListFilters, 'from' | 'to'>): SQL | undefined {
  return and(
    filters.from
      ? sql`${submissions.createdAt} >= (${filters.from}::date)::timestamp at time zone ${FORM_TIME_ZONE}`
      : undefined,
    filters.to
      ? sql`${submissions.createdAt} < (${filters.to}::date + 1)::timestamp at time zone ${FORM_TIME_ZONE}`
      : undefined,
  );
}

/** The answer to one question inside a row's answers: its typed value, or else its text. */
const answerPart = (questionId: string, part: SQL) =>
  sql`(select ${part} from jsonb_array_elements(${submissions.answers}) a
    where a.value->>'questionId' = ${questionId} limit 1)`;

/**
 * The ORDER BY of a page. By an answer: numbers (NUMBER, RATING, NPS, SCALE) by their value, then
 * the rest by their typed value's text (a date's YYYY-MM-DD) or their text, case and accents
 * aside; rows without an answer to it come last either way. Ties, newest first.
 */
function orderOf(sort: ListSort | undefined): SQL[] {
  const newest = [desc(submissions.createdAt), desc(submissions.id)];
  if (!sort || (sort.by === 'created' && sort.descending)) return newest;
  const direction = sort.descending ? sql`desc nulls last` : sql`asc nulls last`;
  if (sort.by === 'created') return [asc(submissions.createdAt), asc(submissions.id)];
  if (sort.by === 'name') return [sql`${submissions.nameSearch} ${direction}`, ...newest];
  const numeric = answerPart(
    sort.questionId,
    sql`case when jsonb_typeof(a.value->'value') = 'number' then (a.value->>'value')::numeric end`,
  );
  const textual = answerPart(
    sort.questionId,
    sql`lower(case when jsonb_typeof(a.value->'value') = 'string' then a.value->>'value' else a.value->>'answer' end)`,
  );
  return [sql`${numeric} ${direction}`, sql`${textual} ${direction}`, ...newest];
}

export async function listSubmissions(
  db: Db,
  scope: Scope,
  filters: ListFilters,
  page: { limit: number; offset: number },
  sort?: ListSort,
): Promise<{ rows: StaffRow[]; total: number }> {
  const search = or(
    filters.nameKey ? like(submissions.nameSearch, containsPattern(filters.nameKey)) : undefined,
    filters.document ? like(submissions.documentDigits, containsPattern(filters.document)) : undefined,
  );
  const where = and(
    scopeCondition(scope),
    filters.formId ? eq(submissions.formId, filters.formId) : undefined,
    filters.before ? lt(submissions.createdAt, filters.before) : undefined,
    dayRangeCondition(filters),
    search,
  );
  const [rows, total] = await Promise.all([
    staffSelect(db)
      .where(where)
      .orderBy(...orderOf(sort))
      .limit(page.limit)
      .offset(page.offset),
    search ? countWhere(db, where) : countFromStats(db, scope, filters),
  ]);
  return { rows, total };
}

async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(where);
  return row?.total ?? 0;
}

/**
 * Without a search the total comes from the per-day counts the insights keep (a few rows per form
 * and day, not one per submission), less the submissions stored at or after the snapshot instant.
 */
async function countFromStats(db: Db, scope: Scope, filters: ListFilters): Promise<number> {
  const formCondition = and(formScopeCondition(scope), filters.formId ? eq(forms.id, filters.formId) : undefined);
  const [counted, newer] = await Promise.all([
    db
      .select({ total: sql<string | null>`sum(${submissionStats.count})` })
      .from(submissionStats)
      .innerJoin(forms, eq(forms.id, submissionStats.formId))
      .where(
        and(
          formCondition,
          eq(submissionStats.questionId, ''),
          // The per-day counts are kept per Brasília day, the days of the range.
          filters.from ? sql`${submissionStats.day} >= ${filters.from}::date` : undefined,
          filters.to ? sql`${submissionStats.day} <= ${filters.to}::date` : undefined,
        ),
      ),
    filters.before
      ? countWhere(
          db,
          and(
            scopeCondition(scope),
            filters.formId ? eq(submissions.formId, filters.formId) : undefined,
            gte(submissions.createdAt, filters.before),
            dayRangeCondition(filters),
          ),
        )
      : Promise.resolve(0),
  ]);
  return Number(counted[0]?.total ?? 0) - newer;
}

/** Of these answers, those the caller may see, with who created each one's form. */
export async function findStaffOwners(db: Db, scope: Scope, ids: string[]) {
  return db
    .select({ id: submissions.id, creatorId: forms.createdById })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .where(and(scopeCondition(scope), inArray(submissions.id, ids)));
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

/** Who may see a form's answers (its company, creator and notified user), for events of deleted ones. */
export async function findFormAudience(db: Db, formId: string) {
  const [row] = await db
    .select({ companyId: forms.companyId, createdById: forms.createdById, notifiedUserId: forms.notifiedUserId })
    .from(forms)
    .where(eq(forms.id, formId));
  return row;
}

export async function findFormInScope(db: Db, scope: Scope, formId: string) {
  const [row] = await db
    .select({ id: forms.id, title: forms.title, questions: forms.questions, hiddenFields: forms.hiddenFields })
    .from(forms)
    .where(and(formScopeCondition(scope), eq(forms.id, formId)));
  return row;
}

/**
 * Titles answered in the form's submissions that are not current questions (answers keep the title
 * they were given under), newest use first: one grouped scan, nothing loaded into Node.
 */
export async function listPastAnswerTitles(db: Db, formId: string, currentIds: string[]): Promise<string[]> {
  const result = await db.execute(sql`
    select a.value->>'question' as title
    from ${submissions} s, jsonb_array_elements(s.answers) a
    where s.form_id = ${formId}
      and not (${JSON.stringify(currentIds)}::jsonb ? coalesce(a.value->>'questionId', ''))
    group by 1
    order by max(s.created_at) desc, 1`);
  return rowsOf<{ title: string }>(result).map((row) => row.title);
}

export const EXPORT_BATCH = 500;

/**
 * One batch of a form's submissions for an export, newest first, after the (createdAt, id) cursor of
 * the previous batch: every batch is an index range scan, however deep into the export.
 */
export async function listFormSubmissionsForExport(
  db: Db,
  formId: string,
  after?: { createdAt: Date; id: string },
  limit = EXPORT_BATCH,
) {
  return db
    .select({
      id: submissions.id,
      createdAt: submissions.createdAt,
      name: submissions.name,
      document: submissions.document,
      email: submissions.email,
      phone: submissions.phone,
      answers: submissions.answers,
      comments: submissions.comments,
      hidden: submissions.hidden,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.formId, formId),
        after
          ? sql`(${submissions.createdAt}, ${submissions.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(limit);
}

// ---- notification ----

/**
 * Who to e-mail about a new submission: the form's notified user, if its company allows e-mail and
 * the user did not turn e-mail off in Minha conta (docs/notifications.md).
 */
export async function findMailRecipient(db: Db, formId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, formTitle: forms.title })
    .from(forms)
    .innerJoin(companies, eq(companies.id, forms.companyId))
    .innerJoin(users, and(eq(users.id, forms.notifiedUserId), eq(users.companyId, forms.companyId)))
    .where(and(eq(forms.id, formId), eq(companies.allowEmail, true), eq(users.notifyEmail, true)));
  return row;
}

export type SubmissionRow = typeof submissions.$inferSelect;
