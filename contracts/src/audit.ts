// The company's audit log (docs/audit.md): who changed what, when. Entries name the fields changed,
// never their values; the list is read with GET /api/audit by MANAGERs (their company) and ADMINs.
import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './entities';
import { auditMessages } from './audit-messages';
import { safeString } from './text';

/** Every action an entry can record, with its pt-BR label (the Auditoria screen's "Ação" column). */
export const auditActionLabels = {
  'form.created': 'Formulário criado',
  'form.updated': 'Formulário alterado',
  'form.deleted': 'Formulário excluído',
  'user.created': 'Usuário criado',
  'user.updated': 'Usuário alterado',
  'user.deleted': 'Usuário excluído',
  'invitation.created': 'Convite enviado',
  'invitation.resent': 'Convite reenviado',
  'invitation.revoked': 'Convite cancelado',
  'invitation.accepted': 'Convite aceito',
  'company.created': 'Empresa criada',
  'company.updated': 'Empresa alterada',
  'company.deleted': 'Empresa excluída',
  'template.created': 'Modelo criado',
  'template.updated': 'Modelo alterado',
  'template.deleted': 'Modelo excluído',
  'category.created': 'Categoria criada',
  'category.renamed': 'Categoria renomeada',
  'category.deleted': 'Categoria excluída',
  'auth.login': 'Entrada no sistema',
  'auth.login_failed': 'Tentativa de entrada sem sucesso',
  'auth.password_changed': 'Senha alterada',
  'auth.password_reset': 'Senha redefinida',
  'submission.deleted': 'Resposta excluída',
  'webhook.created': 'Webhook criado',
  'webhook.updated': 'Webhook alterado',
  'webhook.deleted': 'Webhook excluído',
  'webhook.secret_rotated': 'Segredo de webhook renovado',
  'api_key.created': 'Chave de API criada',
  'api_key.revoked': 'Chave de API revogada',
  'notification.changed': 'Notificações alteradas',
  'notification.phone_confirmed': 'Celular confirmado',
  'notification.opted_out': 'Canal desligado pela resposta SAIR',
} as const;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as AuditAction[];

/** What an entry is about. */
export type AuditTargetType =
  'form' | 'user' | 'invitation' | 'company' | 'template' | 'category' | 'submission' | 'webhook' | 'api_key';
/** Who acted: a signed-in staff member, the system itself (jobs), or a company API key. */
export type AuditActorKind = 'user' | 'system' | 'api_key';

export const auditTargetLabels: Record<AuditTargetType, string> = {
  form: 'Formulário',
  user: 'Usuário',
  invitation: 'Convite',
  company: 'Empresa',
  template: 'Modelo',
  category: 'Categoria',
  submission: 'Resposta',
  webhook: 'Webhook',
  api_key: 'Chave de API',
};

/** Entries per page unless asked otherwise. */
export const AUDIT_PER_PAGE = DEFAULT_PER_PAGE;

export { auditMessages } from './audit-messages';

/** Names of fields as the Auditoria screen shows them in "Campos alterados". */
export const auditFieldLabels: Record<string, string> = {
  title: 'título',
  status: 'situação',
  anonymous: 'anônimo',
  questions: 'perguntas',
  notifiedUser: 'usuário notificado',
  name: 'nome',
  phone: 'telefone',
  role: 'perfil',
  email: 'e-mail',
  color: 'cor',
  logo: 'logotipo',
  privacyNotice: 'aviso de privacidade',
  privacyPolicyUrl: 'política de privacidade',
  privacyAckRequired: 'ciência obrigatória',
  retentionDays: 'retenção',
  formsLimit: 'limite de formulários',
  usersLimit: 'limite de usuários',
  messagesLimit: 'limite mensal de mensagens',
  allowEmail: 'notificação por e-mail',
  allowSMS: 'notificação por SMS',
  allowWhatsapp: 'notificação por WhatsApp',
  category: 'categoria',
  cnpj: 'CNPJ',
  password: 'senha',
  // Webhooks and API keys.
  url: 'endereço',
  description: 'descrição',
  events: 'eventos',
  formIds: 'formulários',
  enabled: 'ativo',
  secret: 'segredo',
  scopes: 'permissões',
  // Notification choices (Minha conta): the channel names, never the number or a code.
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  quietHours: 'horário de silêncio',
};

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = safeString()
  .trim()
  .optional()
  .refine((value) => !value || uuidLike.test(value), { message: auditMessages.invalidId })
  .transform((value) => value || undefined);
/** A day (2026-01-31) or an ISO instant; a day in `to` means up to the end of that day (UTC). */
const dateParam = (endOfDay: boolean) =>
  safeString()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
      const date = new Date(day ? `${value}T00:00:00.000Z` : value);
      if (Number.isNaN(date.getTime()) || (!day && !/^\d{4}-\d{2}-\d{2}T/.test(value))) {
        ctx.addIssue({ code: 'custom', message: auditMessages.invalidDate });
        return z.NEVER;
      }
      return day && endOfDay ? new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1) : date;
    });

/** `GET /api/audit?companyId=&action=&actorId=&from=&to=&page=&perPage=`. */
export const auditQuerySchema = z
  .object({
    companyId: idParam,
    actorId: idParam,
    action: safeString()
      .trim()
      .optional()
      .refine((value) => !value || value in auditActionLabels, { message: auditMessages.invalidAction })
      .transform((value) => (value ? (value as AuditAction) : undefined)),
    from: dateParam(false),
    to: dateParam(true),
    page: z.coerce
      .number({ message: 'Página inválida.' })
      .int('Página inválida.')
      .min(1, 'Página inválida.')
      .default(1),
    perPage: z.coerce
      .number({ message: 'Quantidade por página inválida.' })
      .int('Quantidade por página inválida.')
      .min(1, 'Quantidade por página inválida.')
      .max(MAX_PER_PAGE, `No máximo ${MAX_PER_PAGE} por página.`)
      .default(AUDIT_PER_PAGE),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: auditMessages.invalidPeriod });
    }
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
