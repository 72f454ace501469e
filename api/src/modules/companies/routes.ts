import { Router } from 'express';
import { pageQuerySchema } from '../../http/pagination';
import type { AuthGuards } from '../auth/middleware';
import type { CompaniesService } from './service';

export function companiesRoutes(companies: CompaniesService, guards: AuthGuards): Router {
  const router = Router();

  router.get('/', guards.authenticate, guards.requireRole('ADMIN'), async (req, res) => {
    res.json(await companies.list(pageQuerySchema.parse(req.query)));
  });

  return router;
}
