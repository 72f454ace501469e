// useRequest: the platform's data layer (one request cache shared by the shell and every remote)
// when the shell offers it, else a plain per-screen request (a shell built before platform 1.2).
import { useCallback, useEffect, useState } from 'react';
import * as platform from '@formbuilder/platform';

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

interface Settled<T> {
  run: string;
  data?: T;
  error?: unknown;
}

/**
 * Runs `request` whenever `key` changes (the key names what is asked for, e.g. a search).
 * An answer that arrives after a newer run started is dropped; `loading` is derived, not stored.
 */
export function useLocalRequest<T>(
  key: string,
  request: () => Promise<T>,
  options: RequestOptions = {},
): RequestState<T> {
  const enabled = options.enabled ?? true;
  const [version, setVersion] = useState(0);
  const run = `${key}#${version}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    request().then(
      (data) => live && setSettled({ run, data }),
      (error: unknown) => live && setSettled({ run, error }),
    );
    return () => {
      live = false;
    };
    // The key stands for everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = settled?.run === run;
  return {
    data: settled?.data,
    error: current ? settled?.error : undefined,
    loading: enabled && !current,
    reload,
  };
}

const offered = (platform as Partial<typeof platform>).useRequest;

/** The shell's shared request cache when its platform has one (1.2 and later), else useLocalRequest. */
export const useRequest: <T>(key: string, request: () => Promise<T>, options?: RequestOptions) => RequestState<T> =
  offered ?? useLocalRequest;

/** Reads again the mounted requests whose key starts with `prefix`; a no-op without the shared cache. */
export const invalidateRequests: (prefix: string) => Promise<void> =
  (platform as Partial<typeof platform>).invalidateRequests ?? (() => Promise.resolve());
