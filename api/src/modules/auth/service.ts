// Sign-in, refresh-token rotation, logout and access-token checks (docs/architecture.md#sessions).
import { messages, type AuthSession, type LoginInput } from '@formbuilder/contracts';
import type { AuthContext } from '../../kernel/caller';
import type { Db } from '../../db/client';
import { AppError, unauthenticated } from '../../http/errors';
import { authVersions, bumpAuthVersions, findUserByEmail, findUserRecord, rehashPassword, toUser } from '../users';
import type { PasswordHasher } from '../../security/passwords';
import type { Logger } from '../../logger';
import { record } from '../../kernel/audit';
import * as repo from './repo';
import { hashToken, keyRing, newRefreshToken, readAccessToken, signAccessToken } from './tokens';

/** An AuthSession plus the refresh token the route puts in the cookie. */
export interface IssuedSession extends AuthSession {
  refreshToken: string;
  refreshExpiresAt: Date;
}

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a rotated-away refresh token still counts as its session's own rather than as a copy.
 * A page left while its refresh was on the way (a reload, a link opened at once) never received the
 * new cookie and comes back with the old one a moment later; so do two tabs refreshing together.
 * Within this window that token rotates the session again; after it, it is a replay.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface AuthServiceDeps {
  db: Db;
  jwtSecret: string;
  /** Earlier signing keys, still accepted for tokens signed before a rotation. */
  jwtPreviousSecrets?: readonly string[];
  /** Origin of the file URLs in the user's company (its logo). */
  publicUrl: string;
  /** Told which sessions just ended, so their open sockets can be closed on every instance. */
  onSessionsRevoked?: (sessions: repo.RevokedSession[]) => void;
  /** Where a failed write of a failed sign-in's audit entry is reported (ids only). */
  logger?: Logger;
  hasher: PasswordHasher;
}

// One instance for both causes, so an unknown e-mail and a wrong password answer the same bytes.
const loginFailed = () => new AppError(401, 'UNAUTHENTICATED', messages.loginFailed);

export function createAuthService({
  db,
  jwtSecret,
  jwtPreviousSecrets = [],
  publicUrl,
  onSessionsRevoked,
  logger,
  hasher,
}: AuthServiceDeps) {
  const keys = keyRing(jwtSecret, jwtPreviousSecrets);
  const refreshExpiry = () => new Date(Date.now() + REFRESH_TTL_MS);

  /** Ended sessions raise their users' auth_version, so sockets that missed the event still notice. */
  const revoked = async (sessions: repo.RevokedSession[]) => {
    if (sessions.length === 0) return;
    await bumpAuthVersions(db, [...new Set(sessions.map((session) => session.userId))]);
    onSessionsRevoked?.(sessions);
  };

  /**
   * A token already rotated away: within the grace window its session rotates again (the caller is
   * the browser that missed the new cookie); after it, the session ends as a replay's. Undefined
   * when the token is unknown or its session is over.
   */
  async function rotateWithinGrace(presented: string, nextHash: string, expiresAt: Date) {
    const retired = await repo.findSessionOfRetiredToken(db, presented, REFRESH_REUSE_GRACE_SECONDS);
    if (!retired) return undefined;
    if (retired.withinGrace) return repo.rotateSessionRefreshToken(db, retired.sessionId, nextHash, expiresAt);
    await revoked(await repo.revokeSessionById(db, retired.sessionId));
    return undefined;
  }

  /** The current rights behind a session, or undefined once it ended or its user is gone. */
  async function reload(who: { sessionId: string; userId: string }): Promise<AuthContext | undefined> {
    const live = await repo.findLiveSessionUser(db, who.sessionId, who.userId);
    if (!live) return undefined;
    const { userId, role, companyId, authVersion } = live;
    return { userId, sessionId: who.sessionId, role, companyId, authVersion };
  }

  async function issue(userId: string, sessionId: string, refreshToken: string, refreshExpiresAt: Date) {
    const record = await findUserRecord(db, userId);
    if (!record) throw unauthenticated();
    const { user } = record;
    const token = signAccessToken(keys, {
      sub: user.id,
      sid: sessionId,
      role: user.role,
      company: user.companyId,
    });
    return { token, user: toUser(record, publicUrl), refreshToken, refreshExpiresAt } satisfies IssuedSession;
  }

  return {
    async login(input: LoginInput, meta: { userAgent?: string }): Promise<IssuedSession> {
      const user = await findUserByEmail(db, input.email);
      const valid = user
        ? await hasher.verify(user.passwordHash, input.password)
        : await hasher.verifyDummy(input.password);
      if (!user || !valid) {
        // An existing account's failed sign-in is audited in its company (the account is the target;
        // nobody identified acted); an unknown e-mail writes nothing (docs/audit.md).
        // Not awaited: the refusal answers as fast for an existing account as for an unknown e-mail.
        if (user) {
          record(db, {
            action: 'auth.login_failed',
            companyId: user.companyId,
            actorId: null,
            targetType: 'user',
            targetId: user.id,
          }).catch((error: unknown) => logger?.error('failed sign-in not audited', { userId: user.id, error }));
        }
        throw loginFailed();
      }
      if (hasher.needsRehash(user.passwordHash)) {
        await rehashPassword(db, user.id, await hasher.hash(input.password));
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
      await record(db, {
        action: 'auth.login',
        companyId: user.companyId,
        actorId: user.id,
        targetType: 'user',
        targetId: user.id,
      });
      return issue(user.id, session.id, refresh.token, expiresAt);
    },

    /**
     * Trades a refresh token for a new one (the old one stops working) and a fresh access token.
     * A token that was already rotated away is a replay: someone holds a copy, so the whole session
     * it belongs to (every token descending from that sign-in) ends, and its sockets close; unless
     * it was rotated away less than REFRESH_REUSE_GRACE_SECONDS ago.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthenticated();
      const presented = hashToken(refreshToken);
      const next = newRefreshToken();
      const expiresAt = refreshExpiry();
      const session =
        (await repo.rotateRefreshToken(db, presented, next.hash, expiresAt)) ??
        (await rotateWithinGrace(presented, next.hash, expiresAt));
      if (!session) throw unauthenticated();
      return issue(session.userId, session.id, next.token, expiresAt);
    },

    /** Ends the session named by the refresh cookie and/or the access token; silent when neither is valid. */
    async logout(tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
      const ended: repo.RevokedSession[] = [];
      if (tokens.refreshToken) {
        ended.push(...(await repo.revokeSessionByRefreshHash(db, hashToken(tokens.refreshToken))));
      }
      const claims = tokens.accessToken ? readAccessToken(keys, tokens.accessToken) : undefined;
      if (claims) ended.push(...(await repo.revokeSessionById(db, claims.sid)));
      await revoked(ended);
    },

    /**
     * Checks an access token and that its session is still live and its user still exists, so a
     * logout, a password change or a deleted user take effect at once rather than at expiry.
     */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = readAccessToken(keys, accessToken);
      if (!claims) throw unauthenticated();
      const context = await reload({ sessionId: claims.sid, userId: claims.sub });
      if (!context) throw unauthenticated();
      return context;
    },

    reload,

    /** The current auth_version of each of these users that still exists. */
    currentVersions(userIds: string[]): Promise<Map<string, number>> {
      return authVersions(db, userIds);
    },

    /** For password resets and deleted users: every session of the user ends. */
    async revokeAllSessions(userId: string): Promise<void> {
      await revoked(await repo.revokeUserSessions(db, userId));
    },

    /** For a password change: the caller's own session goes on, every other one of the user ends. */
    async revokeOtherSessions(userId: string, keptSessionId: string): Promise<void> {
      await revoked(await repo.revokeOtherUserSessions(db, userId, keptSessionId));
    },

    /** For a deleted company: every session of its users ends. */
    async revokeCompanySessions(companyId: string): Promise<void> {
      await revoked(await repo.revokeCompanySessions(db, companyId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
