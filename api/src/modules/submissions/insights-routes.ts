// The insights routes: staff GET /api/forms/:formId/insights (and 'ver todas' of one question), and
// the respondent page's anonymous POST /api/public/forms/:formId/views.
import express, { Router } from 'express';
import { z } from 'zod';
import { messages, stepViewsSchema } from '@formbuilder/contracts';
import { invalid } from '../../http/errors';
import { recordId } from '../../http/ids';
import { pageQuerySchema } from '../../http/pagination';
import { authOf, type AuthGuards } from '../auth';
import type { InsightsService } from './insights-service';
import type { RateLimitStore } from '../../http/rate-limit';
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

/** Mounted at /forms beside the forms module's router; it answers only its insights paths. */
export function insightsRoutes(service: InsightsService, guards: AuthGuards): Router {
  const router = Router();
  const staff = [guards.authenticate, guards.requireRole('MANAGER', 'USER')];

  router.get('/:formId/insights', ...staff, async (req, res) => {
    const range = toRange(rangeSchema.parse(req.query));
    res.json(await service.formInsights(authOf(req), recordId(req.params.formId), range));
  });

  router.get('/:formId/insights/questions/:questionId/answers', ...staff, async (req, res) => {
    const range = toRange(rangeSchema.parse(req.query));
    const page = pageQuerySchema.parse(req.query);
    const questionId = z.string().min(1).max(100).parse(req.params.questionId);
    res.json(await service.questionAnswers(authOf(req), recordId(req.params.formId), questionId, range, page));
  });

  return router;
}

/**
 * Mounted at /public/forms/:formId/views. navigator.sendBeacon sends a string as text/plain, which
 * needs no preflight; the JSON inside is parsed here. Answers 204 whatever was counted.
 */
export function publicStepViewRoutes(
  service: InsightsService,
  options: { perMinute: number; limits: RateLimitStore },
): Router {
  const router = Router({ mergeParams: true });
  router.post(
    '/',
    publicLimit(options.limits, 'public-step-views', options.perMinute),
    express.text({ type: 'text/plain', limit: STEP_VIEWS_BODY_LIMIT }),
    async (req, res) => {
      const formId = recordId((req.params as Record<string, string>).formId);
      let body: unknown = req.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          throw invalid(messages.invalidRequest);
        }
      }
      const { steps } = stepViewsSchema.parse(body);
      await service.recordStepViews(formId, steps);
      res.status(204).end();
    },
  );
  return router;
}
