import { z } from 'zod';
import type { Request } from 'express';
import {
  companyCreateSchema,
  companyPageResponseSchema,
  companyResponseSchema,
  companyManagerUpdateSchema,
  companyUpdateSchema,
  safeString,
} from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import { binary, declareRoutes, json, multipart, ROLES } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { FilesService } from '../files';
import { isMultipart, singleFileUpload, uploadOf, withUpload } from '../files';
import type { CompaniesService } from './service';

const limitFields = ['formsLimit', 'usersLimit'];
const flagFields = ['allowEmail', 'allowSMS', 'allowWhatsapp', 'privacyAckRequired'];

/**
 * The body as JSON would carry it. A multipart form (sent when a logo goes along) has only strings,
 * so numbers, booleans and an emptied logo are read back from their text first.
 */
function companyBody(req: Request): unknown {
  if (!isMultipart(req)) return req.body;
  const body: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
  for (const key of limitFields) {
    const value = body[key];
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) body[key] = Number(value);
  }
  for (const key of flagFields) {
    if (body[key] === 'true') body[key] = true;
    else if (body[key] === 'false') body[key] = false;
  }
  if (body.logo === '' || body.logo === 'null') body.logo = null;
  // The sites that may embed the forms travel as their JSON list.
  if (typeof body.embedOrigins === 'string') {
    try {
      body.embedOrigins = JSON.parse(body.embedOrigins) as unknown;
    } catch {
      body.embedOrigins = [body.embedOrigins];
    }
  }
  // An empty cap means no cap.
  if (body.messagesLimit === '' || body.messagesLimit === 'null') body.messagesLimit = null;
  else if (typeof body.messagesLimit === 'string' && /^\s*\d+\s*$/.test(body.messagesLimit)) {
    body.messagesLimit = Number(body.messagesLimit);
  }
  // An empty retention field keeps answers for good.
  if (body.retentionDays === '' || body.retentionDays === 'null') body.retentionDays = null;
  else if (typeof body.retentionDays === 'string' && /^\s*\d+\s*$/.test(body.retentionDays)) {
    body.retentionDays = Number(body.retentionDays);
  }
  return body;
}

export const listQuerySchema = pageQuerySchema.extend({ search: safeString().max(200).optional() });

export interface CompaniesDeps {
  companies: CompaniesService;
  files: FilesService;
}

const companyBodyDoc = (schema: z.ZodType) => ({
  description:
    'JSON, ou multipart/form-data quando vai um logotipo: os mesmos campos como texto e o arquivo em `logo` (PNG, JPEG, GIF ou WEBP).',
  content: { ...json(schema), ...multipart(z.looseObject({ logo: binary().optional() })) },
});
const logo = ({ files }: CompaniesDeps) => [singleFileUpload(files, 'logo', { imagesOnly: true })];

export const companiesRoutes = declareRoutes<CompaniesDeps>('/api/companies', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ['ADMIN'] },
    tag: 'Empresas',
    summary: 'Listar empresas',
    query: listQuerySchema,
    ok: { 200: ['Uma página de empresas', json(companyPageResponseSchema)] },
    errors: [400],
    handler: async ({ companies }, { res, query }) => {
      res.json(await companies.list(query));
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: { roles: ROLES },
    tag: 'Empresas',
    summary: 'Ver uma empresa',
    description: 'ADMIN: qualquer uma; os demais: só a própria.',
    ok: { 200: ['A empresa', json(companyResponseSchema)] },
    errors: [404],
    handler: async ({ companies }, { req, res, params }) => {
      res.json(await companies.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: ['ADMIN'] },
    tag: 'Empresas',
    summary: 'Criar uma empresa',
    requestBody: companyBodyDoc(companyCreateSchema),
    ok: { 201: ['Empresa criada', json(companyResponseSchema)] },
    errors: [400, 413],
    before: logo,
    wrap: withUpload,
    handler: async ({ companies }, { req, res }) => {
      const input = companyCreateSchema.parse(companyBody(req));
      res.status(201).json(await companies.create(input, uploadOf(req), authOf(req)));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Empresas',
    summary: 'Alterar uma empresa',
    description: 'Um MANAGER altera só a própria empresa; seus limites e notificações são ignorados.',
    requestBody: companyBodyDoc(companyUpdateSchema),
    ok: { 200: ['Empresa alterada', json(companyResponseSchema)] },
    errors: [400, 404, 413],
    before: logo,
    wrap: withUpload,
    handler: async ({ companies }, { req, res, params }) => {
      const caller = authOf(req);
      // A MANAGER's limits and notification flags are dropped unread, like unknown keys
      // (docs/people-and-files.md); its privacy notice is kept.
      const schema = caller.role === 'ADMIN' ? companyUpdateSchema : companyManagerUpdateSchema;
      res.json(await companies.update(caller, params.id, schema.parse(companyBody(req)), uploadOf(req)));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: ['ADMIN'] },
    tag: 'Empresas',
    summary: 'Excluir uma empresa e tudo dela',
    ok: { 204: ['Empresa excluída'] },
    errors: [404],
    handler: async ({ companies }, { req, res, params }) => {
      await companies.remove(params.id, authOf(req));
      res.status(204).end();
    },
  }),
]);
