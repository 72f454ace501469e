// The data layer (docs/architecture.md, "Data layer"): one TanStack Query client for the shell and
// every remote it hosts, behind useRequest(key, request). Keys are ':'-separated parts.
import { useCallback } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface RequestOptions {
  /** False: nothing is read (e.g. for something hidden); default true. */
  enabled?: boolean;
}

/** One per loaded copy of the platform: the shell's is shared by all its remotes. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false } },
});

const partsOf = (key: string) => key.split(':');

/** Reads `request` under `key`; a visited key shows its last answer at once while read again. */
export function useRequest<T>(key: string, request: () => Promise<T>, options: RequestOptions = {}): RequestState<T> {
  const enabled = options.enabled ?? true;
  const queryKey = partsOf(key);
  const query = useQuery({ queryKey, queryFn: request, enabled }, queryClient);
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey, exact: true });
    // The key stands for everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return {
    data: query.data,
    error: query.error ?? undefined,
    loading: enabled && (query.isPending || (query.isFetching && query.data === undefined)),
    reload,
  };
}

/** Reads again the requests whose key starts with `prefix`'s parts. */
export async function invalidateRequests(prefix: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: partsOf(prefix) });
}
