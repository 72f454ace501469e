// POST /api/files: uploads by signed-in staff (option pictures), owned by the caller's company from
// the start (docs/people-and-files.md, "Uploads"). Authentication comes before parsing, so an
// anonymous caller's bytes are never read.
import { Router } from 'express';
import { authOf, type AuthGuards } from '../auth';
import type { FilesService } from './service';
import { singleFileUpload, uploadOf, withUpload } from './upload';

export function staffFilesRoutes(files: FilesService, guards: AuthGuards): Router {
  const router = Router();

  router.post(
    '/',
    guards.authenticate,
    singleFileUpload(files, 'file', { imagesOnly: true }),
    withUpload(async (req, res) => {
      res.status(201).json(await files.uploadForStaff(authOf(req), uploadOf(req)));
    }),
  );

  router.use(guards.logDenied);
  return router;
}
