// The staff apps' realtime connection to /api/realtime: authenticates with its first message, waits
// for `ready`, hands `submission.created` events to its listeners, and on any drop reconnects with
// the back-off of docs/product.md#limits, refreshing the token first when the server refused it. Each time it becomes ready
// the listeners are told, so they refetch what they may have missed while it was not.
import {
  parseRealtimeMessage,
  REALTIME_CONNECT_TIMEOUT_MS,
  reconnectDelay,
  type SubmissionCreatedEvent,
} from '@formbuilder/contracts';

/** The part of the WebSocket API used here: the browser's, or `ws` in Node tests. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeListener {
  onEvent?: (event: SubmissionCreatedEvent) => void;
  /**
   * Called each time the socket becomes ready (the first time and after every reconnect): events sent
   * before that were not delivered, so this is the moment to refetch.
   */
  onReady?: () => void;
}

export interface RealtimeConnectionOptions {
  url: string;
  /** The access token to authenticate with, read at every attempt; none means signed out. */
  getToken: () => string | null;
  /** Renews the token after the server refused it; resolves null when the session is over. */
  refreshToken: () => Promise<string | null>;
  createSocket: SocketFactory;
  connectTimeoutMs?: number;
  delay?: (attempt: number) => number;
  /** How long the socket stays open after the last listener left, so moving between pages keeps it. */
  lingerMs?: number;
}

export interface RealtimeConnection {
  /** Adds a listener and connects if it is the first; the returned function removes it. */
  subscribe(listener: RealtimeListener): () => void;
  /** Whether a socket is authenticated right now. */
  readonly ready: boolean;
}

/** The server closes with 1008 when the token is missing, invalid or expired or the session ended. */
const POLICY_VIOLATION = 1008;
const CLOSED_BY_CLIENT = 1000;
const LINGER_MS = 10_000;

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const { url, getToken, refreshToken, createSocket } = options;
  const connectTimeoutMs = options.connectTimeoutMs ?? REALTIME_CONNECT_TIMEOUT_MS;
  const delay = options.delay ?? reconnectDelay;
  const lingerMs = options.lingerMs ?? LINGER_MS;
  const listeners = new Set<RealtimeListener>();

  let socket: SocketLike | null = null;
  let ready = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;

  const running = () => listeners.size > 0;

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(connectTimer);
    retryTimer = undefined;
    connectTimer = undefined;
  };

  const scheduleRetry = (refreshFirst: boolean) => {
    if (!running() || retryTimer) return;
    const wait = delay(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!running()) return;
      if (!refreshFirst) {
        connect();
        return;
      }
      refreshToken().then(
        (token) => {
          // A session that can not be renewed is over: stay down until someone signs in again.
          if (token && running()) connect();
        },
        () => scheduleRetry(true),
      );
    }, wait);
  };

  const connect = () => {
    const token = getToken();
    if (!token || socket) return;
    const current = createSocket(url);
    socket = current;
    const isCurrent = () => socket === current;

    connectTimer = setTimeout(() => {
      if (!isCurrent() || ready) return;
      // Given up: the close handler below schedules the next attempt.
      drop(current, false);
    }, connectTimeoutMs);

    current.onopen = () => {
      if (isCurrent()) current.send(JSON.stringify({ type: 'auth', token }));
    };
    current.onmessage = ({ data }) => {
      if (!isCurrent()) return;
      const message = parseRealtimeMessage(data);
      if (message?.type === 'ready') {
        clearTimeout(connectTimer);
        ready = true;
        attempt = 0;
        for (const listener of [...listeners]) listener.onReady?.();
      } else if (message?.type === 'submission.created') {
        for (const listener of [...listeners]) listener.onEvent?.(message);
      }
    };
    current.onerror = () => undefined; // Always followed by close.
    current.onclose = ({ code }) => {
      if (isCurrent()) drop(current, code === POLICY_VIOLATION);
    };
  };

  /** Forgets the socket and, while someone listens, schedules the next attempt. */
  const drop = (lost: SocketLike, refreshFirst: boolean) => {
    lost.onopen = lost.onmessage = lost.onclose = lost.onerror = null;
    if (lost.readyState < 2) lost.close(CLOSED_BY_CLIENT);
    socket = null;
    ready = false;
    clearTimeout(connectTimer);
    scheduleRetry(refreshFirst);
  };

  const stop = () => {
    clearTimers();
    if (socket) {
      const current = socket;
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      if (current.readyState < 2) current.close(CLOSED_BY_CLIENT);
    }
    socket = null;
    ready = false;
    attempt = 0;
  };

  return {
    subscribe(listener) {
      clearTimeout(lingerTimer);
      listeners.add(listener);
      if (!socket && !retryTimer) connect();
      return () => {
        listeners.delete(listener);
        if (running()) return;
        clearTimeout(lingerTimer);
        // Only a live socket is worth keeping; one still trying is stopped at once.
        if (!ready) {
          stop();
          return;
        }
        lingerTimer = setTimeout(() => {
          if (!running()) stop();
        }, lingerMs);
      };
    },
    get ready() {
      return ready;
    },
  };
}
