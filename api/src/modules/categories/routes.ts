// /api/template-categories: read by ADMIN and MANAGER (the library), written by ADMIN only.
import {
  categoryBodySchema,
  templateCategoryPageResponseSchema,
  templateCategoryResponseSchema,
} from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { CategoriesService } from './service';

export const categoriesRoutes = declareRoutes<CategoriesService>('/api/template-categories', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Modelos',
    summary: 'Listar categorias de modelos',
    query: pageQuerySchema,
    ok: { 200: ['Uma página de categorias', json(templateCategoryPageResponseSchema)] },
    errors: [400],
    handler: async (categories, { res, query }) => {
      res.json(await categories.list(query));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: ['ADMIN'] },
    tag: 'Modelos',
    summary: 'Criar uma categoria de modelos',
    body: categoryBodySchema,
    ok: { 201: ['Categoria criada', json(templateCategoryResponseSchema)] },
    errors: [400, 409, 413],
    handler: async (categories, { req, res, body }) => {
      res.status(201).json(await categories.create(body, authOf(req).userId));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: { roles: ['ADMIN'] },
    tag: 'Modelos',
    summary: 'Renomear uma categoria de modelos',
    body: categoryBodySchema,
    ok: { 200: ['Categoria renomeada', json(templateCategoryResponseSchema)] },
    errors: [400, 404, 409, 413],
    handler: async (categories, { req, res, params, body }) => {
      res.json(await categories.rename(params.id, body, authOf(req).userId));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: ['ADMIN'] },
    tag: 'Modelos',
    summary: 'Excluir uma categoria de modelos vazia',
    description: 'Uma categoria com modelos não é excluída (409): mova ou apague os modelos antes.',
    ok: { 204: ['Categoria excluída'] },
    errors: [404, 409],
    handler: async (categories, { req, res, params }) => {
      await categories.remove(params.id, authOf(req).userId);
      res.status(204).end();
    },
  }),
]);
