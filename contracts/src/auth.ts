import { z } from 'zod';
import { safeString } from './text';
import { messages } from './messages';
import { emailSchema } from './formats';

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

/** The reset link's token travels in the body; any problem with it reads as the one reset failure. */
export const resetPasswordSchema = z
  .object({
    token: safeString({ error: messages.resetFailed }).min(1, messages.resetFailed).max(512, messages.resetFailed),
    password: newPasswordSchema,
    passwordConfirm: newPasswordSchema,
  })
  .refine(confirmed, mismatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: newPasswordSchema,
    password: newPasswordSchema,
    passwordConfirm: newPasswordSchema,
  })
  .refine(confirmed, mismatch);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
