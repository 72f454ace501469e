// Mail goes through the job queue: a mail that could not be sent (SMTP down, outbox not writable)
// is retried, survives a restart of the app in between, and arrives once.
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { JOBS_SCHEMA } from '../src/jobs/queue';
import { MAIL_QUEUE } from '../src/mail/mailer';
import { call } from './support/http';
import { pause } from './support/pause';
import { waitForMail } from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

jest.setTimeout(120_000);

async function mailJobStates(server: TestServer): Promise<string[]> {
  const result = (await server.db.execute(
    sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${MAIL_QUEUE}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows.map((row) => row.state);
}

async function untilState(server: TestServer, state: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await mailJobStates(server)).includes(state)) {
    if (Date.now() > deadline) throw new Error(`no mail job in state ${state}`);
    await pause(100, 'polling the queue again');
  }
}

/** Waits until there is a mail job and every mail job is in `state`. */
async function untilEvery(server: TestServer, state: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const states = await mailJobStates(server);
    if (states.length > 0 && states.every((each) => each === state)) return;
    if (Date.now() > deadline) throw new Error(`mail jobs still in states ${states.join(', ')}`);
    await pause(100, 'polling the queue again');
  }
}

/** The reset link of a mail's body (a new link per request). */
function resetLink(body: string): string {
  const link = /https?:\/\/\S*reset-pass\S*/.exec(body.replace(/=\r?\n/g, ''))?.[0];
  if (!link) throw new Error('no reset link in the mail');
  return link;
}

const forgotPassword = (server: TestServer) =>
  call(server.url, '/api/auth/forgot-password', { method: 'POST', body: { email: TEST_ADMIN.email } });

describe('mail through the job queue (outbox)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('when the outbox cannot be written and the app restarts before the retry, then the mail arrives after the restart', async () => {
    // Arrange: a plain file where the outbox folder should be makes every attempt fail.
    const outbox = path.join(server.config.dataDir, 'outbox');
    await fs.writeFile(outbox, 'not a folder');

    // Act
    expect((await forgotPassword(server)).status).toBe(202);
    await untilState(server, 'retry');
    await fs.rm(outbox);
    const restartedAt = new Date();
    await server.restart();

    // Assert: the first retry waits 5 to 10 s (back-off with jitter) after the failed attempt, and
    // the restarted worker looks for it every 2 s.
    const mail = await waitForMail(server, TEST_ADMIN.email, new Date(0), 30_000);
    expect(mail).toContain('reset-pass');
    const names = await fs.readdir(outbox);
    expect(names).toHaveLength(1);
    expect((await fs.stat(path.join(outbox, names[0]!))).mtime.getTime()).toBeGreaterThanOrEqual(
      restartedAt.getTime() - 1_000,
    );
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe('mail through the job queue (SMTP)', () => {
  let server: TestServer;
  let port: number;
  let smtp: SMTPServer | undefined;
  const received: { to: string[]; body: string }[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('when the SMTP server is down, then the mail is retried and delivered once it is up', async () => {
    // Act: nothing listens on the SMTP port yet.
    expect((await forgotPassword(server)).status).toBe(202);
    await untilState(server, 'retry');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            body: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));

    // Assert
    const deadline = Date.now() + 40_000;
    while (received.length === 0 && Date.now() < deadline) await pause(200, 'polling the mail server again');
    // Its job ends (a completed job is never tried again)...
    await untilEvery(server, 'completed');
    expect(await mailJobStates(server)).toEqual(['completed']);
    // ...and a second mail, queued only now, arrives after it: a late second delivery of the first
    // mail would have to come before this one is through.
    expect((await forgotPassword(server)).status).toBe(202);
    while (received.length < 2 && Date.now() < deadline) await pause(200, 'polling the mail server again');
    await untilEvery(server, 'completed');
    expect(received).toHaveLength(2);
    for (const mail of received) {
      expect(mail.to).toEqual([TEST_ADMIN.email]);
      expect(mail.body).toContain('reset-pass');
    }
    expect(resetLink(received[0]!.body)).not.toBe(resetLink(received[1]!.body));
    expect(await mailJobStates(server)).toEqual(['completed', 'completed']);
  });
});
