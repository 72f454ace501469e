// The remotes are registered at run time from /remotes.json, so redeploying one remote
// (or pointing at another URL) needs no shell rebuild.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, remoteNames, type RemoteName, type RemotesJson } from '@formbuilder/contracts';
import { findArea } from '../areas';
import { remotesJson } from './remotes-json';

let config: Partial<RemotesJson> = {};
let registered: Promise<void> | undefined;

function toRemote(name: RemoteName) {
  const entry = config[name]?.entry ?? `/remotes/${name}/mf-manifest.json`;
  return { name: federationName(name), entry: new URL(entry, window.location.href).href };
}

/**
 * Reads /remotes.json and registers every remote; a failure leaves the built-in defaults. Called by the
 * entry on a signed-in page (index.ts) and by the shell; kept free of React and antd, as it is part of
 * the entry. The site links it names are kept by the shell (bootstrap.tsx).
 */
export function registerRemotesFromServer(): Promise<void> {
  registered ??= register();
  return registered;
}

async function register(): Promise<void> {
  // Already asked for by the entry (index.ts). A failure: the areas will show their fallback; the shell
  // itself keeps working.
  config = (await remotesJson()) ?? {};
  registerRemotes(remoteNames.map(toRemote));
}

const preloaded = new Set<string>();

/**
 * The area of the page being opened starts downloading (its manifest, entry and the first files of its
 * routes) while the shell itself starts and the session is checked, instead of after both; once per
 * area. A failure here changes nothing: loading the area reports it.
 */
export async function preloadCurrentArea(): Promise<void> {
  await registerRemotesFromServer();
  const area = findArea(window.location.pathname);
  if (!area || preloaded.has(area.remote)) return;
  preloaded.add(area.remote);
  preloadRemote([
    { nameOrAlias: federationName(area.remote), exposes: [area.exposed], resourceCategory: 'sync' },
  ]).catch(() => undefined);
}

/** Forgets what was cached for a remote, so the next load asks its server again. */
export function resetRemote(name: RemoteName): void {
  // Only called after a load, so after the registration.
  registerRemotes([toRemote(name)], { force: true });
}

export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  await registerRemotesFromServer();
  const module = await loadRemote<T>(`${federationName(name)}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote module ${name}/${exposed} is empty`);
  return module;
}
