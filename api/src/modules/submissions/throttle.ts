// Public writes are limited per client IP (SECURITY-CHECKS 25): PUBLIC_SUBMIT_RATE a minute, 0 off.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { throttled } from '../../http/errors';

const WINDOW_MS = 60 * 1000;

/** One counter per name, so submissions and comments do not use up each other's allowance. */
export function publicWriteLimit(name: string, perMinute: number): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    identifier: name,
    windowMs: WINDOW_MS,
    limit: perMinute,
    // draft-8 headers plus Retry-After on the 429, which the error handler answers in the usual shape.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(throttled()),
  });
}
