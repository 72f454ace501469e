// The one HTTP client of the staff apps: bearer token from the auth store, one silent
// refresh on 401, every failure turned into an ApiError.
import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AuthSession } from '@formbuilder/contracts';
import { useAuthStore } from '../session/auth-store';
import { ApiError } from './api-error';

export const api = axios.create({ baseURL: '/api', withCredentials: true, timeout: 30_000 });

api.interceptors.request.use((config) => {
  const { token } = useAuthStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

let refreshing: Promise<AuthSession | null> | null = null;

/**
 * Asks for a new access token with the refresh cookie. Concurrent callers share one request;
 * a failure signs the user out (docs/product.md#session: a failure clears it), and the store remembers
 * whether the server itself failed (5xx or unreachable), for the shell's server-error page.
 */
export function refreshSession(): Promise<AuthSession | null> {
  refreshing ??= axios
    .post<AuthSession>('/api/auth/refresh', undefined, { withCredentials: true })
    .then(({ data }) => {
      useAuthStore.getState().setSession(data);
      return data;
    })
    .catch((error: AxiosError) => {
      const status = error.response?.status;
      useAuthStore.getState().clear({ serverFailed: status === undefined || status >= 500 });
      return null;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The start-up check of the staff shell: the session the refresh cookie holds, if any. Like
 * refreshSession, but an anonymous visitor is an answer (204 from /auth/session), not a failed request.
 */
export async function checkSession(): Promise<AuthSession | null> {
  try {
    const { status, data } = await axios.post<AuthSession | ''>('/api/auth/session', undefined, {
      withCredentials: true,
    });
    if (status === 200 && data) {
      useAuthStore.getState().setSession(data);
      return data;
    }
    useAuthStore.getState().clear();
  } catch (error) {
    const status = (error as AxiosError).response?.status;
    useAuthStore.getState().clear({ serverFailed: status === undefined || status >= 500 });
  }
  return null;
}

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean };

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const status = error.response?.status;
  const isAuthCall = config?.url?.startsWith('/auth/') ?? false;
  if (status === 401 && config && !config.retried && !isAuthCall && useAuthStore.getState().token) {
    config.retried = true;
    const session = await refreshSession();
    if (session) return api.request(config);
  }
  throw ApiError.from(status, error.response?.data);
});
