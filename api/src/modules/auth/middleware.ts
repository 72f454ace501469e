// Guards for protected routes: who is calling (authenticate) and whether their role may (requireRole).
import type { Request, RequestHandler } from 'express';
import type { Role } from '@formbuilder/contracts';
import { forbidden, unauthenticated } from '../../http/errors';
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
          logger.warn('access denied', {
            userId: caller.userId,
            companyId: caller.companyId,
            role: caller.role,
            method: req.method,
            route: req.originalUrl.split('?')[0],
          });
          throw forbidden();
        }
        next();
      },
  };
}
