// Errors, headers and durability (docs/security.md#errors-headers-and-logs, #durability-and-shutdown, #realtime) against the built server running as its own
// process (`node api/dist/server.js`): kill -9 under load, SIGTERM under load, CORS and headers, and
// what a realtime client that was offline sees when it refetches. The forced exception (38) runs
// in-process, where the test can break a row or a column underneath the server.
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { and, count, countDistinct, eq, like, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { IDEMPOTENCY_KEY_HEADER, messages } from '@formbuilder/contracts';
import { openDatabase } from '../src/db/client';
import { submissions } from '../src/db/schema';
import { QUEUE_MAINTENANCE_SECONDS } from '../src/jobs/queue';
import { createLogger } from '../src/logger';
import { DELIVERY_ATTEMPT_LEASE_SECONDS } from '../src/modules/webhooks';
import { createAppsDir } from './support/apps-dir';
import { call, login, type CallResult } from './support/http';
import { insertCompany, insertStoredSubmission, insertSurvey } from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { pause } from './support/pause';
import { freePort, spawnServer, type SpawnedServer } from './support/spawned-server';

const REMOTE_ORIGIN = 'https://cdn.example.com';
const OTHER_ORIGIN = 'https://evil.example';

let server: SpawnedServer;
let appsDir: string;
let managerToken: string;

const question = { id: 'q1', title: 'Nota', type: 'STRING', options: [] };

/** A company, its MANAGER and an anonymous one-question form, all made through the API. */
async function seedThroughApi(url: string) {
  const admin = (await login(url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
  const company = await call(url, '/api/companies', {
    method: 'POST',
    token: admin,
    body: { name: 'Durável', formsLimit: 20, usersLimit: 5 },
  });
  const password = 'senha-da-gestora-1';
  const manager = await call(url, '/api/users', {
    method: 'POST',
    token: admin,
    body: {
      name: 'Gestora Durável',
      email: 'gestora.duravel@example.com',
      phone: '(11) 91234-5678',
      role: 'MANAGER',
      password,
      passwordConfirm: password,
      company: company.json.id,
    },
  });
  if (company.status !== 201 || manager.status !== 201) throw new Error('seeding failed');
  managerToken = (await login(url, 'gestora.duravel@example.com', password)).token;
}

async function newForm(title: string): Promise<string> {
  const form = await call(server.url, '/api/forms', {
    method: 'POST',
    token: managerToken,
    body: { title, anonymous: true, questions: [question] },
  });
  if (form.status !== 201) throw new Error(`form failed: ${form.status} ${form.text}`);
  return form.json.id;
}

const submit = (formId: string, key: string, answer = key) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    body: { answers: [{ questionId: 'q1', question: 'Nota', answer }] },
  });

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Every submission id of a form through the staff list, page by page, newest first. */
async function listedIds(formId: string, perPage = 500): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await call(server.url, `/api/submissions?formId=${formId}&perPage=${perPage}&page=${page}`, {
      token: managerToken,
    });
    if (result.status !== 200) throw new Error(`list failed: ${result.status} ${result.text}`);
    ids.push(...result.json.items.map((item: { id: string }) => item.id));
    if (page * perPage >= result.json.totalItems) return ids;
  }
}

/**
 * Rows and distinct keys of a form as the database holds them, read straight from it. PGlite lets one
 * process in at a time, so the server is stopped (SIGTERM) for the read and started again.
 */
async function rowsInDatabase(formId: string, keyPrefix = '') {
  const where = and(eq(submissions.formId, formId), like(submissions.idempotencyKey, `${keyPrefix}%`));
  const running = server.process.exitCode === null && server.process.signalCode === null;
  if (running && !server.databaseUrl) {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  const database = await openDatabase({
    databaseUrl: server.databaseUrl,
    dataDir: server.dataDir,
    logger: createLogger('silent'),
  });
  try {
    const [row] = await database.db
      .select({ rows: count(), keys: countDistinct(submissions.idempotencyKey) })
      .from(submissions)
      .where(where);
    return row!;
  } finally {
    await database.close();
    if (running && !server.databaseUrl) await server.restart();
  }
}

/** fetch's own rejection when the connection is refused or cut (its TypeError is of another realm than jest's). */
const isConnectionError = (error: unknown) => (error as Error | undefined)?.message === 'fetch failed';

/** The webhook retries' first delay here, doubled at each retry. */
const RETRY_DELAY_SECONDS = 1;

beforeAll(async () => {
  appsDir = await createAppsDir();
  server = await spawnServer({
    env: {
      PUBLIC_SUBMIT_RATE: '0',
      APPS_DIR: appsDir,
      REMOTE_FORMS_URL: `${REMOTE_ORIGIN}/remotes/forms/`,
      // The webhook receiver of the outbox case listens on this machine; its retries come quickly.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: String(RETRY_DELAY_SECONDS),
    },
  });
  await seedThroughApi(server.url);
}, 120_000);
afterAll(async () => {
  await server?.dispose();
  await fs.rm(appsDir, { recursive: true, force: true });
});

describe('a forced exception (38)', () => {
  let inProcess: TestServer;
  beforeAll(async () => {
    inProcess = await startServer();
  });
  afterAll(() => inProcess.stop());

  it.each([
    ['a stored row the code can not read', 'row'],
    ['a query the database refuses', 'sql'],
  ])('when %s makes a handler throw, then the answer is a generic 500: no stack, no SQL', async (_what, kind) => {
    // Arrange
    const company = await insertCompany(inProcess.db, { name: `Quebrada ${kind}` });
    const form = await insertSurvey(inProcess.db, { companyId: company.id });
    const stored = await insertStoredSubmission(inProcess.db, { formId: form.id, companyId: company.id, name: 'Ana' });
    if (kind === 'row') {
      await inProcess.db.execute(
        sql`update submissions set answers = '{"not": "a list"}'::jsonb where id = ${stored.id}`,
      );
    } else {
      await inProcess.db.execute(sql`alter table submissions rename column comments to comments_gone`);
    }

    // Act
    let result: CallResult;
    try {
      result = await call(inProcess.url, `/api/public/submissions/${stored.id}`);
    } finally {
      if (kind === 'sql')
        await inProcess.db.execute(sql`alter table submissions rename column comments_gone to comments`);
    }

    // Assert
    expect(result.status).toBe(500);
    // Only the generic message and the id the log line carries (docs/security.md#errors-headers-and-logs).
    expect(JSON.parse(result.text)).toEqual({
      error: { code: 'INTERNAL', message: messages.internalError, errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(result.text).not.toMatch(/select|insert|\bat\b/i);
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('x-powered-by')).toBeNull();
  });
});

describe('CORS and headers on every answer (39)', () => {
  const remoteFile = '/remotes/forms/remoteEntry.js';

  it.each([
    ['the public origin', () => new URL(server.url).origin],
    ['a remote’s origin', () => REMOTE_ORIGIN],
  ])('when %s loads a remote file, then it may read it cross-origin', async (_who, origin) => {
    // Act
    const result = await call(server.url, remoteFile, { headers: { origin: origin() } });

    // Assert
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe(origin());
    expect(result.headers.get('vary')).toMatch(/origin/i);
  });

  it.each([
    ['a remote file', 'GET', remoteFile],
    ['remotes.json', 'GET', '/remotes.json'],
    ['an API answer', 'GET', '/api/health'],
    ['an API preflight', 'OPTIONS', '/api/forms'],
    ['a public form', 'GET', '/api/public/forms/00000000-0000-4000-8000-000000000000'],
  ])(
    'when an origin outside the allow-list asks for %s, then no CORS header lets it read',
    async (_what, method, path) => {
      // Act
      const result = await call(server.url, path, {
        method,
        headers: { origin: OTHER_ORIGIN, 'access-control-request-method': 'POST' },
      });

      // Assert
      expect(result.headers.get('access-control-allow-origin')).toBeNull();
      expect(result.headers.get('access-control-allow-credentials')).toBeNull();
      expect(result.headers.get('access-control-allow-methods')).toBeNull();
    },
  );

  it('when the server answers anything, then the answer has nosniff and no X-Powered-By', async () => {
    // Arrange
    const requests: Array<[string, string, { rawBody?: string; token?: string }?]> = [
      ['GET', '/api/health'],
      ['GET', '/api/forms'],
      ['GET', '/api/forms', { token: managerToken }],
      ['GET', '/api/forms', { token: 'not-a-token' }],
      ['POST', '/api/auth/login', { rawBody: '{"email":' }],
      ['GET', '/api/no-such-route'],
      ['OPTIONS', '/api/forms'],
      ['GET', '/api/public/forms/not-an-id'],
      ['GET', '/files/00000000-0000-4000-8000-000000000000/a.png'],
      ['GET', '/remotes.json'],
      ['GET', '/remotes/forms/remoteEntry.js'],
      ['GET', '/remotes/admin/remoteEntry.js'],
      ['GET', '/'],
      ['GET', '/submissions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/static/js/main.3f9a2c1b.js'],
    ];

    // Act
    const answers = await Promise.all(
      requests.map(([method, path, options]) => call(server.url, path, { method, ...options })),
    );

    // Assert
    const headers = answers.map((answer, index) => ({
      request: requests[index]!.slice(0, 2).join(' '),
      nosniff: answer.headers.get('x-content-type-options'),
      poweredBy: answer.headers.get('x-powered-by'),
    }));
    expect(headers).toEqual(
      requests.map(([method, path]) => ({ request: `${method} ${path}`, nosniff: 'nosniff', poweredBy: null })),
    );
  });
});

describe('idle connections behind a balancer', () => {
  // nginx keeps an idle upstream connection 60 s (its keepalive_timeout default, and what
  // docs/deployment.md runs); an instance that closed earlier would race nginx reusing it.
  const NGINX_IDLE_SECONDS = 60;

  it('when an answer leaves its connection open, then the server keeps it idle longer than nginx does', async () => {
    // Act
    const result = await call(server.url, '/api/health');

    // Assert
    const timeout = /timeout=(\d+)/.exec(result.headers.get('keep-alive') ?? '')?.[1];
    expect(Number(timeout)).toBeGreaterThan(NGINX_IDLE_SECONDS);
  });
});

describe('a realtime client that was offline (42)', () => {
  interface Listener {
    ws: WebSocket;
    ids: string[];
    closed: Promise<number>;
  }

  const listen = async (): Promise<Listener> => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
    const ids: string[] = [];
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'ready') resolve();
        else if (message.type === 'submission.created') ids.push(message.submission.id);
      });
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: managerToken })));
    });
    return { ws, ids, closed };
  };

  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('until: still not done after 10 s');
      await pause(25, 'polling again');
    }
  };

  it('when it reconnects and refetches, then it sees every submission exactly once', async () => {
    // Arrange
    const formId = await newForm('Offline');
    const sent: string[] = [];
    const send = async (keys: string[]) => {
      const results = await Promise.all(keys.map((key) => submit(formId, key)));
      expect(results.map((result) => result.status)).toEqual(keys.map(() => 201));
      sent.push(...results.map((result) => result.json.id as string));
    };
    const first = await listen();
    await send(['online-1', 'online-2', 'online-3']);
    await until(() => first.ids.length === 3);
    first.ws.terminate();
    await first.closed;

    // Act
    await send(Array.from({ length: 12 }, (_, i) => `offline-${i}`));
    const second = await listen();
    await send(['back-1', 'back-2']);
    await until(() => second.ids.length === 2);
    const refetched = await listedIds(formId, 4);
    second.ws.close();

    // Assert
    expect(first.ids.sort()).toEqual(sent.slice(0, 3).sort());
    expect(second.ids.sort()).toEqual(sent.slice(-2).sort());
    expect(refetched).toHaveLength(sent.length);
    expect(new Set(refetched).size).toBe(refetched.length);
    expect([...refetched].sort()).toEqual([...sent].sort());
    const merged = new Set([...first.ids, ...second.ids, ...refetched]);
    expect(merged.size).toBe(sent.length);
  });
});

describe('kill -9 under load (40)', () => {
  /**
   * Sends a burst of 200 answers, 20 at a time, to a new form and kills the process at the 80th 201;
   * nothing is sent after the kill. What was in flight at that moment depends on the machine: a client
   * slower than the server can find every request sent before the kill already answered.
   */
  async function burstAndKill(attempt: number) {
    const formId = await newForm(`Rajada ${attempt}`);
    const keys = Array.from({ length: 200 }, (_, i) => `burst-${attempt}-${i}`);
    const outcomes = new Map<string, { status?: number; id?: string; failed?: boolean }>();
    let created = 0;
    let killed = false;
    await pool(keys, 20, async (key) => {
      if (killed) return; // never sent
      outcomes.set(key, {});
      try {
        const result = await submit(formId, key);
        outcomes.set(key, { status: result.status, id: result.json?.id });
        if (result.status === 201 && (created += 1) === 80) {
          killed = true;
          server.process.kill('SIGKILL');
        }
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        outcomes.set(key, { failed: true });
      }
    });
    const exit = await server.exited;
    await server.restart();
    return { formId, outcomes, exit };
  }

  it('when the process is killed mid-burst, then every 201 is stored and retried keys add nothing', async () => {
    // Act: up to three bursts, until a kill leaves requests sent and unanswered (the case under test).
    let burst = await burstAndKill(1);
    const unansweredOf = (outcomes: typeof burst.outcomes) =>
      [...outcomes.keys()].filter((key) => outcomes.get(key)!.status !== 201);
    for (let attempt = 2; attempt <= 3 && unansweredOf(burst.outcomes).length === 0; attempt += 1) {
      burst = await burstAndKill(attempt);
    }
    const { formId, outcomes, exit } = burst;
    const afterRestart = await listedIds(formId);
    const answered = [...outcomes.values()].filter((outcome) => outcome.status === 201);
    const unanswered = unansweredOf(outcomes);
    const retried = new Map<string, CallResult>();
    for (const key of unanswered) retried.set(key, await submit(formId, key));
    const afterRetries = await listedIds(formId);
    const inDatabase = await rowsInDatabase(formId);

    // Assert
    expect(exit.signal).toBe('SIGKILL');
    expect(unanswered.length).toBeGreaterThan(0);
    expect([...outcomes.values()].every((outcome) => outcome.status === 201 || outcome.failed)).toBe(true);
    // Every 201 survived the kill; rows without a 201 are only of keys that were sent.
    expect(afterRestart).toEqual(expect.arrayContaining(answered.map((outcome) => outcome.id)));
    expect(afterRestart.length).toBeGreaterThanOrEqual(answered.length);
    expect(afterRestart.length).toBeLessThanOrEqual(outcomes.size);
    // Retrying the unanswered keys answers 201; a key whose row was already stored gets that row back.
    expect([...retried.values()].map((result) => result.status)).toEqual(unanswered.map(() => 201));
    const storedBeforeRetry = new Set(afterRestart);
    const alreadyStored = [...retried.values()].filter((result) => storedBeforeRetry.has(result.json.id));
    expect(afterRestart.length - answered.length).toBe(alreadyStored.length);
    expect(afterRetries).toHaveLength(outcomes.size);
    expect(new Set(afterRetries).size).toBe(outcomes.size);
    expect(inDatabase).toEqual({ rows: outcomes.size, keys: outcomes.size });
  }, 180_000);
});

// Before the SIGTERM case, which leaves the process stopped.
describe('webhook events across kill -9 (the outbox)', () => {
  it('when the process is killed while answers wait for their delivery, then after the restart each event arrives exactly once', async () => {
    // Arrange: the receiver is down at first, so every event is stored but not delivered.
    const port = await freePort();
    const formId = await newForm('Webhook durável');
    const endpoint = await call(server.url, '/api/webhooks', {
      method: 'POST',
      token: managerToken,
      body: {
        url: `http://127.0.0.1:${port}/recebe`,
        description: 'Receptor durável',
        events: ['submission.created'],
        formIds: [formId],
      },
    });
    expect(endpoint.status).toBe(201);
    const sent: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const result = await submit(formId, `hook-${i}`);
      expect(result.status).toBe(201);
      sent.push(result.json.id as string);
    }
    // Each event has failed once against the closed port and waits for its retry (none is mid-attempt).
    const deliveriesPath = `/api/webhooks/${endpoint.json.id as string}/deliveries?perPage=50`;
    const until = Date.now() + 20_000;
    let waiting: { state: string; attemptCount: number }[] = [];
    while (Date.now() < until) {
      waiting = (await call(server.url, deliveriesPath, { token: managerToken })).json.items;
      if (waiting.length === 20 && waiting.every((d) => d.state === 'pending' && d.attemptCount >= 1)) break;
      await pause(100, 'polling the deliveries again');
    }
    expect(waiting.map((d) => d.state)).toEqual(sent.map(() => 'pending'));
    // How long the restarted server may take to try them all again: the longest wait the retries' doubling
    // can have reached (RETRY_DELAY_SECONDS x 2^attempts, jitter included), or, for an attempt the kill cut
    // short, its job's lease running out and the queue's maintenance noticing it.
    const mostAttempts = Math.max(...waiting.map((d) => d.attemptCount));
    const retriesWithinMs =
      Math.max(RETRY_DELAY_SECONDS * 2 ** mostAttempts, DELIVERY_ATTEMPT_LEASE_SECONDS + QUEUE_MAINTENANCE_SECONDS) *
      1000;

    // Act: kill the process, open the receiver, start again.
    server.process.kill('SIGKILL');
    const exit = await server.exited;
    const arrivals = new Map<string, number>();
    const signed: boolean[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const id = JSON.parse(Buffer.concat(chunks).toString('utf8')).data.submission.id as string;
        arrivals.set(id, (arrivals.get(id) ?? 0) + 1);
        signed.push(/^v1,/.test(String(req.headers['webhook-signature'])));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
    try {
      await server.restart();
      const deadline = Date.now() + retriesWithinMs + 30_000;
      // Every delivery recorded as succeeded: none is left to be sent again.
      let settled: { state: string }[] = [];
      while (Date.now() < deadline) {
        settled = (await call(server.url, deliveriesPath, { token: managerToken })).json.items;
        if (arrivals.size >= sent.length && settled.every((d) => d.state === 'succeeded')) break;
        await pause(200, 'polling the deliveries again');
      }
      expect(settled.map((d) => d.state)).toEqual(sent.map(() => 'succeeded'));
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }

    // Assert
    expect(exit.signal).toBe('SIGKILL');
    expect([...arrivals.keys()].sort()).toEqual([...sent].sort());
    expect([...arrivals.values()].every((count) => count === 1)).toBe(true);
    expect(signed.every(Boolean)).toBe(true);
  }, 360_000);
});

describe('SIGTERM under load (41)', () => {
  /** A POST whose body is sent in two halves, so it is in flight for as long as the test wants. */
  function slowSubmission(formId: string, key: string) {
    const body = JSON.stringify({ answers: [{ questionId: 'q1', question: 'Nota', answer: 'devagar' }] });
    const request = http.request(`${server.url}/api/public/forms/${formId}/submissions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
    });
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      request.once('error', reject);
      request.once('response', (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      });
    });
    request.flushHeaders();
    request.write(body.slice(0, 10));
    return { answer, finish: () => request.end(body.slice(10)) };
  }

  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(server.port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });

  it('when SIGTERM arrives, then in-flight requests finish, new ones are refused, sockets get 1001, and it exits in time', async () => {
    // Arrange
    const formId = await newForm('Desligamento');
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
    const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (data) => (JSON.parse(data.toString()).type === 'ready' ? resolve() : undefined));
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token: managerToken })));
    });
    const slow = [slowSubmission(formId, 'term-slow-1'), slowSubmission(formId, 'term-slow-2')];
    const statuses: number[] = [];
    let connectionErrors = 0;
    let sequence = 0;
    let stopping = false;
    const worker = async () => {
      // Each worker sends until the server stops taking connections.
      for (;;) {
        try {
          const result = await submit(formId, `term-load-${(sequence += 1)}`);
          statuses.push(result.status);
        } catch (error) {
          // Before SIGTERM no connection may fail; after it, the first failure ends the worker.
          if (!stopping || !isConnectionError(error)) throw error;
          connectionErrors += 1;
          return;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 10 }, worker));
    while (statuses.length < 30) await pause(10, 'polling until the load is under way');

    // Act
    const termAt = Date.now();
    stopping = true;
    server.process.kill('SIGTERM');
    const closeCode = await wsClosed;
    let refusedAt: number | undefined;
    while (refusedAt === undefined && Date.now() - termAt < 5_000) {
      if (await refused()) refusedAt = Date.now();
    }
    for (const request of slow) request.finish();
    const slowAnswers = await Promise.all(slow.map((request) => request.answer));
    await load;
    const exit = await server.exited;
    const exitedAfterMs = Date.now() - termAt;
    const stored = await rowsInDatabase(formId, 'term-');

    // Assert
    expect(closeCode).toBe(1001);
    expect(refusedAt).toBeDefined();
    // Their connections close after the answer rather than idling in keep-alive, holding the exit back.
    expect(slowAnswers).toEqual([
      { status: 201, connection: 'close' },
      { status: 201, connection: 'close' },
    ]);
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(connectionErrors).toBeGreaterThan(0);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(stored).toEqual({ rows: statuses.length + 2, keys: statuses.length + 2 });
  }, 60_000);
});
