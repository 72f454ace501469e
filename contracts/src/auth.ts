import { z } from 'zod';
import { messages } from './messages';
import { emailSchema } from './formats';
import type { User } from './entities';

export const PASSWORD_MIN = 8;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: messages.required }).min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface AuthSession {
  token: string;
  user: User;
}
