// Content-hashed files never change under their name and may be cached for a year; everything else
// (HTML, remotes.json, mf-manifest.json, remoteEntry.js) must be revalidated so a redeploy shows at once.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

// `main.3f9a2c1b.js`, `123.3f9a2c1b.js`, `logo-3f9a2c1b.png` or an asset named only by its hash.
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
