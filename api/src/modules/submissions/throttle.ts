// Public writes and the public answer view are limited per client IP, in the shared PostgreSQL
// store: PUBLIC_SUBMIT_RATE and PUBLIC_VIEW_RATE a minute, 0 turns a limit off; respondents'
// comments are also limited per answer. A 429 carries
// Retry-After and the usual error shape. docs/security.md, "Public answers".
import type { RequestHandler } from 'express';
import type { RateLimitStore } from '../../http/rate-limit';

const WINDOW_MS = 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Respondents' comments one answer takes per hour, from every IP together: a slow drip on one answer
 * from many addresses stops here, long before the answer's quota of public comments.
 */
export const PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR = 10;

/** One counter per name, so submissions, comments and views do not use up each other's allowance. */
export function publicLimit(limits: RateLimitStore, name: string, perMinute: number): RequestHandler {
  return limits.limit({ name, points: perMinute, windowMs: WINDOW_MS });
}

/**
 * PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR on one answer (the `:id` of the route), whatever the IP; off
 * with the other public limits (`perMinute` 0).
 */
export function publicCommentsPerAnswer(limits: RateLimitStore, perMinute: number): RequestHandler {
  return limits.limit({
    name: 'public-comments-per-answer',
    points: perMinute > 0 ? PUBLIC_COMMENTS_PER_ANSWER_PER_HOUR : 0,
    windowMs: HOUR_MS,
    key: (req) => (typeof req.params.id === 'string' ? req.params.id : undefined),
  });
}
