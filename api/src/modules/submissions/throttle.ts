// Public writes and the public answer view are limited per client IP, in the shared PostgreSQL
// store: PUBLIC_SUBMIT_RATE and PUBLIC_VIEW_RATE a minute, 0 turns a limit off. A 429 carries
// Retry-After and the usual error shape. docs/security.md, "Public answers".
import type { RequestHandler } from 'express';
import type { RateLimitStore } from '../../http/rate-limit';

const WINDOW_MS = 60 * 1000;

/** One counter per name, so submissions, comments and views do not use up each other's allowance. */
export function publicLimit(limits: RateLimitStore, name: string, perMinute: number): RequestHandler {
  return limits.limit({ name, points: perMinute, windowMs: WINDOW_MS });
}
