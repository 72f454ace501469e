// Webhooks (docs/integrations.md): a MANAGER's endpoints, events written with the change that caused
// them, signed deliveries to a real HTTP receiver on 127.0.0.1, retries, redirects, replays, test
// events, tenant isolation, and the SSRF rule checked on the address actually connected to.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { webhookMessages, type WebhookDelivery } from '@formbuilder/contracts';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { DELIVERY_RETENTION_DAYS, isPublicAddress, sweepDeliveries } from '../src/modules/webhooks';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import {
  insertSurvey,
  respondent,
  seedCompany,
  tokenOf,
  unfolded,
  waitForMail,
  type SeededCompany,
  eventually as eventuallyWithin,
  outboxMails,
} from './support/fixtures';
import { capturedLines } from './support/log-capture';
import { ENDPOINT_DISABLED_SUBJECT } from '../src/modules/webhooks/disabled-mail';

jest.setTimeout(60_000);

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1: records every request; each path answers what `answers[path]` says. */
class Receiver {
  readonly received: Received[] = [];
  /** Status codes to answer in turn per path (the last one repeats); 200 when none; 0: no answer at all. */
  readonly answers = new Map<string, number[]>();
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = this.answers.get(path) ?? [200];
      const status = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (status === 0) return; // hangs until the sender gives up
      if (status >= 300 && status < 400) res.setHeader('Location', `${this.url}/ok`);
      // Echoes the signature back: the kept snippet must not show it.
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(`resposta ${status} ${req.headers['webhook-signature'] ?? ''}`);
    });
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get port() {
    return (this.server.address() as AddressInfo).port;
  }

  on(path: string) {
    return this.received.filter((request) => request.path === path);
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The receiver's side of the scheme, written from the published description, not from the server's code. */
function verifies(secret: string, request: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const id = request.headers['webhook-id'] as string;
  const timestamp = request.headers['webhook-timestamp'] as string;
  const expected = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64');
  const given = String(request.headers['webhook-signature'] ?? '').split(' ');
  return given.some((signature) => signature === `v1,${expected}`);
}

/** The shared `eventually`, with the patience a webhook retry needs. */
const eventually = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 40_000) =>
  eventuallyWithin(read, ok, timeoutMs, 200);

let receiver: Receiver;
beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
});
afterAll(() => receiver.stop());

describe('webhooks with private addresses allowed (a receiver on this machine)', () => {
  let server: TestServer;
  let acme: SeededCompany;
  let other: SeededCompany;
  let managerToken: string;
  let otherManagerToken: string;

  beforeAll(async () => {
    server = await startServer({
      env: {
        PUBLIC_SUBMIT_RATE: '0',
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
        WEBHOOK_RETRY_LIMIT: '2',
        // Long enough that no answer of this machine's receiver passes it, even on a loaded machine
        // beside other test files; the timeout case waits it out once.
        WEBHOOK_TIMEOUT_SECONDS: '5',
      },
    });
    acme = await seedCompany(server.db);
    other = await seedCompany(server.db);
    managerToken = await tokenOf(server.url, acme.manager.email);
    otherManagerToken = await tokenOf(server.url, other.manager.email);
  });
  afterAll(() => server.stop());

  const createEndpoint = (path: string, body: Record<string, unknown> = {}, token = managerToken) =>
    call(server.url, '/api/webhooks', {
      method: 'POST',
      token,
      body: { url: `${receiver.url}${path}`, events: ['submission.created'], ...body },
    });

  const deliveriesOf = async (endpointId: string): Promise<WebhookDelivery[]> => {
    const result = await call(server.url, `/api/webhooks/${endpointId}/deliveries`, { token: managerToken });
    expect(result.status).toBe(200);
    return result.json.items as WebhookDelivery[];
  };

  const submit = (formId: string, answer: string) =>
    call(server.url, `/api/public/forms/${formId}/submissions`, {
      method: 'POST',
      body: { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer }] },
    });

  it('when an endpoint is created, then the secret is in that answer only and never in a list', async () => {
    // Act
    const created = await createEndpoint('/secret-once', { description: 'ERP' });
    const listed = await call(server.url, '/api/webhooks', { token: managerToken });

    // Assert
    expect(created.status).toBe(201);
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(created.json.secret);
    expect(listed.json.items.map((item: { id: string }) => item.id)).toContain(created.json.id);
  });

  it('when answers arrive for a company with an endpoint, then each is delivered once, signed, as a versioned envelope', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const endpoint = (await createEndpoint('/answers', { formIds: [form.id] })).json;

    // Act: three answers, so later ones would take the one-statement path if it ignored webhooks.
    const ids: string[] = [];
    for (const name of ['Ana', 'Bia', 'Caio']) ids.push((await submit(form.id, name)).json.id);
    const deliveries = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items.length === 3 && items.every((item) => item.state === 'succeeded'),
    );

    // Assert
    const requests = receiver.on('/answers');
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(verifies(endpoint.secret, request)).toBe(true);
      expect(Math.abs(Number(request.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      const body = JSON.parse(request.body);
      expect(body).toMatchObject({ type: 'submission.created', version: 1, id: request.headers['webhook-id'] });
      expect(Date.parse(body.createdAt)).not.toBeNaN();
      expect(body.data.form).toEqual({ id: form.id, title: form.title });
    }
    const delivered = requests.map((request) => JSON.parse(request.body).data.submission.id).sort();
    expect(delivered).toEqual([...ids].sort());
    expect(deliveries.every((item) => item.lastStatus === 200 && item.attemptCount === 1)).toBe(true);
    expect(deliveries[0]!.lastLatencyMs).toEqual(expect.any(Number));
    // The receiver echoed the signature: what is kept shows it removed.
    expect(deliveries[0]!.lastResponseSnippet).toContain('[removido]');
    expect(deliveries[0]!.lastResponseSnippet).not.toContain('v1,');
  });

  it('when an endpoint is limited to one form, then answers to another form send nothing', async () => {
    // Arrange
    const watched = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const unwatched = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const endpoint = (await createEndpoint('/only-one-form', { formIds: [watched.id] })).json;

    // Act
    await submit(unwatched.id, 'Davi');
    await submit(watched.id, 'Eva');
    await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items.length === 1 && items[0]!.state === 'succeeded',
    );

    // Assert
    expect(receiver.on('/only-one-form')).toHaveLength(1);
    expect(JSON.parse(receiver.on('/only-one-form')[0]!.body).data.form.id).toBe(watched.id);
  });

  it('when the receiver answers 500 twice, then the same event is retried and delivered on the third attempt', async () => {
    // Arrange
    receiver.answers.set('/flaky', [500, 500, 200]);
    const endpoint = (await createEndpoint('/flaky')).json;

    // Act
    const sent = await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    const [delivery] = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'succeeded',
    );

    // Assert
    expect(sent.status).toBe(202);
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(delivery!.attemptCount).toBe(3);
    const requests = receiver.on('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery!.eventId]));
    expect(requests.every((request) => verifies(endpoint.secret, request))).toBe(true);
    // Back-off: each wait is longer than the one before (the first retry waits 1 to 2 s here).
    const starts = delivery!.attempts.map((attempt) => Date.parse(attempt.at));
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(900);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(1900);
  });

  it('when the receiver does not answer in time, then the attempt times out and the event is retried and delivered', async () => {
    // Arrange: no answer at all the first time (WEBHOOK_TIMEOUT_SECONDS is 5 here), then 200.
    receiver.answers.set('/slow', [0, 200]);
    const endpoint = (await createEndpoint('/slow')).json;

    // Act
    await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    const [delivery] = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'succeeded',
    );

    // Assert
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([null, 200]);
    expect(delivery!.attempts[0]!.snippet).toBe('Tempo esgotado: sem resposta em 5 s');
    expect(delivery!.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(4950);
    expect(receiver.on('/slow')).toHaveLength(2);
    expect(new Set(receiver.on('/slow').map((request) => request.headers['webhook-id']))).toEqual(
      new Set([delivery!.eventId]),
    );
  });

  it('when the receiver redirects, then the redirect is not followed and the delivery fails after its retries', async () => {
    // Arrange
    receiver.answers.set('/moved', [302]);
    const endpoint = (await createEndpoint('/moved')).json;
    const okBefore = receiver.on('/ok').length;

    // Act
    await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    const [delivery] = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'failed',
    );
    const after = await call(server.url, `/api/webhooks/${endpoint.id}`, { token: managerToken });

    // Assert
    expect(delivery!.state).toBe('failed');
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([302, 302, 302]);
    expect(receiver.on('/ok').length).toBe(okBefore);
    expect(after.json.consecutiveFailures).toBe(1);
    expect(after.json.enabled).toBe(true);
  });

  it('when an endpoint reaches 15 failed deliveries in a row, then it is turned off with the reason until turned on again', async () => {
    // Arrange: 14 failures already counted.
    receiver.answers.set('/broken', [500]);
    const endpoint = (await createEndpoint('/broken')).json;
    await server.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 14 })
      .where(eq(webhookEndpoints.id, endpoint.id));

    // Act
    await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'failed',
    );
    const off = (await call(server.url, `/api/webhooks/${endpoint.id}`, { token: managerToken })).json;
    const refused = await call(server.url, `/api/webhooks/${endpoint.id}/test`, {
      method: 'POST',
      token: managerToken,
    });
    const on = await call(server.url, `/api/webhooks/${endpoint.id}`, {
      method: 'PATCH',
      token: managerToken,
      body: { enabled: true },
    });

    // Assert
    expect(off).toMatchObject({
      enabled: false,
      consecutiveFailures: 15,
      disabledReason: webhookMessages.autoDisabled(15),
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(webhookMessages.endpointDisabled);
    expect(on.json).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it('when an endpoint is turned off after its failures, then the MANAGERs of a company that allows e-mail are told how to turn it on, and no one else', async () => {
    // Arrange: a company that allows e-mail, its endpoint one failure away from being turned off;
    // and acme (which does not) with one too.
    const mailing = await seedCompany(server.db, { allowEmail: true });
    const mailingToken = await tokenOf(server.url, mailing.manager.email);
    receiver.answers.set('/broken-mailed?token=abc123', [500]);
    receiver.answers.set('/broken-quiet', [500]);
    const loud = (await createEndpoint('/broken-mailed?token=abc123', {}, mailingToken)).json;
    const quiet = (await createEndpoint('/broken-quiet', {})).json;
    await server.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 14 })
      .where(inArray(webhookEndpoints.id, [loud.id, quiet.id]));
    const before = new Date();

    // Act
    await call(server.url, `/api/webhooks/${loud.id}/test`, { method: 'POST', token: mailingToken });
    await call(server.url, `/api/webhooks/${quiet.id}/test`, { method: 'POST', token: managerToken });
    const mail = await waitForMail(server, mailing.manager.email, before, 40_000);
    await eventually(
      () => deliveriesOf(quiet.id),
      (items) => items[0]?.state === 'failed',
    );
    // Written once the managers to tell were chosen and mailed.
    const logged = await eventually(
      async () => capturedLines(server.logFile).filter((line) => line.endpointId === loud.id),
      (lines) => lines.length > 0,
    );

    // Assert: the mail's body read unfolded; its subject is in encoded words (RFC 2047).
    const text = unfolded(mail);
    const encoded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)![1]!.replace(/\?=\s+=\?UTF-8\?Q\?/g, '');
    const subject = Buffer.from(
      encoded.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_match, words: string) =>
        words
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/g, (_hex, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      ),
      'latin1',
    ).toString('utf8');
    expect(subject).toBe(ENDPOINT_DISABLED_SUBJECT);
    expect(text).toContain(`O webhook ${receiver.url}/broken-mailed?token=abc123 da empresa ${mailing.company.name}`);
    expect(text).toContain('após 15 entregas seguidas sem sucesso');
    expect(text).toContain('ligue a chave "Ativo" desse webhook');
    expect(text).toContain(`${server.config.publicUrl}/webhooks`);
    // The log says that an endpoint went off and how many were told: no address, no recipient.
    expect(logged).toEqual([expect.objectContaining({ endpointDisabled: true, managersMailed: 1 })]);
    const mailsTo = async (email: string) =>
      (await outboxMails(server.handle.mailer.outboxDir)).filter((raw) => raw.includes(`To: ${email}`));
    expect(await mailsTo(acme.manager.email)).toEqual([]);
    expect(await mailsTo(mailing.creator.email)).toEqual([]);
    expect(JSON.stringify(capturedLines(server.logFile))).not.toContain('abc123');
  });

  it('when a failed delivery is replayed, then the same event id and body arrive again', async () => {
    // Arrange: a delivery that failed for good.
    receiver.answers.set('/replay', [503]);
    const endpoint = (await createEndpoint('/replay')).json;
    await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    const [failed] = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'failed',
    );
    receiver.answers.set('/replay', [200]);

    // Act
    const replayed = await call(server.url, `/api/webhooks/deliveries/${failed!.id}/replay`, {
      method: 'POST',
      token: managerToken,
    });
    const [delivery] = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items[0]?.state === 'succeeded',
    );

    // Assert
    expect(replayed.status).toBe(200);
    expect(delivery!.id).toBe(failed!.id);
    const requests = receiver.on('/replay');
    const last = requests.at(-1)!;
    expect(last.headers['webhook-id']).toBe(failed!.eventId);
    expect(last.body).toBe(requests[0]!.body);
    expect(verifies(endpoint.secret, last)).toBe(true);
    const after = await call(server.url, `/api/webhooks/${endpoint.id}`, { token: managerToken });
    expect(after.json.consecutiveFailures).toBe(0);
  });

  it('when "replay failed" is asked, then every failed delivery of the endpoint is sent again', async () => {
    // Arrange
    receiver.answers.set('/replay-all', [500]);
    const endpoint = (await createEndpoint('/replay-all')).json;
    for (let i = 0; i < 2; i += 1) {
      await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    }
    await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items.length === 2 && items.every((item) => item.state === 'failed'),
    );
    receiver.answers.set('/replay-all', [200]);

    // Act
    const result = await call(server.url, `/api/webhooks/${endpoint.id}/replay-failed`, {
      method: 'POST',
      token: managerToken,
    });
    const deliveries = await eventually(
      () => deliveriesOf(endpoint.id),
      (items) => items.every((item) => item.state === 'succeeded'),
    );

    // Assert
    expect(result.status).toBe(202);
    expect(result.json).toEqual({ queued: 2 });
    expect(deliveries.map((item) => item.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('when a test event is sent, then the receiver gets a signed webhook.test', async () => {
    // Arrange
    const endpoint = (await createEndpoint('/test-event', { events: ['form.updated'] })).json;

    // Act
    const sent = await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    await eventually(
      async () => receiver.on('/test-event'),
      (requests) => requests.length === 1,
    );

    // Assert
    expect(sent.status).toBe(202);
    expect(sent.json.eventType).toBe('webhook.test');
    const [request] = receiver.on('/test-event');
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'webhook.test', version: 1 });
    expect(verifies(endpoint.secret, request!)).toBe(true);
  });

  it('when the secret is rotated, then deliveries carry a signature for the new and the previous secret', async () => {
    // Arrange
    const endpoint = (await createEndpoint('/rotated')).json;

    // Act
    const rotated = await call(server.url, `/api/webhooks/${endpoint.id}/rotate-secret`, {
      method: 'POST',
      token: managerToken,
    });
    await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
    await eventually(
      async () => receiver.on('/rotated'),
      (requests) => requests.length === 1,
    );

    // Assert
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.json.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    const [request] = receiver.on('/rotated');
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(rotated.json.secret, request!)).toBe(true);
    expect(verifies(endpoint.secret, request!)).toBe(true);
  });

  it('when a comment is added and a form is changed, then comment.created and form.updated go out', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const created = await createEndpoint('/staff-events', {
      events: ['comment.created', 'form.updated'],
      formIds: [form.id],
    });
    expect(created.status).toBe(201);
    const submission = (await submit(form.id, 'Fábio')).json;

    // Act
    const commented = await call(server.url, `/api/submissions/${submission.id}/comments`, {
      method: 'POST',
      token: managerToken,
      body: { comment: 'Obrigado pelo retorno' },
    });
    const changed = await call(server.url, `/api/forms/${form.id}`, {
      method: 'PATCH',
      token: managerToken,
      body: { title: 'Pesquisa nova' },
    });
    await eventually(
      async () => receiver.on('/staff-events'),
      (requests) => requests.length === 2,
    );

    // Assert
    expect(commented.status).toBe(201);
    expect(changed.status).toBe(200);
    const bodies = receiver.on('/staff-events').map((request) => JSON.parse(request.body));
    const byType = Object.fromEntries(bodies.map((body) => [body.type, body.data]));
    expect(byType['comment.created']).toMatchObject({ submissionId: submission.id, formId: form.id });
    expect(byType['comment.created'].comment.comment).toBe('Obrigado pelo retorno');
    expect(byType['form.updated']).toMatchObject({ form: { id: form.id, title: 'Pesquisa nova' } });
    expect(byType['form.updated'].changedFields).toEqual(['title']);
  });

  it('when an answer is deleted, then submission.deleted goes out with its ids only', async () => {
    // Arrange
    const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    const created = await createEndpoint('/deleted-events', { events: ['submission.deleted'], formIds: [form.id] });
    expect(created.status).toBe(201);
    const submission = (await submit(form.id, 'Gabi')).json;

    // Act
    const deleted = await call(server.url, `/api/submissions/${submission.id}`, {
      method: 'DELETE',
      token: managerToken,
    });
    await eventually(
      async () => receiver.on('/deleted-events'),
      (requests) => requests.length === 1,
    );

    // Assert
    expect(deleted.status).toBe(204);
    const body = JSON.parse(receiver.on('/deleted-events')[0]!.body);
    expect(body.type).toBe('submission.deleted');
    expect(body.data).toEqual({ submissionId: submission.id, formId: form.id, via: 'answer' });
    expect(receiver.on('/deleted-events')[0]!.body).not.toContain('Gabi');
  });

  it('when a manager of another company asks for an endpoint, then it is not found and not listed', async () => {
    // Arrange
    const endpoint = (await createEndpoint('/isolated')).json;
    const [delivery] = await (async () => {
      await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
      return eventually(
        () => deliveriesOf(endpoint.id),
        (items) => items.length === 1,
      );
    })();
    const as = { token: otherManagerToken };

    // Act
    const listed = await call(server.url, '/api/webhooks', as);
    const answers = await Promise.all([
      call(server.url, `/api/webhooks/${endpoint.id}`, as),
      call(server.url, `/api/webhooks/${endpoint.id}`, { ...as, method: 'PATCH', body: { enabled: false } }),
      call(server.url, `/api/webhooks/${endpoint.id}/deliveries`, as),
      call(server.url, `/api/webhooks/${endpoint.id}/test`, { ...as, method: 'POST' }),
      call(server.url, `/api/webhooks/${endpoint.id}/rotate-secret`, { ...as, method: 'POST' }),
      call(server.url, `/api/webhooks/${endpoint.id}/replay-failed`, { ...as, method: 'POST' }),
      call(server.url, `/api/webhooks/deliveries/${delivery!.id}/replay`, { ...as, method: 'POST' }),
      call(server.url, `/api/webhooks/${endpoint.id}`, { ...as, method: 'DELETE' }),
    ]);

    // Assert
    expect(listed.status).toBe(200);
    expect(listed.json.items).toEqual([]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    const [row] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
  });

  it('when a USER or the ADMIN calls the webhook routes, then they are refused', async () => {
    // Arrange
    const userToken = await tokenOf(server.url, acme.creator.email);

    // Act
    const asUser = await call(server.url, '/api/webhooks', { token: userToken });
    const asUserCreate = await createEndpoint('/never', {}, userToken);
    const adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
    const asAdmin = await call(server.url, '/api/webhooks', { token: adminToken });

    // Assert
    expect(asUser.status).toBe(403);
    expect(asUserCreate.status).toBe(403);
    expect(asAdmin.status).toBe(403);
  });

  it('when the daily sweep runs, then settled deliveries past the retention go and pending ones stay', async () => {
    // Arrange
    const endpoint = (await createEndpoint('/sweep')).json;
    const old = new Date(Date.now() - (DELIVERY_RETENTION_DAYS + 1) * 86_400_000);
    const row = (state: 'succeeded' | 'failed' | 'pending', createdAt: Date) => {
      const eventId = crypto.randomUUID();
      return {
        endpointId: endpoint.id,
        eventId,
        eventType: 'webhook.test',
        payload: { id: eventId, type: 'webhook.test', version: 1, createdAt: createdAt.toISOString(), data: {} },
        state,
        createdAt,
      };
    };
    await server.db
      .insert(webhookDeliveries)
      .values([row('succeeded', old), row('failed', old), row('pending', old), row('failed', new Date())]);

    // Act
    await sweepDeliveries(server.db);

    // Assert
    const left = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((item) => item.state).sort()).toEqual(['failed', 'pending']);
  });

  it('when the body is invalid, then it answers 400 in Portuguese and stores nothing', async () => {
    // Arrange
    const before = (await call(server.url, '/api/webhooks?perPage=500', { token: managerToken })).json.totalItems;

    // Act
    const badUrl = await call(server.url, '/api/webhooks', {
      method: 'POST',
      token: managerToken,
      body: { url: 'ftp://example.com/x', events: ['submission.created'] },
    });
    const noEvents = await call(server.url, '/api/webhooks', {
      method: 'POST',
      token: managerToken,
      body: { url: `${receiver.url}/x`, events: [] },
    });
    const foreignForm = await createEndpoint('/x', {
      formIds: [(await insertSurvey(server.db, { companyId: other.company.id })).id],
    });

    // Assert
    expect(badUrl.status).toBe(400);
    expect(badUrl.json.error.fields.url).toBe(webhookMessages.invalidUrl);
    expect(noEvents.status).toBe(400);
    expect(noEvents.json.error.fields.events).toBe(webhookMessages.atLeastOneEvent);
    expect(foreignForm.status).toBe(400);
    expect(foreignForm.json.error.message).toBe(webhookMessages.unknownForm);
    const after = (await call(server.url, '/api/webhooks?perPage=500', { token: managerToken })).json.totalItems;
    expect(after).toBe(before);
  });
});

describe('webhooks with the SSRF rule on (the default)', () => {
  let server: TestServer;
  let acme: SeededCompany;
  let managerToken: string;

  beforeAll(async () => {
    server = await startServer({ env: { WEBHOOK_RETRY_LIMIT: '0' } });
    acme = await seedCompany(server.db);
    managerToken = await tokenOf(server.url, acme.manager.email);
  });
  afterAll(() => server.stop());

  const refusedUrls = () => [
    `http://127.0.0.1:${receiver.port}/hook`,
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/hook',
    `http://[::1]:${receiver.port}/hook`,
    `http://localhost:${receiver.port}/hook`,
    'http://0.0.0.0/hook',
    'http://100.64.0.1/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[fd00::1]/hook',
    // IPv4-compatible loopback and cloud metadata, site-local, local-use NAT64 of the metadata address.
    `http://[::127.0.0.1]:${receiver.port}/`,
    'http://[::a9fe:a9fe]/hook',
    'http://[fec0::1]/hook',
    'http://[64:ff9b:1::a9fe:a9fe]/hook',
    // 6to4 and the well-known NAT64 prefix of 127.0.0.1.
    'http://[2002:7f00:1::1]/hook',
    'http://[64:ff9b::7f00:1]/hook',
  ];

  it('when an endpoint names an internal address or a name resolving to one, then creation is refused in Portuguese', async () => {
    // Act
    const answers = await Promise.all(
      refusedUrls().map((url) =>
        call(server.url, '/api/webhooks', {
          method: 'POST',
          token: managerToken,
          body: { url, events: ['submission.created'] },
        }),
      ),
    );

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual(refusedUrls().map(() => 400));
    for (const answer of answers) expect(answer.json.error.fields.url).toBe(webhookMessages.privateAddress);
    const listed = await call(server.url, '/api/webhooks', { token: managerToken });
    expect(listed.json.totalItems).toBe(0);
  });

  it('when a stored endpoint resolves to loopback at delivery time, then nothing is sent and the attempt says why', async () => {
    // Arrange: rows as if the names had resolved to public addresses when saved (DNS rebinding).
    const received = receiver.received.length;
    const endpoints = await server.db
      .insert(webhookEndpoints)
      .values(
        [`http://localhost:${receiver.port}/rebound`, `http://127.0.0.1:${receiver.port}/rebound`].map((url) => ({
          companyId: acme.company.id,
          url,
          events: ['submission.created' as const],
          secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        })),
      )
      .returning();

    // Act
    for (const endpoint of endpoints) {
      const sent = await call(server.url, `/api/webhooks/${endpoint.id}/test`, { method: 'POST', token: managerToken });
      expect(sent.status).toBe(202);
    }
    const results = await Promise.all(
      endpoints.map((endpoint) =>
        eventually(
          async () =>
            (await call(server.url, `/api/webhooks/${endpoint.id}/deliveries`, { token: managerToken })).json
              .items as WebhookDelivery[],
          (items) => items[0]?.state === 'failed',
        ),
      ),
    );

    // Assert
    for (const [delivery] of results) {
      expect(delivery!.state).toBe('failed');
      expect(delivery!.lastStatus).toBeNull();
      expect(delivery!.lastResponseSnippet).toBe(webhookMessages.privateAddress);
    }
    expect(receiver.received.length).toBe(received);
  });

  it('when addresses are classified, then only global unicast ones are public', () => {
    // Assert
    expect(['8.8.8.8', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(
      [
        '127.0.0.1',
        '10.1.2.3',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '100.64.0.1',
        '224.0.0.1',
        '0.0.0.0',
      ].map(isPublicAddress),
    ).toEqual(Array(8).fill(false));
    expect(['::1', 'fe80::1', 'fd12::1', 'ff02::1', '::', '::ffff:10.0.0.1'].map(isPublicAddress)).toEqual(
      Array(6).fill(false),
    );
    // An IPv4-mapped address is the IPv4 address it maps: a public one is public.
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('when an endpoint address carries a user name or password, then it is refused in Portuguese and nothing is stored', async () => {
    // Act
    const answers = await Promise.all(
      ['https://usuario:senha@example.com/hook', 'https://token@example.com/hook'].map((url) =>
        call(server.url, '/api/webhooks', {
          method: 'POST',
          token: managerToken,
          body: { url, events: ['submission.created'] },
        }),
      ),
    );

    // Assert
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.json.error.fields).toEqual({ url: webhookMessages.credentialsInUrl });
    }
    const listed = await call(server.url, '/api/webhooks', { token: managerToken });
    expect(listed.text).not.toContain('senha');
  });

  it('when an endpoint saved before the rule holds credentials, then reads show them masked and never again', async () => {
    // Arrange: a row as the previous release could store it.
    const [endpoint] = await server.db
      .insert(webhookEndpoints)
      .values({
        companyId: acme.company.id,
        url: 'https://integracao:s3nh4-antiga@example.com/hook?x=1',
        events: ['submission.created' as const],
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      })
      .returning();

    // Act
    const listed = await call(server.url, '/api/webhooks', { token: managerToken });
    const read = await call(server.url, `/api/webhooks/${endpoint!.id}`, { token: managerToken });

    // Assert
    for (const answer of [listed, read]) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('s3nh4-antiga');
      expect(answer.text).not.toContain('integracao');
    }
    expect(read.json.url).toBe('https://***@example.com/hook?x=1');
    const [row] = await server.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint!.id));
    expect(row!.url).toBe('https://integracao:s3nh4-antiga@example.com/hook?x=1');
  });
});
