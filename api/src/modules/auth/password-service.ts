// Forgotten, reset and changed passwords (docs/product.md#password-recovery, #dialogs).
import { messages, type ChangePasswordInput, type ResetPasswordInput } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { invalid, unauthenticated } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { findUserByEmail, findUserById, updatePasswordHash } from '../users';
import type { PasswordHasher } from '../../security/passwords';
import { record } from '../../kernel/audit';
import * as repo from './repo';
import { passwordResetMail } from './reset-mail';
import type { AuthContext } from '../../kernel/caller';
import type { AuthService } from './service';
import { hashToken, newOpaqueToken } from './tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_TOKEN_VALID_FOR = '1 hora';

export interface PasswordServiceDeps {
  db: Db;
  auth: AuthService;
  mailer: Mailer;
  /** Origin of the reset link. */
  publicUrl: string;
  hasher: PasswordHasher;
}

const resetFailed = () => invalid(messages.resetFailed);

export function createPasswordService({ db, auth, mailer, publicUrl, hasher }: PasswordServiceDeps) {
  return {
    /**
     * Mails a single-use link valid for an hour; earlier links of the user stop working. An unknown
     * e-mail does nothing, and the caller answers the same either way.
     */
    async requestReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      // Random and stored only as a hash, like a refresh token; it is no JWT, so it can never pass as an access token.
      const { token, hash } = newOpaqueToken();
      await repo.replaceResetToken(db, {
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${publicUrl}/reset-pass?t=${encodeURIComponent(token)}`;
      await mailer.send(passwordResetMail({ to: user.email, name: user.name, link, validFor: RESET_TOKEN_VALID_FOR }));
    },

    /** Spends the token, sets the password and ends every session of the user. */
    /** Whether a reset link can still be used (unknown, spent or expired: the one reset failure); spends nothing. */
    async checkReset(token: string): Promise<void> {
      if (!(await repo.findUsableResetToken(db, hashToken(token)))) throw resetFailed();
    },

    async reset(input: ResetPasswordInput): Promise<void> {
      const tokenHash = hashToken(input.token);
      // Checked before hashing, so bad tokens cost no argon2 work.
      if (!(await repo.findUsableResetToken(db, tokenHash))) throw resetFailed();
      const passwordHash = await hasher.hash(input.password);
      const userId = await db.transaction(async (tx) => {
        const spent = await repo.consumeResetToken(tx, tokenHash);
        if (!spent) return undefined;
        await updatePasswordHash(tx, spent.userId, passwordHash);
        await repo.deleteUnusedResetTokens(tx, spent.userId);
        const user = await findUserById(tx, spent.userId);
        await record(tx, {
          action: 'auth.password_reset',
          companyId: user?.companyId ?? null,
          actorId: spent.userId,
          targetType: 'user',
          targetId: spent.userId,
          changes: ['password'],
        });
        return spent.userId;
      });
      if (!userId) throw resetFailed();
      await auth.revokeAllSessions(userId);
    },

    /**
     * Needs the current password (docs/security.md#passwords-and-sign-in). The caller's session stays signed in; every
     * other session of the user ends, as do pending reset links.
     */
    async change(caller: AuthContext, input: ChangePasswordInput): Promise<void> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await hasher.verify(user.passwordHash, input.oldPassword))) {
        throw invalid(messages.wrongCurrentPassword, { oldPassword: messages.wrongCurrentPassword });
      }
      const passwordHash = await hasher.hash(input.password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await repo.deleteUnusedResetTokens(tx, user.id);
        await record(tx, {
          action: 'auth.password_changed',
          companyId: user.companyId,
          actorId: user.id,
          targetType: 'user',
          targetId: user.id,
          changes: ['password'],
        });
      });
      await auth.revokeOtherSessions(user.id, caller.sessionId);
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
