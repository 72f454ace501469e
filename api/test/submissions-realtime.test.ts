// New-submission events on /api/realtime and the notified user's e-mail (docs/security.md#realtime;
// docs/architecture.md#server-and-data: fan-out between instances through PostgreSQL LISTEN/NOTIFY).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { createLogger } from '../src/logger';
import type { AuthService } from '../src/modules/auth/service';
import { EVENTS_CHANNEL } from '../src/realtime/event-bus';
import { SocketRegistry } from '../src/realtime/registry';
import { attachRealtime, FLOOD_MAX_MESSAGES } from '../src/realtime/socket-server';
import { call } from './support/http';
import {
  closeSockets,
  listen,
  listenAs,
  receivedBefore,
  secondInstance,
  submitAnswer,
  type Listener,
  type SecondInstance,
} from './support/realtime';
import { startServer, type TestServer } from './support/server';
import {
  eventually,
  insertSurvey,
  outboxMails,
  respondent,
  seedCompany,
  tokenOf,
  type SeededCompany,
} from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let globex: SeededCompany;

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  acme = await seedCompany(server.db, { name: 'Acme', allowEmail: true });
  globex = await seedCompany(server.db, { name: 'Globex', allowEmail: true });
});
afterEach(() => {
  closeSockets();
});
afterAll(() => server.stop());

/** Posts one submission to each form and gives their ids: the barrier of `receivedBefore`. */
const barrier = async (...forms: { id: string }[]) => {
  const ids: string[] = [];
  for (const form of forms) ids.push((await submitAnswer(server.url, form.id)).json.id as string);
  return ids;
};
const idsOf = (messages: Listener['received']) => messages.map((message) => message.submission?.id);
const received = (listener: Listener, count = 1) =>
  eventually(
    async () => listener.received,
    (messages) => messages.length >= count,
  );

describe('submission.created events', () => {
  it('when a submission arrives, then the form’s creator and the company’s MANAGER get it, and no other USER or company does', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const manager = await listenAs(server.url, acme.manager.email);
    const creator = await listenAs(server.url, acme.creator.email);
    const bystander = await listenAs(server.url, acme.bystander.email);
    const otherManager = await listenAs(server.url, globex.manager.email);
    const otherCreator = await listenAs(server.url, globex.creator.email);
    // Barrier forms whose submissions reach every one of these sockets.
    const acmeAll = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.bystander.id,
      notifiedUserId: acme.creator.id,
    });
    const globexAll = await insertSurvey(server.db, { companyId: globex.company.id, createdById: globex.creator.id });

    // Act
    const created = await submitAnswer(server.url, form.id);
    const after = await barrier(acmeAll, globexAll);

    // Assert
    expect(created.status).toBe(201);
    const toManager = await receivedBefore(manager, after);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toMatchObject({
      type: 'submission.created',
      submission: {
        id: created.json.id,
        name: respondent.name,
        company: acme.company.id,
        form: { id: form.id, title: form.title, createdBy: { id: acme.creator.id, name: 'criador' } },
      },
    });
    expect(await receivedBefore(creator, after)).toEqual(toManager);
    expect(await receivedBefore(bystander, after)).toEqual([]);
    expect(await receivedBefore(otherManager, after)).toEqual([]);
    expect(await receivedBefore(otherCreator, after)).toEqual([]);
  });

  it('when the form names a notified user, then that user gets the event too', async () => {
    // Arrange
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.manager.id,
      notifiedUserId: acme.bystander.id,
    });
    const notified = await listenAs(server.url, acme.bystander.email);
    const creatorOfOtherForms = await listenAs(server.url, acme.creator.email);
    const bothHear = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      notifiedUserId: acme.bystander.id,
    });

    // Act
    const created = await submitAnswer(server.url, form.id);
    const after = await barrier(bothHear);

    // Assert
    expect(idsOf(await receivedBefore(notified, after))).toEqual([created.json.id]);
    expect(await receivedBefore(creatorOfOtherForms, after)).toEqual([]);
  });
});

describe('new submission e-mail', () => {
  const mailsTo = async (email: string) =>
    (await outboxMails(server.handle.mailer.outboxDir)).filter((mail) => mail.includes(`To: ${email}`));

  it('when the company allows e-mail and the form names a notified user, then a mail with the link lands in the outbox', async () => {
    // Arrange
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      notifiedUserId: acme.manager.id,
      title: 'Pesquisa com aviso',
    });

    // Act
    const created = await submitAnswer(server.url, form.id);

    // Assert
    const mails = await eventually(
      () => mailsTo(acme.manager.email),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`${server.config.publicUrl}/forms/${form.id}/submissions/${created.json.id}`);
    expect(mails[0]).toContain('Pesquisa com aviso');
    expect(mails[0]).toContain(respondent.name);
  });

  it('when the company does not allow e-mail, then no mail is sent', async () => {
    // Arrange
    const quiet = await seedCompany(server.db, { allowEmail: false });
    const form = await insertSurvey(server.db, {
      companyId: quiet.company.id,
      createdById: quiet.creator.id,
      notifiedUserId: quiet.manager.id,
    });
    // The barrier: a form of a company that allows e-mail, answered after, whose mail must arrive.
    const loud = await seedCompany(server.db, { allowEmail: true });
    const loudForm = await insertSurvey(server.db, {
      companyId: loud.company.id,
      createdById: loud.creator.id,
      notifiedUserId: loud.manager.id,
    });

    // Act
    const created = await submitAnswer(server.url, form.id);
    await submitAnswer(server.url, loudForm.id);

    // Assert
    expect(created.status).toBe(201);
    await eventually(
      () => mailsTo(loud.manager.email),
      (found) => found.length === 1,
    );
    expect(await mailsTo(quiet.manager.email)).toEqual([]);
  });

  it('when sending the mail fails, then the submission is still stored and answered 201', async () => {
    // Arrange
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      notifiedUserId: acme.creator.id,
    });
    const { mailer } = server.handle;
    const send = mailer.send;
    let attempted = false;
    mailer.send = async () => {
      attempted = true;
      throw new Error('SMTP down');
    };

    try {
      // Act
      const created = await submitAnswer(server.url, form.id);

      // Assert
      expect(created.status).toBe(201);
      await eventually(
        async () => attempted,
        (value) => value,
      );
      const view = await call(server.url, `/api/public/submissions/${created.json.id}`);
      expect(view.status).toBe(200);
    } finally {
      mailer.send = send;
    }
  });
});

describe('socket limits', () => {
  it(`when an authenticated socket sends more than ${FLOOD_MAX_MESSAGES} messages in 10 s, then it is closed with 1008`, async () => {
    // Arrange
    const { ws } = await listenAs(server.url, acme.manager.email);
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

    // Act
    for (let i = 0; i < FLOOD_MAX_MESSAGES + 5; i += 1) ws.send('{"type":"ping"}');

    // Assert
    expect(await closed).toBe(1008);
  });

  it('when a peer stops answering pings, then it is terminated and leaves the registry; a live peer stays', async () => {
    // Arrange: a socket server of its own, pinging every HEARTBEAT_MS. A live peer's pong has to be read
    // before the next ping goes out, so the beat is kept well above how long a busy machine can keep
    // this process from reading it (at 100 ms, a loaded CI machine once dropped the live peer too).
    const HEARTBEAT_MS = 1_000;
    const registry = new SocketRegistry();
    const auth = {
      authenticate: async (token: string) => ({ userId: token, sessionId: token, role: 'USER', companyId: 'c' }),
    } as unknown as AuthService;
    const httpServer = http.createServer();
    const realtime = attachRealtime(httpServer, {
      auth,
      registry,
      allowedOrigins: new Set(),
      logger: createLogger('silent'),
      heartbeatMs: HEARTBEAT_MS,
    });
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
    try {
      const silent = await listen(url, 'silent-peer');
      const live = await listen(url, 'live-peer');
      let livePings = 0;
      live.ws.on('ping', () => (livePings += 1));
      expect(registry.size).toBe(2);

      // Act: the silent peer stops reading, so it never sees a ping nor answers one.
      (silent.ws as unknown as { _socket: { pause(): void } })._socket.pause();

      // Assert
      // Dropped after the ping it leaves unanswered: within two beats, or a few more on a busy machine.
      await eventually(
        async () => registry.size,
        (size) => size === 1,
        10 * HEARTBEAT_MS,
      );
      // The live peer keeps answering: three more heartbeats after the silent one was dropped.
      const pingsThen = livePings;
      await eventually(
        async () => livePings,
        (pings) => pings >= pingsThen + 3,
        10 * HEARTBEAT_MS,
      );
      expect(registry.size).toBe(1);
      expect(live.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      await realtime.close();
      await new Promise((resolve) => httpServer.close(resolve));
    }
  });
});

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;

withPostgres('two API instances on one PostgreSQL database', () => {
  let second: SecondInstance;
  let secondUrl: string;

  beforeAll(async () => {
    second = await secondInstance(server);
    secondUrl = second.url;
  });
  afterAll(async () => {
    await second.stop();
  });

  it('when a submission is posted to instance 1, then a socket on instance 2 gets the event exactly once, as does one on instance 1', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const token = await tokenOf(server.url, acme.manager.email);
    const onSecond = await listen(secondUrl, token);
    const onFirst = await listen(server.url, token);
    const otherCompanyOnSecond = await listenAs(secondUrl, globex.manager.email);
    const globexForm = await insertSurvey(server.db, { companyId: globex.company.id, createdById: globex.creator.id });

    // Act
    const created = await submitAnswer(server.url, form.id);
    const after = await barrier(form, globexForm);

    // Assert
    expect(created.status).toBe(201);
    expect(idsOf(await receivedBefore(onSecond, after))).toEqual([created.json.id]);
    expect(idsOf(await receivedBefore(onFirst, after))).toEqual([created.json.id]);
    expect(await receivedBefore(otherCompanyOnSecond, after)).toEqual([]);
  });

  it('when many answers arrive at once, then both instances deliver them in one and the same order', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const token = await tokenOf(server.url, acme.manager.email);
    const onFirst = await listen(server.url, token);
    const onSecond = await listen(secondUrl, token);
    const burst = 40;

    // Act: sent together, so each instance hears their notifications one right after the other
    const created = await Promise.all(Array.from({ length: burst }, () => submitAnswer(server.url, form.id)));
    const heardBy = (listener: Listener) =>
      eventually(
        async () => idsOf(listener.received),
        (ids) => ids.length >= burst,
        20_000,
      );

    // Assert
    expect(created.every((answer) => answer.status === 201)).toBe(true);
    const [first, second] = [await heardBy(onFirst), await heardBy(onSecond)];
    expect(new Set(first)).toEqual(new Set(created.map((answer) => answer.json.id)));
    expect(second).toEqual(first);
  });

  it('when the listening connections drop, then they reconnect and later events still arrive', async () => {
    // Arrange
    const listening = sql`datname = current_database() and query ilike ${`listen ${EVENTS_CHANNEL}`}`;
    const listenerPids = async () => {
      const result = await server.db.execute(sql`select pid from pg_stat_activity where ${listening}`);
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const before = await listenerPids();
    expect(before).toHaveLength(2);
    await server.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where ${listening}`);
    const after = await eventually(
      listenerPids,
      (pids) => pids.length === 2 && pids.every((pid) => !before.includes(pid)),
      10_000,
    );
    expect(after.every((pid) => !before.includes(pid))).toBe(true);
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const onSecond = await listenAs(secondUrl, acme.manager.email);

    // Act
    const created = await submitAnswer(server.url, form.id);

    // Assert
    await received(onSecond);
    expect(onSecond.received.map((message) => message.submission?.id)).toEqual([created.json.id]);
  });
});
