// The one auth store of every staff app (a federation singleton): who is signed in, with which token.
import { create } from 'zustand';
import type { AuthSession, User } from '@formbuilder/contracts';

/** unknown: the start-up refresh has not answered yet. */
export type AuthStatus = 'unknown' | 'authenticated' | 'anonymous';

interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  setSession: (session: AuthSession) => void;
  clear: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'unknown',
  token: null,
  user: null,
  setSession: ({ token, user }) => set({ status: 'authenticated', token, user }),
  clear: () => set({ status: 'anonymous', token: null, user: null }),
}));

export const useCurrentUser = () => useAuthStore((state) => state.user);
