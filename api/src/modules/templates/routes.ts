// /api/templates: the library is read by ADMIN and MANAGER and written only by ADMIN (docs/product.md#roles).
import { Router } from 'express';
import { z } from 'zod';
import { safeString, templateMessages, validateTemplateBody } from '@formbuilder/contracts';
import { pageQuerySchema } from '../../http/pagination';
import { validated } from '../../http/validated';
import { authOf, type AuthGuards } from '../auth';
import { templateId, type TemplatesService } from './service';

export const listQuerySchema = pageQuerySchema.extend({
  categoryId: z.guid({ error: templateMessages.categoryNotFound }).optional(),
  search: safeString().max(200).optional(),
});

export function templatesRoutes(templates: TemplatesService, guards: AuthGuards): Router {
  const router = Router();
  const readers = [guards.authenticate, guards.requireRole('ADMIN', 'MANAGER')];
  const writers = [guards.authenticate, guards.requireRole('ADMIN')];

  router.get('/', ...readers, async (req, res) => {
    res.json(await templates.list(listQuerySchema.parse(req.query)));
  });

  router.post('/', ...writers, async (req, res) => {
    res.status(201).json(await templates.create(validated(validateTemplateBody(req.body)), authOf(req).userId));
  });

  router.get('/:id', ...readers, async (req, res) => {
    res.json(await templates.get(templateId(req.params.id)));
  });

  router.patch('/:id', ...writers, async (req, res) => {
    const id = templateId(req.params.id);
    // Validated by the service, after an older editor's save gets back the fields it does not know.
    res.json(await templates.update(id, req.body, authOf(req).userId));
  });

  router.delete('/:id', ...writers, async (req, res) => {
    await templates.remove(templateId(req.params.id), authOf(req).userId);
    res.status(204).end();
  });

  return router;
}
