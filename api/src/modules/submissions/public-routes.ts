// The unauthenticated submission routes a respondent's browser calls: answering a form
// (/api/public/forms/:formId/submissions), and the read-only view and comments of its link
// (/api/public/submissions/:id). Each is limited per IP before anything is read.
import type { Request } from 'express';
import {
  altchaChallengeResponseSchema,
  commentInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  messages,
  publicCommentsResponseSchema,
  publicSubmissionResponseSchema,
  publicSubmissionSchema,
  submissionCreatedResponseSchema,
} from '@formbuilder/contracts';
import { invalid } from '../../http/errors';
import type { RateLimitStore } from '../../http/rate-limit';
import { declareRoutes, json } from '../../http/route';
import type { AnsweringService } from './answering';
import { publicCommentsPerAnswer, publicLimit } from './throttle';

export interface PublicLimits {
  limits: RateLimitStore;
  /** Submissions and comments per minute per IP. */
  perMinute: number;
  /** Views of an answer's link per minute per IP. */
  viewsPerMinute: number;
}

export interface PublicSubmissionDeps {
  submissions: AnsweringService;
  rates: PublicLimits;
}

/**
 * The key is optional: without it a submission is stored as is, with no protection against a
 * retried request storing it twice.
 */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalid(messages.invalidIdempotencyKey, { [IDEMPOTENCY_KEY_HEADER]: messages.invalidIdempotencyKey });
  }
  return key;
}

export const publicFormSubmissionRoutes = declareRoutes<PublicSubmissionDeps>('/api/public/forms', (route) => [
  route({
    method: 'post',
    path: '/:formId/submissions',
    access: 'public',
    tag: 'Respostas',
    summary: 'Enviar uma resposta (respondente)',
    description: `Com o cabeçalho \`${IDEMPOTENCY_KEY_HEADER}\`, repetir o envio não grava a resposta duas vezes.`,
    headers: [
      {
        in: 'header',
        name: IDEMPOTENCY_KEY_HEADER,
        required: false,
        description: 'Chave de idempotência escolhida pelo cliente',
        schema: { type: 'string' },
      },
    ],
    body: publicSubmissionSchema,
    ok: { 201: ['Resposta gravada', json(submissionCreatedResponseSchema)] },
    errors: [400, 404, 409, 413, 429],
    before: ({ rates }) => [publicLimit(rates.limits, 'public-submissions', rates.perMinute)],
    handler: async ({ submissions }, { req, res, params, body }) => {
      const key = idempotencyKeyOf(req);
      res.status(201).json(await submissions.createPublic(params.formId, body, key));
    },
  }),
]);

export const publicAltchaRoutes = declareRoutes<PublicSubmissionDeps>('/api/public/forms', (route) => [
  route({
    method: 'get',
    path: '/:formId/altcha',
    access: 'public',
    tag: 'Respostas',
    summary: 'Um desafio ALTCHA para enviar uma resposta (formulário com verificação contra robôs)',
    description:
      'A solução vai no campo `altcha` da resposta (o payload do widget, em base64); cada desafio vale uma vez, por 30 minutos.',
    ok: { 200: ['O desafio, assinado pelo servidor', json(altchaChallengeResponseSchema)] },
    errors: [404, 409, 429],
    before: ({ rates }) => [publicLimit(rates.limits, 'public-altcha', rates.perMinute)],
    handler: async ({ submissions }, { res, params }) => {
      res.json(await submissions.altchaChallenge(params.formId));
    },
  }),
]);

export const publicSubmissionRoutes = declareRoutes<PublicSubmissionDeps>('/api/public/submissions', (route) => [
  route({
    method: 'get',
    path: '/:id',
    access: 'public',
    tag: 'Respostas',
    summary: 'Ver uma resposta pelo link do respondente',
    ok: { 200: ['A resposta, sem dados da equipe', json(publicSubmissionResponseSchema)] },
    errors: [404, 429],
    // Answer ids are random, but without a limit one client could try them by the thousand.
    before: ({ rates }) => [publicLimit(rates.limits, 'public-views', rates.viewsPerMinute)],
    handler: async ({ submissions }, { res, params }) => {
      res.json(await submissions.getPublic(params.id));
    },
  }),
  route({
    method: 'post',
    path: '/:id/comments',
    access: 'public',
    tag: 'Respostas',
    summary: 'Comentar uma resposta pelo link do respondente',
    body: commentInputSchema,
    ok: { 201: ['Os comentários da resposta', json(publicCommentsResponseSchema)] },
    errors: [400, 404, 409, 413, 429],
    before: ({ rates }) => [
      publicLimit(rates.limits, 'public-comments', rates.perMinute),
      publicCommentsPerAnswer(rates.limits, rates.perMinute),
    ],
    handler: async ({ submissions }, { res, params, body }) => {
      res.status(201).json(await submissions.addPublicComment(params.id, body));
    },
  }),
]);
