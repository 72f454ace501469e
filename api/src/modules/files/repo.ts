import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files, forms, submissions } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db | Tx, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findFormStatus(db: Db, formId: string) {
  const [row] = await db.select({ status: forms.status }).from(forms).where(eq(forms.id, formId));
  return row?.status;
}

/** Removes a file's row; its stored name is returned so the bytes can go too. */
export async function deleteFile(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ storedName: files.storedName });
  return row?.storedName;
}

export async function deleteFilesOfCompany(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.delete(files).where(eq(files.companyId, companyId)).returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

/** A file nobody took yet: no company, no form, not the library's (the previous release's uploads). */
const unowned = () => and(isNull(files.companyId), isNull(files.formId), eq(files.library, false));

/**
 * Gives a submission of `formId` (of `companyId`) the uploads its answers name: those uploaded for
 * this form and, while `legacy` is on, unowned uploads nobody claimed yet. Others are not returned,
 * so the caller can refuse them.
 */
export async function claimForSubmission(
  tx: Tx,
  fileIds: string[],
  owner: { companyId: string; formId: string; legacy: boolean },
) {
  if (fileIds.length === 0) return [];
  const claimable = owner.legacy
    ? or(eq(files.formId, owner.formId), and(unowned(), isNull(files.claimedAt)))
    : eq(files.formId, owner.formId);
  return tx
    .update(files)
    .set({ companyId: owner.companyId, formId: owner.formId, claimedAt: sql`coalesce(${files.claimedAt}, now())` })
    .where(and(inArray(files.id, fileIds), claimable))
    .returning({ id: files.id, originalName: files.originalName, mime: files.mime });
}

/** A form save keeps its company's pictures and takes unowned ones; other companies' files stay theirs. */
export async function claimForCompany(db: Db | Tx, fileIds: string[], companyId: string): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .update(files)
    .set({ companyId, claimedAt: sql`coalesce(${files.claimedAt}, now())` })
    .where(and(inArray(files.id, fileIds), or(eq(files.companyId, companyId), unowned())))
    .returning({ id: files.id });
  return rows.length;
}

/** A template save gives its unowned pictures (and the ADMIN's own uploads) to the template library. */
export async function claimForLibrary(db: Db | Tx, fileIds: string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const rows = await db
    .update(files)
    .set({ library: true, claimedAt: sql`coalesce(${files.claimedAt}, now())` })
    .where(and(inArray(files.id, fileIds), isNull(files.companyId), isNull(files.formId)))
    .returning({ id: files.id });
  return rows.length;
}

/** Deletes up to `limit` rows of uploads nobody claimed, created before `before`; answers their stored names. */
export async function deleteUnclaimed(db: Db, before: Date, limit: number): Promise<string[]> {
  const stale = db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.claimedAt), lt(files.createdAt, before)))
    .limit(limit);
  const rows = await db.delete(files).where(inArray(files.id, stale)).returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}

/**
 * Deletes the rows of the uploads an answer being deleted named (its FILE answers): only those its
 * company owns for that form, and only when no other answer of the form still names them. Answers
 * their stored names, so the bytes can go once the caller's transaction commits.
 */
export async function deleteSubmissionFiles(
  tx: Db | Tx,
  owner: { companyId: string; formId: string; submissionId: string },
  fileIds: string[],
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .delete(files)
    .where(
      and(
        inArray(files.id, fileIds),
        eq(files.companyId, owner.companyId),
        eq(files.formId, owner.formId),
        eq(files.library, false),
        sql`not exists (select 1 from ${submissions} s where s.form_id = ${owner.formId}
          and s.id <> ${owner.submissionId} and strpos(s.answers::text, '/files/' || ${files.id}::text || '/') > 0)`,
      ),
    )
    .returning({ storedName: files.storedName });
  return rows.map((row) => row.storedName);
}
