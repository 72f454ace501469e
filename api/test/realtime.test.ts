// The /api/realtime socket (docs/security.md#realtime).
import jwt from 'jsonwebtoken';
import { WebSocket } from 'ws';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { REMOTE_FORMS_URL: 'https://cdn.example.com/forms/' } });
});
afterAll(() => server.stop());

function open(headers: Record<string, string> = {}, path = '/api/realtime'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}${path}`, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(data.toString()))));
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

async function ready(token: string): Promise<WebSocket> {
  const ws = await open();
  const message = nextMessage(ws);
  ws.send(JSON.stringify({ type: 'auth', token }));
  expect(await message).toEqual({ type: 'ready' });
  return ws;
}

describe('realtime socket', () => {
  it('when the Origin is not allowed, then the handshake is refused with 403', async () => {
    await expect(open({ origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('when the Origin is the public URL or a remote origin, then the handshake succeeds', async () => {
    // Act
    const fromShell = await open({ origin: new URL(server.config.publicUrl).origin });
    const fromRemote = await open({ origin: 'https://cdn.example.com' });

    // Assert
    expect(fromShell.readyState).toBe(WebSocket.OPEN);
    expect(fromRemote.readyState).toBe(WebSocket.OPEN);
    fromShell.close();
    fromRemote.close();
  });

  it('when the path is not /api/realtime, then the upgrade is refused', async () => {
    await expect(open({}, '/api/other')).rejects.toThrow('HTTP 404');
  });

  it('when no auth message arrives within 5 s, then the socket is closed with 1008', async () => {
    // Arrange
    const ws = await open();
    const started = Date.now();

    // Act
    const { code } = await closed(ws);

    // Assert
    expect(code).toBe(1008);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
  });

  it('when the first message carries a valid access token, then the server answers ready', async () => {
    // Arrange
    const { token } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const ws = await ready(token);

    // Assert
    expect(server.handle.sockets.size).toBeGreaterThanOrEqual(1);
    ws.close();
  });

  it.each([
    ['a bad token', JSON.stringify({ type: 'auth', token: 'not.a.token' })],
    ['another message type', JSON.stringify({ type: 'hello' })],
    ['text that is not JSON', 'hello'],
  ])('when the first message is %s, then the socket is closed with 1008', async (_what, message) => {
    // Arrange
    const ws = await open();
    const closing = closed(ws);

    // Act
    ws.send(message);

    // Assert
    expect((await closing).code).toBe(1008);
  });

  it('when a message is over 16 KB, then the socket is closed with 1009', async () => {
    // Arrange
    const ws = await open();
    const closing = closed(ws);

    // Act
    ws.send('x'.repeat(17 * 1024));

    // Assert
    expect((await closing).code).toBe(1009);
  });

  it('when the session logs out, then its open sockets are closed', async () => {
    // Arrange
    const session = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const other = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const ws = await ready(session.token);
    const otherWs = await ready(other.token);
    const closing = closed(ws);

    // Act
    await call(server.url, '/api/auth/logout', { method: 'POST', token: session.token, cookie: session.cookie });

    // Assert
    expect((await closing).code).toBe(1008);
    expect(otherWs.readyState).toBe(WebSocket.OPEN);
    otherWs.close();
  });

  it('when an event is published for one session, then only that session’s sockets receive it', async () => {
    // Arrange
    const target = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const bystander = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const targetWs = await ready(target.token);
    const bystanderWs = await ready(bystander.token);
    const { sid } = jwt.decode(target.token) as { sid: string };
    const received = nextMessage(targetWs);
    const bystanderGot: unknown[] = [];
    bystanderWs.on('message', (data) => bystanderGot.push(JSON.parse(data.toString())));

    // Act
    const sent = server.handle.sockets.publish((client) => client.sessionId === sid, { type: 'submission.created' });

    // Assert
    expect(sent).toBe(1);
    expect(await received).toEqual({ type: 'submission.created' });
    // A barrier: an event for the bystander's own session, published after, arrives first of all.
    const { sid: bystanderSid } = jwt.decode(bystander.token) as { sid: string };
    const barrier = nextMessage(bystanderWs);
    server.handle.sockets.publish((client) => client.sessionId === bystanderSid, { type: 'submission.deleted' });
    expect(await barrier).toEqual({ type: 'submission.deleted' });
    expect(bystanderGot).toEqual([{ type: 'submission.deleted' }]);
    targetWs.close();
    bystanderWs.close();
  });

  it('when the server shuts down, then open sockets are closed with 1001', async () => {
    // Arrange
    const { token } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const ws = await ready(token);
    const closing = closed(ws);

    // Act
    await server.restart();

    // Assert
    expect((await closing).code).toBe(1001);
  });
});
