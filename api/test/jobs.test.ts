// The job queue (api/src/jobs) on the real database: jobs outlive the process, failed attempts are
// retried with growing waits, and a schedule runs once per slot when several instances share PostgreSQL.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, type AppHandle } from '../src/app';
import { loadConfig } from '../src/config';
import { JOBS_SCHEMA } from '../src/jobs/queue';
import { pause } from './support/pause';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`until: still not done after ${timeoutMs} ms; last value: ${String(value)}`);
    await pause(100, 'polling the queue again');
  }
}

async function jobState(name: string, id: string): Promise<string | undefined> {
  const result = (await server.db.execute(
    sql`select state from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name} and id = ${id}
        union all select state from ${sql.raw(JOBS_SCHEMA)}.archive where name = ${name} and id = ${id}`,
  )) as unknown as { rows: { state: string }[] };
  return result.rows[0]?.state;
}

/** Jobs of the queue ever written: waiting, running, done or archived. */
async function jobCount(name: string): Promise<number> {
  const result = (await server.db.execute(
    sql`select (select count(*) from ${sql.raw(JOBS_SCHEMA)}.job where name = ${name})
             + (select count(*) from ${sql.raw(JOBS_SCHEMA)}.archive where name = ${name}) as count`,
  )) as unknown as { rows: { count: string | number }[] };
  return Number(result.rows[0]?.count);
}

describe('job queue', () => {
  it('when the app stops before a queued job runs, then the job runs once after the restart', async () => {
    // Arrange
    const runs: { data: unknown; instance: string }[] = [];
    await server.handle.jobs.work<{ order: number }>('test.survives-restart', async (data) => {
      runs.push({ data, instance: 'first' });
    });

    // Act: due in 3 s, and the app is gone before that.
    const id = await server.handle.jobs.send('test.survives-restart', { order: 7 }, { startAfterSeconds: 3 });
    await server.restart();
    expect(runs).toEqual([]);
    expect(await jobState('test.survives-restart', id!)).toBe('created');
    await server.handle.jobs.work<{ order: number }>('test.survives-restart', async (data) => {
      runs.push({ data, instance: 'restarted' });
    });

    // Assert: a job sent after it runs too, and by then it ran once.
    await until(
      () => runs.length,
      (count) => count > 0,
    );
    await server.handle.jobs.send('test.survives-restart', { order: 8 });
    await until(
      () => runs.length,
      (count) => count >= 2,
    );
    expect(runs).toEqual([
      { data: { order: 7 }, instance: 'restarted' },
      { data: { order: 8 }, instance: 'restarted' },
    ]);
    expect(
      await until(
        () => jobState('test.survives-restart', id!),
        (state) => state === 'completed',
      ),
    ).toBe('completed');
  });

  it('when a job fails, then it is retried after growing waits until it succeeds', async () => {
    // Arrange
    const attempts: { at: number; retryCount: number }[] = [];
    await server.handle.jobs.work(
      'test.retries',
      async (_data, job) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        if (attempts.length < 3) throw new Error('not yet');
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );

    // Act
    const id = await server.handle.jobs.send('test.retries', {});

    // Assert
    await until(
      () => attempts.length,
      (count) => count >= 3,
      40_000,
    );
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    const firstWait = attempts[1]!.at - attempts[0]!.at;
    const secondWait = attempts[2]!.at - attempts[1]!.at;
    // Back-off: the first retry waits 1-2 s, the second 2-4 s (plus polling).
    expect(firstWait).toBeGreaterThanOrEqual(1_000);
    expect(secondWait).toBeGreaterThanOrEqual(2_000);
    expect(
      await until(
        () => jobState('test.retries', id!),
        (state) => state === 'completed',
      ),
    ).toBe('completed');
  });

  it('when a job is due later, then it starts within seconds of being due, though its worker looks by itself once a minute', async () => {
    // Arrange: a worker at the instance's polling interval (2 s); its own looks are a minute apart, so
    // only the instance's check of due jobs can start the job within the 25 s allowed below.
    const runs: number[] = [];
    await server.handle.jobs.work('test.due-later', async () => {
      runs.push(Date.now());
    });
    await server.handle.jobs.looked('test.due-later');

    // Act
    const sentAt = Date.now();
    await server.handle.jobs.send('test.due-later', {}, { startAfterSeconds: 2 });

    // Assert: not before it was due, and long before the worker's own next look.
    await until(
      () => runs.length,
      (count) => count > 0,
      25_000,
    );
    expect(runs[0]! - sentAt).toBeGreaterThanOrEqual(2_000);
  });

  it('when a job keeps failing, then it stops after its retry limit and is left failed', async () => {
    // Arrange
    let attempts = 0;
    await server.handle.jobs.work(
      'test.gives-up',
      async () => {
        attempts += 1;
        throw new Error('always');
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
    );

    // Act
    const id = await server.handle.jobs.send('test.gives-up', {});

    // Assert
    expect(
      await until(
        () => jobState('test.gives-up', id!),
        (state) => state === 'failed',
      ),
    ).toBe('failed');
    // Failed is final: the queue takes no further attempt at it.
    expect(attempts).toBe(2);
  });

  it('when a job is written in a transaction, then an idle worker takes it at the commit, not at its next poll, and never after a rollback', async () => {
    // Arrange: a worker that would otherwise look for jobs once a minute, after its first look.
    const runs: string[] = [];
    await server.handle.jobs.work<{ label: string }>(
      'test.woken',
      async (data) => {
        runs.push(data.label);
      },
      { pollingSeconds: 60 },
    );
    // Its first look is over (and found nothing): its next poll is a minute away.
    await server.handle.jobs.looked('test.woken');

    // Act
    await server.db
      .transaction(async (tx) => {
        await server.handle.jobs.send('test.woken', { label: 'rolled back' }, { within: tx });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const committedAt = Date.now();
    await server.db.transaction(async (tx) => {
      await server.handle.jobs.send('test.woken', { label: 'committed' }, { within: tx });
    });

    // Assert: well within the minute of polling.
    await until(
      () => runs.length,
      (count) => count > 0,
      20_000,
    );
    expect(Date.now() - committedAt).toBeLessThan(20_000);
    // A job sent after both runs too; the rolled-back one would have been taken before it.
    await server.handle.jobs.send('test.woken', { label: 'after' });
    await until(
      () => runs.length,
      (count) => count >= 2,
    );
    expect(runs).toEqual(['committed', 'after']);
  });

  it('when a queue runs several jobs at once, then no more than its concurrency run side by side', async () => {
    // Arrange
    let running = 0;
    let most = 0;
    let done = 0;
    await server.handle.jobs.work(
      'test.concurrent',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await pause(300, 'a job that lasts, so several overlap');
        running -= 1;
        done += 1;
      },
      { concurrency: 3 },
    );

    // Act
    for (let order = 0; order < 9; order += 1) await server.handle.jobs.send('test.concurrent', { order });

    // Assert
    await until(
      () => done,
      (count) => count >= 9,
      30_000,
    );
    expect(done).toBe(9);
    expect(most).toBe(3);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('job queue with two instances on one PostgreSQL', () => {
  let second: AppHandle;
  let secondDataDir: string;

  beforeAll(async () => {
    secondDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-api-'));
    second = await createApp(
      loadConfig({
        DATA_DIR: secondDataDir,
        APPS_DIR: secondDataDir,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        JWT_SECRET: 'x'.repeat(48),
        LOG_LEVEL: 'silent',
        DATABASE_URL: server.config.databaseUrl,
      }),
      { print: () => undefined },
    );
  });
  afterAll(async () => {
    await second.close();
    await fs.rm(secondDataDir, { recursive: true, force: true });
  });

  it('when both instances schedule the same job, then it runs once for its slot', async () => {
    // Arrange: a schedule for the current minute only (a cron slot is one minute), begun early enough
    // in it for two looks at the schedules (one every 10 s, by either instance) to fall inside it.
    await until(
      () => new Date().getUTCSeconds(),
      (seconds) => seconds <= 20,
      70_000,
    );
    const cron = `${new Date().getUTCMinutes()} * * * *`;
    const runs: string[] = [];
    await server.handle.jobs.work('test.scheduled', async () => {
      runs.push('first');
    });
    await second.jobs.work('test.scheduled', async () => {
      runs.push('second');
    });
    const sentinel: string[] = [];
    await server.handle.jobs.work('test.scheduled-sentinel', async () => {
      sentinel.push('ran');
    });

    // Act
    await server.handle.jobs.schedule('test.scheduled', cron);
    await second.jobs.schedule('test.scheduled', cron);
    await until(
      () => runs.length,
      (count) => count > 0,
      40_000,
    );
    // A second schedule for the same slot, due from the next look on: that look offers both jobs in
    // one statement, so once the sentinel has run, a second job of the slot would exist already.
    await second.jobs.schedule('test.scheduled-sentinel', cron);
    await until(
      () => sentinel.length,
      (count) => count > 0,
      40_000,
    );

    // Assert: one job of the queue was ever written, and it ran once.
    expect(await jobCount('test.scheduled')).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it('when a worker starts while its first look cannot end, then looked waits for that look, which takes a job already waiting', async () => {
    // Arrange: a job waiting before the queue has a worker.
    const id = await server.handle.jobs.send('test.first-look', { order: 1 });
    let looked = false;
    let lookedNow: Promise<void> | undefined;

    // Act: the second instance's worker starts while the job table is locked, so its first look
    // (a SELECT ... FOR UPDATE) waits for the lock; the lock goes at the end of the transaction.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${sql.raw(JOBS_SCHEMA)}.job in exclusive mode`);
      await second.jobs.work('test.first-look', async () => undefined, { pollingSeconds: 60 });
      lookedNow = second.jobs.looked('test.first-look').then(() => {
        looked = true;
      });
      await tx.execute(sql`select 1`);
      expect(looked).toBe(false);
    });
    await lookedNow;

    // Assert: once looked has resolved, the first look has taken the job.
    expect(['active', 'completed']).toContain(await jobState('test.first-look', id!));
  });

  it('when a job is committed on one instance, then an idle worker of the other one takes it at once', async () => {
    // Arrange: only the second instance works this queue, and it polls once a minute.
    const runs: string[] = [];
    await second.jobs.work(
      'test.woken-elsewhere',
      async () => {
        runs.push('second');
      },
      { pollingSeconds: 60 },
    );
    // Its first look is over (and found nothing): its next poll is a minute away.
    await second.jobs.looked('test.woken-elsewhere');

    // Act
    await server.db.transaction(async (tx) => {
      await server.handle.jobs.send('test.woken-elsewhere', {}, { within: tx });
    });

    // Assert
    await until(
      () => runs.length,
      (count) => count > 0,
      20_000,
    );
    expect(runs).toEqual(['second']);
  });

  it('when many jobs are queued, then the two instances share them and each runs exactly once', async () => {
    // Arrange
    const runs: { order: number; instance: string }[] = [];
    await server.handle.jobs.work<{ order: number }>('test.shared', async (data) => {
      runs.push({ order: data.order, instance: 'first' });
      await pause(200, 'a job that lasts, so both instances get some');
    });
    await second.jobs.work<{ order: number }>('test.shared', async (data) => {
      runs.push({ order: data.order, instance: 'second' });
      await pause(200, 'a job that lasts, so both instances get some');
    });

    // Act
    for (let order = 0; order < 40; order += 1) await server.handle.jobs.send('test.shared', { order });

    // Assert
    await until(
      () => runs.length,
      (count) => count >= 40,
      60_000,
    );
    // Every job recorded as done: a second run of one would have started before its completion.
    await until(
      async () => {
        const result = (await server.db.execute(
          sql`select count(*)::int as n from (select id from ${sql.raw(JOBS_SCHEMA)}.job where name = 'test.shared' and state = 'completed'
              union all select id from ${sql.raw(JOBS_SCHEMA)}.archive where name = 'test.shared' and state = 'completed') done`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]!.n;
      },
      (count) => count === 40,
      60_000,
    );
    expect(runs.map((run) => run.order).sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect(new Set(runs.map((run) => run.instance)).size).toBe(2);
  });
});
