// Guards for protected routes: who is calling (authenticate) and whether their role may (requireRole).
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Role } from '@formbuilder/contracts';
import { AppError, forbidden, unauthenticated } from '../../http/errors';
import type { Logger } from '../../logger';
import type { AuthContext, AuthService } from './service';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

export interface AuthGuards {
  authenticate: RequestHandler;
  requireRole(...roles: Role[]): RequestHandler;
  /**
   * Error handler for the end of a router: logs the 403s its services threw (who, which company,
   * which route; never the token) and passes every error on (docs/security.md#tenants-and-roles).
   */
  logDenied: ErrorRequestHandler;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** The caller of a route behind `authenticate`. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}

export function createAuthGuards(auth: AuthService, logger: Logger): AuthGuards {
  // Denials requireRole already logged, so logDenied does not log them twice.
  const logged = new WeakSet<AppError>();
  const logDenial = (req: Request, error: AppError) => {
    if (logged.has(error)) return;
    logged.add(error);
    logger.warn('access denied', {
      userId: req.auth?.userId,
      companyId: req.auth?.companyId,
      role: req.auth?.role,
      method: req.method,
      route: req.originalUrl.split('?')[0],
    });
  };

  return {
    authenticate: async (req, _res, next) => {
      const token = bearerToken(req);
      if (!token) throw unauthenticated();
      req.auth = await auth.authenticate(token);
      next();
    },
    requireRole:
      (...roles) =>
      (req, _res, next) => {
        const caller = authOf(req);
        if (!roles.includes(caller.role)) {
          const denied = forbidden();
          logDenial(req, denied);
          throw denied;
        }
        next();
      },
    logDenied: (error, req, _res, next) => {
      if (error instanceof AppError && error.status === 403) logDenial(req, error);
      next(error);
    },
  };
}
