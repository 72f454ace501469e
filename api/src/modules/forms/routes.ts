// /api/forms for staff: MANAGER and USER (an ADMIN manages companies and templates, not forms).
// Only one-segment paths are matched, so /api/forms/:id/submissions.csv stays with its own module.
import { Router } from 'express';
import { fromTemplateSchema, safeString, validateFormBody } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { validated } from '../../http/validated';
import { authOf, type AuthGuards } from '../auth';
import type { FormsService } from './service';

export const listQuerySchema = pageQuerySchema.extend({ search: safeString().max(200).optional() });

export function formsRoutes(forms: FormsService, guards: AuthGuards): Router {
  const router = Router();
  const staff = [guards.authenticate, guards.requireRole('MANAGER', 'USER')];

  router.get('/', ...staff, async (req, res) => {
    res.json(await forms.list(authOf(req), listQuerySchema.parse(req.query)));
  });

  // Before '/:id', which would otherwise take 'count' for an id.
  router.get('/count', ...staff, async (req, res) => {
    res.json(await forms.count(authOf(req)));
  });

  // The template library is the MANAGER's (docs/product.md#library, #roles); a USER has no library.
  router.post('/from-template', guards.authenticate, guards.requireRole('MANAGER'), async (req, res) => {
    res.status(201).json(await forms.createFromTemplate(authOf(req), fromTemplateSchema.parse(req.body)));
  });

  router.post('/', ...staff, async (req, res) => {
    res.status(201).json(await forms.create(authOf(req), validated(validateFormBody(req.body))));
  });

  router.get('/:id', ...staff, async (req, res) => {
    res.json(await forms.get(authOf(req), recordId(req.params.id)));
  });

  router.patch('/:id', ...staff, async (req, res) => {
    const id = recordId(req.params.id);
    // Validated by the service, after an older editor's save gets back the fields it does not know.
    res.json(await forms.update(authOf(req), id, req.body));
  });

  router.delete('/:id', ...staff, async (req, res) => {
    await forms.remove(authOf(req), recordId(req.params.id));
    res.status(204).end();
  });

  return router;
}
