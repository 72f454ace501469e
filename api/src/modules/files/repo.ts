import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(db: Db, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
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
