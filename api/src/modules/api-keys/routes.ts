// /api/api-keys: a MANAGER lists, creates and revokes its company's keys; an ADMIN lists and
// revokes any company's (`?companyId=`). No API key may call these (they are not in routeScopes).
import { Router } from 'express';
import { z } from 'zod';
import { recordId } from '../../http/ids';
import { authOf, type AuthGuards } from '../auth';
import type { ApiKeysService } from './service';

export const listQuerySchema = z.object({ companyId: z.guid().optional() });

export function apiKeysRoutes(keys: ApiKeysService, guards: AuthGuards): Router {
  const router = Router();
  const { authenticate, requireRole } = guards;

  router.get('/', authenticate, requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    res.json(await keys.list(authOf(req), listQuerySchema.parse(req.query).companyId));
  });

  router.post('/', authenticate, requireRole('MANAGER'), async (req, res) => {
    res.status(201).json(await keys.create(authOf(req), req.body));
  });

  router.delete('/:id', authenticate, requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    await keys.revoke(authOf(req), recordId(req.params.id));
    res.status(204).end();
  });

  router.use(guards.logDenied);
  return router;
}
