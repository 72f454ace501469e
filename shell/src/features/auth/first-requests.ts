// The two requests a fresh visit to /login makes before it can show the right thing, sent by the
// entry (index.ts) at once, while the sign-in form's own code downloads. Kept tiny (no React, no
// antd): they are part of every first download of the shell.
import type { AuthSession } from '@formbuilder/contracts';
import { remotesJson } from '../../federation/remotes-json';

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

/** CRIE SUA CONTA's address, from the same /remotes.json the shell reads. */
export async function signUpUrl(): Promise<string | null> {
  return (await remotesJson())?.links?.signUp ?? null;
}
