// Files an earlier release kept under DATA_DIR/files are copied into the database's store once each
// (src/modules/files/local-import.ts; docs/deployment.md, "Upgrades"): only those a `files` row
// names, byte for byte across chunks, not twice when two instances start together, and nothing on a
// later start. The whole upgrade, through the API, is test/upgrade.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileChunks, files } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { importLocalFiles } from '../src/modules/files/local-import';
import { CHUNK_BYTES, createPostgresFileStorage } from '../src/modules/files/storage';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { FILE_STORAGE: 'local' } });
});
afterAll(async () => {
  await server.stop();
});

const logger = createLogger('silent');

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

/** A file as the earlier release left it: its row, and its bytes under DATA_DIR/files. */
async function oldUpload(bytes: Buffer, extension: string, withRow = true): Promise<string> {
  const storedName = `${crypto.randomUUID()}.${extension}`;
  const folder = path.join(server.config.dataDir, 'files');
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, storedName), bytes);
  if (withRow) {
    await server.db
      .insert(files)
      .values({ originalName: `antigo.${extension}`, storedName, mime: 'application/pdf', size: bytes.length });
  }
  return storedName;
}

test('each named file on disk is copied once, whole, and a later start copies nothing', async () => {
  const small = Buffer.from('%PDF-1.4\n% pequeno\n%%EOF\n');
  const large = crypto.randomBytes(CHUNK_BYTES * 2 + 1234);
  const smallName = await oldUpload(small, 'pdf');
  const largeName = await oldUpload(large, 'pdf');
  const strayName = await oldUpload(Buffer.from('sem linha'), 'txt', false);
  await fs.writeFile(path.join(server.config.dataDir, 'files', 'not-a-stored-name.part'), 'meio arquivo');

  // Two instances starting together.
  const copied = await Promise.all([
    importLocalFiles(server.db, server.config.dataDir, logger),
    importLocalFiles(server.db, server.config.dataDir, logger),
  ]);
  expect(copied[0]! + copied[1]!).toBe(2);

  const store = createPostgresFileStorage(server.db);
  expect(await bytesOf(await store.get(smallName))).toEqual(small);
  expect(await bytesOf(await store.get(largeName))).toEqual(large);
  expect(await store.get(strayName)).toBeUndefined();
  const chunks = await server.db
    .select({ seq: fileChunks.seq })
    .from(fileChunks)
    .where(eq(fileChunks.storedName, largeName));
  expect(chunks.map((chunk) => chunk.seq).sort()).toEqual([0, 1, 2]);

  expect(await importLocalFiles(server.db, server.config.dataDir, logger)).toBe(0);
  // The copies on disk stay until the operator removes them.
  expect(await fs.readFile(path.join(server.config.dataDir, 'files', smallName))).toEqual(small);
});

test('a data folder without files copies nothing', async () => {
  const empty = await fs.mkdtemp(path.join(server.config.dataDir, 'empty-'));
  expect(await importLocalFiles(server.db, empty, logger)).toBe(0);
});
