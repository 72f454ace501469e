import { Router } from 'express';
import type { HealthService } from './service';

export function healthRoutes(health: HealthService): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    if (await health.isHealthy()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable' });
  });

  return router;
}
