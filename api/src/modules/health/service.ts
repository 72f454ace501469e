import type { Database } from '../../db/client';

export function createHealthService(database: Pick<Database, 'ping'>) {
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
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
