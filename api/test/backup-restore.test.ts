// Backup and restore drill (docs/deployment.md, "Backup and restore"): answers with uploaded files and
// comments written through the API, a backup, more writing, a restore into a new data folder (PGlite)
// or a new database (PostgreSQL), the product started on it, and everything up to the backup point
// compared through the API; a restore into a non-empty target is refused and changes nothing.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { backupMessages } from '@formbuilder/contracts';
import { createApp, type AppHandle } from '../src/app';
import { loadConfig } from '../src/config';
import { backup, BackupError, restore } from '../src/backup/backup';
import { call, cookieFrom, login } from './support/http';
import {
  insertSurvey,
  pathOf,
  respondent,
  sampleFiles,
  seedCompany,
  STAFF_PASSWORD,
  upload,
  type SeededCompany,
} from './support/fixtures';
import { captureLogger } from './support/log-capture';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(120_000);

const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

let source: TestServer;
let company: SeededCompany;
let formId: string;
let work: string;
let cleanups: (() => Promise<unknown>)[] = [];
/** Settings of the file store, for the source and for each restore target. */
let storageEnv: (bucket: string) => Record<string, string> = () => ({});
let targetBucket = '';

async function startSource(env: Record<string, string> = {}) {
  source = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0', ...env } });
  company = await seedCompany(source.db);
  formId = (await insertSurvey(source.db, { companyId: company.company.id, createdById: company.creator.id })).id;
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-backup-'));
}
async function stopSource() {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
  await source.stop();
  await fs.rm(work, { recursive: true, force: true });
}

/** One answer with its own uploaded PDF (distinct bytes each time), sent as a respondent's page does. */
async function answerWithFile(label: string) {
  const bytes = Buffer.concat([sampleFiles.pdf, Buffer.from(`% ${label} ${crypto.randomUUID()}\n`)]);
  const uploaded = await upload(source.url, '/api/public/files', {
    fields: { formId },
    file: { bytes, name: `${label}.pdf`, type: 'application/pdf' },
  });
  expect(uploaded.status).toBe(201);
  const sent = await call(source.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: {
      ...respondent,
      name: `Resposta ${label}`,
      answers: [
        { questionId: 'q-name', answer: `Pessoa ${label}` },
        { questionId: 'q-photo', answer: uploaded.json.url },
      ],
    },
  });
  expect(sent.status).toBe(201);
  return { id: sent.json.id as string, fileSha: sha256(bytes) };
}

/** Every submission of the form as the manager reads it: id, a hash of its JSON, the hash of its file. */
async function readBack(baseUrl: string, token: string) {
  const listed = await call(baseUrl, `/api/submissions?formId=${formId}&perPage=500`, { token });
  expect(listed.status).toBe(200);
  const result = new Map<string, { json: string; fileSha: string }>();
  for (const item of listed.json.items as { id: string }[]) {
    const one = await call(baseUrl, `/api/submissions/${item.id}`, { token });
    expect(one.status).toBe(200);
    const url = (one.json.answers as { questionId: string; answer: string }[]).find(
      (a) => a.questionId === 'q-photo',
    )!.answer;
    const file = await fetch(`${baseUrl}${pathOf(url)}`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    result.set(item.id, { json: sha256(one.text), fileSha: sha256(Buffer.from(await file.arrayBuffer())) });
  }
  return { total: listed.json.totalItems as number, items: result };
}

/** A new, empty target: a data folder, and with PostgreSQL a database of its own. */
async function emptyTarget() {
  const dataDir = await fs.mkdtemp(path.join(work, 'target-'));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = `restore_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: source.config.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(source.config.databaseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanups.push(async () => {
      const dropper = new Client({ connectionString: source.config.databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });
  }
  const env = storageEnv(targetBucket);
  const fileStorage = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: source.config.jwtSecret,
    ...env,
  }).fileStorage;
  return { dataDir, databaseUrl, fileStorage };
}

/** The product on the restored target, with the source's settings otherwise. */
async function startOn(target: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<AppHandle & { url: string }> {
  const config = loadConfig({
    DATA_DIR: target.dataDir,
    APPS_DIR: target.dataDir,
    RELEASES_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    JWT_SECRET: target.databaseUrl ? source.config.jwtSecret : undefined,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-password-123',
    LOG_LEVEL: 'silent',
    PUBLIC_SUBMIT_RATE: '0',
    ...storageEnv(targetBucket),
  });
  const { logger } = captureLogger(config.logLevel);
  const handle = await createApp(config, { logger, print: () => undefined });
  const { url } = await handle.listen(0, '127.0.0.1');
  cleanups.push(() => handle.close());
  return Object.assign(handle, { url });
}

async function drill() {
  // Arrange: answers with files and comments, written through the API
  const signedIn = await login(source.url, company.manager.email, STAFF_PASSWORD);
  const before: string[] = [];
  for (let i = 0; i < 12; i += 1) before.push((await answerWithFile(`antes-${i}`)).id);
  for (const id of before.slice(0, 4)) {
    const commented = await call(source.url, `/api/submissions/${id}/comments`, {
      method: 'POST',
      token: signedIn.token,
      body: { comment: `Comentário da equipe em ${id}` },
    });
    expect(commented.status).toBe(201);
  }
  const expected = await readBack(source.url, signedIn.token);
  expect(expected.total).toBe(12);

  // Act: back up (the embedded database only while the server is stopped), keep writing, restore
  const archive = path.join(work, 'formularios.tar');
  const embedded = !source.config.databaseUrl;
  if (embedded) await source.handle.close();
  const started = Date.now();
  const { manifest } = await backup(source.config, archive);
  const backupMs = Date.now() - started;
  if (embedded) await source.restart();
  const after: string[] = [];
  for (let i = 0; i < 3; i += 1) after.push((await answerWithFile(`depois-${i}`)).id);
  const target = await emptyTarget();
  await restore(target, archive);
  if (target.databaseUrl) {
    // The restored server has the planner's column statistics at once (pg_restore alone leaves none).
    const restoredDb = new Client({ connectionString: target.databaseUrl });
    await restoredDb.connect();
    const { rows } = await restoredDb.query<{ columns: number }>(
      "select count(*)::int as columns from pg_stats where tablename = 'submissions' and attname = 'form_id'",
    );
    await restoredDb.end();
    expect(rows[0]!.columns).toBe(1);
  }
  const restored = await startOn(target);

  // Assert: the same answers, comments and files; nothing written after the backup
  process.stdout.write(`backup of 12 answers with files: ${backupMs} ms, ${(await fs.stat(archive)).size} bytes\n`);
  expect(manifest.files.length).toBe(source.config.fileStorage.driver === 'postgres' ? 0 : 12);
  const again = await login(restored.url, company.manager.email, STAFF_PASSWORD);
  const actual = await readBack(restored.url, again.token);
  expect(actual.total).toBe(12);
  expect([...actual.items.keys()].sort()).toEqual([...before].sort());
  expect(after.some((id) => actual.items.has(id))).toBe(false);
  for (const id of before) expect(actual.items.get(id)).toEqual(expected.items.get(id));
  // The session opened before the backup still renews on the restored product.
  const renewed = await call(restored.url, '/api/auth/refresh', { method: 'POST', cookie: signedIn.cookie });
  expect(renewed.status).toBe(200);
  expect(cookieFrom(renewed, 'fb_refresh')).toBeDefined();
  // And the restored product takes new answers.
  const fresh = await call(restored.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-name', answer: 'Depois da restauração' }] },
  });
  expect(fresh.status).toBe(201);
}

describe('with the default file storage', () => {
  beforeAll(() => startSource());
  afterAll(() => stopSource());

  it(
    'when the product is backed up and restored into a new target, then everything up to the backup reads back identically',
    drill,
  );

  it('when a restore targets a non-empty database or file store, then it is refused with a pt-BR message and nothing changes', async () => {
    // Arrange: a backup of the running source, and the source itself as the (non-empty) target
    const archive = path.join(work, 'recusa.tar');
    const embedded = !source.config.databaseUrl;
    if (embedded) await source.handle.close();
    await backup(source.config, archive);
    const target = {
      dataDir: source.config.dataDir,
      databaseUrl: source.config.databaseUrl,
      fileStorage: source.config.fileStorage,
    };
    const filesBefore =
      embedded || source.config.fileStorage.driver === 'local'
        ? await fs.readdir(path.join(target.dataDir, 'files'))
        : [];

    // Act
    const refused = await restore(target, archive).catch((error: unknown) => error);

    // Assert
    expect(refused).toBeInstanceOf(BackupError);
    const expectedMessage =
      source.config.fileStorage.driver === 'local'
        ? backupMessages.filesNotEmpty(path.join(target.dataDir, 'files'))
        : backupMessages.databaseNotEmpty;
    expect((refused as Error).message).toBe(expectedMessage);
    if (filesBefore.length > 0) expect(await fs.readdir(path.join(target.dataDir, 'files'))).toEqual(filesBefore);
    if (embedded) await source.restart();
    const signedIn = await login(source.url, company.manager.email, STAFF_PASSWORD);
    const listed = await call(source.url, `/api/submissions?formId=${formId}`, { token: signedIn.token });
    expect(listed.json.totalItems).toBe(15);
  });

  it('when the embedded database is held by a running server, then backup refuses and writes nothing', async () => {
    if (source.config.databaseUrl) return;
    // Arrange
    const archive = path.join(work, 'em-uso.tar');

    // Act
    const refused = await backup(source.config, archive).catch((error: unknown) => error);

    // Assert
    expect((refused as Error).message).toBe(backupMessages.serverRunning(process.pid));
    await expect(fs.stat(archive)).rejects.toThrow();
  });
});

describe('with files in an S3 bucket', () => {
  let s3: S3rver;
  let s3Dir: string;
  beforeAll(async () => {
    s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'origem' }, { name: 'destino' }],
    });
    const { port } = await s3.run();
    storageEnv = (bucket) => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    targetBucket = 'destino';
    await startSource(storageEnv('origem'));
  });
  afterAll(async () => {
    await stopSource();
    await s3.close();
    await fs.rm(s3Dir, { recursive: true, force: true });
  });

  it(
    'when the product is backed up and restored into a new database and an empty bucket, then everything up to the backup reads back identically',
    drill,
  );
});
