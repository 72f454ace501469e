// /api/forms/:id/draft: the editor's autosaved draft of a stored form (drafts.ts). Staff sessions
// only: the draft is the editor's, so no API key reaches it.
import { formDraftBodySchema, formDraftResponseSchema, formDraftStateResponseSchema } from '@formbuilder/contracts';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { FormDraftsService } from './drafts';

const staff = ['MANAGER', 'USER'] as const;

export const formDraftsRoutes = declareRoutes<FormDraftsService>('/api/forms', (route) => [
  route({
    method: 'get',
    path: '/:id/draft',
    access: { roles: staff },
    tag: 'Formulários',
    summary: 'Ver o rascunho do editor de um formulário',
    ok: { 200: ['O rascunho, ou null quando não há', json(formDraftStateResponseSchema)] },
    errors: [404],
    handler: async (drafts, { req, res, params }) => {
      res.json(await drafts.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'post',
    path: '/:id/draft',
    access: { roles: staff },
    tag: 'Formulários',
    summary: 'Guardar o rascunho do editor (o formulário publicado não muda)',
    body: formDraftBodySchema,
    ok: { 200: ['Rascunho guardado', json(formDraftResponseSchema)] },
    errors: [400, 404, 413],
    handler: async (drafts, { req, res, params, body }) => {
      res.json(await drafts.save(authOf(req), params.id, body));
    },
  }),
  route({
    method: 'delete',
    path: '/:id/draft',
    access: { roles: staff },
    tag: 'Formulários',
    summary: 'Descartar o rascunho do editor',
    ok: { 204: ['Rascunho descartado'] },
    errors: [404],
    handler: async (drafts, { req, res, params }) => {
      await drafts.discard(authOf(req), params.id);
      res.status(204).end();
    },
  }),
]);
