// /remotes.json (the remotes' addresses and the site links), asked for once per page load: by the entry
// (index.ts), beside the session check, and read again by the shell when it registers the remotes
// (remotes.ts) and keeps the site links (bootstrap.tsx). Kept free of imports: it is part of every first
// download of the shell.
import type { RemotesJson } from '@formbuilder/contracts';

let remotes: Promise<Partial<RemotesJson> | null> | undefined;

/** The answer of /remotes.json; null when it is unreachable or not OK. */
export function remotesJson(): Promise<Partial<RemotesJson> | null> {
  remotes ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<RemotesJson>>) : null))
    .catch(() => null);
  return remotes;
}
