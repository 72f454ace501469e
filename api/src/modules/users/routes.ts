import { Router } from 'express';
import { z } from 'zod';
import { safeString, userCreateSchema, userUpdateSchema } from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth';
import type { UsersService } from './service';

export const listQuerySchema = pageQuerySchema.extend({
  companyId: z.guid().optional(),
  search: safeString().max(200).optional(),
});

export function usersRoutes(users: UsersService, guards: AuthGuards): Router {
  const router = Router();
  const { authenticate, requireRole } = guards;
  router.use(authenticate);

  router.get('/', async (req, res) => {
    res.json(await users.list(authOf(req), listQuerySchema.parse(req.query)));
  });

  // Before '/:id', which would read 'me' as an id.
  router.delete('/me', async (req, res) => {
    await users.removeSelf(authOf(req));
    res.status(204).end();
  });

  router.get('/:id', async (req, res) => {
    res.json(await users.get(authOf(req), recordId(req.params.id)));
  });

  router.post('/', requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    const input = userCreateSchema.parse(req.body);
    res.status(201).json(await users.create(authOf(req), input));
  });

  router.patch('/:id', async (req, res) => {
    const id = recordId(req.params.id);
    res.json(await users.update(authOf(req), id, userUpdateSchema.parse(req.body)));
  });

  router.delete('/:id', requireRole('ADMIN', 'MANAGER'), async (req, res) => {
    await users.remove(authOf(req), recordId(req.params.id));
    res.status(204).end();
  });

  router.use(guards.logDenied);
  return router;
}
