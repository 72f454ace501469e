// The database goes away under load (docs/deployment.md, "Readiness and health"): the API runs on a
// PostgreSQL server of this test's own (initdb and pg_ctl in a temporary folder, on a free port; the
// shared server is never touched) while several clients send answers, each retrying with the same
// Idempotency-Key until it is acknowledged. PostgreSQL is restarted with `-m immediate`, then stopped
// for several seconds and started again. Every acknowledged key must be stored exactly once, every
// retried key must end stored, /api/health must report the outage while it lasts (readiness stays up),
// and realtime events, queued mails and webhooks must flow again without restarting the instance.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { submissions } from '../src/db/schema';
import { call } from './support/http';
import { eventually, insertSurvey, respondent, seedCompany, tokenOf, waitForMail } from './support/fixtures';
import { closeSockets, listen } from './support/realtime';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { pause } from './support/pause';

jest.setTimeout(180_000);

const run = promisify(execFile);
const CLIENTS = 8;
const OUTAGE_MS = 6_000;

/** The newest PostgreSQL server programs installed, or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  return fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl')));
}

const bin = postgresBin();
const enabled = Boolean(process.env.DATABASE_URL) && bin !== undefined;
if (!enabled) {
  process.stderr.write(
    '\n*** database-outage.test.ts SKIPPED: it runs in the PostgreSQL pass (DATABASE_URL set) and needs initdb/pg_ctl under /usr/lib/postgresql ***\n\n',
  );
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A private PostgreSQL server in a temporary folder; run as the `postgres` user when this is root. */
async function privatePostgres() {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'formbuilder-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin!, name), ...args])
      : run(path.join(bin!, name), args);
  await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=50`;
  const ctl = (...args: string[]) =>
    tool('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, ...args]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartImmediate: () => ctl('restart', '-m', 'immediate'),
    stopImmediate: () => ctl('stop', '-m', 'immediate'),
    start: () => ctl('start'),
    async destroy() {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Records every webhook delivery it receives. */
async function webhookReceiver() {
  const received: { event: string; submissionId?: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (piece: Buffer) => (body += piece.toString('utf8')));
    req.on('end', () => {
      try {
        const parsed = JSON.parse(body) as { event?: string; data?: { submission?: { id?: string }; id?: string } };
        received.push({ event: parsed.event ?? '', submissionId: parsed.data?.submission?.id ?? parsed.data?.id });
      } catch {
        received.push({ event: 'unparsable' });
      }
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

/** The suite's one poll (eventually), naming what it waits for in the progress output and the failure. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  process.stderr.write(`[outage test] waiting for ${what}\n`);
  try {
    await eventually(
      async () => check(),
      (passed) => passed,
      timeoutMs,
    );
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
}

const describeIf = enabled ? describe : describe.skip;

describeIf('PostgreSQL restarted and stopped under load', () => {
  let postgres: Awaited<ReturnType<typeof privatePostgres>>;
  let server: TestServer;
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  /** Ends the load clients even when the test fails half-way. */
  let abandon = false;

  beforeAll(async () => {
    postgres = await privatePostgres();
    hooks = await webhookReceiver();
    // The harness makes the database of its own on the private server, which the test restarts and stops.
    server = await startServer({
      databaseServer: postgres.url,
      env: { PUBLIC_SUBMIT_RATE: '0', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_DELAY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    abandon = true;
    closeSockets();
    await server?.stop();
    await hooks?.close();
    await postgres?.destroy();
  });

  it('when PostgreSQL restarts and then stays down for seconds, then no acknowledged answer is lost or doubled and everything flows again', async () => {
    // Arrange
    const { company, manager } = await seedCompany(server.db);
    const form = await insertSurvey(server.db, { companyId: company.id, createdById: manager.id });
    // The probes go to a form of their own, so their webhooks do not queue behind the load's.
    const probeForm = await insertSurvey(server.db, { companyId: company.id, createdById: manager.id });
    const token = await tokenOf(server.url, manager.email);
    const socket = await listen(server.url, token);
    const hook = await call(server.url, '/api/webhooks', {
      method: 'POST',
      token,
      body: { url: hooks.url, events: ['submission.created'], formIds: [probeForm.id] },
    });
    expect(hook.status).toBe(201);
    // Realtime is best effort while the listening connection reconnects (the apps refetch when their
    // socket reconnects), so a probe answer is sent every 2 s until one reaches the open socket;
    // webhooks go through the durable queue, so every probe's delivery must arrive.
    const probes: string[] = [];
    const probe = async () => {
      let sentAt = 0;
      await until('a realtime event on the socket opened before the outage', async () => {
        if (Date.now() - sentAt > 2_000) {
          const answer = await call(server.url, `/api/public/forms/${probeForm.id}/submissions`, {
            method: 'POST',
            body: { ...respondent, answers: [{ questionId: 'q-name', answer: 'Sonda' }] },
          });
          expect(answer.status).toBe(201);
          probes.push(answer.json.id as string);
          sentAt = Date.now();
        }
        return socket.received.some(
          (event) => event.type === 'submission.created' && probes.includes(event.submission?.id ?? ''),
        );
      });
      await until('the webhook of every probe answer', () =>
        probes.every((id) => hooks.received.some((delivery) => delivery.submissionId === id)),
      );
      const reached = socket.received.filter((event) => probes.includes(event.submission?.id ?? '')).length;
      probes.length = 0;
      socket.received.length = 0;
      return reached;
    };
    await probe();

    const acknowledged = new Set<string>();
    const attempted = new Set<string>();
    const retried = new Set<string>();
    let failedTries = 0;
    let stopping = false;
    const send = (key: string) =>
      call(server.url, `/api/public/forms/${form.id}/submissions`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: { ...respondent, answers: [{ questionId: 'q-name', answer: `Carga ${key.slice(0, 8)}` }] },
      }).catch(() => ({ status: 0 }));
    const client = async () => {
      while (!stopping && !abandon) {
        const key = crypto.randomUUID();
        attempted.add(key);
        // The same key until it is acknowledged, as the respondent's page does.
        while (!abandon) {
          const answer = await send(key);
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.add(key);
            break;
          }
          failedTries += 1;
          retried.add(key);
          await pause(100, 'a respondent retrying after a failed send waits a little, as the page does');
        }
      }
    };
    const load = Array.from({ length: CLIENTS }, () => client());
    const health = async () => (await fetch(`${server.url}/api/health`)).status;
    const ready = async () => (await fetch(`${server.url}/api/health/ready`)).status;

    // Act: an immediate restart under load, then an outage of several seconds
    await until('answers before the restart', () => acknowledged.size >= 200);
    const started = Date.now();
    await postgres.restartImmediate();
    const afterRestart = acknowledged.size;
    await until('answers after the restart', () => acknowledged.size >= afterRestart + 200);

    await postgres.stopImmediate();
    const downAt = Date.now();
    await until('/api/health reporting the outage', async () => (await health()) === 503, 10_000);
    const readyDuringOutage = await ready();
    const acknowledgedWhileDown = acknowledged.size;
    await until('several seconds of outage', () => Date.now() - downAt >= OUTAGE_MS, OUTAGE_MS + 5_000);
    const failedDuringOutage = failedTries;
    await postgres.start();
    await until('/api/health back to 200', async () => (await health()) === 200, 30_000);
    const afterOutage = acknowledged.size;
    await until('answers after the outage', () => acknowledged.size >= afterOutage + 200);
    stopping = true;
    await Promise.all(load);
    const elapsed = Date.now() - started;

    // Assert: exactly once
    process.stdout.write(
      `outage under load: ${acknowledged.size} keys acknowledged, ${retried.size} retried, ${failedTries} failed tries, ${elapsed} ms\n`,
    );
    expect(readyDuringOutage).toBe(200);
    expect(failedDuringOutage).toBeGreaterThan(0);
    expect(acknowledgedWhileDown).toBeLessThanOrEqual(acknowledged.size);
    const rows = await server.db
      .select({ key: submissions.idempotencyKey, count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(eq(submissions.formId, form.id))
      .groupBy(submissions.idempotencyKey);
    const stored = new Map(rows.map((row) => [row.key, row.count]));
    expect(attempted.size).toBe(acknowledged.size);
    expect([...acknowledged].filter((key) => stored.get(key) !== 1)).toEqual([]);
    expect([...retried].filter((key) => !stored.has(key))).toEqual([]);
    expect(rows.reduce((total, row) => total + row.count, 0)).toBe(acknowledged.size);

    // Assert: realtime events, webhooks and queued mail flow again on the same instance
    await probe();
    const mailAfter = new Date();
    const forgot = await call(server.url, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: TEST_ADMIN.email },
    });
    expect(forgot.status).toBe(202);
    expect(await waitForMail(server, TEST_ADMIN.email, mailAfter, 30_000)).toContain('reset-pass');
  });
});
