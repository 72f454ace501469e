// The staff apps' one data layer: every read goes through one TanStack Query client, a module-level
// instance of this package. The shell loads one copy of the platform, so every remote it hosts
// shares that client: one cache, concurrent identical reads sent once, and a realtime event that
// refreshes what it affects (`invalidateRequests`). A remote running standalone, or in a shell too
// old to offer this platform, gets its own copy and so its own client. Nothing is served stale:
// a cached answer shows at once while it is read again (docs/architecture.md, "Data layer").
import { useCallback } from 'react';
import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Every mount reads again (the cache only makes the wait invisible); no retries behind the
      // user's back: a failed read shows its error and the screen offers to try again.
      staleTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      gcTime: 5 * 60 * 1000,
    },
  },
});

export interface RequestState<T> {
  /** The answer for the current key, or the previous key's while the new one loads. */
  data: T | undefined;
  error: unknown;
  /** True until the current key has an answer, and while it is read again. */
  loading: boolean;
  /** Reads the current key again (joining a read already under way). */
  reload: () => void;
}

export interface RequestOptions {
  /** False: nothing is read (e.g. for something hidden); default true. */
  enabled?: boolean;
}

/** `forms:ana:2` -> ['forms', 'ana', '2']: a key's leading parts name what can be refreshed together. */
const queryKeyOf = (key: string) => key.split(':');

/**
 * Reads `request` for `key` (the key names what is asked for, e.g. `forms:<search>:<page>`): the
 * same key asked by two screens at once is read once, and a key seen before shows its last answer
 * while it is read again.
 */
export function useRequest<T>(key: string, request: () => Promise<T>, options: RequestOptions = {}): RequestState<T> {
  const query = useQuery(
    {
      queryKey: queryKeyOf(key),
      queryFn: request,
      placeholderData: keepPreviousData,
      enabled: options.enabled ?? true,
    },
    queryClient,
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  return {
    data: query.data,
    error: query.isPlaceholderData ? undefined : (query.error ?? undefined),
    loading: query.isFetching || query.isPlaceholderData,
    reload,
  };
}

/**
 * Answers read before the app started (an area's first page drew from them), under the keys the
 * screens ask for them with: a screen opens with its answer and reads it again behind the scenes,
 * as it does with any cached answer.
 */
export function seedRequests(answers: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(answers)) queryClient.setQueryData(queryKeyOf(key), data);
}

/** Reads again every mounted request whose key starts with `prefix` (e.g. `submissions`). */
export function invalidateRequests(prefix: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeyOf(prefix) });
}
