// GET /remotes.json: where the shell finds each remote at run time (DESIGN section 2).
import type { RequestHandler } from 'express';
import { remoteNames, type RemoteName, type RemotesConfig } from '@formbuilder/contracts';
import { NO_CACHE } from './cache-control';

export function remotesConfig(bases: Record<RemoteName, string>): RemotesConfig {
  return Object.fromEntries(
    remoteNames.map((name) => [name, { entry: `${bases[name]}mf-manifest.json` }]),
  ) as RemotesConfig;
}

export function remotesJson(bases: Record<RemoteName, string>): RequestHandler {
  const body = remotesConfig(bases);
  return (_req, res) => {
    res.set('Cache-Control', NO_CACHE).json(body);
  };
}
