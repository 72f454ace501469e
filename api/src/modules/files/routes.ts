// GET /files/:id/:name: stored uploads. Storage arrives with the files module; until then every file is missing.
import { Router } from 'express';
import { notFound } from '../../http/errors';

export function filesRoutes(): Router {
  const router = Router();

  router.get('/*path', () => {
    throw notFound();
  });

  return router;
}
