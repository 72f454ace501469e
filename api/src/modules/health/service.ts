import type { Database } from '../../db/client';

/** Where the process is in its life: a load balancer sends traffic only while it is 'ready'. */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  phase: Phase;
}

export function createLifecycle(phase: Phase = 'starting'): Lifecycle {
  return { phase };
}

/** A database that does not answer a trivial query within this time counts as down. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

export function createHealthService(database: Pick<Database, 'ping'>, lifecycle: Lifecycle) {
  return {
    /**
     * True when the database answers within HEALTH_PING_TIMEOUT_MS: a server that is unreachable
     * without refusing (a network partition, a failover in progress) is reported down at once too,
     * instead of holding the health check until the connection attempt gives up.
     */
    async isHealthy(): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), HEALTH_PING_TIMEOUT_MS);
      });
      try {
        return await Promise.race([database.ping().then(() => true), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
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
