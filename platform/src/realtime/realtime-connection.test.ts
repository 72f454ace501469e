/**
 * @jest-environment node
 */
// The realtime client against a real `ws` server on a random port: authentication, events, the
// reconnect back-off of docs/product.md#limits, token refresh after a 1008, the connect timeout, and closing when unused.
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { createRealtimeConnection, type RealtimeConnectionOptions, type SocketLike } from './realtime-connection';

interface Arrival {
  socket: WebSocket;
  at: number;
  /** The first message the client sent (its auth). */
  auth: Promise<{ type: string; token: string }>;
  closed: Promise<number>;
}

/** A ws server whose connections a test takes one by one, in order of arrival. */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const arrivals: Arrival[] = [];
  const waiting: Array<(arrival: Arrival) => void> = [];
  wss.on('connection', (socket) => {
    const arrival: Arrival = {
      socket,
      at: Date.now(),
      auth: new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString())))),
      closed: new Promise((resolve) => socket.once('close', (code) => resolve(code))),
    };
    const taker = waiting.shift();
    if (taker) taker(arrival);
    else arrivals.push(arrival);
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/api/realtime`,
    next(timeoutMs = 5_000): Promise<Arrival> {
      const queued = arrivals.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no connection arrived')), timeoutMs);
        waiting.push((arrival) => {
          clearTimeout(timer);
          resolve(arrival);
        });
      });
    },
    pending: () => arrivals.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

type Server = Awaited<ReturnType<typeof startServer>>;

const ready = (arrival: Arrival) => arrival.socket.send(JSON.stringify({ type: 'ready' }));

/** The client's own sockets and every retry it scheduled (the attempt numbers given to `delay`). */
function watched() {
  const sockets: WebSocket[] = [];
  const retries: number[] = [];
  return {
    sockets,
    retries,
    options: {
      createSocket: (url: string) => {
        const socket = new WebSocket(url);
        sockets.push(socket);
        return socket as unknown as SocketLike;
      },
      delay: (attempt: number) => {
        retries.push(attempt);
        return 0;
      },
    },
  };
}

/** Resolves once the client's side of `socket` has seen its close, whatever the client did on it. */
const clientClosed = (socket: WebSocket) =>
  socket.readyState === WebSocket.CLOSED
    ? Promise.resolve()
    : new Promise<void>((r) => socket.once('close', () => r()));

function connection(server: Server, overrides: Partial<RealtimeConnectionOptions> = {}) {
  return createRealtimeConnection({
    url: server.url,
    getToken: () => 'token-1',
    refreshToken: async () => 'token-2',
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    lingerMs: 0,
    ...overrides,
  });
}

describe('createRealtimeConnection', () => {
  let server: Server;
  let unsubscribe: (() => void) | undefined;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    unsubscribe?.();
    unsubscribe = undefined;
    await server.close();
  });

  it('when the server accepts the token, then the first message is the auth and events reach the listener', async () => {
    const events: string[] = [];
    const onReady = jest.fn();
    unsubscribe = connection(server).subscribe({ onEvent: (e) => events.push(e.submission.id), onReady });

    const arrival = await server.next();
    expect(await arrival.auth).toEqual({ type: 'auth', token: 'token-1' });
    ready(arrival);
    arrival.socket.send(JSON.stringify({ type: 'submission.created', submission: { id: 's1' } }));
    arrival.socket.send('not json');
    arrival.socket.send(JSON.stringify({ type: 'submission.created', submission: { id: 's2' } }));

    await waitFor(() => events.length === 2);
    expect(events).toEqual(['s1', 's2']);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('when the socket drops and the next attempts fail, then it retries after 200, 300, 500 and 1000 ms and says ready again', async () => {
    const onReady = jest.fn();
    unsubscribe = connection(server).subscribe({ onReady });
    const first = await server.next();
    await first.auth;
    ready(first);
    await waitFor(() => onReady.mock.calls.length === 1);

    const droppedAt = Date.now();
    first.socket.terminate();
    const arrivals: Arrival[] = [];
    for (let i = 0; i < 3; i++) {
      const failed = await server.next();
      arrivals.push(failed);
      failed.socket.terminate();
    }
    const last = await server.next();
    arrivals.push(last);
    expect((await last.auth).token).toBe('token-1');
    ready(last);
    await waitFor(() => onReady.mock.calls.length === 2);

    const times = [droppedAt, ...arrivals.map((a) => a.at)];
    const gaps = arrivals.map((a, i) => a.at - times[i]!);
    [200, 300, 500, 1000].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 15);
      expect(gaps[i]).toBeLessThan(expected + 600);
    });
  });

  it('when the server refuses the token with 1008, then the token is refreshed before the next attempt', async () => {
    let token = 'expired';
    const refreshToken = jest.fn(async () => {
      token = 'fresh';
      return token;
    });
    const onReady = jest.fn();
    unsubscribe = connection(server, { getToken: () => token, refreshToken }).subscribe({ onReady });

    const refused = await server.next();
    expect((await refused.auth).token).toBe('expired');
    refused.socket.close(1008, 'invalid token');
    const accepted = await server.next();
    expect((await accepted.auth).token).toBe('fresh');
    ready(accepted);
    await waitFor(() => onReady.mock.calls.length === 1);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it('when the session can not be renewed, then it stops trying', async () => {
    const client = watched();
    let renewal: Promise<string | null> | undefined;
    const refreshToken = () => (renewal = Promise.resolve(null));
    unsubscribe = connection(server, { ...client.options, refreshToken }).subscribe({});
    const refused = await server.next();
    await refused.auth;
    refused.socket.close(1008, 'session ended');
    await waitFor(() => renewal !== undefined);
    // Awaited after the client's own handler of the same answer, so that handler has run by now.
    await renewal;
    expect(client.retries).toEqual([0]);
    expect(client.sockets).toHaveLength(1);
    expect(server.pending()).toBe(0);
  });

  it('when the server never says ready, then the attempt is given up after the connect timeout and retried', async () => {
    const onReady = jest.fn();
    unsubscribe = connection(server, { connectTimeoutMs: 300 }).subscribe({ onReady });
    const silent = await server.next();
    await silent.auth;
    // The client closes it itself (1000) once the timeout passes, then tries again.
    expect(await silent.closed).toBe(1000);
    const retried = await server.next();
    await retried.auth;
    expect(retried.at - silent.at).toBeGreaterThanOrEqual(300 + 200 - 15);
    ready(retried);
    await waitFor(() => onReady.mock.calls.length === 1);
  });

  it('when the last listener leaves, then the socket is closed and not reopened', async () => {
    const client = watched();
    const stop = connection(server, client.options).subscribe({});
    const arrival = await server.next();
    await arrival.auth;
    ready(arrival);
    stop();
    expect(await arrival.closed).toBe(1000);
    // A reopening would be scheduled (through `delay`) when the client sees its socket closed.
    await clientClosed(client.sockets[0]!);
    expect(client.retries).toEqual([]);
    expect(client.sockets).toHaveLength(1);
    expect(server.pending()).toBe(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    // Polling interval: the conditions here change on socket events this loop does not see.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
