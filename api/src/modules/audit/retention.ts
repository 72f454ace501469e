// The audit retention job (docs/audit.md): once a day, one run per slot across all instances.
import type { JobQueue } from '../../jobs/queue';
import type { AuditService } from './service';

export const AUDIT_RETENTION_QUEUE = 'audit.retention';
export const AUDIT_RETENTION_CRON = '40 3 * * *';

export async function scheduleAuditRetention(options: { jobs: JobQueue; audit: AuditService }): Promise<void> {
  const { jobs, audit } = options;
  await jobs.work(
    AUDIT_RETENTION_QUEUE,
    async () => {
      await audit.sweep();
    },
    { retryLimit: 2, retryDelaySeconds: 300, expireInSeconds: 900 },
  );
  await jobs.schedule(AUDIT_RETENTION_QUEUE, AUDIT_RETENTION_CRON);
}
