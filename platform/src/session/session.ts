import type { AuthSession, LoginInput } from '@formbuilder/contracts';
import { api } from '../api/client';
import { useAuthStore } from './auth-store';

export async function login(input: LoginInput): Promise<AuthSession> {
  const { data } = await api.post<AuthSession>('/auth/login', input);
  useAuthStore.getState().setSession(data);
  return data;
}

/** Ends the session on the server, then locally even if the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } finally {
    useAuthStore.getState().clear();
  }
}
