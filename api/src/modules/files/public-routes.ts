// POST /api/public/files: uploads by anyone (respondents' file answers, staff pictures), limited per IP.
import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { throttled } from '../../http/errors';
import type { FilesService } from './service';
import { singleFileUpload, uploadOf } from './upload';

const WINDOW_MS = 60_000;

/** `perMinute` uploads per IP and minute (PUBLIC_SUBMIT_RATE); 0 turns the limit off. */
function uploadRate(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    skip: () => perMinute === 0,
    identifier: 'public-files',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(throttled()),
  });
}

export function publicFilesRoutes(files: FilesService, options: { perMinute: number }): Router {
  const router = Router();

  // The limit comes before parsing, so a throttled client's bytes are never buffered.
  router.post('/', uploadRate(options.perMinute), singleFileUpload('file'), async (req, res) => {
    res.status(201).json(await files.upload(uploadOf(req)));
  });

  return router;
}
