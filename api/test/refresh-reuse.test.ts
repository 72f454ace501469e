// Refresh-token rotation with reuse detection (docs/security.md, "Tokens and sessions"): replaying a
// refresh token that was already rotated away ends the whole session it came from. Every token that
// descends from that sign-in gets 401 and its sockets close; the user's other sessions go on.
import { WebSocket } from 'ws';
import { call, cookieFrom, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const refresh = (cookie: string) => call(server.url, '/api/auth/refresh', { method: 'POST', cookie });

async function readySocket(token: string): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const ready = new Promise((resolve) => ws.once('message', resolve));
  ws.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return ws;
}

describe('refresh token reuse', () => {
  it('when a rotated refresh token is replayed, then the whole session ends: newest refresh and access tokens get 401 and its socket closes', async () => {
    // Arrange
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await refresh(signIn.cookie);
    const second = await refresh(cookieFrom(first, 'fb_refresh')!);
    const newestCookie = cookieFrom(second, 'fb_refresh')!;
    const newestAccess = second.json.token as string;
    const socket = await readySocket(newestAccess);
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const other = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act: the stolen copy of the very first token comes back.
    const replay = await refresh(signIn.cookie);

    // Assert
    expect(replay.status).toBe(401);
    expect((await refresh(newestCookie)).status).toBe(401);
    expect((await call(server.url, '/api/companies', { token: newestAccess })).status).toBe(401);
    expect((await call(server.url, '/api/companies', { token: signIn.token })).status).toBe(401);
    expect(await socketClosed).toBe(1008);
    // Another sign-in of the same user is another session and goes on.
    expect((await call(server.url, '/api/companies', { token: other.token })).status).toBe(200);
    expect((await refresh(other.cookie)).status).toBe(200);
  });

  it('when a refresh token is used once, then it rotates and the new one works (no false alarm)', async () => {
    // Arrange
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const first = await refresh(signIn.cookie);
    const second = await refresh(cookieFrom(first, 'fb_refresh')!);

    // Assert
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await call(server.url, '/api/companies', { token: second.json.token })).status).toBe(200);
  });
});
