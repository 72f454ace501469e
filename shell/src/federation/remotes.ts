// The remotes are registered at run time from /remotes.json, so redeploying one remote
// (or pointing at another URL) needs no shell rebuild.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, remoteNames, type RemoteName, type RemotesConfig } from '@formbuilder/contracts';

let config: Partial<RemotesConfig> = {};

function toRemote(name: RemoteName) {
  const entry = config[name]?.entry ?? `/remotes/${name}/mf-manifest.json`;
  return { name: federationName(name), entry: new URL(entry, window.location.href).href };
}

/** Reads /remotes.json and registers every remote; a failure leaves the built-in defaults. */
export async function registerRemotesFromServer(): Promise<void> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (response.ok) config = (await response.json()) as RemotesConfig;
  } catch {
    // The areas will show their fallback; the shell itself keeps working.
  }
  registerRemotes(remoteNames.map(toRemote));
}

/** Forgets what was cached for a remote, so the next load asks its server again. */
export function resetRemote(name: RemoteName): void {
  registerRemotes([toRemote(name)], { force: true });
}

export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${federationName(name)}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote module ${name}/${exposed} is empty`);
  return module;
}
