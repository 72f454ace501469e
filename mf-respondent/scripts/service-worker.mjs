// Writes the respondent page's service worker, dist/standalone/sw.js (docs/architecture.md#offline-filling),
// after the build: the worker below with this build's files to keep (every JS and CSS file of the page,
// the chunks of the question types included) and a version named by their hashes, so a new build is a
// new worker that replaces the old one and drops its files. Hand-written rather than Workbox: three
// routes need about 1 KB gzip, where workbox-routing, -strategies and -precaching weigh several KB
// and building their manifest would bring workbox-build (rollup, babel) into the build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.join(import.meta.dirname, '..', 'dist', 'standalone');
const assets = fs
  .readdirSync(path.join(dir, 'static'), { recursive: true })
  .map((name) => String(name).split(path.sep).join('/'))
  .filter((name) => /\.(js|css)$/.test(name))
  .sort()
  .map((name) => `/respondent/static/${name}`);
const version = crypto.createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);

/** The worker itself; its scope is /submissions/ (the public form pages), set by the page that registers it. */
function worker(VERSION, ASSETS) {
  const FILES = `respondent-files-${VERSION}`;
  // The pages and forms this phone opened: kept across versions (each HTML names the files of its build).
  const PAGES = 'respondent-pages';
  const FORM_PAGE = /^\/submissions\/([^/]+)\/?$/;
  const FORM_API = /^\/api\/public\/forms\/[^/]+$/;

  const pageKey = (url) => new URL(url).origin + new URL(url).pathname;

  /** The page and the form of a public form address, fetched now and kept. */
  const keepForm = async (address) => {
    const url = new URL(address);
    const found = FORM_PAGE.exec(url.pathname);
    if (!found) return;
    const cache = await caches.open(PAGES);
    const [page, form] = await Promise.all([
      fetch(url.pathname, { credentials: 'same-origin' }),
      fetch(`/api/public/forms/${found[1]}`, { credentials: 'same-origin' }),
    ]);
    if (page.ok) await cache.put(pageKey(url), page);
    if (form.ok) await cache.put(new URL(`/api/public/forms/${found[1]}`, url).href, form);
  };

  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(FILES)
        .then((cache) => cache.addAll(ASSETS))
        .then(() => self.skipWaiting()),
    );
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith('respondent-') && name !== FILES && name !== PAGES) await caches.delete(name);
        }
        await self.clients.claim();
        // The page that registered this worker loaded before it existed: keep its page and form now.
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        await Promise.all(windows.map((client) => keepForm(client.url).catch(() => undefined)));
      })(),
    );
  });

  /** The network's answer, kept; else the one kept last time. */
  const networkFirst = async (request, key) => {
    const cache = await caches.open(PAGES);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(key, response.clone());
      // A form that closed or went away is not offered offline any more.
      else if (response.status === 404 || response.status === 409) await cache.delete(key);
      return response;
    } catch (error) {
      const kept = (await cache.match(key)) ?? (request.mode === 'navigate' ? await anyPage(cache) : undefined);
      if (kept) return kept;
      throw error;
    }
  };

  /** Any kept form page: its script then says, in Portuguese, that this form can not load offline. */
  const anyPage = async (cache) => {
    for (const request of await cache.keys()) {
      if (FORM_PAGE.test(new URL(request.url).pathname)) return cache.match(request);
    }
    return undefined;
  };

  /** Content-hashed files never change: the kept copy, else the network's, kept. */
  const cacheFirst = async (request, cacheName) => {
    const kept = await caches.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
    return response;
  };

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    if (request.mode === 'navigate' && FORM_PAGE.test(url.pathname)) {
      event.respondWith(networkFirst(request, pageKey(request.url)));
    } else if (FORM_API.test(url.pathname)) {
      event.respondWith(networkFirst(request, url.origin + url.pathname));
    } else if (url.pathname.startsWith('/respondent/static/')) {
      event.respondWith(cacheFirst(request, FILES));
    } else if (url.pathname.startsWith('/files/') && request.destination === 'image') {
      // A company's logo: an upload's address names one file for good.
      event.respondWith(cacheFirst(request, PAGES));
    }
    // Anything else (answers sent, uploads, other API calls) goes to the network untouched.
  });
}

const source =
  `// The respondent page's service worker, written by mf-respondent/scripts/service-worker.mjs.\n` +
  `(${worker.toString()})(${JSON.stringify(version)}, ${JSON.stringify(assets)});\n`;
const file = path.join(dir, 'sw.js');
fs.writeFileSync(file, source);
fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
const gzip = zlib.gzipSync(source, { level: 9 }).length;
console.log(
  `${(gzip / 1024).toFixed(1).padStart(7)} KB gzip  sw.js, the service worker (version ${version}, ${assets.length} files kept; not part of the first load)`,
);
