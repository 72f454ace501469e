// Caps on what one address may do without signing in (docs/security.md, "Public answers" and
// "Realtime"): views of answer links per minute, and sockets held open before authenticating.
import crypto from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import { insertCompany, insertForm, insertSubmission } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { TRUST_PROXY: '1', PUBLIC_VIEW_RATE: '5', REALTIME_PENDING_PER_IP: '3' } });
});
afterAll(() => server.stop());

describe('public answer view limit', () => {
  it('when one IP views more than PUBLIC_VIEW_RATE answer links in a minute, then the next is 429 with Retry-After, and other IPs go on', async () => {
    // Arrange
    const company = await insertCompany(server.db);
    const form = await insertForm(server.db, { companyId: company.id });
    const submission = await insertSubmission(server.db, { formId: form.id, companyId: company.id });
    const view = (id: string, ip: string) =>
      call(server.url, `/api/public/submissions/${id}`, { headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await view(i === 0 ? submission.id : crypto.randomUUID(), '10.20.0.1')).status);
    }

    // Act
    const blocked = await view(submission.id, '10.20.0.1');
    const other = await view(submission.id, '10.20.0.2');

    // Assert
    expect(statuses).toEqual([200, 404, 404, 404, 404]);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.json.error.code).toBe('THROTTLED');
    expect(other.status).toBe(200);
  });
});

describe('unauthenticated socket cap', () => {
  const open = (ip: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`, {
        headers: { 'x-forwarded-for': ip },
      });
      ws.once('open', () => resolve(ws));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });

  it('when one IP holds REALTIME_PENDING_PER_IP sockets without authenticating, then the next is refused with 429, another IP is not, and authenticating frees a place', async () => {
    // Arrange: the server's side of each socket, in the order of the handshakes (this listener comes
    // after the server's own, so the server has handled a socket's close before this side hears it).
    const serverSides: Duplex[] = [];
    const keep = (_req: unknown, socket: Duplex) => serverSides.push(socket);
    server.handle.server.on('upgrade', keep);
    const held = [await open('10.30.0.1'), await open('10.30.0.1'), await open('10.30.0.1')];

    // Act
    const refused = open('10.30.0.1');
    const otherIp = await open('10.30.0.2');

    // Assert
    await expect(refused).rejects.toThrow('HTTP 429');
    expect(otherIp.readyState).toBe(WebSocket.OPEN);

    // Authenticating the first socket frees its place.
    const { token } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const ready = new Promise((resolve) => held[0]!.once('message', resolve));
    held[0]!.send(JSON.stringify({ type: 'auth', token }));
    await ready;
    const fourth = await open('10.30.0.1');
    expect(fourth.readyState).toBe(WebSocket.OPEN);

    // Closing one frees a place too, once the server's side of it has closed.
    const serverSide = serverSides[1]!;
    const closedThere = new Promise((resolve) => serverSide.once('close', resolve));
    held[1]!.close();
    await closedThere;
    server.handle.server.off('upgrade', keep);
    const fifth = await open('10.30.0.1');
    expect(fifth.readyState).toBe(WebSocket.OPEN);
    for (const ws of [...held, otherIp, fourth, fifth]) ws.terminate();
  });
});
