// Groups concurrent writes into fewer statements. Alone, an item goes out at once (no added wait);
// while `maxInFlight` statements are running, new items queue and leave together in the next one.
// On PostgreSQL each statement is a commit, i.e. a WAL flush: under load, N answers share one.

export interface Batcher<T, R> {
  /** Resolves with this item's result, or rejects with the error of the statement it went in. */
  submit(item: T): Promise<R>;
}

export function createBatcher<T, R>(
  run: (items: T[]) => Promise<R[]>,
  options: { maxInFlight: number; maxBatch: number },
): Batcher<T, R> {
  const queue: { item: T; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let inFlight = 0;

  const pump = () => {
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight += 1;
      run(batch.map((entry) => entry.item))
        .then(
          (results) => batch.forEach((entry, i) => entry.resolve(results[i]!)),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };

  return {
    submit: (item) =>
      new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        pump();
      }),
  };
}
