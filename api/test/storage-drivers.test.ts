// The three FileStorage drivers against real stores: the local disk, the product's database
// (PGlite, or PostgreSQL when DATABASE_URL is set) and an S3-compatible server (s3rver) on a random
// port. Then the whole upload/download path of the API on the database and S3 drivers.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { fileMessages, MAX_UPLOAD_BYTES, type UploadedFile } from '@formbuilder/contracts';
import { fileChunks, files } from '../src/db/schema';
import {
  CHUNK_BYTES,
  createLocalFileStorage,
  createPostgresFileStorage,
  createS3FileStorage,
  type FileStorage,
} from '../src/modules/files/storage';
import { call } from './support/http';
import { pathOf, sampleFiles, upload } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(90_000);

const BUCKET = 'formularios-test';
let s3: S3rver;
let s3Dir: string;
let s3Endpoint: string;
let server: TestServer;
let localDir: string;

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
  server = await startServer();
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-storage-'));
});
afterAll(async () => {
  await server.stop();
  await s3.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
  await fs.rm(localDir, { recursive: true, force: true });
});

const s3Config = () => ({
  driver: 's3' as const,
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: s3Endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** Every key in the test bucket, through the S3 API itself. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const drivers: [string, () => FileStorage][] = [
  ['local disk', () => createLocalFileStorage(localDir)],
  ['database', () => createPostgresFileStorage(server.db)],
  ['S3', () => createS3FileStorage(s3Config())],
];

const name = (ext = 'bin') => `${crypto.randomUUID()}.${ext}`;
/** `size` pseudo-random bytes, handed over in pieces of `piece` bytes like a socket would. */
function sample(size: number) {
  const bytes = crypto.randomBytes(size);
  const stream = (piece = 64 * 1024) =>
    Readable.from(
      (function* () {
        for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
      })(),
    );
  return { bytes, stream };
}
async function readAll(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('nothing stored');
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(Buffer.from(piece as Uint8Array));
  return Buffer.concat(pieces);
}

describe.each(drivers)('%s storage', (_label, make) => {
  it('when a file of several chunks is stored, then it reads back whole and by any byte range', async () => {
    // Arrange
    const storage = make();
    const stored = name();
    const { bytes, stream } = sample(2 * CHUNK_BYTES + 12_345);

    // Act
    await storage.put(stored, stream());

    // Assert
    expect((await readAll(await storage.get(stored))).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [0, 1],
      [10, 99],
      [CHUNK_BYTES - 5, CHUNK_BYTES + 5],
      [CHUNK_BYTES + 1, 2 * CHUNK_BYTES + 100],
      [bytes.length - 10, bytes.length - 1],
    ] as const) {
      const part = await readAll(await storage.get(stored, { start, end }));
      expect(part.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('when a file is deleted, then reading it answers undefined, and deleting again is no error', async () => {
    // Arrange
    const storage = make();
    const stored = name();
    await storage.put(stored, sample(1000).stream());

    // Act
    await storage.delete(stored);
    await storage.delete(stored);

    // Assert
    expect(await storage.get(stored)).toBeUndefined();
    expect(await storage.get(name())).toBeUndefined();
  });

  it('when the incoming stream fails halfway, then put rejects and nothing is left under the name', async () => {
    // Arrange
    const storage = make();
    const stored = name();
    const failing = Readable.from(
      (async function* () {
        yield crypto.randomBytes(CHUNK_BYTES + 10);
        throw new Error('client went away');
      })(),
    );

    // Act
    const put = storage.put(stored, failing);

    // Assert
    await expect(put).rejects.toThrow();
    expect(await storage.get(stored)).toBeUndefined();
  });

  it('when a name is not a generated stored name, then it is refused before reaching the store', async () => {
    await expect(make().put('../etc/passwd', sample(10).stream())).rejects.toThrow('not a stored file name');
  });
});

describe.each([
  ['FILE_STORAGE=postgres', () => ({ FILE_STORAGE: 'postgres' })],
  [
    'FILE_STORAGE=s3',
    () => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  ],
])('the API with %s', (_label, env) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0', ...env() } });
  });
  afterAll(() => api.stop());

  it('when a file is uploaded, then it downloads whole and by range with the same headers, and nothing goes to the disk', async () => {
    // Act
    const sent = await upload(api.url, '/api/public/files', { file: { bytes: sampleFiles.pdf, name: 'contrato.pdf' } });
    const file = sent.json as UploadedFile;
    const whole = await fetch(`${api.url}${pathOf(file.url)}`);
    const part = await fetch(`${api.url}${pathOf(file.url)}`, { headers: { range: 'bytes=2-5' } });

    // Assert
    expect(sent.status).toBe(201);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(sampleFiles.pdf)).toBe(true);
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2-5/${sampleFiles.pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(
      sampleFiles.pdf.subarray(2, 6).toString('latin1'),
    );
    await expect(fs.readdir(path.join(api.config.dataDir, 'files'))).rejects.toThrow();
  });

  it('when the file is over 10 MB, then it is 413 and nothing is left in the store or the table', async () => {
    // Arrange
    const rowsBefore = (await api.db.select().from(files)).length;
    const chunksBefore = (await api.db.select({ seq: fileChunks.seq }).from(fileChunks)).length;
    const keysBefore = await bucketKeys();
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - sampleFiles.png.length)]);

    // Act
    const result = await upload(api.url, '/api/public/files', { file: { bytes: big, name: 'grande.png' } });

    // Assert
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ error: { code: 'TOO_LARGE', message: fileMessages.tooLarge } });
    expect((await api.db.select().from(files)).length).toBe(rowsBefore);
    expect((await api.db.select({ seq: fileChunks.seq }).from(fileChunks)).length).toBe(chunksBefore);
    expect(await bucketKeys()).toEqual(keysBefore);
  });

  it('when a file is removed, then its bytes are gone from the store', async () => {
    // Arrange
    const file = (await upload(api.url, '/api/public/files', { file: { bytes: sampleFiles.png, name: 'foto.png' } }))
      .json as UploadedFile;
    const [row] = await api.db.select().from(files).where(eq(files.id, file.id));

    // Act
    await api.db.delete(files).where(eq(files.id, file.id));
    const storage =
      api.config.fileStorage.driver === 's3' ? createS3FileStorage(s3Config()) : createPostgresFileStorage(api.db);
    expect(await storage.get(row!.storedName)).toBeDefined();
    await storage.delete(row!.storedName);

    // Assert
    expect(await storage.get(row!.storedName)).toBeUndefined();
    expect((await call(api.url, pathOf(file.url))).status).toBe(404);
  });
});
