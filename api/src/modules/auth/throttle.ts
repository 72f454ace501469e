// Failed sign-ins are limited per IP and per account (SECURITY-CHECKS 2): 10 per 15 minutes each.
// The password routes get limits of their own (mail bombing, guessing a current password).
import type { RequestHandler } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { throttled } from '../../http/errors';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;
const HOUR_MS = 60 * 60 * 1000;
const MAX_RESET_MAILS_PER_ACCOUNT = 5;

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

const throttle = (options: Partial<Options>): RequestHandler =>
  rateLimit({
    windowMs: WINDOW_MS,
    limit: MAX_FAILURES,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(throttled()),
    ...options,
  });

/**
 * Every reset request counts, per IP, and per e-mail so one inbox can not be flooded. Both apply to
 * known and unknown e-mails alike, so a 429 tells nothing about who has an account.
 */
export function forgotPasswordThrottle(): RequestHandler[] {
  return [
    throttle({ identifier: 'forgot-ip' }),
    throttle({
      identifier: 'forgot-account',
      windowMs: HOUR_MS,
      limit: MAX_RESET_MAILS_PER_ACCOUNT,
      skip: (req) => accountOf(req.body) === undefined,
      keyGenerator: (req) => `account:${accountOf(req.body)}`,
    }),
  ];
}

/** Wrong reset tokens, per IP. */
export function resetPasswordThrottle(): RequestHandler {
  return throttle({ identifier: 'reset-ip', skipSuccessfulRequests: true });
}

/** Wrong current passwords, per user (the route runs behind authenticate), so a stolen session can not guess it. */
export function changePasswordThrottle(): RequestHandler {
  return throttle({
    identifier: 'change-password-user',
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `user:${req.auth?.userId ?? ''}`,
  });
}
