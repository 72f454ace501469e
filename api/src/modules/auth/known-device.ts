// The "known device" of an account: a signed cookie set on every successful sign-in, naming the
// account (hashed) and a random device id. A browser holding it for the account it signs in to is
// not held back by the per-account and per-IP throttles (someone else's failures can not lock its
// owner out), only by a failure limit of its own (docs/security.md, "Passwords and sign-in").
import crypto from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { hashedKey } from '../../http/rate-limit';

export const DEVICE_COOKIE = 'fb_device';
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface KnownDevices {
  /** The device id when the request's cookie is valid and was issued for `email`'s account. */
  deviceOf(req: Request, email: string | undefined): string | undefined;
  /** Remembers this browser for `email`'s account (a new device id unless it already had one for it). */
  remember(req: Request, res: Response, email: string): void;
}

export function accountKey(email: string): string {
  return hashedKey(`account:${email.trim().toLowerCase()}`);
}

export function createKnownDevices(options: { secret: string; secure: boolean }): KnownDevices {
  const key = crypto.createHash('sha256').update(`known-device:${options.secret}`).digest();
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict',
    path: '/api/auth',
    maxAge: DEVICE_TTL_MS,
  };

  const read = (req: Request): { account: string; device: string } | undefined => {
    const value: unknown = req.cookies?.[DEVICE_COOKIE];
    if (typeof value !== 'string') return undefined;
    const [account, device, signature] = value.split('.');
    if (!account || !device || !signature) return undefined;
    const expected = Buffer.from(sign(`${account}.${device}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    return { account, device };
  };

  return {
    deviceOf(req, email) {
      if (email === undefined) return undefined;
      const cookie = read(req);
      return cookie && cookie.account === accountKey(email) ? cookie.device : undefined;
    },
    remember(req, res, email) {
      const account = accountKey(email);
      const device = this.deviceOf(req, email) ?? crypto.randomBytes(16).toString('base64url');
      res.cookie(DEVICE_COOKIE, `${account}.${device}.${sign(`${account}.${device}`)}`, cookieOptions);
    },
  };
}
