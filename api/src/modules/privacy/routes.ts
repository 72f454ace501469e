// The data subject's rights: /api/privacy/people (search), /people/export (JSON of everything held),
// DELETE /people (all of it). MANAGER (its own company) and ADMIN (the company it names) only.
import { Router } from 'express';
import { dataSubjectQuerySchema } from '@formbuilder/contracts';
import { authOf, type AuthGuards } from '../auth';
import type { PrivacyService } from './service';

/** Mounted at /privacy. */
export function privacyRoutes(privacy: PrivacyService, guards: AuthGuards): Router {
  const router = Router();
  const allowed = [guards.authenticate, guards.requireRole('ADMIN', 'MANAGER')];

  router.get('/people', ...allowed, async (req, res) => {
    res.json(await privacy.search(authOf(req), dataSubjectQuerySchema.parse(req.query)));
  });

  router.get('/people/export', ...allowed, async (req, res) => {
    const data = await privacy.export(authOf(req), dataSubjectQuerySchema.parse(req.query));
    res.set('Content-Disposition', 'attachment; filename="dados-do-titular.json"');
    res.json(data);
  });

  router.delete('/people', ...allowed, async (req, res) => {
    res.json(await privacy.remove(authOf(req), dataSubjectQuerySchema.parse(req.query)));
  });

  return router;
}
