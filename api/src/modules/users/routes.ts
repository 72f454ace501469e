// /api/users: the staff of each company. Everyone signed in reads its own company's (an ADMIN any);
// ADMIN and MANAGER create and delete; the service narrows what each may see and change.
import { z } from 'zod';
import {
  safeString,
  userCreateSchema,
  userPageResponseSchema,
  userResponseSchema,
  userUpdateSchema,
} from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import { declareRoutes, json, ROLES } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { UsersService } from './service';

export const listQuerySchema = pageQuerySchema.extend({
  companyId: z.guid().optional(),
  search: safeString().max(200).optional(),
});

export const usersRoutes = declareRoutes<UsersService>('/api/users', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ROLES },
    tag: 'Usuários',
    summary: 'Listar usuários',
    description: 'ADMIN: todos (ou os de `companyId`); MANAGER e USER: os da própria empresa.',
    query: listQuerySchema,
    ok: { 200: ['Uma página de usuários', json(userPageResponseSchema)] },
    errors: [400],
    handler: async (users, { req, res, query }) => {
      res.json(await users.list(authOf(req), query));
    },
  }),
  // Before '/:id', which would read 'me' as an id.
  route({
    method: 'delete',
    path: '/me',
    access: { roles: ROLES },
    tag: 'Usuários',
    summary: 'Excluir a própria conta',
    ok: { 204: ['Conta excluída'] },
    errors: [409],
    handler: async (users, { req, res }) => {
      await users.removeSelf(authOf(req));
      res.status(204).end();
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: { roles: ROLES },
    tag: 'Usuários',
    summary: 'Ver um usuário',
    ok: { 200: ['O usuário', json(userResponseSchema)] },
    errors: [404],
    handler: async (users, { req, res, params }) => {
      res.json(await users.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Criar um usuário',
    body: userCreateSchema,
    ok: { 201: ['Usuário criado', json(userResponseSchema)] },
    errors: [400, 409, 413],
    handler: async (users, { req, res, body }) => {
      res.status(201).json(await users.create(authOf(req), body));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: { roles: ROLES },
    tag: 'Usuários',
    summary: 'Alterar um usuário',
    body: userUpdateSchema,
    ok: { 200: ['Usuário alterado', json(userResponseSchema)] },
    errors: [400, 404, 413],
    handler: async (users, { req, res, params, body }) => {
      res.json(await users.update(authOf(req), params.id, body));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Usuários',
    summary: 'Excluir um usuário',
    ok: { 204: ['Usuário excluído'] },
    errors: [404],
    handler: async (users, { req, res, params }) => {
      await users.remove(authOf(req), params.id);
      res.status(204).end();
    },
  }),
]);
