// Starting an HTTP server on a port and telling where it listens (also when it already does), and how
// long it keeps an idle connection.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` (or, when it already listens, just tells where) and resolves with its port and URL. */
export function listenOn(server: http.Server, port: number, host?: string): Promise<{ port: number; url: string }> {
  const where = () => {
    const address = server.address() as AddressInfo;
    const shownHost = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return {
      port: address.port,
      url: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`,
    };
  };
  if (server.listening) return Promise.resolve(where());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(where());
    });
  });
}

/**
 * How long an idle keep-alive connection stays open: longer than a balancer's (nginx keeps idle
 * upstream connections 60 s), so the balancer or a client always closes first. With Node's default
 * of 5 s, a connection reused just as the server closes it fails with a reset (ECONNRESET, a 502
 * behind nginx for a request it may not retry).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A reused connection's next request is never cut by the time allowed for its headers.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
