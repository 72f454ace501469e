// /api/webhooks: a MANAGER's webhooks of its own company (docs/integrations.md, docs/product.md#api).
import { z } from 'zod';
import {
  webhookCreateSchema,
  webhookDeliveryPageResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointPageResponseSchema,
  webhookEndpointResponseSchema,
  webhookEndpointWithSecretResponseSchema,
  webhookReplayResultResponseSchema,
  webhookUpdateSchema,
} from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { WebhooksService } from './service';

export const deliveriesQuerySchema = pageQuerySchema.extend({
  state: z.enum(['pending', 'succeeded', 'failed']).optional(),
});

const manager = { roles: ['MANAGER'] } as const;

export const webhooksRoutes = declareRoutes<WebhooksService>('/api/webhooks', (route) => [
  route({
    method: 'get',
    path: '/',
    access: manager,
    tag: 'Webhooks',
    summary: 'Listar os webhooks da empresa',
    query: pageQuerySchema,
    ok: { 200: ['Uma página de webhooks', json(webhookEndpointPageResponseSchema)] },
    errors: [400],
    handler: async (webhooks, { req, res, query }) => {
      res.json(await webhooks.list(authOf(req), query));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: manager,
    tag: 'Webhooks',
    summary: 'Criar um webhook',
    description: 'A resposta traz o segredo de assinatura, a única vez em que ele é mostrado.',
    body: webhookCreateSchema,
    ok: { 201: ['Webhook criado', json(webhookEndpointWithSecretResponseSchema)] },
    errors: [400, 413],
    handler: async (webhooks, { req, res, body }) => {
      res.status(201).json(await webhooks.create(authOf(req), body));
    },
  }),
  // Before '/:id', whose paths have one segment fewer.
  route({
    method: 'post',
    path: '/deliveries/:deliveryId/replay',
    access: manager,
    tag: 'Webhooks',
    summary: 'Reenviar uma entrega',
    ok: { 200: ['A entrega, de novo na fila', json(webhookDeliveryResponseSchema)] },
    errors: [404, 409],
    handler: async (webhooks, { req, res, params }) => {
      res.json(await webhooks.replay(authOf(req), params.deliveryId));
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: manager,
    tag: 'Webhooks',
    summary: 'Ver um webhook',
    ok: { 200: ['O webhook', json(webhookEndpointResponseSchema)] },
    errors: [404],
    handler: async (webhooks, { req, res, params }) => {
      res.json(await webhooks.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: manager,
    tag: 'Webhooks',
    summary: 'Alterar um webhook',
    body: webhookUpdateSchema,
    ok: { 200: ['Webhook alterado', json(webhookEndpointResponseSchema)] },
    errors: [400, 404, 413],
    handler: async (webhooks, { req, res, params, body }) => {
      res.json(await webhooks.update(authOf(req), params.id, body));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: manager,
    tag: 'Webhooks',
    summary: 'Excluir um webhook',
    ok: { 204: ['Webhook excluído'] },
    errors: [404],
    handler: async (webhooks, { req, res, params }) => {
      await webhooks.remove(authOf(req), params.id);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/:id/rotate-secret',
    access: manager,
    tag: 'Webhooks',
    summary: 'Gerar um novo segredo de assinatura',
    description: 'O segredo anterior ainda assina por 24 horas.',
    ok: { 200: ['O webhook com o novo segredo', json(webhookEndpointWithSecretResponseSchema)] },
    errors: [404],
    handler: async (webhooks, { req, res, params }) => {
      res.json(await webhooks.rotate(authOf(req), params.id));
    },
  }),
  route({
    method: 'post',
    path: '/:id/test',
    access: manager,
    tag: 'Webhooks',
    summary: 'Enviar um evento de teste',
    ok: { 202: ['A entrega de teste, na fila', json(webhookDeliveryResponseSchema)] },
    errors: [404, 409],
    handler: async (webhooks, { req, res, params }) => {
      res.status(202).json(await webhooks.sendTest(authOf(req), params.id));
    },
  }),
  route({
    method: 'get',
    path: '/:id/deliveries',
    access: manager,
    tag: 'Webhooks',
    summary: 'Listar as entregas de um webhook',
    query: deliveriesQuerySchema,
    ok: { 200: ['Uma página de entregas', json(webhookDeliveryPageResponseSchema)] },
    errors: [400, 404],
    handler: async (webhooks, { req, res, params, query }) => {
      res.json(await webhooks.deliveries(authOf(req), params.id, query));
    },
  }),
  route({
    method: 'post',
    path: '/:id/replay-failed',
    access: manager,
    tag: 'Webhooks',
    summary: 'Reenviar todas as entregas que falharam',
    ok: { 202: ['Quantas entregas voltaram à fila', json(webhookReplayResultResponseSchema)] },
    errors: [404, 409],
    handler: async (webhooks, { req, res, params }) => {
      res.status(202).json(await webhooks.replayFailed(authOf(req), params.id));
    },
  }),
]);
