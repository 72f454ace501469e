// /api/channels: the providers' callbacks (public, each checked by its signature) and a MANAGER's
// notification log (docs/notifications.md#the-notification-log, docs/integrations.md#status-callbacks-and-replies).
import express, { type Request } from 'express';
import { z } from 'zod';
import { channelMessagePageResponseSchema, isOptOut, type MessageChannel } from '@formbuilder/contracts';
import type { ChannelsConfig } from '../../config';
import type { Db } from '../../db/client';
import { invalid } from '../../http/errors';
import { pageQuerySchema } from '../../http/pagination';
import { declareRoutes, json, text } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { Logger } from '../../logger';
import {
  metaSignatureValid,
  readMetaWebhook,
  readTwilioReply,
  readTwilioStatus,
  twilioSignatureValid,
  type Reply,
} from './inbound';
import * as log from './log';

export interface ChannelsInboundDeps {
  db: Db;
  config: ChannelsConfig;
  /** Where Twilio posts, as it sees it (the signature covers the full URL). */
  publicUrl: string;
  logger: Logger;
  /** A reply SAIR/STOP from `phone`: the channel goes off for whoever confirmed that number on it. */
  optOut(channel: MessageChannel, phone: string): Promise<void>;
}

/** express.json keeps the raw bytes of /api/channels requests here (the Meta signature covers them). */
export const RAW_BODY = Symbol('rawBody');
export type WithRawBody = Request & { [RAW_BODY]?: Buffer };

const badSignature = () => invalid('Assinatura inválida.');
const formBody = () => [express.urlencoded({ extended: false, limit: '64kb' })];
const paramsOf = (req: Request): Record<string, string> =>
  Object.fromEntries(
    Object.entries((req.body ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

async function replied(deps: ChannelsInboundDeps, channel: MessageChannel, reply: Reply) {
  if (!isOptOut(reply.text)) return;
  await deps.optOut(channel, reply.from);
  deps.logger.info('channel turned off by a reply', { channel });
}

const verifyQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().max(200).optional(),
});

export const channelsRoutes = declareRoutes<ChannelsInboundDeps>('/api/channels', (route) => [
  route({
    method: 'get',
    path: '/whatsapp/webhook',
    access: 'public',
    tag: 'Notificações',
    summary: 'Verificação da assinatura do webhook do WhatsApp (Meta)',
    description: 'Devolve `hub.challenge` quando `hub.verify_token` é o WHATSAPP_VERIFY_TOKEN configurado.',
    query: verifyQuery,
    ok: { 200: ['O desafio, de volta', text('text/plain')] },
    errors: [400],
    handler: ({ config }, { res, query }) => {
      const token = config.whatsapp?.verifyToken;
      if (!token || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== token || !query['hub.challenge'])
        throw invalid('Verificação recusada.');
      res.type('text/plain').send(query['hub.challenge']);
    },
  }),
  route({
    method: 'post',
    path: '/whatsapp/webhook',
    access: 'public',
    tag: 'Notificações',
    summary: 'Status de entrega e respostas do WhatsApp (Meta)',
    description:
      'Assinado com X-Hub-Signature-256 (HMAC-SHA256 do corpo com o segredo do app). Uma resposta SAIR ou STOP desliga o WhatsApp de quem confirmou o número.',
    requestBody: { content: json(z.object({ object: z.string(), entry: z.array(z.unknown()) })) },
    ok: { 200: ['Recebido'] },
    errors: [400],
    handler: async (deps, { req, res }) => {
      const secret = deps.config.whatsapp?.appSecret;
      const raw = (req as WithRawBody)[RAW_BODY];
      if (!secret || !raw || !metaSignatureValid(secret, raw, req.get('x-hub-signature-256'))) {
        deps.logger.warn('channel callback refused: bad signature', { channel: 'whatsapp' });
        throw badSignature();
      }
      const { statuses, replies } = readMetaWebhook(req.body);
      for (const status of statuses) await log.applyStatus(deps.db, 'whatsapp', status.providerId, status.status);
      for (const reply of replies) await replied(deps, 'whatsapp', reply);
      res.status(200).end();
    },
  }),
  route({
    method: 'post',
    path: '/twilio/status',
    access: 'public',
    tag: 'Notificações',
    summary: 'Status de entrega de um SMS (Twilio)',
    description: 'Assinado com X-Twilio-Signature (HMAC-SHA1 da URL e dos parâmetros com o auth token).',
    requestBody: { content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) } } },
    ok: { 204: ['Recebido'] },
    errors: [400],
    before: formBody,
    handler: async (deps, { req, res }) => {
      const params = paramsOf(req);
      if (!twilioValid(deps, req, params)) throw badSignature();
      const status = readTwilioStatus(params);
      if (status) await log.applyStatus(deps.db, 'sms', status.providerId, status.status);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/twilio/inbound',
    access: 'public',
    tag: 'Notificações',
    summary: 'SMS recebido (Twilio)',
    description: 'Uma resposta SAIR ou STOP desliga o SMS de quem confirmou o número. Assinado como o status.',
    requestBody: { content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) } } },
    ok: { 200: ['TwiML vazio (nenhuma resposta)', text('text/xml')] },
    errors: [400],
    before: formBody,
    handler: async (deps, { req, res }) => {
      const params = paramsOf(req);
      if (!twilioValid(deps, req, params)) throw badSignature();
      const reply = readTwilioReply(params);
      if (reply) await replied(deps, 'sms', reply);
      res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    },
  }),
  route({
    method: 'get',
    path: '/messages',
    access: { roles: ['MANAGER'] },
    tag: 'Notificações',
    summary: 'Registro de notificações da empresa',
    description:
      'Mensagens de WhatsApp e SMS, mais novas primeiro: canal, tipo, status e horários; nunca o número nem o texto.',
    query: pageQuerySchema,
    ok: { 200: ['Uma página do registro', json(channelMessagePageResponseSchema)] },
    errors: [400],
    handler: async ({ db }, { req, res, query }) => {
      const caller = authOf(req);
      res.json(await log.listMessages(db, caller.companyId!, query));
    },
  }),
]);

function twilioValid(deps: ChannelsInboundDeps, req: Request, params: Record<string, string>): boolean {
  const token = deps.config.sms?.authToken;
  const valid =
    !!token &&
    twilioSignatureValid(token, `${deps.publicUrl}${req.originalUrl}`, params, req.get('x-twilio-signature'));
  if (!valid) deps.logger.warn('channel callback refused: bad signature', { channel: 'sms' });
  return valid;
}
