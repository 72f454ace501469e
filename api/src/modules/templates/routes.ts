// /api/templates: the library is read by ADMIN and MANAGER and written only by ADMIN (docs/product.md#roles).
import { z } from 'zod';
import {
  templateBodySchema,
  templateMessages,
  templatePageResponseSchema,
  templatePatchSchema,
  templateResponseSchema,
  validateTemplateBody,
} from '@formbuilder/contracts';
import { declareRoutes, json, parsedBy } from '../../http/route';
import { validated } from '../../http/validated';
import { authOf } from '../../kernel/caller';
import { titledListQuerySchema } from '../question-lists';
import { templateId, type TemplatesService } from './service';

export const listQuerySchema = titledListQuerySchema.extend({
  categoryId: z.guid({ error: templateMessages.categoryNotFound }).optional(),
});

const readers = { roles: ['ADMIN', 'MANAGER'] } as const;
const writers = { roles: ['ADMIN'] } as const;
/** A template id: a malformed one answers the template's own 404 message. */
const id = parsedBy(z.string().meta({ description: 'UUID' }), templateId);

export const templatesRoutes = declareRoutes<TemplatesService>('/api/templates', (route) => [
  route({
    method: 'get',
    path: '/',
    access: readers,
    tag: 'Modelos',
    summary: 'Listar modelos',
    query: listQuerySchema,
    ok: { 200: ['Uma página de modelos', json(templatePageResponseSchema)] },
    errors: [400],
    handler: async (templates, { res, query }) => {
      res.json(await templates.list(query));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: writers,
    tag: 'Modelos',
    summary: 'Criar um modelo',
    body: parsedBy(templateBodySchema, (raw) => validated(validateTemplateBody(raw))),
    ok: { 201: ['Modelo criado', json(templateResponseSchema)] },
    errors: [400, 413],
    handler: async (templates, { req, res, body }) => {
      res.status(201).json(await templates.create(body, authOf(req).userId));
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: readers,
    tag: 'Modelos',
    summary: 'Ver um modelo',
    params: { id },
    ok: { 200: ['O modelo', json(templateResponseSchema)] },
    errors: [404],
    handler: async (templates, { res, params }) => {
      res.json(await templates.get(params.id));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: writers,
    tag: 'Modelos',
    summary: 'Alterar um modelo',
    params: { id },
    // Validated by the service, after an older editor's save gets back the fields it does not know.
    body: parsedBy(templatePatchSchema, (raw) => raw),
    ok: { 200: ['Modelo alterado', json(templateResponseSchema)] },
    errors: [400, 404, 413],
    handler: async (templates, { req, res, params, body }) => {
      res.json(await templates.update(params.id, body, authOf(req).userId));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: writers,
    tag: 'Modelos',
    summary: 'Excluir um modelo',
    params: { id },
    ok: { 204: ['Modelo excluído'] },
    errors: [404],
    handler: async (templates, { req, res, params }) => {
      await templates.remove(params.id, authOf(req).userId);
      res.status(204).end();
    },
  }),
]);
