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
import { publicWriteLimit } from './throttle';

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
export function publicFormSubmissionRoutes(submissions: SubmissionsService, options: { perMinute: number }): Router {
  const router = Router({ mergeParams: true });

  router.post('/', publicWriteLimit('public-submissions', options.perMinute), async (req, res) => {
    const formId = recordId(req.params.formId);
    const key = idempotencyKeyOf(req);
    const input = publicSubmissionSchema.parse(req.body);
    res.status(201).json(await submissions.createPublic(formId, input, key));
  });

  return router;
}

/** Mounted at /public/submissions. */
export function publicSubmissionRoutes(submissions: SubmissionsService, options: { perMinute: number }): Router {
  const router = Router();

  router.get('/:id', async (req, res) => {
    res.json(await submissions.getPublic(recordId(req.params.id)));
  });

  router.post('/:id/comments', publicWriteLimit('public-comments', options.perMinute), async (req, res) => {
    const id = recordId(req.params.id);
    const input = commentInputSchema.parse(req.body);
    res.status(201).json(await submissions.addPublicComment(id, input));
  });

  return router;
}
