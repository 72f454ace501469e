import type { Database } from '../../db/client';

/** Where the process is in its life: a load balancer sends traffic only while it is 'ready'. */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase: Phase;
}

export function createLifecycle(phase: Phase = 'starting'): Lifecycle {
  return { phase };
}

export function createHealthService(database: Pick<Database, 'ping'>, lifecycle: Lifecycle) {
  return {
    /** True when the database answers. */
    async isHealthy(): Promise<boolean> {
      try {
        await database.ping();
        return true;
      } catch {
        return false;
      }
    },

    /**
     * Whether this instance should get traffic: not while it starts (migrations) nor while it drains
     * after SIGTERM. The database is not asked: an outage would take every instance out at once,
     * leaving the balancer nothing to send to; GET /api/health reports it instead.
     */
    readiness(): Phase {
      return lifecycle.phase;
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
