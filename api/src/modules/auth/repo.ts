import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, retiredRefreshTokens, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/** A session just ended: which one, and whose. */
export interface RevokedSession {
  id: string;
  userId: string;
}

const revokedColumns = { id: sessions.id, userId: sessions.userId };

const isLive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function createSession(
  db: Db,
  values: { userId: string; refreshTokenHash: string; userAgent: string | null; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** Drops a user's ended sessions; their rows serve no check any more. */
export async function pruneSessions(db: Db, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, sql`now()`))));
}

/** The user behind a live session, or undefined when the session was revoked, expired or its user deleted. */
export async function findLiveSessionUser(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, role: users.role, companyId: users.companyId, authVersion: users.authVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive()));
  return row;
}

/**
 * Swaps a live session's refresh token for a new one and slides its expiry, in one statement so two
 * concurrent refreshes with the same token can not both win. The old token's hash is kept as
 * retired, so a later replay of it is recognised (findSessionOfRetiredToken).
 */
export async function rotateRefreshToken(
  db: Db,
  oldHash: string,
  newHash: string,
  expiresAt: Date,
): Promise<SessionRow | undefined> {
  return db.transaction((tx) =>
    swapRefreshToken(tx, and(eq(sessions.refreshTokenHash, oldHash), isLive()), oldHash, newHash, expiresAt),
  );
}

/** In `tx`: the session `where` finds takes `newHash` and `expiresAt`, and `oldHash` is kept as retired. */
async function swapRefreshToken(tx: Tx, where: SQL | undefined, oldHash: string, newHash: string, expiresAt: Date) {
  const [row] = await tx
    .update(sessions)
    .set({ refreshTokenHash: newHash, expiresAt, lastUsedAt: new Date() })
    .where(where)
    .returning();
  if (row)
    await tx.insert(retiredRefreshTokens).values({ tokenHash: oldHash, sessionId: row.id }).onConflictDoNothing();
  return row;
}

/**
 * The session a rotated-away refresh token belonged to, if any, and whether it was rotated away
 * less than `graceSeconds` ago (measured by the database's clock, the same for every instance).
 */
export async function findSessionOfRetiredToken(
  db: Db,
  tokenHash: string,
  graceSeconds: number,
): Promise<{ sessionId: string; withinGrace: boolean } | undefined> {
  const [row] = await db
    .select({
      sessionId: retiredRefreshTokens.sessionId,
      withinGrace: sql<boolean>`${retiredRefreshTokens.retiredAt} > now() - make_interval(secs => ${graceSeconds})`,
    })
    .from(retiredRefreshTokens)
    .where(eq(retiredRefreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Swaps whatever refresh token a live session holds now for a new one (the one it held is retired
 * like any rotated-away token); for a token presented again within the grace window.
 */
export async function rotateSessionRefreshToken(
  db: Db,
  sessionId: string,
  newHash: string,
  expiresAt: Date,
): Promise<SessionRow | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hash: sessions.refreshTokenHash })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isLive()))
      .for('update');
    if (!current) return undefined;
    return swapRefreshToken(tx, eq(sessions.id, sessionId), current.hash, newHash, expiresAt);
  });
}

export async function revokeSessionById(db: Db, sessionId: string): Promise<RevokedSession[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning(revokedColumns);
  return rows;
}

export async function revokeSessionByRefreshHash(db: Db, refreshTokenHash: string): Promise<RevokedSession[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.refreshTokenHash, refreshTokenHash), isNull(sessions.revokedAt)))
    .returning(revokedColumns);
  return rows;
}

export async function revokeUserSessions(db: Db, userId: string): Promise<RevokedSession[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning(revokedColumns);
  return rows;
}

/** For a password change: every session of the user but the one making the change ends. */
export async function revokeOtherUserSessions(
  db: Db,
  userId: string,
  keptSessionId: string,
): Promise<RevokedSession[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)))
    .returning(revokedColumns);
  return rows;
}

/** For a company about to be deleted: the sessions of all its users end. */
export async function revokeCompanySessions(db: Db, companyId: string): Promise<RevokedSession[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))),
      ),
    )
    .returning(revokedColumns);
  return rows;
}

/** A new reset token replaces every earlier one of the user, used or not. */
export async function replaceResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
    await tx.insert(passwordResetTokens).values(values);
  });
}

const isUsable = () => and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));

export async function findUsableResetToken(db: Db, tokenHash: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isUsable()));
  return row;
}

/** Marks a usable token used, in one statement so two concurrent resets can not both spend it. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isUsable()))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function deleteUnusedResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
