// Errors of a failed save are keyed by path ('questions.2.title'); once the value at a path changes
// its message no longer applies, while the others stay until the next save.

function valueAt(root: unknown, path: string): unknown {
  let current = root;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** `errors` without those whose value differs between `before` and `after` (both keyed from the root). */
export function clearChangedErrors(
  errors: Record<string, string>,
  before: unknown,
  after: unknown,
): Record<string, string> {
  const kept = Object.entries(errors).filter(
    ([path]) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path)),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
