// PostgreSQL error codes of a failed query, whichever driver ran it (drizzle wraps the driver's error).

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL could not extend a file: its disk is full (53100). */
export const DISK_FULL = '53100';
/** Text PostgreSQL can not store: a NUL character (22P05) or bytes that are not UTF-8 (22021). */
export const ENCODING_ERRORS: ReadonlySet<string> = new Set(['22021', '22P05']);

export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
