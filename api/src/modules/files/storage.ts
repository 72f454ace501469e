// Where file bytes live, behind one interface: the local disk under DATA_DIR/files (embedded
// default), PostgreSQL rows (default with DATABASE_URL, shared by every instance) or an
// S3-compatible bucket. Bytes are streamed in and out; no driver holds a whole file in memory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FileStorageConfig } from '../../config';
import type { Db } from '../../db/client';
import { DISK_FULL, pgErrorCode } from '../../db/pg-error';
import { fileChunks } from '../../db/schema';
import { STORED_NAME_PATTERN } from './file-names';

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /**
   * Stores everything `body` yields under `storedName`. If the body fails (too large, wrong type,
   * client gone) or the store does, nothing stays under the name and the error is rethrown.
   */
  put(storedName: string, body: Readable): Promise<void>;
  /** A stream of the stored bytes (or of `range` of them), or undefined when nothing is stored under that name. */
  get(storedName: string, range?: ByteRange): Promise<Readable | undefined>;
  /** Removes the bytes; a name with nothing stored is not an error. */
  delete(storedName: string): Promise<void>;
}

/**
 * Whether a store failed for want of room: a full disk or an exceeded quota under DATA_DIR/files, or
 * a PostgreSQL server whose disk is full. The caller answers 507 and keeps nothing.
 */
export function isStorageFull(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === 'ENOSPC' || code === 'EDQUOT' || code === DISK_FULL;
}

/** Only server-generated names reach a store, so no client text can ever become a path or a key. */
function checkedName(storedName: string): string {
  if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored file name: ${JSON.stringify(storedName)}`);
  return storedName;
}

export function createLocalFileStorage(directory: string): FileStorage {
  const pathOf = (storedName: string) => path.join(directory, checkedName(storedName));

  return {
    async put(storedName, body) {
      const target = pathOf(storedName);
      await fsp.mkdir(directory, { recursive: true, mode: 0o700 });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
      try {
        await pipeline(body, fs.createWriteStream(partial, { mode: 0o600, flags: 'wx' }));
        await fsp.rename(partial, target);
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },

    async get(storedName, range) {
      try {
        const handle = await fsp.open(pathOf(storedName), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(storedName) {
      await fsp.rm(pathOf(storedName), { force: true });
    },
  };
}

/** Bytes per row of `file_chunks`: every chunk but a file's last one has exactly this size. */
export const CHUNK_BYTES = 256 * 1024;

/** Regroups a stream's buffers into CHUNK_BYTES pieces (the last one shorter). */
export async function* chunksOf(body: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body as AsyncIterable<Buffer>) {
    let rest = piece;
    while (pendingBytes + rest.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/**
 * Files as rows of `file_chunks` in the product's database: every instance sees the same files,
 * and backups of the database include them. One chunk in memory at a time, in and out.
 */
export function createPostgresFileStorage(db: Db): FileStorage {
  return {
    async put(storedName, body) {
      checkedName(storedName);
      let seq = 0;
      try {
        for await (const data of chunksOf(body)) {
          await db.insert(fileChunks).values({ storedName, seq, data });
          seq += 1;
        }
        // An empty file still gets its row, so get() tells it from a missing one.
        if (seq === 0) await db.insert(fileChunks).values({ storedName, seq, data: Buffer.alloc(0) });
      } catch (error) {
        await db.delete(fileChunks).where(eq(fileChunks.storedName, storedName));
        throw error;
      }
    },

    async get(storedName, range) {
      checkedName(storedName);
      const first = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
      const last = range ? Math.floor(range.end / CHUNK_BYTES) : Number.MAX_SAFE_INTEGER;
      const [exists] = await db
        .select({ seq: fileChunks.seq })
        .from(fileChunks)
        .where(and(eq(fileChunks.storedName, storedName), eq(fileChunks.seq, first)));
      if (!exists) return undefined;
      async function* read() {
        for (let seq = first; seq <= last; seq += 1) {
          const [row] = await db
            .select({ data: fileChunks.data })
            .from(fileChunks)
            .where(and(eq(fileChunks.storedName, storedName), eq(fileChunks.seq, seq)));
          if (!row) return;
          let data = row.data;
          if (range) {
            const base = seq * CHUNK_BYTES;
            data = data.subarray(Math.max(0, range.start - base), Math.min(data.length, range.end - base + 1));
          }
          yield data;
        }
      }
      return Readable.from(read());
    },

    async delete(storedName) {
      await db.delete(fileChunks).where(eq(fileChunks.storedName, checkedName(storedName)));
    },
  };
}

/** Chunks older than `before` whose file never got a row (a process that died mid-upload). */
export async function deleteOrphanChunks(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(fileChunks)
    .where(
      and(
        lte(fileChunks.createdAt, before),
        // An image's smaller copy (`<stored name>.w<width>.webp`) belongs to its image's row.
        sql`not exists (select 1 from files where files.stored_name = regexp_replace(${fileChunks.storedName}, '\\.w[0-9]+\\.webp$', ''))`,
      ),
    )
    .returning({ seq: fileChunks.seq });
  return rows.filter((row) => row.seq === 0).length;
}

export function createS3FileStorage(options: Extract<FileStorageConfig, { driver: 's3' }>): FileStorage {
  const Bucket = options.bucket;
  // The AWS SDK is loaded on first use, so instances on the other drivers never pay for it.
  let loading:
    | Promise<{
        client: S3Client;
        sdk: typeof import('@aws-sdk/client-s3');
        storage: typeof import('@aws-sdk/lib-storage');
      }>
    | undefined;
  const load = () =>
    (loading ??= (async () => {
      const [sdk, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
      });
      return { client, sdk, storage };
    })());

  return {
    async put(storedName, body) {
      const { client, storage } = await load();
      // Multipart upload in 5 MB parts, one part in memory at a time; S3 makes the object visible
      // only once complete, and an aborted upload leaves nothing.
      const upload = new storage.Upload({
        client,
        params: { Bucket, Key: checkedName(storedName), Body: body },
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw error;
      }
    },

    async get(storedName, range) {
      const { client, sdk } = await load();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: checkedName(storedName),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },

    async delete(storedName) {
      const { client, sdk } = await load();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedName(storedName) }));
    },
  };
}

export function createFileStorage(config: FileStorageConfig, context: { db: Db; dataDir: string }): FileStorage {
  switch (config.driver) {
    case 'postgres':
      return createPostgresFileStorage(context.db);
    case 's3':
      return createS3FileStorage(config);
    default:
      return createLocalFileStorage(path.join(context.dataDir, 'files'));
  }
}
