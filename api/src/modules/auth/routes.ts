import { Router, type CookieOptions, type Request, type Response } from 'express';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messages,
  resetPasswordSchema,
  type AuthSession,
} from '@formbuilder/contracts';
import { AppError } from '../../http/errors';
import type { RateLimitStore } from '../../http/rate-limit';
import type { Logger } from '../../logger';
import type { KnownDevices } from './known-device';
import { authOf, bearerToken, type AuthGuards } from './middleware';
import type { PasswordService } from './password-service';
import type { AuthService, IssuedSession } from './service';
import { changePasswordThrottle, forgotPasswordThrottle, loginThrottle, resetPasswordThrottle } from './throttle';

export const REFRESH_COOKIE = 'fb_refresh';

/**
 * The refresh token lives only in this cookie: JavaScript can not read it, other sites can not send
 * it (SameSite=Strict), and it only travels to /api/auth.
 */
function refreshCookie(secure: boolean) {
  const base: CookieOptions = { httpOnly: true, secure, sameSite: 'strict', path: '/api/auth' };
  return {
    set: (res: Response, issued: IssuedSession) =>
      res.cookie(REFRESH_COOKIE, issued.refreshToken, { ...base, expires: issued.refreshExpiresAt }),
    clear: (res: Response) => res.clearCookie(REFRESH_COOKIE, base),
  };
}

const body = ({ token, user }: IssuedSession): AuthSession => ({ token, user });

function refreshTokenOf(req: Request): string | undefined {
  const value: unknown = req.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export interface AuthRoutesOptions {
  secureCookies: boolean;
  passwords: PasswordService;
  guards: AuthGuards;
  logger: Logger;
  limits: RateLimitStore;
  devices: KnownDevices;
}

export function authRoutes(auth: AuthService, options: AuthRoutesOptions): Router {
  const { passwords, guards, logger, limits, devices } = options;
  const router = Router();
  const cookie = refreshCookie(options.secureCookies);

  router.post('/login', ...loginThrottle(limits, devices), async (req, res) => {
    const input = loginSchema.parse(req.body);
    const issued = await auth.login(input, { userAgent: req.get('user-agent') });
    cookie.set(res, issued);
    devices.remember(req, res, input.email);
    res.json(body(issued));
  });

  router.post('/refresh', async (req, res) => {
    try {
      const issued = await auth.refresh(refreshTokenOf(req));
      cookie.set(res, issued);
      res.json(body(issued));
    } catch (error) {
      // A dead session's cookie goes; a passing failure (database down) must not sign the user out.
      if (error instanceof AppError && error.status === 401) cookie.clear(res);
      throw error;
    }
  });

  // The staff shell's start-up check (added beside /refresh, which older shells keep calling): the
  // same rotation, but "no session" is an answer, 204, not an error, so an anonymous visit to the
  // login page logs no failed request in the browser's console.
  router.post('/session', async (req, res) => {
    const refreshToken = refreshTokenOf(req);
    if (!refreshToken) {
      res.status(204).end();
      return;
    }
    try {
      const issued = await auth.refresh(refreshToken);
      cookie.set(res, issued);
      res.json(body(issued));
    } catch (error) {
      if (!(error instanceof AppError && error.status === 401)) throw error;
      cookie.clear(res);
      res.status(204).end();
    }
  });

  router.post('/logout', async (req, res) => {
    await auth.logout({ refreshToken: refreshTokenOf(req), accessToken: bearerToken(req) });
    cookie.clear(res);
    res.status(204).end();
  });

  router.post('/forgot-password', ...forgotPasswordThrottle(limits), (req, res) => {
    const { email } = forgotPasswordSchema.parse(req.body);
    // Answered before any lookup or mail, so neither the body nor the timing tells whether the account exists.
    passwords.requestReset(email).catch((error: unknown) => logger.error('password reset mail failed', { error }));
    res.status(202).json({ message: messages.forgotPasswordSent });
  });

  router.post('/reset-password', resetPasswordThrottle(limits), async (req, res) => {
    await passwords.reset(resetPasswordSchema.parse(req.body));
    res.status(204).end();
  });

  router.post('/change-password', guards.authenticate, changePasswordThrottle(limits), async (req, res) => {
    const input = changePasswordSchema.parse(req.body);
    await passwords.change(authOf(req), input);
    res.status(204).end();
  });

  return router;
}
