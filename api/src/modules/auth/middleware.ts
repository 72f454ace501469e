// Guards for protected routes: who is calling (authenticate) and whether their role may (requireRole).
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ApiKeyScope, Role } from '@formbuilder/contracts';
import { AppError, forbidden, throttled, unauthenticated } from '../../http/errors';
import type { Logger } from '../../logger';
import { authOf, type AuthContext } from '../../kernel/caller';
import type { AuthService } from './service';

export interface AuthGuards {
  /** Who is calling: a staff session; API keys are refused (no route scope). */
  authenticate: RequestHandler;
  /** The same, and a company API key holding `scope` is accepted too (403 for a key without it). */
  authenticateFor(scope: ApiKeyScope | undefined): RequestHandler;
  requireRole(...roles: Role[]): RequestHandler;
  /**
   * Error handler for the end of a router: logs the 403s its services threw (who, which company,
   * which route; never the token) and passes every error on (docs/security.md#tenants-and-roles).
   */
  logDenied: ErrorRequestHandler;
}

/**
 * How the authenticate guard accepts company API keys (docs/api-keys.md); built by the api-keys
 * module and handed in, so the guard holds the rule without knowing the table.
 */
export interface KeyAuthentication {
  /** Whether a bearer token is an API key (by its form), rather than a session's access token. */
  isKey(token: string): boolean;
  /** The caller the key acts as (with `apiKey` set); 401 for an unknown or revoked key. */
  authenticate(key: string): Promise<AuthContext>;
  /** Counts one request of the key; the seconds to wait when it is over its rate, else undefined. */
  take(keyId: string): Promise<number | undefined>;
}

export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

export function createAuthGuards(auth: AuthService, logger: Logger, keys?: KeyAuthentication): AuthGuards {
  // Denials requireRole already logged, so logDenied does not log them twice.
  const logged = new WeakSet<AppError>();
  const logDenial = (req: Request, error: AppError) => {
    if (logged.has(error)) return;
    logged.add(error);
    logger.warn('access denied', {
      userId: req.auth?.userId,
      companyId: req.auth?.companyId,
      role: req.auth?.role,
      apiKeyId: req.auth?.apiKey?.id,
      method: req.method,
      route: req.originalUrl.split('?')[0],
    });
  };

  const authenticateFor =
    (scope: ApiKeyScope | undefined): RequestHandler =>
    async (req, res, next) => {
      const token = bearerToken(req);
      if (!token) throw unauthenticated();
      if (!keys?.isKey(token)) {
        req.auth = await auth.authenticate(token);
        next();
        return;
      }
      // An API key: its own rate, then the route's scope from its declaration (a route without one is
      // refused to every key). Its role is MANAGER, so requireRole after this still applies.
      const caller = await keys.authenticate(token);
      req.auth = caller;
      const retryAfter = await keys.take(caller.apiKey!.id);
      if (retryAfter !== undefined) {
        res.set('Retry-After', String(retryAfter));
        throw throttled();
      }
      if (scope === undefined || !caller.apiKey!.scopes.includes(scope)) {
        const denied = forbidden();
        logDenial(req, denied);
        throw denied;
      }
      next();
    };

  return {
    authenticate: authenticateFor(undefined),
    authenticateFor,
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
