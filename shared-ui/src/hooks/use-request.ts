import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
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
export function useRequest<T>(key: string, request: () => Promise<T>): RequestState<T> {
  const [version, setVersion] = useState(0);
  const run = `${key}#${version}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
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
  }, [run]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = settled?.run === run;
  return {
    data: settled?.data,
    error: current ? settled?.error : undefined,
    loading: !current,
    reload,
  };
}
