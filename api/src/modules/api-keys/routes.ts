// /api/api-keys: a MANAGER lists, creates and revokes its company's keys; an ADMIN lists and
// revokes any company's (`?companyId=`). No API key may call these (no route here has a scope).
import { z } from 'zod';
import { apiKeyCreateSchema, apiKeyResponseSchema, createdApiKeyResponseSchema } from '@formbuilder/contracts';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { ApiKeysService } from './service';

export const listQuerySchema = z.object({ companyId: z.guid().optional() });

export const apiKeysRoutes = declareRoutes<ApiKeysService>('/api/api-keys', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Chaves de API',
    summary: 'Listar chaves de API',
    description: 'MANAGER: as da própria empresa; ADMIN: as da empresa `companyId` (obrigatório).',
    query: listQuerySchema,
    ok: { 200: ['As chaves, nunca o segredo', json(z.array(apiKeyResponseSchema))] },
    errors: [400],
    handler: async (keys, { req, res, query }) => {
      res.json(await keys.list(authOf(req), query.companyId));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: ['MANAGER'] },
    tag: 'Chaves de API',
    summary: 'Criar uma chave de API',
    description: 'A resposta traz a chave inteira, a única vez em que ela é mostrada.',
    // The service reads the body itself (its checks come after the company's).
    requestBody: { content: json(apiKeyCreateSchema) },
    ok: { 201: ['Chave criada', json(createdApiKeyResponseSchema)] },
    errors: [400, 413],
    handler: async (keys, { req, res }) => {
      res.status(201).json(await keys.create(authOf(req), req.body));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Chaves de API',
    summary: 'Revogar uma chave de API',
    ok: { 204: ['Chave revogada'] },
    errors: [404],
    handler: async (keys, { req, res, params }) => {
      await keys.revoke(authOf(req), params.id);
      res.status(204).end();
    },
  }),
]);
