import { Router, type Request } from 'express';
import {
  companyCreateSchema,
  companyManagerUpdateSchema,
  companyUpdateSchema,
  safeString,
} from '@formbuilder/contracts';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth';
import type { FilesService } from '../files';
import { isMultipart, singleFileUpload, uploadOf, withUpload } from '../files';
import type { CompaniesService } from './service';

const limitFields = ['formsLimit', 'usersLimit'];
const flagFields = ['allowEmail', 'allowSMS', 'allowWhatsapp', 'privacyAckRequired'];

/**
 * The body as JSON would carry it. A multipart form (sent when a logo goes along) has only strings,
 * so numbers, booleans and an emptied logo are read back from their text first.
 */
function companyBody(req: Request): unknown {
  if (!isMultipart(req)) return req.body;
  const body: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
  for (const key of limitFields) {
    const value = body[key];
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) body[key] = Number(value);
  }
  for (const key of flagFields) {
    if (body[key] === 'true') body[key] = true;
    else if (body[key] === 'false') body[key] = false;
  }
  if (body.logo === '' || body.logo === 'null') body.logo = null;
  // An empty retention field keeps answers for good.
  if (body.retentionDays === '' || body.retentionDays === 'null') body.retentionDays = null;
  else if (typeof body.retentionDays === 'string' && /^\s*\d+\s*$/.test(body.retentionDays)) {
    body.retentionDays = Number(body.retentionDays);
  }
  return body;
}

export const listQuerySchema = pageQuerySchema.extend({ search: safeString().max(200).optional() });

export function companiesRoutes(companies: CompaniesService, guards: AuthGuards, files: FilesService): Router {
  const router = Router();
  const { authenticate, requireRole } = guards;
  const logo = singleFileUpload(files, 'logo', { imagesOnly: true });

  router.get('/', authenticate, requireRole('ADMIN'), async (req, res) => {
    res.json(await companies.list(listQuerySchema.parse(req.query)));
  });

  router.get('/:id', authenticate, async (req, res) => {
    res.json(await companies.get(authOf(req), recordId(req.params.id)));
  });

  router.post(
    '/',
    authenticate,
    requireRole('ADMIN'),
    logo,
    withUpload(async (req, res) => {
      const input = companyCreateSchema.parse(companyBody(req));
      res.status(201).json(await companies.create(input, uploadOf(req), authOf(req)));
    }),
  );

  router.patch(
    '/:id',
    authenticate,
    requireRole('ADMIN', 'MANAGER'),
    logo,
    withUpload(async (req, res) => {
      const caller = authOf(req);
      const id = recordId(req.params.id);
      // A MANAGER's limits and notification flags are dropped unread, like unknown keys
      // (docs/people-and-files.md); its privacy notice is kept.
      const schema = caller.role === 'ADMIN' ? companyUpdateSchema : companyManagerUpdateSchema;
      res.json(await companies.update(caller, id, schema.parse(companyBody(req)), uploadOf(req)));
    }),
  );

  router.delete('/:id', authenticate, requireRole('ADMIN'), async (req, res) => {
    await companies.remove(recordId(req.params.id), authOf(req));
    res.status(204).end();
  });

  router.use(guards.logDenied);
  return router;
}
