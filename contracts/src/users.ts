// User form and API bodies (docs/product.md#entities, #validation, #roles, #messages).
import { z } from 'zod';
import { safeString } from './text';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { phoneSchema } from './format-schemas';
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

const nameSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(USER_NAME_MAX, messages.maxLength(USER_NAME_MAX));

/**
 * The server answers one message whether the e-mail is malformed or already taken
 * (docs/people-and-files.md); the user form says 'E-mail inválido' before sending
 * (`userCreateFormSchema`), so that message reaches the field only for an e-mail already in use.
 */
export const userEmailSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.emailInUse)
  .pipe(z.email({ error: messages.emailInUse }))
  .transform((value) => value.toLowerCase());

/** The user form's e-mail rule: required and valid, 'E-mail inválido' otherwise. */
const userFormEmailSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const roleSchema = z.enum(roles, { error: userMessages.invalidRole });

/** docs/product.md#validation: the rule is 8 characters although the user form's message reads 'Mínimo de 6 caracteres'. */
const userPasswordSchema = safeString({ error: messages.required })
  .min(PASSWORD_MIN, messages.userPasswordMin)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));

const userCreateSchemaWith = (email: typeof userEmailSchema) =>
  z
    .object({
      name: nameSchema,
      email,
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

/** `POST /api/users`; `company` is heard only from an ADMIN (others create in their own company). */
export const userCreateSchema = userCreateSchemaWith(userEmailSchema);
/** The same rules in the user form, with the form's own e-mail message. */
export const userCreateFormSchema = userCreateSchemaWith(userFormEmailSchema);
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * `PATCH /api/users/:id`: the e-mail is not editable (docs/product.md#validation) and passwords change through
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

/** docs/security.md#tenants-and-roles: nobody changes its own role, and a USER changes no role at all. */
export function canChangeRole(actor: { id: string; role: Role }, targetId: string): boolean {
  return actor.role !== 'USER' && actor.id !== targetId;
}
