// /api/forms for staff: MANAGER and USER (an ADMIN manages companies and templates, not forms).
// Besides '/:id/duplicate', only one-segment paths are declared, so /api/forms/:id/submissions.csv
// stays with its own module.
import {
  formBodySchema,
  formPageResponseSchema,
  formPatchSchema,
  formResponseSchema,
  formsCountResponseSchema,
  fromTemplateSchema,
  validateFormBody,
} from '@formbuilder/contracts';
import { declareRoutes, json, parsedBy } from '../../http/route';
import { validated } from '../../http/validated';
import { authOf } from '../../kernel/caller';
import { titledListQuerySchema } from '../question-lists';
import type { FormsService } from './service';

export const listQuerySchema = titledListQuerySchema;

const staff = ['MANAGER', 'USER'] as const;

export const formsRoutes = declareRoutes<FormsService>('/api/forms', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: staff, scope: 'forms:read' },
    tag: 'Formulários',
    summary: 'Listar formulários',
    query: listQuerySchema,
    ok: { 200: ['Uma página de formulários', json(formPageResponseSchema)] },
    errors: [400],
    handler: async (forms, { req, res, query }) => {
      res.json(await forms.list(authOf(req), query));
    },
  }),
  // Before '/:id', which would otherwise take 'count' for an id.
  route({
    method: 'get',
    path: '/count',
    access: { roles: staff, scope: 'forms:read' },
    tag: 'Formulários',
    summary: 'Quantos formulários a empresa tem, e o limite do plano',
    ok: { 200: ['Contagem e limite', json(formsCountResponseSchema)] },
    errors: [],
    handler: async (forms, { req, res }) => {
      res.json(await forms.count(authOf(req)));
    },
  }),
  // The template library is the MANAGER's (docs/product.md#library, #roles); a USER has no library.
  route({
    method: 'post',
    path: '/from-template',
    access: { roles: ['MANAGER'], scope: 'forms:write' },
    tag: 'Formulários',
    summary: 'Criar um formulário a partir de um modelo',
    body: fromTemplateSchema,
    ok: { 201: ['Formulário criado', json(formResponseSchema)] },
    errors: [400, 404, 409, 413],
    handler: async (forms, { req, res, body }) => {
      res.status(201).json(await forms.createFromTemplate(authOf(req), body));
    },
  }),
  route({
    method: 'post',
    path: '/',
    access: { roles: staff, scope: 'forms:write' },
    tag: 'Formulários',
    summary: 'Criar um formulário',
    // The contracts' validator names the question in its message ('Pergunta #n: ...').
    body: parsedBy(formBodySchema, (raw) => validated(validateFormBody(raw))),
    ok: { 201: ['Formulário criado', json(formResponseSchema)] },
    errors: [400, 409, 413],
    handler: async (forms, { req, res, body }) => {
      res.status(201).json(await forms.create(authOf(req), body));
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: { roles: staff, scope: 'forms:read' },
    tag: 'Formulários',
    summary: 'Ver um formulário',
    ok: { 200: ['O formulário', json(formResponseSchema)] },
    errors: [404],
    handler: async (forms, { req, res, params }) => {
      res.json(await forms.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'patch',
    path: '/:id',
    access: { roles: staff, scope: 'forms:write' },
    tag: 'Formulários',
    summary: 'Alterar um formulário',
    // Validated by the service, after an older editor's save gets back the fields it does not know.
    body: parsedBy(formPatchSchema, (raw) => raw),
    ok: { 200: ['Formulário alterado', json(formResponseSchema)] },
    errors: [400, 404, 413],
    handler: async (forms, { req, res, params, body }) => {
      res.json(await forms.update(authOf(req), params.id, body));
    },
  }),
  route({
    method: 'post',
    path: '/:id/duplicate',
    access: { roles: staff, scope: 'forms:write' },
    tag: 'Formulários',
    summary: 'Duplicar um formulário (sem as respostas)',
    ok: { 201: ['A cópia, inativa', json(formResponseSchema)] },
    errors: [404, 409],
    handler: async (forms, { req, res, params }) => {
      res.status(201).json(await forms.duplicate(authOf(req), params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: staff, scope: 'forms:write' },
    tag: 'Formulários',
    summary: 'Excluir um formulário e suas respostas',
    ok: { 204: ['Formulário excluído'] },
    errors: [404, 409],
    handler: async (forms, { req, res, params }) => {
      await forms.remove(authOf(req), params.id);
      res.status(204).end();
    },
  }),
]);
