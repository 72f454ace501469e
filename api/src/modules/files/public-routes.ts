// POST /api/public/files: respondents' uploads (for the form named in `formId`), limited per IP.
import { Router } from 'express';
import { recordId } from '../../http/ids';
import type { RateLimitStore } from '../../http/rate-limit';
import type { FilesService } from './service';
import { singleFileUpload, uploadOf, withUpload } from './upload';

const WINDOW_MS = 60_000;

/** `perMinute` uploads per IP and minute (PUBLIC_SUBMIT_RATE, 0 off), counted in the shared store. */
export function publicFilesRoutes(files: FilesService, options: { perMinute: number; limits: RateLimitStore }): Router {
  const router = Router();
  const uploadRate = options.limits.limit({ name: 'public-files', points: options.perMinute, windowMs: WINDOW_MS });

  // The limit comes before parsing, so a throttled client's bytes are never read.
  router.post(
    '/',
    uploadRate,
    singleFileUpload(files, 'file'),
    withUpload(async (req, res) => {
      const formId = (req.body as Record<string, string> | undefined)?.formId;
      const target = formId === undefined || formId === '' ? {} : { formId: recordId(formId) };
      res.status(201).json(await files.upload(uploadOf(req), target));
    }),
  );

  return router;
}
