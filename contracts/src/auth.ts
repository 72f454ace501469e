import { z } from 'zod';
import { messages } from './messages';
import type { User } from './entities';

export const PASSWORD_MIN = 8;

const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .pipe(z.email({ error: messages.invalidEmail }));

export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.required }).min(1, messages.required),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface AuthSession {
  token: string;
  user: User;
}
