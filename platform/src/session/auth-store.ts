// The one auth store of every staff app (a federation singleton): who is signed in, with which token.
import { create } from 'zustand';
import type { AuthSession, User } from '@formbuilder/contracts';

/** unknown: the start-up refresh has not answered yet. */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  /** The last session refresh failed on the server's side (5xx or unreachable), not for want of a session. */
  serverFailed: boolean;
  setSession: (session: AuthSession) => void;
  clear: (reason?: { serverFailed: boolean }) => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'unknown',
  token: null,
  user: null,
  serverFailed: false,
  setSession: ({ token, user }) => set({ status: 'authenticated', token, user, serverFailed: false }),
  // One update, so nobody sees a signed-out state before learning that the server failed.
  clear: (reason) => set({ status: 'anonymous', token: null, user: null, serverFailed: reason?.serverFailed ?? false }),
}));

export const useCurrentUser = () => useAuthStore((state) => state.user);
