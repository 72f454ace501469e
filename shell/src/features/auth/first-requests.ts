// The two requests a fresh visit to /login makes before it can show the right thing, sent by the
// entry (index.ts) at once, while the sign-in form's own code downloads. Kept tiny and free of
// imports: they are part of every first download of the shell.
import type { AuthSession, RemotesJson } from '@formbuilder/contracts';

export type SessionAnswer = AuthSession | null | 'failed';

/** The session the refresh cookie holds: 200 with it, 204 for an anonymous visitor. */
export async function currentSession(): Promise<SessionAnswer> {
  try {
    const response = await fetch('/api/auth/session', { method: 'POST', credentials: 'include' });
    if (response.status === 204) return null;
    if (response.ok) return (await response.json()) as AuthSession;
    return response.status >= 500 ? 'failed' : null;
  } catch {
    return 'failed';
  }
}

let remotes: Promise<Partial<RemotesJson> | null> | undefined;

/**
 * /remotes.json (the remotes' addresses and the site links), asked for once: by the entry, beside the
 * session check, and read again by the shell when it registers the remotes (federation/remotes.ts), so
 * the area's download does not wait for the shell's own code. null: unreachable or not OK.
 */
export function remotesJson(): Promise<Partial<RemotesJson> | null> {
  remotes ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<RemotesJson>>) : null))
    .catch(() => null);
  return remotes;
}

/** CRIE SUA CONTA's address, from the same /remotes.json the shell reads. */
export async function signUpUrl(): Promise<string | null> {
  return (await remotesJson())?.links?.signUp ?? null;
}
