// Graceful stop of the HTTP server: answers still being written are tracked so their keep-alive
// connections close once they are sent, readiness can fail for a drain period while requests are
// still served, and connections left after a grace period are cut.
import type http from 'node:http';
import type { RequestHandler } from 'express';

const SHUTDOWN_GRACE_MS = 8_000;

export interface ConnectionTracker {
  /** Tracks each answer until it is sent; during shutdown, asks for the connection to close. */
  middleware: RequestHandler;
  /**
   * Waits `drainMs` (the balancer sees readiness fail meanwhile), runs `beforeClose` (e.g. closing
   * the sockets), then stops accepting, lets requests in flight finish and cuts the rest off after
   * a grace period.
   */
  drain(server: http.Server, options: { drainMs: number; beforeClose?: () => Promise<void> }): Promise<void>;
}

export function trackConnections(): ConnectionTracker {
  let shuttingDown = false;
  // Answers not sent yet, so a shutdown can close their connections once they are.
  const pending = new Set<http.ServerResponse>();
  return {
    middleware: (_req, res, next) => {
      // Keep-alive connections would otherwise keep bringing new requests during shutdown.
      if (shuttingDown) {
        res.setHeader('Connection', 'close');
      } else {
        pending.add(res);
        res.once('close', () => pending.delete(res));
      }
      next();
    },
    async drain(server, { drainMs, beforeClose }) {
      shuttingDown = true;
      if (drainMs > 0 && server.listening) {
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      // A request in flight keeps its answer, then its connection closes instead of idling in
      // keep-alive (taking more requests) until the keep-alive timeout lets the server stop.
      for (const res of pending) if (!res.headersSent) res.setHeader('Connection', 'close');
      await beforeClose?.();
      await new Promise<void>((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        const cutOff = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        cutOff.unref();
        server.close(() => {
          clearTimeout(cutOff);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
