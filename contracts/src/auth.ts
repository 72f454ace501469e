import { z } from 'zod';
import { safeString } from './text';
import { messages } from './messages';
import { emailSchema } from './format-schemas';

export const PASSWORD_MIN = 8;
/** Generous on purpose (no composition rules, long passphrases welcome), but bounded so hashing stays cheap. */
export const PASSWORD_MAX = 256;

export const loginSchema = z.object({
  email: emailSchema,
  password: safeString({ error: messages.required }).min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** A new password: at least 8 characters (docs/product.md#validation, #limits). */
export const newPasswordSchema = safeString({ error: messages.required })
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));

const confirmed = <T extends { password: string; passwordConfirm: string }>(value: T) =>
  value.password === value.passwordConfirm;
const mismatch = { path: ['passwordConfirm'], message: messages.passwordMismatch };

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const resetTokenSchema = safeString({ error: messages.resetFailed })
  .min(1, messages.resetFailed)
  .max(512, messages.resetFailed);

/** The reset link's token travels in the body; any problem with it reads as the one reset failure. */
export const resetPasswordSchema = z
  .object({
    token: resetTokenSchema,
    password: newPasswordSchema,
    passwordConfirm: newPasswordSchema,
  })
  .refine(confirmed, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `POST /api/auth/reset-password/check`: is the link still usable, asked as the page opens (nothing is spent). */
export const resetTokenCheckSchema = z.object({ token: resetTokenSchema });
export type ResetTokenCheckInput = z.infer<typeof resetTokenCheckSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: newPasswordSchema,
    password: newPasswordSchema,
    passwordConfirm: newPasswordSchema,
  })
  .refine(confirmed, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
