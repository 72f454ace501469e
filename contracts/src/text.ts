// The one string rule every schema builds on (docs/security.md, "Public answers"): text may not hold
// a NUL character or half of a UTF-16 surrogate pair. PostgreSQL can store neither, and neither is
// anything a person types.
import { z } from 'zod';
import { messages } from './messages';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point.
const INVALID_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasInvalidCharacters(value: string): boolean {
  return INVALID_CHARACTERS.test(value);
}

/**
 * `z.string()` with the rule above checked first (so later checks and transforms only see clean
 * text); use it for every string of every body and query.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasInvalidCharacters(value), { message: messages.invalidCharacters, abort: true });
}

/** An absolute http(s) address with a host (a link a person may be sent to, a webhook target). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
