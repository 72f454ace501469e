// Failed sign-ins are limited per IP and per account: 10 per 15 minutes each, counted in the shared
// PostgreSQL store. A browser that signed in to the account before (a valid known-device cookie) is
// held only by a limit of its own, so failures from elsewhere can not lock the owner out while an
// unknown device with the right password still waits. The password routes get limits of their own
// (mail bombing, guessing a current password). docs/security.md, "Passwords and sign-in".
import type { Request, RequestHandler } from 'express';
import type { RateLimitStore } from '../../http/rate-limit';
import { accountKey, type KnownDevices } from './known-device';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;
const HOUR_MS = 60 * 60 * 1000;
const MAX_RESET_MAILS_PER_ACCOUNT = 5;

export const accountOf = (body: unknown): string | undefined => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
};

const accountKeyOf = (req: Request) => {
  const email = accountOf(req.body);
  return email === undefined ? undefined : accountKey(email);
};

export function loginThrottle(limits: RateLimitStore, devices: KnownDevices): RequestHandler[] {
  const knownDevice = (req: Request) => devices.deviceOf(req, accountOf(req.body));
  const common = { windowMs: WINDOW_MS, points: MAX_FAILURES, failuresOnly: true };
  return [
    limits.limit({ ...common, name: 'login-device', key: knownDevice }),
    limits.limit({ ...common, name: 'login-ip', skip: (req) => knownDevice(req) !== undefined }),
    limits.limit({
      ...common,
      name: 'login-account',
      key: accountKeyOf,
      skip: (req) => knownDevice(req) !== undefined,
    }),
  ];
}

/**
 * Every reset request counts, per IP, and per e-mail so one inbox can not be flooded. Both apply to
 * known and unknown e-mails alike, so a 429 tells nothing about who has an account.
 */
export function forgotPasswordThrottle(limits: RateLimitStore): RequestHandler[] {
  return [
    limits.limit({ name: 'forgot-ip', windowMs: WINDOW_MS, points: MAX_FAILURES }),
    limits.limit({
      name: 'forgot-account',
      windowMs: HOUR_MS,
      points: MAX_RESET_MAILS_PER_ACCOUNT,
      key: accountKeyOf,
    }),
  ];
}

/** Wrong reset tokens, per IP. */
export function resetPasswordThrottle(limits: RateLimitStore): RequestHandler {
  return limits.limit({ name: 'reset-ip', windowMs: WINDOW_MS, points: MAX_FAILURES, failuresOnly: true });
}

/** Wrong current passwords, per user (the route runs behind authenticate), so a stolen session can not guess it. */
export function changePasswordThrottle(limits: RateLimitStore): RequestHandler {
  return limits.limit({
    name: 'change-password-user',
    windowMs: WINDOW_MS,
    points: MAX_FAILURES,
    failuresOnly: true,
    key: (req) => `user:${req.auth?.userId ?? ''}`,
  });
}
