// Webhooks of a company (docs/integrations.md): the events an endpoint may subscribe to, the bodies
// of the staff routes, the records they answer and the pt-BR messages. Shared by the API and mf-admin.
import { z } from 'zod';
import { messages } from './messages';
import { isHttpUrl, safeString } from './text';

export const WEBHOOK_EVENT_TYPES = [
  'submission.created',
  'submission.deleted',
  'comment.created',
  'form.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Enviar evento de teste" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** The version of the payload envelope `{ id, type, version, createdAt, data }`. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_FORM_IDS_MAX = 50;
/** Deliveries failed in a row (every retry spent) after which an endpoint is turned off. */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 15;
/** How long the secret before a rotation still signs deliveries. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
/** A receiver's answer kept with an attempt, at most. */
export const WEBHOOK_SNIPPET_MAX = 500;

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'submission.created': 'Resposta recebida',
  'submission.deleted': 'Resposta apagada',
  'comment.created': 'Comentário criado',
  'form.updated': 'Formulário alterado',
};

export const webhookMessages = {
  invalidUrl: 'Informe um endereço que comece com http:// ou https://',
  credentialsInUrl:
    'O endereço não pode conter usuário e senha. Para confirmar que a entrega veio de nós, confira a assinatura de cada envio.',
  privateAddress:
    'Esse endereço aponta para uma rede interna ou reservada e não pode receber webhooks. Use um endereço público.',
  unresolvable: 'Não foi possível encontrar esse endereço. Confira o nome do servidor.',
  atLeastOneEvent: 'Escolha pelo menos um evento',
  invalidEvent: 'Evento desconhecido',
  invalidFormId: 'Formulário inválido',
  unknownForm: 'Um dos formulários escolhidos não existe nesta empresa',
  endpointDisabled: 'Ative o webhook antes de enviar eventos.',
  replayPending: 'Essa entrega ainda está em andamento. Aguarde o resultado para reenviar.',
  autoDisabled: (failures: number) =>
    `Desativado automaticamente após ${failures} entregas seguidas sem sucesso. Corrija o servidor e ative de novo.`,
  created: 'Webhook criado com sucesso',
  updated: 'Webhook atualizado com sucesso',
  deleted: 'Webhook apagado com sucesso',
  rotated: 'Novo segredo gerado. O anterior continua válido por 24 horas.',
  testSent: 'Evento de teste enviado para a fila de entrega',
  replayQueued: 'Entrega enviada de novo para a fila',
  replayFailedQueued: (count: number) =>
    count === 1 ? '1 entrega com falha enviada de novo' : `${count} entregas com falha enviadas de novo`,
} as const;

const urlSchema = safeString({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(WEBHOOK_URL_MAX, messages.maxLength(WEBHOOK_URL_MAX))
  .refine(isHttpUrl, { message: webhookMessages.invalidUrl, abort: true })
  // Credentials in the address would be shown back on every read of the endpoint; the signature
  // authenticates deliveries instead (docs/integrations.md).
  .refine((value) => !hasUrlCredentials(value), webhookMessages.credentialsInUrl);

/** Whether an absolute URL carries a user name or password (`https://user:pass@host/`). */
export function hasUrlCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/**
 * The URL as shown back: credentials of an endpoint saved before they were refused are replaced by
 * `***`, never sent again (deliveries still use them).
 */
export function withoutUrlCredentials(value: string): string {
  if (!hasUrlCredentials(value)) return value;
  const url = new URL(value);
  url.username = '***';
  url.password = '';
  return url.toString();
}

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: webhookMessages.invalidEvent }), {
    error: webhookMessages.atLeastOneEvent,
  })
  .min(1, webhookMessages.atLeastOneEvent)
  .transform((events) => [...new Set(events)]);

const formIdsSchema = z
  .array(z.guid({ error: webhookMessages.invalidFormId }), { error: webhookMessages.invalidFormId })
  .max(WEBHOOK_FORM_IDS_MAX, messages.invalidRequest)
  .transform((ids) => [...new Set(ids)]);

const descriptionSchema = safeString({ error: messages.invalidRequest })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, messages.maxLength(WEBHOOK_DESCRIPTION_MAX));

export const webhookCreateSchema = z.object({
  url: urlSchema,
  description: descriptionSchema.default(''),
  events: eventsSchema,
  /** Empty: every form of the company. */
  formIds: formIdsSchema.default([]),
  enabled: z.boolean({ error: messages.invalidRequest }).default(true),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  url: urlSchema.optional(),
  description: descriptionSchema.optional(),
  events: eventsSchema.optional(),
  formIds: formIdsSchema.optional(),
  enabled: z.boolean({ error: messages.invalidRequest }).optional(),
});
export type WebhookUpdateInput = z.infer<typeof webhookUpdateSchema>;

export type WebhookDeliveryState = 'pending' | 'succeeded' | 'failed';

export const webhookDeliveryStateLabels: Record<WebhookDeliveryState, string> = {
  pending: 'Pendente',
  succeeded: 'Entregue',
  failed: 'Falhou',
};
