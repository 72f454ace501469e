// User form and API bodies (SPEC sections 3, 5, 6 and 8).
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { phoneSchema } from './formats';
import { messages } from './messages';
import { roles, type Role } from './roles';

export const USER_NAME_MAX = 120;

export const userMessages = {
  usersLimitReached: 'Você atingiu o limite de usuários. Faça o upgrade do seu plano.',
  invalidRole: 'Permissão inválida',
  companyNotFound: 'Empresa não encontrada',
  adminHasNoCompany: 'Um administrador não pertence a nenhuma empresa.',
  roleAcrossCompany: 'Um administrador não pode virar usuário de empresa, nem o contrário.',
  cannotDeleteSelf: 'Você não pode excluir o próprio usuário pela lista. Use Minha conta.',
  lastAdmin: 'Não é possível excluir o último administrador.',
} as const;

const nameSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(USER_NAME_MAX, messages.maxLength(USER_NAME_MAX));

/**
 * The server answers one message whether the e-mail is malformed or already taken (SPEC section 8);
 * the user form itself still says 'E-mail inválido' through `emailSchema` while typing.
 */
export const userEmailSchema = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.emailInUse)
  .pipe(z.email({ error: messages.emailInUse }))
  .transform((value) => value.toLowerCase());

export const roleSchema = z.enum(roles, { error: userMessages.invalidRole });

/** SPEC section 5: the rule is 8 characters although the user form's message reads 'Mínimo de 6 caracteres'. */
const userPasswordSchema = z
  .string({ error: messages.required })
  .min(PASSWORD_MIN, messages.userPasswordMin)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));

/** `POST /api/users`; `company` is heard only from an ADMIN (others create in their own company). */
export const userCreateSchema = z
  .object({
    name: nameSchema,
    email: userEmailSchema,
    phone: phoneSchema,
    role: roleSchema,
    password: userPasswordSchema,
    passwordConfirm: userPasswordSchema,
    company: z.guid({ error: userMessages.companyNotFound }).nullish(),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: messages.passwordMismatch,
  });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * `PATCH /api/users/:id`: the e-mail is not editable (SPEC section 5) and passwords change through
 * their own route, so those keys are dropped like any other unknown key.
 */
export const userUpdateSchema = z.object({
  name: nameSchema.optional(),
  phone: phoneSchema.optional(),
  role: roleSchema.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** A company's users are MANAGERs or USERs, whoever creates them (an ADMIN has no company). */
export const companyRoles: readonly Role[] = ['MANAGER', 'USER'];

/** SECURITY-CHECKS 17: nobody changes its own role, and a USER changes no role at all. */
export function canChangeRole(actor: { id: string; role: Role }, targetId: string): boolean {
  return actor.role !== 'USER' && actor.id !== targetId;
}
