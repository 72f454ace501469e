// Failed sign-ins are limited per IP and per account (SECURITY-CHECKS 2): 10 per 15 minutes each.
import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { throttled } from '../../http/errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;

const accountOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
};

export function loginThrottle(): RequestHandler[] {
  const common: Partial<Options> = {
    windowMs: WINDOW_MS,
    limit: MAX_FAILURES,
    // Only failures count: a user who signs in often is never locked out.
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(throttled()),
  };
  return [
    rateLimit({ ...common, identifier: 'login-ip' }),
    rateLimit({
      ...common,
      identifier: 'login-account',
      skip: (req) => accountOf(req.body) === undefined,
      keyGenerator: (req) => `account:${accountOf(req.body)}`,
    }),
  ];
}
