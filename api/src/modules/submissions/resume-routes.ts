// 'Continuar depois' (docs/forms-and-templates.md#continue-later): the respondent's page keeps the
// answers so far behind a mailed link, and the link's page restores them. Public, and limited per IP
// before anything is read, like the other public routes. The token travels in the body, never in a URL.
import {
  resumeOpenedResponseSchema,
  resumeOpenSchema,
  resumeSavedResponseSchema,
  resumeSaveSchema,
} from '@formbuilder/contracts';
import type { RateLimitStore } from '../../http/rate-limit';
import { declareRoutes, json } from '../../http/route';
import type { ResumeService } from './resume';
import { publicLimit } from './throttle';

export interface ResumeRouteDeps {
  resume: ResumeService;
  rates: { limits: RateLimitStore; perMinute: number };
}

export const publicResumeRoutes = declareRoutes<ResumeRouteDeps>('/api/public/forms', (route) => [
  route({
    method: 'post',
    path: '/:formId/resume',
    access: 'public',
    tag: 'Respostas',
    summary: 'Continuar depois: guardar as respostas até aqui e enviar o link por e-mail',
    description:
      'O link vale por 7 dias, para um único titular, e deixa de valer quando a resposta é enviada. ' +
      'Só quando a empresa permite e-mails (409 caso contrário).',
    body: resumeSaveSchema,
    ok: { 201: ['Link enviado para a fila de e-mails', json(resumeSavedResponseSchema)] },
    errors: [400, 404, 409, 413, 429],
    before: ({ rates }) => [publicLimit(rates.limits, 'public-resume', rates.perMinute)],
    handler: async ({ resume }, { res, params, body }) => {
      res.status(201).json(await resume.save(params.formId, body));
    },
  }),
  route({
    method: 'post',
    path: '/:formId/resume/open',
    access: 'public',
    tag: 'Respostas',
    summary: 'Continuar depois: abrir o link e recuperar as respostas até aqui',
    description:
      'O token vai no corpo (o link o traz no fragmento, que nunca chega ao servidor). 404: link errado ou já usado; 409: expirado.',
    body: resumeOpenSchema,
    ok: { 200: ['As respostas até aqui', json(resumeOpenedResponseSchema)] },
    errors: [400, 404, 409, 429],
    before: ({ rates }) => [publicLimit(rates.limits, 'public-resume', rates.perMinute)],
    handler: async ({ resume }, { res, params, body }) => {
      res.json(await resume.open(params.formId, body));
    },
  }),
]);
