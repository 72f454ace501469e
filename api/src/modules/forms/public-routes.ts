// The unauthenticated form routes a respondent's browser calls (/api/public/forms).
import { Router } from 'express';
import { recordId } from '../../http/ids';
import type { FormsService } from './service';

export function publicFormsRoutes(forms: FormsService): Router {
  const router = Router();

  router.get('/:id', async (req, res) => {
    res.json(await forms.getPublic(recordId(req.params.id)));
  });

  return router;
}
