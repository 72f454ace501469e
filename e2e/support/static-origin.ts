// A second origin for the browser tests: serves built remotes from folders, as a static host (a CDN)
// would, with CORS open to any origin. Remote URLs are read at run time from /remotes.json, so a shell
// on one origin loading remotes from this one proves cross-origin remotes (CORS, CSP, publicPath auto).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticOrigin {
  url: string;
  /** Paths asked for, in order (e.g. '/forms/remoteEntry.js'). */
  requests: string[];
  stop: () => Promise<void>;
}

/** Serves each folder under its prefix: { forms: '/abs/mf-forms/dist' } answers /forms/... */
export async function startStaticOrigin(folders: Record<string, string>): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const [, prefix = '', ...rest] = url.pathname.split('/');
    const root = folders[prefix];
    const file = root && path.join(root, ...rest);
    if (!root || !file || !file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const immutable = /\.[0-9a-f]{8}\./.test(path.basename(file));
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: a different origin from the product's server even on the same host.
    url: `http://localhost:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
