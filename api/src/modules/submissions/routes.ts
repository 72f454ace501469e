// Staff submission routes: /api/submissions (list, view, comment, delete) and the CSV/XLSX export
// /api/forms/:formId/submissions.:format. MANAGER and USER only; the service narrows to what each may see.
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import {
  bulkDeleteInputSchema,
  commentInputSchema,
  messages,
  safeString,
  SUBMISSION_SORT_PATTERN,
  submissionPageResponseSchema,
  submissionResponseSchema,
  submissionsDeletedResponseSchema,
} from '@formbuilder/contracts';
import { notFound } from '../../http/errors';
import { pageQuerySchema } from '../../http/pagination';
import { binary, declareRoutes, json, parsedBy, text } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { StaffSubmissionsService } from './staff';

export const listQuerySchema = pageQuerySchema
  .extend({
    formId: safeString().optional(),
    search: safeString().max(200).optional(),
    /** Only submissions stored before this instant: later pages stay still while answers arrive. */
    asOf: z.iso.datetime({ offset: true }).optional(),
    /** First day, inclusive, in Brasília time. */
    from: z.iso.date().optional(),
    /** Last day, inclusive. */
    to: z.iso.date().optional(),
    sort: z.string().regex(SUBMISSION_SORT_PATTERN, messages.invalidSort).optional().meta({
      description:
        '`created` (data), `name` ou `answer:{questionId}`; `-` na frente inverte. Padrão: `-created` (mais recentes primeiro)',
    }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: messages.invalidDateRange,
  });

export const exportQuerySchema = z.object({
  /** ';' (pt-BR spreadsheets, the default) or ','. */
  delimiter: z.enum(['semicolon', 'comma']).default('semicolon'),
});

const staff = ['MANAGER', 'USER'] as const;

export const submissionsRoutes = declareRoutes<StaffSubmissionsService>('/api/submissions', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: staff, scope: 'submissions:read' },
    tag: 'Respostas',
    summary: 'Listar respostas',
    description: 'Passe `asOf` de volta para que as páginas seguintes não se movam enquanto chegam respostas.',
    query: listQuerySchema,
    ok: { 200: ['Uma página de respostas', json(submissionPageResponseSchema)] },
    errors: [400],
    handler: async (submissions, { req, res, query }) => {
      res.json(await submissions.list(authOf(req), query));
    },
  }),
  // Before '/:id': 'delete' is no id.
  route({
    method: 'post',
    path: '/delete',
    access: { roles: staff, scope: 'submissions:write' },
    tag: 'Respostas',
    summary: 'Excluir as respostas selecionadas, com seus arquivos e comentários',
    description:
      'Cada resposta segue a regra de excluir uma: todas ou nenhuma. Uma que o chamador não vê é 404; uma que vê sem poder excluir, 403.',
    body: bulkDeleteInputSchema,
    ok: { 200: ['Quantas foram excluídas', json(submissionsDeletedResponseSchema)] },
    errors: [400, 404],
    handler: async (submissions, { req, res, body }) => {
      res.json(await submissions.removeMany(authOf(req), body));
    },
  }),
  route({
    method: 'get',
    path: '/:id',
    access: { roles: staff, scope: 'submissions:read' },
    tag: 'Respostas',
    summary: 'Ver uma resposta',
    ok: { 200: ['A resposta', json(submissionResponseSchema)] },
    errors: [404],
    handler: async (submissions, { req, res, params }) => {
      res.json(await submissions.get(authOf(req), params.id));
    },
  }),
  route({
    method: 'delete',
    path: '/:id',
    access: { roles: staff, scope: 'submissions:write' },
    tag: 'Respostas',
    summary: 'Excluir uma resposta, seus arquivos e comentários',
    ok: { 204: ['Resposta excluída'] },
    errors: [404],
    handler: async (submissions, { req, res, params }) => {
      await submissions.remove(authOf(req), params.id);
      res.status(204).end();
    },
  }),
  route({
    method: 'post',
    path: '/:id/comments',
    access: { roles: staff, scope: 'submissions:write' },
    tag: 'Respostas',
    summary: 'Comentar uma resposta (equipe)',
    body: commentInputSchema,
    ok: { 201: ['A resposta com o novo comentário', json(submissionResponseSchema)] },
    errors: [400, 404, 409, 413],
    handler: async (submissions, { req, res, params, body }) => {
      res.status(201).json(await submissions.addStaffComment(authOf(req), params.id, body));
    },
  }),
]);

const formats = ['csv', 'xlsx'] as const;

/** Beside the forms module's routes under /api/forms: only the export paths. */
export const submissionsCsvRoutes = declareRoutes<StaffSubmissionsService>('/api/forms', (route) => [
  route({
    method: 'get',
    path: '/:formId/submissions.:format',
    access: { roles: staff, scope: 'submissions:read' },
    tag: 'Respostas',
    summary: 'Exportar as respostas de um formulário (CSV ou XLSX)',
    params: {
      // Any other extension names no export: the same 404 as an unknown path.
      format: parsedBy(z.enum(formats).meta({ description: 'csv ou xlsx' }), (raw) => {
        const format = formats.find((known) => known === raw);
        if (!format) throw notFound();
        return format;
      }),
    },
    query: exportQuerySchema,
    ok: {
      200: [
        'O arquivo, como anexo',
        {
          ...text('text/csv'),
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: binary() },
        },
      ],
    },
    errors: [400, 404],
    handler: async (submissions, { req, res, params, query }) => {
      const format = params.format as (typeof formats)[number];
      const file = await submissions.exportSubmissions(authOf(req), params.formId, format, query.delimiter);
      res.set({
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
      });
      // A failure half-way can no longer become an error answer: the connection is cut instead, so
      // the download fails visibly rather than ending as a short file.
      await pipeline(file.body, res).catch((error: unknown) => {
        if (!res.headersSent) throw error;
        res.destroy(error as Error);
      });
    },
  }),
]);
