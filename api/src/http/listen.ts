// Starting an HTTP server on a port and telling where it listens (also when it already does).
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
