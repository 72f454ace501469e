// GET /api/audit: the audit log, read only (docs/audit.md). There is no route that changes or
// deletes an entry. MANAGER (its own company) and ADMIN (all, or the company it names).
import { auditEntryPageResponseSchema, auditQuerySchema } from '@formbuilder/contracts';
import { declareRoutes, json } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { AuditService } from './service';

export const auditRoutes = declareRoutes<AuditService>('/api/audit', (route) => [
  route({
    method: 'get',
    path: '/',
    access: { roles: ['ADMIN', 'MANAGER'] },
    tag: 'Auditoria',
    summary: 'Ler o registro de auditoria',
    description: 'MANAGER: a própria empresa; ADMIN: todas, ou a de `companyId`.',
    query: auditQuerySchema,
    ok: { 200: ['Uma página de registros, os mais novos primeiro', json(auditEntryPageResponseSchema)] },
    errors: [400],
    handler: async (audit, { req, res, query }) => {
      res.json(await audit.list(authOf(req), query));
    },
  }),
]);
