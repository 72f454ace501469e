// The one way answers are deleted (docs/privacy.md): one answer from its page, every answer of a
// data subject, or the retention job. In one transaction the rows go (the insights' counts follow by
// trigger, migration 0006), with the rows of the uploads they named and one audit row each (ids
// only, no personal data); the uploads' bytes are removed after the commit. Rows being deleted
// elsewhere at the same moment are waited for (or, for the retention job, skipped), and a row is
// deleted by one DELETE only, so two runs at once never delete (or audit) an answer twice.
import { sql, type SQL } from 'drizzle-orm';
import type { Answer } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { submissions } from '../../db/schema';
import { record, type AuditActor } from '../../kernel/audit';
import type { FilesService } from '../files';
import type { WebhookOutbox } from '../webhooks';
import { rowsOf } from './repo';

export type DeletionVia = 'answer' | 'person' | 'retention';

/** Who asked (null: the system) and how; a request's caller is named by the audit's actorOf. */
export interface DeletionAudit {
  actorId: string | null;
  actorKind?: AuditActor['actorKind'];
  via: DeletionVia;
}

export interface DeletedSubmission {
  id: string;
  formId: string;
  companyId: string;
}

export interface DeletionResult {
  /** The answers this call deleted (not those another run took first). */
  deleted: DeletedSubmission[];
  /** Uploads removed with them. */
  files: number;
}

export interface SubmissionDeletionDeps {
  db: Db;
  files: Pick<FilesService, 'deleteRowsOfSubmission' | 'dropStored'>;
  /** `submission.deleted` webhook events, written in the deleting transaction. */
  webhooks?: WebhookOutbox;
}

/** Answers deleted per transaction by the retention job. */
export const DELETION_BATCH = 200;

export function createSubmissionDeletion({ db, files, webhooks }: SubmissionDeletionDeps) {
  const listeners = new Set<(deleted: DeletedSubmission[]) => void>();
  /**
   * Deletes up to `limit` answers matching `where` (a condition on the submissions table, which
   * must name the company), skipping rows another transaction holds.
   */
  const deleteBatch = async (
    where: SQL,
    audit: DeletionAudit,
    limit: number,
    /** Skip rows another transaction holds (the retention job) instead of waiting for them. */
    skipLocked = false,
  ): Promise<DeletionResult> => {
    const { deleted, storedNames } = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        delete from ${submissions} where ${submissions.id} in (
          select ${submissions.id} from ${submissions} where ${where}
          order by ${submissions.createdAt}, ${submissions.id}
          limit ${limit}
          for update ${skipLocked ? sql`skip locked` : sql``})
        returning ${submissions.id} as "id", ${submissions.formId} as "formId",
          ${submissions.companyId} as "companyId", ${submissions.answers} as "answers"`);
      const rows = rowsOf<DeletedSubmission & { answers: Answer[] | string }>(result).map((row) => ({
        ...row,
        answers: (typeof row.answers === 'string' ? JSON.parse(row.answers) : row.answers) as Answer[],
      }));
      const names: string[] = [];
      for (const row of rows) names.push(...(await files.deleteRowsOfSubmission(tx, row)));
      await record(
        tx,
        rows.map((row) => ({
          action: 'submission.deleted' as const,
          companyId: row.companyId,
          actorId: audit.actorId,
          actorKind: audit.actorKind ?? (audit.actorId ? ('user' as const) : ('system' as const)),
          via: audit.via,
          targetType: 'submission' as const,
          targetId: row.id,
          formId: row.formId,
          submissionId: row.id,
        })),
      );
      // Ids only: what was deleted is gone, receivers match it to the answer they stored.
      for (const row of rows) {
        await webhooks?.emit(tx, {
          companyId: row.companyId,
          type: 'submission.deleted',
          formId: row.formId,
          data: { submissionId: row.id, formId: row.formId, via: audit.via },
        });
      }
      return {
        deleted: rows.map(({ id, formId, companyId }) => ({ id, formId, companyId })),
        storedNames: names,
      };
    });
    await files.dropStored(storedNames);
    if (deleted.length > 0) for (const listener of listeners) listener(deleted);
    return { deleted, files: storedNames.length };
  };

  return {
    deleteBatch,

    /** Told after each commit that deleted answers (the realtime event); never awaited. */
    subscribe(listener: (deleted: DeletedSubmission[]) => void): void {
      listeners.add(listener);
    },

    /** Every answer matching `where`, batch after batch, until none is left. */
    async deleteAll(
      where: SQL,
      audit: DeletionAudit,
      options: { batch?: number; skipLocked?: boolean } = {},
    ): Promise<DeletionResult> {
      const batch = options.batch ?? DELETION_BATCH;
      const total: DeletionResult = { deleted: [], files: 0 };
      for (;;) {
        const { deleted, files: removed } = await deleteBatch(where, audit, batch, options.skipLocked);
        total.deleted.push(...deleted);
        total.files += removed;
        if (deleted.length < batch) return total;
      }
    },
  };
}

export type SubmissionDeletion = ReturnType<typeof createSubmissionDeletion>;
