// GET /remotes.json: where the shell finds each remote at run time (docs/architecture.md).
import type { RequestHandler } from 'express';
import {
  remoteNames,
  type RemoteName,
  type RemotesConfig,
  type RemotesJson,
  type SiteLinks,
} from '@formbuilder/contracts';
import { NO_CACHE } from './cache-control';

export function remotesConfig(bases: Record<RemoteName, string>): RemotesConfig {
  return Object.fromEntries(
    remoteNames.map((name) => [name, { entry: `${bases[name]}mf-manifest.json` }]),
  ) as RemotesConfig;
}

/**
 * The remotes, and the site links the shell shows (CRIE SUA CONTA, FAZER UPGRADE). A remote with a
 * current release (releases.json) is served from it; the others from their configured URL. Asked on
 * every request, so a switch or a rollback shows on the next page load.
 */
export function remotesJson(
  bases: Record<RemoteName, string>,
  links: SiteLinks,
  currentReleases: () => Partial<Record<RemoteName, string>> = () => ({}),
): RequestHandler {
  return (_req, res) => {
    const body: RemotesJson = { ...remotesConfig({ ...bases, ...currentReleases() }), links };
    res.set('Cache-Control', NO_CACHE).json(body);
  };
}
