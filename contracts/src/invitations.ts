// Invitations by e-mail (docs/people-and-files.md#invitations): a MANAGER (or an ADMIN, for a
// company) names the person, the e-mail and the role; the person gets a one-time link and chooses
// their own password. The bodies, the rules and the messages of the invitation screens and routes.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { messages } from './messages';
import { safeString } from './text';
import { USER_NAME_MAX, userEmailSchema, userMessages } from './users';

/** How long an invitation's link can be used; a resend starts the days again with a new link. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** A company's users are MANAGERs or USERs: nobody is invited as ADMIN. */
export const invitationRoles = ['MANAGER', 'USER'] as const;
export type InvitationRole = (typeof invitationRoles)[number];

export const invitationMessages = {
  alreadyInvited: 'Já existe um convite pendente para esse e-mail.',
  unusable: 'Este convite expirou, foi cancelado ou já foi usado. Peça um novo convite a quem convidou você.',
  sent: 'Convite enviado',
  resent: 'Convite reenviado',
  revoked: 'Convite cancelado',
  accepted: 'Senha criada com sucesso. Entre com seu e-mail e a nova senha.',
  companyFull: 'A empresa atingiu o limite de usuários. Fale com quem convidou você.',
} as const;

const nameSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(USER_NAME_MAX, messages.maxLength(USER_NAME_MAX));

/** The invitation form's e-mail rule: required and valid, 'E-mail inválido' otherwise. */
const formEmailSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

const invitationCreateSchemaWith = <E extends z.ZodType<string>>(email: E) =>
  z.object({
    name: nameSchema,
    email,
    role: z.enum(invitationRoles, { error: userMessages.invalidRole }),
    company: z.guid({ error: userMessages.companyNotFound }).nullish(),
  });

/** `POST /api/invitations`; `company` is heard only from an ADMIN (a MANAGER invites into its own). */
export const invitationCreateSchema = invitationCreateSchemaWith(userEmailSchema);
/** The same rules in the invitation form, with the form's own e-mail message. */
export const invitationFormSchema = invitationCreateSchemaWith(formEmailSchema);
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

const invitationTokenSchema = safeString({ error: invitationMessages.unusable })
  .min(1, invitationMessages.unusable)
  .max(512, invitationMessages.unusable);

/** `POST /api/invitations/check`: can the link still be used, asked as its page opens (nothing is spent). */
export const invitationCheckSchema = z.object({ token: invitationTokenSchema });

const invitationPasswordSchema = safeString({ error: messages.required })
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));

/** `POST /api/invitations/accept`: the invitee's own password, typed twice. */
export const invitationAcceptSchema = z
  .object({
    token: invitationTokenSchema,
    password: invitationPasswordSchema,
    passwordConfirm: invitationPasswordSchema,
  })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: messages.passwordMismatch,
  });
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;

/** Whether a pending invitation's link has run out (a resend gives it a new one). */
export const invitationExpired = (expiresAt: string | Date, now: Date = new Date()) =>
  new Date(expiresAt).getTime() <= now.getTime();
