// Uploads a release from before FILE_STORAGE left under DATA_DIR/files: those releases kept every
// file on the local disk, also with DATABASE_URL, where the `postgres` store is now the default. When
// that store starts, each file on disk that a `files` row names and the database lacks is copied into
// `file_chunks`, so the old logos, option pictures and answers' files keep opening, reach every
// instance and are in the database's backups (docs/deployment.md, "Upgrades"). The copies on disk stay.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileChunks, files } from '../../db/schema';
import type { Logger } from '../../logger';
import { STORED_NAME_PATTERN } from './file-names';
import { chunksOf } from './storage';

/** Names looked up per query. */
const BATCH = 500;

/** Copies what is missing from `<dataDir>/files`; returns how many files it copied. Run at start-up, before serving. */
export async function importLocalFiles(db: Db, dataDir: string, logger: Logger): Promise<number> {
  const directory = path.join(dataDir, 'files');
  let names: string[];
  try {
    names = (await fsp.readdir(directory, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && STORED_NAME_PATTERN.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let copied = 0;
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const missing = await db
      .select({ storedName: files.storedName })
      .from(files)
      .where(
        and(
          inArray(files.storedName, batch),
          notExists(
            db
              .select({ seq: fileChunks.seq })
              .from(fileChunks)
              .where(and(eq(fileChunks.storedName, files.storedName), eq(fileChunks.seq, 0))),
          ),
        ),
      );
    for (const { storedName } of missing) {
      // One transaction per file: another instance starting at the same time waits on the first
      // chunk's key and then finds it there, so a file is copied once and never half.
      await db.transaction(async (tx) => {
        let seq = 0;
        for await (const data of chunksOf(fs.createReadStream(path.join(directory, storedName)))) {
          const inserted = await tx
            .insert(fileChunks)
            .values({ storedName, seq, data })
            .onConflictDoNothing()
            .returning({ seq: fileChunks.seq });
          if (inserted.length === 0) return;
          seq += 1;
        }
        if (seq === 0)
          await tx
            .insert(fileChunks)
            .values({ storedName, seq, data: Buffer.alloc(0) })
            .onConflictDoNothing();
        copied += 1;
      });
    }
  }
  if (copied > 0) logger.info('copied files kept on disk by an earlier release into the database', { files: copied });
  return copied;
}
