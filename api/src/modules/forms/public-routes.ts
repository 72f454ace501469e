// The unauthenticated form routes a respondent's browser calls (/api/public/forms).
import { publicFormResponseSchema } from '@formbuilder/contracts';
import { declareRoutes, json } from '../../http/route';
import type { FormsService } from './service';

export const publicFormsRoutes = declareRoutes<FormsService>('/api/public/forms', (route) => [
  route({
    method: 'get',
    path: '/:id',
    access: 'public',
    tag: 'Formulários',
    summary: 'O formulário que o respondente preenche',
    ok: { 200: ['O formulário, sem dados da equipe', json(publicFormResponseSchema)] },
    errors: [404, 409],
    handler: async (forms, { res, params }) => {
      res.json(await forms.getPublic(params.id));
    },
  }),
]);
