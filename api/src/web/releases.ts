// One-remote releases (docs/architecture.md, "Releasing one remote"): each release of a remote is an
// immutable folder <releasesDir>/<remote>/<id>/ (written by scripts/release-remote.mjs), and
// <releasesDir>/releases.json says which release each remote serves now, with the ones before it for a
// rollback. The file is re-read whenever it changes, so switching or rolling back needs no restart.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { remoteNames, type RemoteName } from '@formbuilder/contracts';
import type { Logger } from '../logger';

export const RELEASES_FILE = 'releases.json';
const releaseId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/);
const remoteReleases = z.object({ current: releaseId.optional(), previous: z.array(releaseId).default([]) });
export const releasesSchema = z.partialRecord(z.enum(remoteNames), remoteReleases);
export type Releases = z.infer<typeof releasesSchema>;

export interface ReleaseReader {
  /** The base URL (ending in '/') of each remote that has a current release. */
  currentBases: () => Partial<Record<RemoteName, string>>;
  /** Serves /releases/<remote>/<id>/<file> from the release folders (precompressed files preferred). */
  files: (serveFolder: (root: string) => RequestHandler) => RequestHandler;
}

export function releaseReader(releasesDir: string, logger: Pick<Logger, 'warn'>): ReleaseReader {
  const file = path.join(releasesDir, RELEASES_FILE);
  let seen: { mtimeMs: number; size: number } | undefined;
  let bases: Partial<Record<RemoteName, string>> = {};

  const read = (): Partial<Record<RemoteName, string>> => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      seen = undefined;
      bases = {};
      return bases;
    }
    if (seen && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return bases;
    seen = { mtimeMs: stat.mtimeMs, size: stat.size };
    try {
      const parsed = releasesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      const next: Partial<Record<RemoteName, string>> = {};
      for (const name of remoteNames) {
        const id = parsed[name]?.current;
        if (!id) continue;
        if (fs.existsSync(path.join(releasesDir, name, id, 'mf-manifest.json')))
          next[name] = `/releases/${name}/${id}/`;
        else logger.warn('release folder missing; serving the configured remote', { remote: name, release: id });
      }
      bases = next;
    } catch (error) {
      // A broken file keeps what was served before, so a bad edit never takes an area down.
      logger.warn(`${RELEASES_FILE} is not valid; keeping the releases served before`, { error });
    }
    return bases;
  };

  const folders = new Map<string, RequestHandler>();
  return {
    currentBases: read,
    files: (serveFolder) => (req, res, next) => {
      const [, remote, id] = req.path.split('/');
      if (!remote || !id || !(remoteNames as readonly string[]).includes(remote) || !releaseId.safeParse(id).success) {
        next();
        return;
      }
      const root = path.join(releasesDir, remote, id);
      if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) {
        next();
        return;
      }
      // A release folder never changes once written, so its file list can be read once.
      let serve = folders.get(root);
      if (!serve) {
        serve = serveFolder(root);
        folders.set(root, serve);
      }
      const originalUrl = req.url;
      req.url = req.url.slice(`/${remote}/${id}`.length) || '/';
      serve(req, res, (error?: unknown) => {
        req.url = originalUrl;
        next(error);
      });
    },
  };
}
