// Sockets follow their user's current rights (docs/deployment.md, "Sockets and revocation"): a role
// change re-scopes them, an ended session or a deleted user closes them, on the instance handling
// the request and, through the event bus, on every other one; delivery re-checks each recipient's
// auth_version, so a missed event leaks nothing either.
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { users } from '../src/db/schema';
import * as usersRepo from '../src/modules/users/repo';
import { call, login } from './support/http';
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
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { eventually, insertSurvey, seedCompany, STAFF_PASSWORD, type SeededCompany } from './support/fixtures';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterEach(() => {
  closeSockets();
});
afterAll(() => server.stop());

/** The id of one answer sent to `formId`. */
const submit = async (baseUrl: string, formId: string): Promise<string> => {
  const result = await submitAnswer(baseUrl, formId);
  expect(result.status).toBe(201);
  return result.json.id as string;
};

const ids = (listener: Listener) => listener.received.map((message) => message.submission?.id);

/** Role change through the API, as an ADMIN does it. */
const demote = async (baseUrl: string, userId: string) => {
  const result = await call(baseUrl, `/api/users/${userId}`, {
    method: 'PATCH',
    token: adminToken,
    body: { role: 'USER' },
  });
  expect(result.status).toBe(200);
};

describe('sockets and the rights of their user, on one instance', () => {
  let acme: SeededCompany;
  beforeEach(async () => {
    acme = await seedCompany(server.db);
  });

  it('when a MANAGER is demoted to USER, then its socket stays open but gets only the forms it may still see', async () => {
    // Arrange
    const others = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const own = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const listener = await listenAs(server.url, acme.manager.email);
    const before = await submit(server.url, others.id);
    await eventually(
      async () => ids(listener),
      (got) => got.includes(before),
    );

    // Act
    await demote(server.url, acme.manager.id);
    const hidden = await submit(server.url, others.id);
    const allowed = await submit(server.url, own.id);

    // Assert: `allowed` was posted after `hidden`, so once it arrived `hidden` would have come first.
    expect((await receivedBefore(listener, [allowed])).map((message) => message.submission?.id)).toEqual([before]);
    expect(ids(listener)).toEqual([before, allowed]);
    expect(ids(listener)).not.toContain(hidden);
    expect(listener.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('when the role changes with no event at all (as if the bus missed it), then delivery re-checks and withholds', async () => {
    // Arrange
    const others = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const own = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const listener = await listenAs(server.url, acme.manager.email);

    // Act: straight in the database, so no instance is told.
    await usersRepo.updateUser(server.db, acme.manager.id, { role: 'USER' });
    const hidden = await submit(server.url, others.id);
    const barrier = await submit(server.url, own.id);

    // Assert: the answer to its own form, posted after, arrives; nothing came before it.
    expect(await receivedBefore(listener, [barrier])).toEqual([]);
    expect(ids(listener)).not.toContain(hidden);
    const [row] = await server.db
      .select({ role: users.role, authVersion: users.authVersion })
      .from(users)
      .where(eq(users.id, acme.manager.id));
    expect(row).toEqual({ role: 'USER', authVersion: 2 });
  });

  it('when the user changes its password, then its other sessions’ sockets close and the changing one stays', async () => {
    // Arrange
    const ownForm = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const kept = await login(server.url, acme.manager.email, STAFF_PASSWORD);
    const other = await listenAs(server.url, acme.manager.email);
    const own = await listen(server.url, kept.token);

    // Act
    const changed = await call(server.url, '/api/auth/change-password', {
      method: 'POST',
      token: kept.token,
      body: { oldPassword: STAFF_PASSWORD, password: 'outra-senha-longa-1', passwordConfirm: 'outra-senha-longa-1' },
    });

    // Assert
    expect(changed.status).toBe(204);
    expect((await other.closed).code).toBe(1008);
    // Still served after the other one closed: an answer posted now reaches it.
    const later = await submit(server.url, ownForm.id);
    expect(await receivedBefore(own, [later])).toEqual([]);
    expect(own.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('when the user is deleted, then its sockets close', async () => {
    // Arrange
    const listener = await listenAs(server.url, acme.creator.email);

    // Act
    const deleted = await call(server.url, `/api/users/${acme.creator.id}`, { method: 'DELETE', token: adminToken });

    // Assert
    expect(deleted.status).toBe(204);
    expect((await listener.closed).code).toBe(1008);
  });
});

const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;
if (!process.env.DATABASE_URL) {
  console.warn('realtime-access: DATABASE_URL is not set, the two-instance cases are SKIPPED');
}

withPostgres('sockets and the rights of their user, across two instances on one PostgreSQL', () => {
  let second: SecondInstance;
  let secondUrl: string;
  let acme: SeededCompany;

  beforeAll(async () => {
    second = await secondInstance(server);
    secondUrl = second.url;
  });
  beforeEach(async () => {
    acme = await seedCompany(server.db);
  });
  afterAll(async () => {
    await second.stop();
  });

  it('when the session logs out on instance A, then its socket on instance B closes within 1 s and gets nothing after', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const session = await login(server.url, acme.manager.email, STAFF_PASSWORD);
    const onB = await listen(secondUrl, session.token);

    // Act
    const startedAt = Date.now();
    const out = await call(server.url, '/api/auth/logout', { method: 'POST', token: session.token });
    const closed = await onB.closed;
    await submit(server.url, form.id);

    // Assert
    expect(out.status).toBe(204);
    expect(closed.code).toBe(1008);
    expect(closed.at - startedAt).toBeLessThan(1_000);
    // A closed socket receives nothing more: what it holds now is final.
    expect(onB.received).toEqual([]);
  });

  it('when a MANAGER is demoted on instance A, then its socket on instance B no longer gets other users’ forms', async () => {
    // Arrange
    const others = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const own = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.manager.id });
    const onB = await listenAs(secondUrl, acme.manager.email);

    // Act
    await demote(server.url, acme.manager.id);
    const hidden = await submit(server.url, others.id);
    const fromB = await submit(secondUrl, others.id);
    const barrier = await submit(server.url, own.id);

    // Assert: the answer to its own form, posted last, arrives; neither of the others came before it.
    expect(await receivedBefore(onB, [barrier])).toEqual([]);
    expect(ids(onB)).not.toContain(hidden);
    expect(ids(onB)).not.toContain(fromB);
    expect(onB.ws.readyState).toBe(WebSocket.OPEN);
    const socketOnB = [...second.app.sockets.clients()].find((client) => client.userId === acme.manager.id);
    expect(socketOnB?.role).toBe('USER');
  });

  it('when the user is deleted on instance A, then its socket on instance B closes within 1 s', async () => {
    // Arrange
    const onB = await listenAs(secondUrl, acme.creator.email);

    // Act
    const startedAt = Date.now();
    const deleted = await call(server.url, `/api/users/${acme.creator.id}`, { method: 'DELETE', token: adminToken });
    const closed = await onB.closed;

    // Assert
    expect(deleted.status).toBe(204);
    expect(closed.code).toBe(1008);
    expect(closed.at - startedAt).toBeLessThan(1_000);
  });
});
