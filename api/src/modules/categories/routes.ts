// /api/template-categories: read by ADMIN and MANAGER (the library), written by ADMIN only.
import { Router } from 'express';
import { categoryBodySchema } from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import type { AuthGuards } from '../auth';
import type { CategoriesService } from './service';

export function categoriesRoutes(categories: CategoriesService, guards: AuthGuards): Router {
  const router = Router();

  router.get('/', guards.authenticate, guards.requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    res.json(await categories.list(pageQuerySchema.parse(req.query)));
  });

  router.post('/', guards.authenticate, guards.requireRole('ADMIN'), async (req, res) => {
    res.status(201).json(await categories.create(categoryBodySchema.parse(req.body)));
  });

  return router;
}
