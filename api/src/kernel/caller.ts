// Who is calling: the caller identity every module reads (docs/architecture.md, "The API kernel").
// The auth module's guards set it on `req.auth`; routes read it with `authOf`, services receive it.
import type { Request } from 'express';
import type { ApiKeyScope, Role } from '@formbuilder/contracts';
import { unauthenticated } from '../http/errors';

/** Who is calling, as routes and services see it; set on `req.auth` by the authenticate guard. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
  /** The user's auth_version when this was read; a higher one in the database means rights changed since. */
  authVersion: number;
  /**
   * Set when the caller is a company API key rather than a person's session: its id and scopes.
   * `userId` is then the key's creator and `sessionId` the key's id (docs/api-keys.md).
   */
  apiKey?: { id: string; scopes: ApiKeyScope[] };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

/** The caller of a route behind `authenticate`. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw unauthenticated();
  return req.auth;
}
