// The unauthenticated submission routes a respondent's browser calls: answering a form
// (/api/public/forms/:formId/submissions), and the read-only view and comments of its link
// (/api/public/submissions/:id).
import { Router, type Request } from 'express';
import {
  commentInputSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  messages,
  publicSubmissionSchema,
} from '@formbuilder/contracts';
import { invalid } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { SubmissionsService } from './service';
import type { RateLimitStore } from '../../http/rate-limit';
import { publicCommentsPerAnswer, publicLimit } from './throttle';

export interface PublicLimits {
  limits: RateLimitStore;
  /** Submissions and comments per minute per IP. */
  perMinute: number;
  /** Views of an answer's link per minute per IP. */
  viewsPerMinute: number;
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

/** Mounted at /public/forms/:formId/submissions. */
export function publicFormSubmissionRoutes(submissions: SubmissionsService, options: PublicLimits): Router {
  const router = Router({ mergeParams: true });

  router.post('/', publicLimit(options.limits, 'public-submissions', options.perMinute), async (req, res) => {
    const formId = recordId(req.params.formId);
    const key = idempotencyKeyOf(req);
    const input = publicSubmissionSchema.parse(req.body);
    res.status(201).json(await submissions.createPublic(formId, input, key));
  });

  return router;
}

/** Mounted at /public/submissions. */
export function publicSubmissionRoutes(submissions: SubmissionsService, options: PublicLimits): Router {
  const router = Router();
  // Answer ids are random, but without a limit one client could try them by the thousand.
  const views = publicLimit(options.limits, 'public-views', options.viewsPerMinute);

  router.get('/:id', views, async (req, res) => {
    res.json(await submissions.getPublic(recordId(req.params.id)));
  });

  const comments = [
    publicLimit(options.limits, 'public-comments', options.perMinute),
    publicCommentsPerAnswer(options.limits, options.perMinute),
  ];
  router.post('/:id/comments', ...comments, async (req, res) => {
    const id = recordId(req.params.id);
    const input = commentInputSchema.parse(req.body);
    res.status(201).json(await submissions.addPublicComment(id, input));
  });

  return router;
}
