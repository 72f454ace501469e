// Sign-in, refresh-token rotation, logout and access-token checks (DESIGN section 5).
import { messages, type AuthSession, type LoginInput, type Role } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { AppError, unauthenticated } from '../../http/errors';
import * as usersRepo from '../users/repo';
import { needsRehash, hashPassword, verifyDummyPassword, verifyPassword } from './passwords';
import * as repo from './repo';
import { hashToken, newRefreshToken, readAccessToken, signAccessToken } from './tokens';

/** Who is calling, as routes and services see it; set on `req.auth` by the authenticate guard. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
}

/** An AuthSession plus the refresh token the route puts in the cookie. */
export interface IssuedSession extends AuthSession {
  refreshToken: string;
  refreshExpiresAt: Date;
}

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  jwtSecret: string;
  /** Origin of the file URLs in the user's company (its logo). */
  publicUrl: string;
  /** Told which sessions just ended, so their open sockets can be closed. */
  onSessionsRevoked?: (sessionIds: string[]) => void;
}

// One instance for both causes, so an unknown e-mail and a wrong password answer the same bytes.
const loginFailed = () => new AppError(401, 'UNAUTHENTICATED', messages.loginFailed);

export function createAuthService({ db, jwtSecret, publicUrl, onSessionsRevoked }: AuthServiceDeps) {
  const refreshExpiry = () => new Date(Date.now() + REFRESH_TTL_MS);

  const revoked = (sessionIds: string[]) => {
    if (sessionIds.length > 0) onSessionsRevoked?.(sessionIds);
  };

  async function issue(userId: string, sessionId: string, refreshToken: string, refreshExpiresAt: Date) {
    const record = await usersRepo.findUserRecord(db, userId);
    if (!record) throw unauthenticated();
    const { user } = record;
    const token = signAccessToken(jwtSecret, {
      sub: user.id,
      sid: sessionId,
      role: user.role,
      company: user.companyId,
    });
    return { token, user: usersRepo.toUser(record, publicUrl), refreshToken, refreshExpiresAt } satisfies IssuedSession;
  }

  return {
    async login(input: LoginInput, meta: { userAgent?: string }): Promise<IssuedSession> {
      const user = await usersRepo.findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyDummyPassword(input.password);
      if (!user || !valid) throw loginFailed();
      if (needsRehash(user.passwordHash)) {
        await usersRepo.updatePasswordHash(db, user.id, await hashPassword(input.password));
      }
      await repo.pruneSessions(db, user.id);
      const refresh = newRefreshToken();
      const expiresAt = refreshExpiry();
      const session = await repo.createSession(db, {
        userId: user.id,
        refreshTokenHash: refresh.hash,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        expiresAt,
      });
      return issue(user.id, session.id, refresh.token, expiresAt);
    },

    /** Trades a refresh token for a new one (the old one stops working) and a fresh access token. */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthenticated();
      const next = newRefreshToken();
      const expiresAt = refreshExpiry();
      const session = await repo.rotateRefreshToken(db, hashToken(refreshToken), next.hash, expiresAt);
      if (!session) throw unauthenticated();
      return issue(session.userId, session.id, next.token, expiresAt);
    },

    /** Ends the session named by the refresh cookie and/or the access token; silent when neither is valid. */
    async logout(tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
      const ended: string[] = [];
      if (tokens.refreshToken) {
        ended.push(...(await repo.revokeSessionByRefreshHash(db, hashToken(tokens.refreshToken))));
      }
      const claims = tokens.accessToken ? readAccessToken(jwtSecret, tokens.accessToken) : undefined;
      if (claims) ended.push(...(await repo.revokeSessionById(db, claims.sid)));
      revoked(ended);
    },

    /**
     * Checks an access token and that its session is still live and its user still exists, so a
     * logout, a password change or a deleted user take effect at once rather than at expiry.
     */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = readAccessToken(jwtSecret, accessToken);
      if (!claims) throw unauthenticated();
      const live = await repo.findLiveSessionUser(db, claims.sid, claims.sub);
      if (!live) throw unauthenticated();
      return { userId: live.userId, sessionId: claims.sid, role: live.role, companyId: live.companyId };
    },

    /** For password resets and deleted users: every session of the user ends. */
    async revokeAllSessions(userId: string): Promise<void> {
      revoked(await repo.revokeUserSessions(db, userId));
    },

    /** For a password change: the caller's own session goes on, every other one of the user ends. */
    async revokeOtherSessions(userId: string, keptSessionId: string): Promise<void> {
      revoked(await repo.revokeOtherUserSessions(db, userId, keptSessionId));
    },

    /** For a deleted company: every session of its users ends. */
    async revokeCompanySessions(companyId: string): Promise<void> {
      revoked(await repo.revokeCompanySessions(db, companyId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
