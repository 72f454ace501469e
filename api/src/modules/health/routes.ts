import { Router, type RequestHandler } from 'express';
import type { HealthService, Lifecycle } from './service';

/** GET /api/health/live: the process runs and answers HTTP (also while it starts or drains). */
export const liveHandler: RequestHandler = (_req, res) => {
  res.json({ status: 'ok' });
};

/** GET /api/health/ready: 200 only while the instance takes traffic; 503 with the phase otherwise. */
export function readyHandler(lifecycle: Pick<Lifecycle, 'phase'>): RequestHandler {
  return (_req, res) => {
    if (lifecycle.phase === 'ready') res.json({ status: 'ok' });
    else res.status(503).set('Retry-After', '1').json({ status: lifecycle.phase });
  };
}

export function healthRoutes(health: HealthService): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    if (await health.isHealthy()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });
  router.get('/live', liveHandler);
  router.get(
    '/ready',
    readyHandler({
      get phase() {
        return health.readiness();
      },
    }),
  );

  return router;
}
