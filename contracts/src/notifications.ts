// How each staff member is told of new answers (docs/notifications.md): e-mail, WhatsApp and SMS as
// the company allows and the user chose in Minha conta, a phone confirmed per channel with a
// one-time code, quiet hours. The bodies, answers and messages of /api/notifications.
import { z } from 'zod';
import { MESSAGE_CHANNELS, type MessageChannel } from './channels';
import { digitsOnly } from './search';
import { safeString } from './text';
import { messages } from './messages';

/** Digits of a one-time code; it lives PHONE_CODE_MINUTES and takes PHONE_CODE_TRIES wrong guesses. */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;
/** Codes a user may ask for per hour (each channel counts). */
export const PHONE_CODES_PER_HOUR = 5;

export const notificationMessages = {
  invalidPhone: 'Celular inválido. Use o formato (XX) XXXXX-XXXX ou +55 com DDD',
  noPhone: 'Informe o celular antes de pedir o código.',
  channelUnavailable: 'Este canal não está disponível para a sua empresa.',
  notConfirmed: 'Confirme o celular neste canal antes de ativá-lo.',
  wrongCode: 'Código inválido ou expirado. Confira a mensagem ou peça um novo código.',
  tooManyTries: 'Muitas tentativas erradas. Peça um novo código.',
  tooManyCodes: 'Muitos códigos pedidos. Tente novamente mais tarde.',
  invalidHour: 'Informe uma hora entre 0 e 23.',
  sameHours: 'O início e o fim do horário de silêncio devem ser diferentes.',
} as const;

export const channelLabels: Record<MessageChannel | 'email', string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/**
 * A Brazilian mobile as E.164 (+55, DDD and number): typed as '(11) 98765-4321', '11987654321' or
 * '+55 11 98765-4321'. Undefined when it is not one.
 */
export function brazilianE164(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^[+\d()\s.-]+$/.test(trimmed)) return undefined;
  let digits = digitsOnly(trimmed);
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return undefined;
    digits = digits.slice(2);
  }
  // DDD 11-99 and a mobile's 9 digits, starting with 9.
  if (!/^[1-9][1-9]9\d{8}$/.test(digits)) return undefined;
  return `+55${digits}`;
}

/** '+5511987654321' -> '(11) 98765-4321', as Minha conta shows it. */
export function formatE164(phone: string): string {
  const digits = phone.replace(/^\+55/, '');
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return phone;
}

export const notificationPhoneSchema = safeString({ error: notificationMessages.invalidPhone }).transform(
  (value, ctx) => {
    const phone = brazilianE164(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: notificationMessages.invalidPhone });
      return z.NEVER;
    }
    return phone;
  },
);

const hourSchema = z
  .number({ error: notificationMessages.invalidHour })
  .int(notificationMessages.invalidHour)
  .min(0, notificationMessages.invalidHour)
  .max(23, notificationMessages.invalidHour);

/** Hours of Brasília time: from `start` (inclusive) to `end` (exclusive), across midnight when start > end. */
export const quietHoursSchema = z
  .object({ start: hourSchema, end: hourSchema })
  .refine((hours) => hours.start !== hours.end, { message: notificationMessages.sameHours, path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const flag = z.boolean({ error: messages.invalidRequest });
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS, { error: messages.invalidRequest });

/** `PATCH /api/notifications/me`: what is sent changes, the rest stays. A new phone needs confirming again. */
export const notificationPreferencesUpdateSchema = z
  .object({
    email: flag.optional(),
    whatsapp: flag.optional(),
    sms: flag.optional(),
    phone: notificationPhoneSchema.nullable().optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** `POST /api/notifications/me/code`: send a code to the phone on this channel. */
export const phoneCodeRequestSchema = z.object({ channel: messageChannelSchema }).strict();

/** `POST /api/notifications/me/confirm`. */
export const phoneConfirmSchema = z
  .object({
    channel: messageChannelSchema,
    code: safeString({ error: notificationMessages.wrongCode })
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), notificationMessages.wrongCode),
  })
  .strict();

/** The time zone of quiet hours and of the monthly count. */
export const NOTIFICATION_TIME_ZONE = 'America/Sao_Paulo';

/** The month of Brasília at `date`, as its first day: '2026-03-01' (the monthly cap counts by it). */
export function brasiliaMonth(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: NOTIFICATION_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-01`;
}

/** Whether `hour` (0-23, Brasília) falls in the quiet hours. */
export function inQuietHours(hours: QuietHours | null, hour: number): boolean {
  if (!hours) return false;
  return hours.start < hours.end ? hour >= hours.start && hour < hours.end : hour >= hours.start || hour < hours.end;
}

/** The text of a one-time code (SMS, outbox); WhatsApp sends it through its authentication template. */
export function phoneCodeText(code: string): string {
  return `Formulários: seu código de confirmação é ${code}. Ele vale por ${PHONE_CODE_MINUTES} minutos. Não o compartilhe.`;
}

// ---- the notification log (a MANAGER's, beside the webhook deliveries) ----

export const CHANNEL_MESSAGE_KINDS = ['new_answers', 'code'] as const;
export type ChannelMessageKind = (typeof CHANNEL_MESSAGE_KINDS)[number];
export const CHANNEL_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type ChannelMessageStatus = (typeof CHANNEL_MESSAGE_STATUSES)[number];

export const channelMessageKindLabels: Record<ChannelMessageKind, string> = {
  new_answers: 'Novas respostas',
  code: 'Código de confirmação',
};
export const channelMessageStatusLabels: Record<ChannelMessageStatus, string> = {
  queued: 'Na fila',
  sent: 'Enviada',
  delivered: 'Entregue',
  read: 'Lida',
  failed: 'Falhou',
};

/** Whether a status callback moves a message on (a late 'delivered' never undoes 'read'). */
export function laterStatus(current: ChannelMessageStatus, next: ChannelMessageStatus): boolean {
  if (next === 'failed') return current === 'queued' || current === 'sent';
  if (current === 'failed') return false;
  const order: ChannelMessageStatus[] = ['queued', 'sent', 'delivered', 'read'];
  return order.indexOf(next) > order.indexOf(current);
}

/** A reply that turns the channel off ('SAIR', 'STOP', any case, spaces and accents aside). */
export function isOptOut(text: string): boolean {
  const word = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();
  return word === 'SAIR' || word === 'STOP';
}

/** The message of a month's cap, and the mail that tells the MANAGERs. */
export const messageCapMessages = {
  codeRefused: 'A empresa atingiu o limite mensal de mensagens de WhatsApp e SMS.',
  mailSubject: 'Limite mensal de mensagens atingido',
  mailText: (company: string, limit: number) =>
    `A empresa ${company} enviou as ${limit} mensagens de WhatsApp e SMS do mês. Até o mês que vem, os avisos de novas respostas vão por e-mail.`,
} as const;
