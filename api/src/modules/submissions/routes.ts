// Staff submission routes: /api/submissions (list, view, comment) and the CSV export
// /api/forms/:formId/submissions.csv. MANAGER and USER only; the service narrows to what each may see.
import { Router } from 'express';
import { z } from 'zod';
import { commentInputSchema } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth/middleware';
import type { SubmissionsService } from './service';

const listQuerySchema = pageQuerySchema.extend({
  formId: z.string().optional(),
  search: z.string().max(200).optional(),
});

/** Mounted at /submissions. */
export function submissionsRoutes(submissions: SubmissionsService, guards: AuthGuards): Router {
  const router = Router();
  const staff = [guards.authenticate, guards.requireRole('MANAGER', 'USER')];

  router.get('/', ...staff, async (req, res) => {
    res.json(await submissions.list(authOf(req), listQuerySchema.parse(req.query)));
  });

  router.get('/:id', ...staff, async (req, res) => {
    res.json(await submissions.get(authOf(req), recordId(req.params.id)));
  });

  router.post('/:id/comments', ...staff, async (req, res) => {
    const id = recordId(req.params.id);
    const input = commentInputSchema.parse(req.body);
    res.status(201).json(await submissions.addStaffComment(authOf(req), id, input));
  });

  return router;
}

/**
 * Mounted at /forms beside the forms module's router; it answers only its one path, so every other
 * /forms request passes through untouched.
 */
export function submissionsCsvRoutes(submissions: SubmissionsService, guards: AuthGuards): Router {
  const router = Router();

  router.get(
    '/:formId/submissions.csv',
    guards.authenticate,
    guards.requireRole('MANAGER', 'USER'),
    async (req, res) => {
      const { filename, content } = await submissions.exportCsv(authOf(req), recordId(req.params.formId));
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
      });
      res.send(content);
    },
  );

  return router;
}
