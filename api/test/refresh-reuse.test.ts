// Refresh-token rotation with reuse detection (docs/security.md, "Tokens and sessions"): replaying a
// refresh token that was rotated away more than REFRESH_REUSE_GRACE_SECONDS ago ends the whole
// session it came from. Every token that descends from that sign-in gets 401 and its sockets close;
// the user's other sessions go on. Within the window (a page left while its refresh was on the way,
// two tabs refreshing together) the old token rotates the session again instead.
import { WebSocket } from 'ws';
import { retireLongAgo } from './support/fixtures';
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
  it('when a refresh token rotated away long ago is replayed, then the whole session ends: newest refresh and access tokens get 401 and its socket closes', async () => {
    // Arrange
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await refresh(signIn.cookie);
    const second = await refresh(cookieFrom(first, 'fb_refresh')!);
    const newestCookie = cookieFrom(second, 'fb_refresh')!;
    const newestAccess = second.json.token as string;
    const socket = await readySocket(newestAccess);
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const other = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act: the stolen copy of the very first token comes back, long after it was rotated away.
    await retireLongAgo(server.db, signIn.cookie);
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

  it('when a page left mid-refresh comes back at once with the token it sent, then the session rotates again and every newer token but the last stops', async () => {
    // Arrange: the first refresh reached the server, but its answer (the new cookie) never reached
    // the browser, which a moment later sends the cookie it still has.
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const lost = await refresh(signIn.cookie);
    expect(lost.status).toBe(200);

    // Act
    const again = await refresh(signIn.cookie);

    // Assert
    expect(again.status).toBe(200);
    const newest = cookieFrom(again, 'fb_refresh')!;
    expect(newest).not.toBe(cookieFrom(lost, 'fb_refresh'));
    expect((await call(server.url, '/api/companies', { token: again.json.token })).status).toBe(200);
    // The session goes on with the newest token; the lost answer's token is now one rotated away.
    const next = await refresh(newest);
    expect(next.status).toBe(200);
    expect((await call(server.url, '/api/companies', { token: next.json.token })).status).toBe(200);
    // Once the window has passed, the old token is a replay like any other and ends the session.
    await retireLongAgo(server.db, signIn.cookie);
    expect((await refresh(signIn.cookie)).status).toBe(401);
    expect((await refresh(cookieFrom(next, 'fb_refresh')!)).status).toBe(401);
  });

  it("when a copy is used within the window, then the owner's next refresh, after it, ends the session for both", async () => {
    // Arrange: the owner refreshes; a copy of the token before it is used 30 s later at most.
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const owner = await refresh(signIn.cookie);
    const ownerCookie = cookieFrom(owner, 'fb_refresh')!;
    const thief = await refresh(signIn.cookie);
    expect(thief.status).toBe(200);

    // Act: the owner comes back once the window is over.
    await retireLongAgo(server.db, ownerCookie);
    const ownerAgain = await refresh(ownerCookie);

    // Assert
    expect(ownerAgain.status).toBe(401);
    expect((await refresh(cookieFrom(thief, 'fb_refresh')!)).status).toBe(401);
    expect((await call(server.url, '/api/companies', { token: thief.json.token })).status).toBe(401);
  });

  it("when a signed-out session's old token comes back within the window, then it is 401", async () => {
    // Arrange
    const signIn = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const first = await refresh(signIn.cookie);
    await call(server.url, '/api/auth/logout', { method: 'POST', cookie: cookieFrom(first, 'fb_refresh')! });

    // Act
    const replay = await refresh(signIn.cookie);

    // Assert
    expect(replay.status).toBe(401);
  });
});
