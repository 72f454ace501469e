// The scheduled retention job (docs/privacy.md): every quarter of an hour, one run per slot across all
// instances (the job queue's schedule); the run itself is also safe when two overlap.
import type { JobQueue } from '../../jobs/queue';
import type { PrivacyService } from './service';

export const RETENTION_QUEUE = 'privacy.retention';
export const RETENTION_CRON = '*/15 * * * *';

export async function scheduleRetention(options: { jobs: JobQueue; privacy: PrivacyService }): Promise<void> {
  const { jobs, privacy } = options;
  await jobs.work(
    RETENTION_QUEUE,
    async () => {
      await privacy.runRetention();
    },
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 900 },
  );
  await jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
}
