// /api/webhooks: a MANAGER's webhooks of its own company (docs/integrations.md, docs/product.md#api).
import { Router } from 'express';
import { z } from 'zod';
import { webhookCreateSchema, webhookUpdateSchema } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth';
import type { WebhooksService } from './service';

export const deliveriesQuerySchema = pageQuerySchema.extend({
  state: z.enum(['pending', 'succeeded', 'failed']).optional(),
});

export function webhooksRoutes(webhooks: WebhooksService, guards: AuthGuards): Router {
  const router = Router();
  const manager = [guards.authenticate, guards.requireRole('MANAGER')];

  router.get('/', ...manager, async (req, res) => {
    res.json(await webhooks.list(authOf(req), pageQuerySchema.parse(req.query)));
  });

  router.post('/', ...manager, async (req, res) => {
    res.status(201).json(await webhooks.create(authOf(req), webhookCreateSchema.parse(req.body)));
  });

  // Before '/:id', whose paths have one segment fewer.
  router.post('/deliveries/:deliveryId/replay', ...manager, async (req, res) => {
    res.json(await webhooks.replay(authOf(req), recordId(req.params.deliveryId)));
  });

  router.get('/:id', ...manager, async (req, res) => {
    res.json(await webhooks.get(authOf(req), recordId(req.params.id)));
  });

  router.patch('/:id', ...manager, async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await webhooks.update(authOf(req), id, webhookUpdateSchema.parse(req.body)));
  });

  router.delete('/:id', ...manager, async (req, res) => {
    await webhooks.remove(authOf(req), recordId(req.params.id));
    res.status(204).end();
  });

  router.post('/:id/rotate-secret', ...manager, async (req, res) => {
    res.json(await webhooks.rotate(authOf(req), recordId(req.params.id)));
  });

  router.post('/:id/test', ...manager, async (req, res) => {
    res.status(202).json(await webhooks.sendTest(authOf(req), recordId(req.params.id)));
  });

  router.get('/:id/deliveries', ...manager, async (req, res) => {
    res.json(await webhooks.deliveries(authOf(req), recordId(req.params.id), deliveriesQuerySchema.parse(req.query)));
  });

  router.post('/:id/replay-failed', ...manager, async (req, res) => {
    res.status(202).json(await webhooks.replayFailed(authOf(req), recordId(req.params.id)));
  });

  router.use(guards.logDenied);
  return router;
}
