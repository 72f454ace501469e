// A full disk under DATA_DIR (docs/deployment.md, "Files"): DATA_DIR/files and DATA_DIR/outbox are
// small tmpfs mounts filled to the last byte. An upload fails with a clear pt-BR message and leaves
// no half file and no row; no answer is stored for it; once space is back the same upload and answer
// go through. A mail written while the outbox is full is retried, not lost, and leaves no half mail.
// Mounting needs root: without it (or outside the PostgreSQL pass) the file prints a loud notice and
// its cases pass without checking anything.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { fileMessages } from '@formbuilder/contracts';
import { JOBS_SCHEMA } from '../src/jobs/queue';
import { MAIL_QUEUE } from '../src/mail/mailer';
import { files, submissions } from '../src/db/schema';
import { call } from './support/http';
import {
  eventually,
  insertSurvey,
  pathOf,
  respondent,
  sampleFiles,
  seedCompany,
  upload,
  waitForMail,
} from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

jest.setTimeout(120_000);

const run = promisify(execFile);

let server: TestServer | undefined;
let skipped: string | undefined;
const mounts: string[] = [];

/** A tmpfs of `size` at `dir`, then filled: a file is written until the disk refuses more. */
async function fullDisk(dir: string, size: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  mounts.push(dir);
  const filler = path.join(dir, 'filler');
  const handle = await fs.open(filler, 'w');
  try {
    for (;;) await handle.write(Buffer.alloc(4096, 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  return filler;
}

let filesFiller = '';
let outboxFiller = '';

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    skipped = 'it runs in the PostgreSQL pass (DATABASE_URL set)';
    return;
  }
  server = await startServer({ env: { FILE_STORAGE: 'local', PUBLIC_SUBMIT_RATE: '0' } });
  try {
    filesFiller = await fullDisk(path.join(server.config.dataDir, 'files'), '256k');
    outboxFiller = await fullDisk(path.join(server.config.dataDir, 'outbox'), '64k');
  } catch (error) {
    skipped = `mounting a tmpfs was not permitted (${(error as Error).message.split('\n')[0]})`;
  }
});
afterAll(async () => {
  for (const dir of mounts.reverse()) await run('umount', [dir]).catch(() => undefined);
  await server?.stop();
});

/** True (after a loud notice) when the disk could not be filled here. */
function notHere(): boolean {
  if (!skipped) return false;
  process.stderr.write(`\n*** full-disk.test.ts SKIPPED: ${skipped} ***\n\n`);
  return true;
}

const count = async (table: typeof files | typeof submissions) =>
  (await server!.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

it('when DATA_DIR/files is full, then an upload is refused with a pt-BR message, keeping no half file, no row and no answer', async () => {
  if (notHere()) return;
  const live = server!;
  // Arrange
  const { company, manager } = await seedCompany(live.db);
  const form = await insertSurvey(live.db, { companyId: company.id, createdById: manager.id });
  const bytes = Buffer.concat([sampleFiles.pdf, crypto.randomBytes(48 * 1024)]);
  const send = () =>
    upload(live.url, '/api/public/files', {
      fields: { formId: form.id },
      file: { bytes, name: 'comprovante.pdf', type: 'application/pdf' },
    });
  const rowsBefore = await count(files);
  const answersBefore = await count(submissions);

  // Act
  const refused = await send();

  // Assert
  expect(refused.status).toBe(507);
  expect(refused.json.error).toMatchObject({ code: 'STORAGE_FULL', message: fileMessages.storageFull });
  expect(await fs.readdir(path.dirname(filesFiller))).toEqual(['filler']);
  expect(await count(files)).toBe(rowsBefore);
  expect(await count(submissions)).toBe(answersBefore);

  // Once there is room again, the same upload and its answer go through, and the file reads back whole.
  await fs.rm(filesFiller);
  const stored = await send();
  expect(stored.status).toBe(201);
  const answer = await call(live.url, `/api/public/forms/${form.id}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-photo', answer: stored.json.url }] },
  });
  expect(answer.status).toBe(201);
  const [row] = await live.db.select().from(submissions).where(eq(submissions.id, answer.json.id));
  expect(row).toBeDefined();
  const download = await fetch(`${live.url}${pathOf(stored.json.url)}`);
  expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
});

it('when DATA_DIR/outbox is full, then the mail is retried, leaves no half mail, and arrives once there is room', async () => {
  if (notHere()) return;
  const live = server!;
  // Arrange
  const outbox = path.dirname(outboxFiller);
  const states = async () =>
    (
      (await live.db.execute(
        sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${MAIL_QUEUE}`,
      )) as unknown as { rows: { state: string }[] }
    ).rows.map((job) => job.state);

  // Act
  const asked = await call(live.url, '/api/auth/forgot-password', {
    method: 'POST',
    body: { email: TEST_ADMIN.email },
  });
  // The mail job fails on the full outbox and waits for its retry.
  await eventually(states, (found) => found.includes('retry'), 30_000, 100);
  const whileFull = await fs.readdir(outbox);
  await fs.rm(outboxFiller);

  // Assert
  expect(asked.status).toBe(202);
  expect(whileFull).toEqual(['filler']);
  const mail = await waitForMail(live, TEST_ADMIN.email, new Date(0), 60_000);
  expect(mail).toContain('reset-pass');
  expect((await fs.readdir(outbox)).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
  expect((await fs.readdir(outbox)).filter((name) => name.endsWith('.part'))).toEqual([]);
});
