// The WebSocket endpoint /api/realtime on the API's own HTTP server (docs/security.md, "Realtime"):
// origin allow-list, a cap on sockets per IP still waiting to authenticate, authentication by first
// message within 5 s, 16 KB messages, flood and liveness checks.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Logger } from '../logger';
import type { AuthService } from '../modules/auth';
import { POLICY_VIOLATION, type RealtimeClient, type SocketRegistry } from './registry';

export const REALTIME_PATH = '/api/realtime';
export const AUTH_TIMEOUT_MS = 5_000;
export const MAX_PAYLOAD_BYTES = 16 * 1024;
export const HEARTBEAT_MS = 30_000;
export const FLOOD_WINDOW_MS = 10_000;
// Clients only ever send their auth message; anything near this many is a misbehaving peer.
export const FLOOD_MAX_MESSAGES = 20;
const GOING_AWAY = 1001;

export interface RealtimeOptions {
  auth: AuthService;
  registry: SocketRegistry;
  allowedOrigins: ReadonlySet<string>;
  logger: Logger;
  /** How often peers are pinged; one missing its pong by the next round is terminated. */
  heartbeatMs?: number;
  /** Sockets one IP may hold open before they authenticate; 0 turns the cap off. */
  pendingPerIp?: number;
  /** The client's IP as Express would see it (TRUST_PROXY applies). */
  clientIp?: (req: http.IncomingMessage) => string;
}

export interface Realtime {
  /** Closes every socket with 1001 and stops accepting new ones. */
  close(): Promise<void>;
}

/**
 * Browsers always send Origin, so a missing one is a non-browser client, which could forge it anyway.
 * A page served by this very host is accepted too, as when PUBLIC_URL names another host alias.
 */
function originAllowed(req: http.IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

function pathOf(req: http.IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

function refuse(socket: Duplex, status: number, text: string, headers = '') {
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Counts, per IP, the sockets accepted but not authenticated yet. */
function pendingCounter() {
  const byIp = new Map<string, number>();
  return {
    count: (ip: string) => byIp.get(ip) ?? 0,
    /** Counts one more for `ip`; the returned function uncounts it, once, whenever called again. */
    hold(ip: string): () => void {
      byIp.set(ip, (byIp.get(ip) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (byIp.get(ip) ?? 1) - 1;
        if (left <= 0) byIp.delete(ip);
        else byIp.set(ip, left);
      };
    },
  };
}

function authTokenOf(data: RawData, isBinary: boolean): string | undefined {
  if (isBinary) return undefined;
  try {
    const message = JSON.parse(data.toString()) as { type?: unknown; token?: unknown };
    return message.type === 'auth' && typeof message.token === 'string' ? message.token : undefined;
  } catch {
    return undefined;
  }
}

export function attachRealtime(server: http.Server, options: RealtimeOptions): Realtime {
  const { auth, registry, allowedOrigins, logger, heartbeatMs = HEARTBEAT_MS, pendingPerIp = 0 } = options;
  const clientIp = options.clientIp ?? ((req: http.IncomingMessage) => req.socket.remoteAddress ?? 'unknown');
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();
  const pending = pendingCounter();
  const releaseOf = new WeakMap<http.IncomingMessage, () => void>();

  server.on('upgrade', (req, socket, head) => {
    // A client resetting mid-handshake must not surface as an uncaught error.
    socket.on('error', () => socket.destroy());
    if (pathOf(req) !== REALTIME_PATH) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    if (!originAllowed(req, allowedOrigins)) {
      logger.warn('realtime origin refused', { origin: req.headers.origin });
      refuse(socket, 403, 'Forbidden');
      return;
    }
    const ip = clientIp(req);
    if (pendingPerIp > 0 && pending.count(ip) >= pendingPerIp) {
      logger.warn('realtime pending cap reached', { pendingPerIp });
      refuse(socket, 429, 'Too Many Requests', 'Retry-After: 5\r\n');
      return;
    }
    // Counted from the handshake until the socket authenticates or closes.
    const release = pending.hold(ip);
    socket.once('close', release);
    releaseOf.set(req, release);
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws: WebSocket, req: http.IncomingMessage) => {
    const releasePending = releaseOf.get(req) ?? (() => undefined);
    let client: RealtimeClient | undefined;
    let authenticating = false;
    let windowStart = Date.now();
    let messagesInWindow = 0;
    alive.set(ws, true);

    const authTimer = setTimeout(() => ws.close(POLICY_VIOLATION, 'authentication timeout'), AUTH_TIMEOUT_MS);

    ws.on('pong', () => alive.set(ws, true));
    // ws closes the socket itself (1009 for an oversized message); nothing more to do here.
    ws.on('error', (error) => logger.debug('realtime socket error', { error: error.message }));
    ws.on('close', () => {
      releasePending();
      clearTimeout(authTimer);
      if (client) registry.remove(client);
    });

    ws.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - windowStart > FLOOD_WINDOW_MS) {
        windowStart = now;
        messagesInWindow = 0;
      }
      if (++messagesInWindow > FLOOD_MAX_MESSAGES) {
        ws.close(POLICY_VIOLATION, 'too many messages');
        return;
      }
      if (client) return; // Clients only listen for now; later messages are ignored.
      if (authenticating) {
        ws.close(POLICY_VIOLATION, 'authentication pending');
        return;
      }
      const token = authTokenOf(data, isBinary);
      if (!token) {
        ws.close(POLICY_VIOLATION, 'authentication required');
        return;
      }
      authenticating = true;
      auth.authenticate(token).then(
        (context) => {
          if (ws.readyState !== WebSocket.OPEN) return;
          clearTimeout(authTimer);
          releasePending();
          client = { ...context, socket: ws };
          registry.add(client);
          ws.send(JSON.stringify({ type: 'ready' }));
        },
        () => ws.close(POLICY_VIOLATION, 'invalid token'),
      );
    });
  });

  // A peer that vanished without a close frame is noticed by its missing pong and dropped.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  return {
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(heartbeat);
        for (const ws of wss.clients) ws.close(GOING_AWAY, 'server shutting down');
        // Peers get a moment to answer the close frame; stragglers are cut off.
        const deadline = setTimeout(() => {
          for (const ws of wss.clients) ws.terminate();
        }, 1_000);
        deadline.unref();
        wss.close(() => {
          clearTimeout(deadline);
          resolve();
        });
      }),
  };
}
