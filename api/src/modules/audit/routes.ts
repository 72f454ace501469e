// GET /api/audit: the audit log, read only (docs/audit.md). There is no route that changes or
// deletes an entry. MANAGER (its own company) and ADMIN (all, or the company it names).
import { Router } from 'express';
import { auditQuerySchema } from '@formbuilder/contracts';
import { authOf, type AuthGuards } from '../auth';
import type { AuditService } from './service';

/** Mounted at /audit. */
export function auditRoutes(audit: AuditService, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.authenticate, guards.requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    res.json(await audit.list(authOf(req), auditQuerySchema.parse(req.query)));
  });
  return router;
}
