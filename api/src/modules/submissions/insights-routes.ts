// The insights routes: staff GET /api/forms/:formId/insights (and 'ver todas' of one question), and
// the respondent page's anonymous POST /api/public/forms/:formId/views.
import express from 'express';
import { z } from 'zod';
import {
  answerSamplePageResponseSchema,
  formInsightsResponseSchema,
  messages,
  stepViewsSchema,
} from '@formbuilder/contracts';
import { invalid } from '../../http/errors';
import { pageQuerySchema } from '../../http/pagination';
import type { RateLimitStore } from '../../http/rate-limit';
import { declareRoutes, json, parsedBy, text } from '../../http/route';
import { authOf } from '../../kernel/caller';
import type { InsightsService } from './insights-service';
import { publicLimit } from './throttle';

export const STEP_VIEWS_BODY_LIMIT = '32kb';

export const rangeSchema = z
  .object({
    /** First day, inclusive, in Brasília time. */
    from: z.iso.date().optional(),
    /** Last day, inclusive. */
    to: z.iso.date().optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: messages.invalidDateRange,
  });

const toRange = (query: z.infer<typeof rangeSchema>) => ({ from: query.from ?? null, to: query.to ?? null });
const staff = ['MANAGER', 'USER'] as const;

/** Beside the forms module's routes under /api/forms: only the insights paths. */
export const insightsRoutes = declareRoutes<InsightsService>('/api/forms', (route) => [
  route({
    method: 'get',
    path: '/:formId/insights',
    access: { roles: staff, scope: 'submissions:read' },
    tag: 'Indicadores',
    summary: 'Indicadores de um formulário',
    description: 'Dias em horário de Brasília, inclusivos.',
    query: parsedBy(rangeSchema, (raw) => toRange(rangeSchema.parse(raw))),
    ok: { 200: ['Os indicadores', json(formInsightsResponseSchema)] },
    errors: [400, 404],
    handler: async (service, { req, res, params, query }) => {
      res.json(await service.formInsights(authOf(req), params.formId, query));
    },
  }),
  route({
    method: 'get',
    path: '/:formId/insights/questions/:questionId/answers',
    access: { roles: staff, scope: 'submissions:read' },
    tag: 'Indicadores',
    summary: 'Todas as respostas de texto ou arquivo de uma pergunta',
    params: {
      questionId: z.string().min(1).max(100).meta({ description: 'O id da pergunta no formulário' }),
    },
    query: parsedBy(rangeSchema.extend(pageQuerySchema.shape), (raw) => ({
      range: toRange(rangeSchema.parse(raw)),
      page: pageQuerySchema.parse(raw),
    })),
    ok: { 200: ['Uma página de respostas, as mais novas primeiro', json(answerSamplePageResponseSchema)] },
    errors: [400, 404],
    handler: async (service, { req, res, params, query }) => {
      const { formId, questionId } = params;
      res.json(await service.questionAnswers(authOf(req), formId, questionId, query.range, query.page));
    },
  }),
]);

/**
 * navigator.sendBeacon sends a string as text/plain, which needs no preflight; the JSON inside is
 * parsed here. Answers 204 whatever was counted.
 */
export const publicStepViewRoutes = declareRoutes<{
  insights: InsightsService;
  rates: { perMinute: number; limits: RateLimitStore };
}>('/api/public/forms', (route) => [
  route({
    method: 'post',
    path: '/:formId/views',
    access: 'public',
    tag: 'Indicadores',
    summary: 'Registrar as etapas que uma visita ao formulário alcançou',
    description: 'Aceita o JSON também como text/plain (navigator.sendBeacon). Responde 204 com o que foi contado.',
    requestBody: { content: { ...json(stepViewsSchema), ...text('text/plain') } },
    body: parsedBy(stepViewsSchema, (raw) => {
      let body = raw;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw invalid(messages.invalidRequest);
        }
      }
      return stepViewsSchema.parse(body);
    }),
    ok: { 204: ['Registrado'] },
    errors: [400, 404, 413, 429],
    before: ({ rates }) => [
      publicLimit(rates.limits, 'public-step-views', rates.perMinute),
      express.text({ type: 'text/plain', limit: STEP_VIEWS_BODY_LIMIT }),
    ],
    handler: async ({ insights }, { res, params, body }) => {
      await insights.recordStepViews(params.formId, body.steps);
      res.status(204).end();
    },
  }),
]);
