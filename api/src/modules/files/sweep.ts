// The scheduled sweep of uploads nobody claimed (docs/people-and-files.md, "Uploads"): a respondent
// who gave up before sending, a picture the editor never saved. One run per schedule slot across all
// instances (the job queue's schedule), one log line per run with the count only.
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { FilesService } from './service';
import { deleteOrphanChunks } from './storage';

export const SWEEP_QUEUE = 'files.sweep-unclaimed';
/** Every quarter of an hour: an unclaimed upload lives at most UPLOAD_CLAIM_HOURS plus 15 minutes. */
export const SWEEP_CRON = '*/15 * * * *';

export async function scheduleUploadSweep(options: {
  jobs: JobQueue;
  files: FilesService;
  db: Db;
  claimHours: number;
  chunksInDatabase: boolean;
  logger: Logger;
}): Promise<void> {
  const { jobs, files, db, claimHours, chunksInDatabase, logger } = options;
  await jobs.work(
    SWEEP_QUEUE,
    async () => {
      const now = new Date();
      const deleted = await files.sweepUnclaimed(claimHours, now);
      // Bytes of uploads whose process died before their row was written.
      const orphans = chunksInDatabase
        ? await deleteOrphanChunks(db, new Date(now.getTime() - claimHours * 3_600_000))
        : 0;
      logger.info('unclaimed uploads swept', { deleted, orphans, olderThanHours: claimHours });
    },
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600 },
  );
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON);
}
