// The schemas of the Brazilian formats (formats.ts) every body uses: e-mail, phone, hex colour.
import { z } from 'zod';
import { HEX_COLOR_PATTERN, PHONE_PATTERN } from './formats';
import { messages } from './messages';
import { safeString } from './text';

/** E-mail: required and valid, trimmed and lower-cased. */
export const emailSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const phoneSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .regex(PHONE_PATTERN, messages.invalidPhone);

export const hexColorSchema = safeString({ error: messages.invalidColor })
  .trim()
  .regex(HEX_COLOR_PATTERN, messages.invalidColor);
