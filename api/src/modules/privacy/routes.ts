// The data subject's rights: /api/privacy/people (search), /people/export (JSON of everything held),
// DELETE /people (all of it). MANAGER (its own company) and ADMIN (the company it names) only.
import {
  dataSubjectAnswersResponseSchema,
  dataSubjectDeletedResponseSchema,
  dataSubjectExportResponseSchema,
  dataSubjectQuerySchema,
} from '@formbuilder/contracts';
import { declareRoutes, json, parsedBy } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { PrivacyService } from './service';

const allowed = { roles: ['ADMIN', 'MANAGER'] } as const;
/** Documented as the query string reads, before the schema's transform. */
const query = parsedBy(dataSubjectQuerySchema.in, (raw) => dataSubjectQuerySchema.parse(raw));

export const privacyRoutes = declareRoutes<PrivacyService>('/api/privacy', (route) => [
  route({
    method: 'get',
    path: '/people',
    access: allowed,
    tag: 'Privacidade',
    summary: 'Localizar as respostas de um titular',
    description: 'Informe `document` (CPF/CNPJ) ou `email`, só um; ADMIN informa também `companyId`.',
    query,
    ok: { 200: ['As respostas do titular', json(dataSubjectAnswersResponseSchema)] },
    errors: [400, 404],
    handler: async (privacy, { req, res, query }) => {
      res.json(await privacy.search(authOf(req), query));
    },
  }),
  route({
    method: 'get',
    path: '/people/export',
    access: allowed,
    tag: 'Privacidade',
    summary: 'Exportar tudo o que se guarda do titular (JSON)',
    query,
    ok: { 200: ['O arquivo dados-do-titular.json, como anexo', json(dataSubjectExportResponseSchema)] },
    errors: [400, 404],
    handler: async (privacy, { req, res, query }) => {
      const data = await privacy.export(authOf(req), query);
      res.set('Content-Disposition', 'attachment; filename="dados-do-titular.json"');
      res.json(data);
    },
  }),
  route({
    method: 'delete',
    path: '/people',
    access: allowed,
    tag: 'Privacidade',
    summary: 'Excluir todas as respostas do titular',
    query,
    ok: { 200: ['Quantas respostas e arquivos foram excluídos', json(dataSubjectDeletedResponseSchema)] },
    errors: [400, 404],
    handler: async (privacy, { req, res, query }) => {
      res.json(await privacy.remove(authOf(req), query));
    },
  }),
]);
