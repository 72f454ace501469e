// Staff submission routes: /api/submissions (list, view, comment, delete) and the CSV export
// /api/forms/:formId/submissions.csv. MANAGER and USER only; the service narrows to what each may see.
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { z } from 'zod';
import { commentInputSchema, safeString } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth';
import type { SubmissionsService } from './service';

export const listQuerySchema = pageQuerySchema.extend({
  formId: safeString().optional(),
  search: safeString().max(200).optional(),
  /** Only submissions stored before this instant: later pages stay still while answers arrive. */
  asOf: z.iso.datetime({ offset: true }).optional(),
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

  router.delete('/:id', ...staff, async (req, res) => {
    await submissions.remove(authOf(req), recordId(req.params.id));
    res.status(204).end();
  });

  router.post('/:id/comments', ...staff, async (req, res) => {
    const id = recordId(req.params.id);
    const input = commentInputSchema.parse(req.body);
    res.status(201).json(await submissions.addStaffComment(authOf(req), id, input));
  });

  return router;
}

export const exportQuerySchema = z.object({
  /** ';' (pt-BR spreadsheets, the default) or ','. */
  delimiter: z.enum(['semicolon', 'comma']).default('semicolon'),
});

/**
 * Mounted at /forms beside the forms module's router; it answers only its export paths, so every
 * other /forms request passes through untouched.
 */
export function submissionsCsvRoutes(submissions: SubmissionsService, guards: AuthGuards): Router {
  const router = Router();

  router.get(
    '/:formId/submissions.:format',
    guards.authenticate,
    guards.requireRole('MANAGER', 'USER'),
    async (req, res, next) => {
      const format = req.params.format;
      if (format !== 'csv' && format !== 'xlsx') {
        next();
        return;
      }
      const { delimiter } = exportQuerySchema.parse(req.query);
      const file = await submissions.exportSubmissions(authOf(req), recordId(req.params.formId), format, delimiter);
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
  );

  return router;
}
