// Submissions: the respondent's answering, viewing and commenting (public), and the staff list, view,
// comments and CSV export, scoped by company and, for a USER, by the forms it may see (SPEC section 6).
import crypto from 'node:crypto';
import { z } from 'zod';
import {
  digitsOnly,
  formatDocument,
  messages,
  normalizeSearch,
  respondentIdentitySchema,
  type Comment,
  type CommentInput,
  type Page,
  type PublicComment,
  type PublicSubmission,
  type PublicSubmissionInput,
  type Submission,
  type SubmissionCreated,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { AppError, conflict, forbidden, invalid, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import type { AuthContext } from '../auth/service';
import { fileUrl } from '../files/urls';
import { checkAnswers } from './answers';
import { slugOf, submissionsCsv } from './csv';
import * as repo from './repo';

export interface SubmissionsServiceDeps {
  db: Db;
  /** Origin (and path prefix) of this server, for the absolute URLs of file answers. */
  publicUrl: string;
  /** Told after a new submission is committed (realtime and mail); never awaited by the respondent. */
  onCreated?: (created: SubmissionCreatedNotice) => void;
}

export interface SubmissionCreatedNotice {
  id: string;
  formId: string;
  /** The form's notified user when the submission was stored; null means no one is e-mailed. */
  notifiedUserId?: string | null;
}

export interface ListQuery extends PageQuery {
  formId?: string;
  search?: string;
}

export interface CsvExport {
  filename: string;
  content: string;
}

/** Same bytes for any request: sorted keys, so key order in the body does not matter. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHashOf = (input: PublicSubmissionInput) =>
  crypto.createHash('sha256').update(canonicalJson(input)).digest('hex');

export function toSubmission(row: repo.StaffRow): Submission {
  const { submission, form, creator } = row;
  return {
    id: submission.id,
    name: submission.name,
    document: submission.document,
    email: submission.email,
    phone: submission.phone,
    answers: submission.answers,
    comments: submission.comments,
    created: submission.createdAt.toISOString(),
    form: { id: form.id, title: form.title, createdBy: creator },
    company: submission.companyId,
  };
}

const toPublicComment = ({ comment, created, isUser }: Comment): PublicComment => ({ comment, created, isUser });

/** What a staff caller may see; an ADMIN manages companies, not their answers. */
function scopeOf(caller: AuthContext): repo.Scope {
  if (caller.role === 'ADMIN' || !caller.companyId) throw forbidden();
  return caller.role === 'MANAGER'
    ? { companyId: caller.companyId }
    : { companyId: caller.companyId, userId: caller.userId };
}

export function createSubmissionsService({ db, publicUrl, onCreated }: SubmissionsServiceDeps) {
  const replay = (existing: { id: string; requestHash: string | null }, requestHash: string) => {
    if (existing.requestHash !== requestHash) {
      throw new AppError(409, 'CONFLICT', messages.idempotencyKeyReused);
    }
    return { id: existing.id };
  };

  const findStaff = async (caller: AuthContext, id: string) => {
    const row = await repo.findStaffSubmission(db, scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  };

  return {
    /**
     * Stores a respondent's submission in one transaction and resolves only after the commit. With an
     * idempotency key, a retry of the same body resolves to the first submission and stores nothing;
     * the same key with another body is refused.
     */
    async createPublic(
      formId: string,
      input: PublicSubmissionInput,
      idempotencyKey?: string,
    ): Promise<SubmissionCreated> {
      const form = await repo.findFormForSubmission(db, formId, idempotencyKey);
      if (!form) throw notFound();
      const requestHash = requestHashOf(input);
      // Before the status check: a retry after the form was closed still gets its first answer.
      if (form.existing) return replay(form.existing, requestHash);
      if (form.status !== 'ACTIVE') throw conflict(messages.formNotActive);

      const fields: Record<string, string> = {};
      let identity: { name: string; document: string; email: string; phone: string } = {
        name: messages.anonymousRespondent,
        document: '',
        email: '',
        phone: '',
      };
      if (!form.anonymous) {
        const parsed = respondentIdentitySchema.safeParse(input);
        if (parsed.success) identity = { ...parsed.data, document: formatDocument(parsed.data.document) };
        else for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      }
      const checked = checkAnswers(input.answers, form.questions, publicUrl);
      Object.assign(fields, checked.fields);
      if (Object.keys(fields).length > 0) {
        throw invalid(Object.values(fields)[0], fields);
      }

      const values = {
        formId,
        companyId: form.companyId,
        ...identity,
        nameSearch: normalizeSearch(identity.name),
        documentDigits: digitsOnly(identity.document),
        answers: checked.answers,
        comments: [],
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      };
      let created: { id: string };
      try {
        // Without uploads to claim, the INSERT alone is the whole write: no BEGIN and COMMIT round trips.
        created =
          checked.files.length === 0
            ? await repo.insertSubmission(db, values)
            : await db.transaction(async (tx) => {
                const claimed = await repo.claimFiles(
                  tx,
                  [...new Set(checked.files.map((file) => file.fileId))],
                  form.companyId,
                );
                const names = new Map(claimed.map((file) => [file.id, file.originalName]));
                const refused: Record<string, string> = {};
                for (const file of checked.files) {
                  const name = names.get(file.fileId);
                  if (name === undefined) refused[file.field] = messages.invalidFileAnswer;
                  else file.answer.answer = fileUrl(publicUrl, { id: file.fileId, originalName: name });
                }
                if (Object.keys(refused).length > 0) throw invalid(messages.invalidFileAnswer, refused);
                // The answers array is shared with values: the file URLs filled in above are stored.
                return repo.insertSubmission(tx, values);
              });
      } catch (error) {
        // Two identical requests raced: the second one's insert hit the first one's key.
        if (idempotencyKey && pgErrorCode(error) === UNIQUE_VIOLATION) {
          const existing = await repo.findByIdempotencyKey(db, formId, idempotencyKey);
          if (existing) return replay(existing, requestHash);
        }
        throw error;
      }
      onCreated?.({ id: created.id, formId, notifiedUserId: form.notifiedUserId });
      return { id: created.id };
    },

    async getPublic(id: string): Promise<PublicSubmission> {
      const row = await repo.findPublicSubmission(db, id);
      if (!row) throw notFound();
      const { submission, form, company, logoName } = row;
      return {
        id: submission.id,
        created: submission.createdAt.toISOString(),
        form,
        company: {
          name: company.name,
          color: company.color,
          logo:
            company.logoFileId && logoName
              ? fileUrl(publicUrl, { id: company.logoFileId, originalName: logoName })
              : null,
        },
        name: submission.name,
        document: submission.document,
        email: submission.email,
        phone: submission.phone,
        answers: submission.answers.map(({ question, answer }) => ({ question, answer })),
        comments: submission.comments.map(toPublicComment),
      };
    },

    /** A respondent's comment, appended atomically. */
    async addPublicComment(id: string, input: CommentInput): Promise<{ comments: PublicComment[] }> {
      const comment: Comment = { user: null, comment: input.comment, created: new Date().toISOString(), isUser: true };
      const comments = await repo.appendComment(db, id, comment);
      if (!comments) {
        if (await repo.submissionExists(db, id)) throw conflict(messages.commentsLimit);
        throw notFound();
      }
      return { comments: comments.map(toPublicComment) };
    },

    /** Newest first; a formId the caller can not see (or that is not an id at all) is an empty page. */
    async list(caller: AuthContext, query: ListQuery): Promise<Page<Submission>> {
      const scope = scopeOf(caller);
      if (query.formId !== undefined && !z.guid().safeParse(query.formId).success) return pageOf([], query, 0);
      const search = query.search?.trim() ?? '';
      const { rows, total } = await repo.listSubmissions(
        db,
        scope,
        {
          formId: query.formId,
          nameKey: normalizeSearch(search) || undefined,
          digits: digitsOnly(search) || undefined,
        },
        { limit: query.perPage, offset: offsetOf(query) },
      );
      return pageOf(rows.map(toSubmission), query, total);
    },

    async get(caller: AuthContext, id: string): Promise<Submission> {
      return toSubmission(await findStaff(caller, id));
    },

    /** A staff comment, appended atomically to a submission the caller may see. */
    async addStaffComment(caller: AuthContext, id: string, input: CommentInput): Promise<Submission> {
      await findStaff(caller, id);
      const comment: Comment = {
        user: caller.userId,
        comment: input.comment,
        created: new Date().toISOString(),
        isUser: false,
      };
      if (!(await repo.appendComment(db, id, comment))) throw conflict(messages.commentsLimit);
      return toSubmission(await findStaff(caller, id));
    },

    async exportCsv(caller: AuthContext, formId: string): Promise<CsvExport> {
      const form = await repo.findFormInScope(db, scopeOf(caller), formId);
      if (!form) throw notFound();
      const rows = await repo.listFormSubmissionsForExport(db, form.id);
      return { filename: `respostas-${slugOf(form.title)}.csv`, content: submissionsCsv(form.questions, rows) };
    },
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
