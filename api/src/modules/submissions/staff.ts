// Submissions, the staff's side: the list, view, comments, deletion and CSV/XLSX export, scoped by
// company and, for a USER, by the forms it may see (docs/product.md#roles). The respondent's side is
// answering.ts.
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  documentSearchKey,
  messages,
  normalizeSearch,
  parseSubmissionSort,
  type BulkDeleteInput,
  type Comment,
  type CommentInput,
  type Submission,
  type SubmissionPage,
  type SubmissionsDeleted,
} from '@formbuilder/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { submissions as submissionsTable } from '../../db/schema';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import { actorOf } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import { answerColumns, slugOf } from './csv';
import {
  csvExport,
  EXPORT_CONTENT_TYPES,
  xlsxExport,
  type CsvDelimiter,
  type ExportFormat,
  type RowBatches,
} from './export';
import type { SubmissionDeletion } from './deletion';
import type { WebhookOutbox } from '../webhooks';
import * as repo from './repo';
import { commentAppender } from './comments';
import { hasHidden, withTypes } from './shape';

export interface StaffSubmissionsDeps {
  db: Db;
  /** Origin (and path prefix) of this server, for the absolute URLs of file answers. */
  publicUrl: string;
  /** Deletes answers with their uploads and audit rows; without it, deleting answers is refused. */
  deletion?: SubmissionDeletion;
  /** The `comment.created` webhook event, written in the transaction of the comment. */
  webhooks?: WebhookOutbox;
}

export interface ListQuery extends PageQuery {
  formId?: string;
  search?: string;
  /** ISO instant: only submissions stored before it (the snapshot of page 1). */
  asOf?: string;
  /** Brasília days, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** contracts SUBMISSION_SORT_PATTERN; newest first when absent. */
  sort?: string;
}

export interface SubmissionsExport {
  filename: string;
  contentType: string;
  /** The file, produced while it is read. */
  body: Readable;
}

export function toSubmission(row: repo.StaffRow): Submission {
  const { submission, form, creator } = row;
  return {
    id: submission.id,
    name: submission.name,
    document: submission.document,
    email: submission.email,
    phone: submission.phone,
    answers: withTypes(submission.answers, form.questions),
    comments: submission.comments,
    created: submission.createdAt.toISOString(),
    form: { id: form.id, title: form.title, createdBy: creator },
    company: submission.companyId,
    privacyAck: submission.privacyAck ?? null,
    // Only when the link gave some: answers without hidden fields read exactly as before.
    ...(hasHidden(submission.hidden) ? { hidden: submission.hidden } : {}),
  };
}

/** What a staff caller may see; an ADMIN manages companies, not their answers. */
export function scopeOf(caller: AuthContext): repo.Scope {
  if (caller.role === 'ADMIN' || !caller.companyId) throw forbidden();
  return caller.role === 'MANAGER'
    ? { companyId: caller.companyId }
    : { companyId: caller.companyId, userId: caller.userId };
}

export function createStaffSubmissionsService({ db, publicUrl, deletion, webhooks }: StaffSubmissionsDeps) {
  const appendComment = commentAppender(db, webhooks);

  const findStaff = async (caller: AuthContext, id: string) => {
    const row = await repo.findStaffSubmission(db, scopeOf(caller), id);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** Newest first; a formId the caller can not see (or that is not an id at all) is an empty page. */
    async list(caller: AuthContext, query: ListQuery): Promise<SubmissionPage> {
      const scope = scopeOf(caller);
      // One millisecond ahead: created_at has microseconds, so a row stored in this very
      // millisecond is still in the snapshot.
      const asOf = query.asOf ? new Date(query.asOf) : new Date(Date.now() + 1);
      const empty = () => ({ ...pageOf<Submission>([], query, 0), asOf: asOf.toISOString() });
      if (query.formId !== undefined && !z.guid().safeParse(query.formId).success) return empty();
      const search = query.search?.trim() ?? '';
      const { rows, total } = await repo.listSubmissions(
        db,
        scope,
        {
          formId: query.formId,
          nameKey: normalizeSearch(search) || undefined,
          document: documentSearchKey(search) || undefined,
          before: asOf,
          from: query.from,
          to: query.to,
        },
        { limit: query.perPage, offset: offsetOf(query) },
        query.sort ? parseSubmissionSort(query.sort) : undefined,
      );
      return { ...pageOf(rows.map(toSubmission), query, total), asOf: asOf.toISOString() };
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
      if (!(await appendComment(id, comment))) throw conflict(messages.commentsLimit);
      return toSubmission(await findStaff(caller, id));
    },

    /**
     * Deletes one answer with its uploads (docs/privacy.md): a MANAGER of its company or the
     * creator of its form. Another USER who may see it (the notified user) is refused with 403;
     * anyone else gets the 404 of a missing answer.
     */
    async remove(caller: AuthContext, id: string): Promise<void> {
      const scope = scopeOf(caller);
      const row = await findStaff(caller, id);
      if (caller.role !== 'MANAGER' && row.creator?.id !== caller.userId) throw forbidden();
      if (!deletion) throw forbidden();
      const { deleted } = await deletion.deleteBatch(
        and(eq(submissionsTable.id, id), eq(submissionsTable.companyId, scope.companyId))!,
        { ...actorOf(caller), via: 'answer' },
        1,
      );
      if (deleted.length === 0) throw notFound();
    },

    /**
     * The answers selected in the table view, each under the rule of one answer (remove): all of
     * them or none. One the caller can not see is the 404 of a missing answer, one it sees but may
     * not delete (a notified USER) a 403, and then nothing is deleted. The rest goes through the one
     * deletion path, in one transaction with an audit row per answer; answers someone else deleted
     * meanwhile are simply not counted.
     */
    async removeMany(caller: AuthContext, input: BulkDeleteInput): Promise<SubmissionsDeleted> {
      const scope = scopeOf(caller);
      const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
      const owners = await repo.findStaffOwners(db, scope, ids);
      if (owners.length !== ids.length) throw notFound();
      if (caller.role !== 'MANAGER' && owners.some((row) => row.creatorId !== caller.userId)) throw forbidden();
      if (!deletion) throw forbidden();
      const { deleted } = await deletion.deleteBatch(
        and(inArray(submissionsTable.id, ids), eq(submissionsTable.companyId, scope.companyId))!,
        { ...actorOf(caller), via: 'answer' },
        ids.length,
      );
      return { deleted: deleted.length };
    },

    /**
     * A form's submissions as CSV or XLSX, newest first, streamed: rows are read in keyset batches
     * while the file is sent, so memory does not grow with the number of submissions.
     */
    async exportSubmissions(
      caller: AuthContext,
      formId: string,
      format: ExportFormat,
      delimiter: CsvDelimiter = 'semicolon',
    ): Promise<SubmissionsExport> {
      const form = await repo.findFormInScope(db, scopeOf(caller), formId);
      if (!form) throw notFound();
      const pastTitles = await repo.listPastAnswerTitles(
        db,
        form.id,
        form.questions.map((question) => question.id),
      );
      const columns = answerColumns(form.questions, pastTitles, form.hiddenFields ?? []);
      async function* batches(): RowBatches {
        let after: { createdAt: Date; id: string } | undefined;
        for (;;) {
          const batch = await repo.listFormSubmissionsForExport(db, form!.id, after);
          if (batch.length === 0) return;
          yield batch;
          const last = batch[batch.length - 1]!;
          after = { createdAt: last.createdAt, id: last.id };
          if (batch.length < repo.EXPORT_BATCH) return;
        }
      }
      const input = { columns, batches: batches(), fileUrlPrefix: `${publicUrl}/files/` };
      return {
        filename: `respostas-${slugOf(form.title)}.${format}`,
        contentType: EXPORT_CONTENT_TYPES[format],
        body: format === 'xlsx' ? xlsxExport(input) : csvExport(input, delimiter),
      };
    },
  };
}

export type StaffSubmissionsService = ReturnType<typeof createStaffSubmissionsService>;
