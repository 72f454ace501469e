// GET /api/health (the database answers), /live (the process answers) and /ready (the instance takes
// traffic): public, for load balancers and orchestrators.
import { healthResponseSchema } from '@formbuilder/contracts';
import { declareRoutes, json } from '../../http/route';
import type { HealthService } from './service';

export const healthRoutes = declareRoutes<HealthService>('/api/health', (route) => [
  route({
    method: 'get',
    path: '/',
    access: 'public',
    tag: 'Saúde',
    summary: 'Saúde da instância e do banco de dados',
    ok: {
      200: ['Tudo certo: `{ "status": "ok" }`', json(healthResponseSchema)],
      503: ['O banco de dados não responde: `{ "status": "unavailable" }`', json(healthResponseSchema)],
    },
    errors: [],
    handler: async (health, { res }) => {
      if (await health.isHealthy()) res.json({ status: 'ok' });
      else res.status(503).json({ status: 'unavailable' });
    },
  }),
  route({
    method: 'get',
    path: '/live',
    access: 'public',
    tag: 'Saúde',
    summary: 'O processo está vivo',
    ok: { 200: ['`{ "status": "ok" }`', json(healthResponseSchema)] },
    errors: [],
    // The process runs and answers HTTP (also while it starts or drains).
    handler: (_health, { res }) => {
      res.json({ status: 'ok' });
    },
  }),
  route({
    method: 'get',
    path: '/ready',
    access: 'public',
    tag: 'Saúde',
    summary: 'A instância recebe tráfego',
    ok: {
      200: ['`{ "status": "ok" }`', json(healthResponseSchema)],
      503: ['Fora do tráfego: `{ "status": "starting" }` ou `"draining"`, com Retry-After', json(healthResponseSchema)],
    },
    errors: [],
    // 200 only while the instance takes traffic; 503 with the phase otherwise.
    handler: (health, { res }) => {
      const phase = health.readiness();
      if (phase === 'ready') res.json({ status: 'ok' });
      else res.status(503).set('Retry-After', '1').json({ status: phase });
    },
  }),
]);
