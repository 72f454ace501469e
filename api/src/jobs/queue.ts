// The product's one durable job queue: pg-boss on the product's own database. Jobs are rows, so
// they survive restarts, retry with back-off, and several API instances share them (a job is taken
// by one instance through SELECT ... FOR UPDATE SKIP LOCKED; a schedule fires once per slot across
// instances). On PGlite the queue runs on the same in-process database; on PostgreSQL it has a pool
// of its own (8 connections), so polling never waits behind the API's queries.
//
// A job written in a caller's transaction also wakes an idle worker the moment that transaction
// commits, on every instance (a `jobs.ready` event of the event bus, a NOTIFY delivered at commit):
// workers poll only as a fallback, so a job usually starts within milliseconds of its commit. Jobs
// due later (a retry after its back-off, a send with a delay) are found by one statement per polling
// interval for all the queues an instance works, which wakes their workers; each worker's own poll is
// only a last resort, once a minute. An idle instance on PGlite spent about half its CPU on fourteen
// workers polling every 2 s each.
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';
import type { Logger } from '../logger';
import type { EventBus } from '../realtime/event-bus';

/** The tables of the queue live in their own schema, next to the product's tables. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * How often the queue's maintenance runs; among other things it fails (and so retries) the jobs whose
 * lease ran out, e.g. one whose process was killed mid-attempt.
 */
export const QUEUE_MAINTENANCE_SECONDS = 60;

export interface WorkOptions {
  /** Attempts after the first one (default 5). */
  retryLimit?: number;
  /** Wait before the first retry, in seconds (default 10). */
  retryDelaySeconds?: number;
  /** Doubles the wait after each failed attempt, with jitter (default true). */
  retryBackoff?: boolean;
  /** A run taking longer is failed (and retried) (default 300). */
  expireInSeconds?: number;
  /**
   * How often this instance looks for due jobs of this queue (default: the queue's `pollingSeconds`):
   * one statement for every queue sharing the interval.
   */
  pollingSeconds?: number;
  /** How many jobs of this queue this instance runs at once (default 1). */
  concurrency?: number;
}

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued job with this key at a time (later sends are dropped). */
  singletonKey?: string;
  /** Write the job in the caller's transaction: it exists exactly when the transaction commits. */
  within?: Db | Tx;
  /** The job's id (a UUID): a job with this id already in the queue makes this send do nothing. */
  id?: string;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface JobQueue {
  /**
   * Creates (or updates) the queue `name` with its retry policy and starts working it on this
   * instance, one job at a time. A handler that throws fails the attempt: it is retried after the
   * back-off until `retryLimit`, then left failed in the queue's tables.
   */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Enqueues one job; resolves with its id (null when a singletonKey dropped it). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Runs `name` on a cron schedule (UTC, minute resolution): one job per due slot, whichever
   * instances are running. The queue must have a worker somewhere (`work`). Calling it again
   * replaces the schedule.
   */
  schedule<T extends object>(name: string, cron: string, data?: T): Promise<void>;
  /**
   * Resolves once this instance has finished as many looks for jobs of `name` as it has workers of
   * it, found or not: each worker looks once as `work` starts it, then at its polling interval, when
   * woken, or at once after a job. With one worker: once its first look is over, so a job sent from
   * then on is taken when the worker is woken, or at its next poll.
   */
  looked(name: string): Promise<void>;
  /** Stops taking jobs, waits up to `graceMs` for the running ones (then fails them, to be retried). */
  stop(graceMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  /** PostgreSQL: the queue opens its own small pool; unset: it runs on the PGlite of `database`. */
  databaseUrl: string | undefined;
  logger: Logger;
  /** How often this instance looks for due jobs (min 0.5 s). A send on this instance wakes its workers at once. */
  pollingSeconds?: number;
  /** Whether this instance runs the schedules (every instance does by default; one wins per slot). */
  schedules?: boolean;
  /** Carries the wake-up of jobs written in a transaction, at its commit (without it: polling only). */
  bus?: EventBus;
}

/**
 * How often an idle worker looks for jobs of its queue by itself, whatever wakes it meanwhile (the due
 * jobs' check, a send, a commit): a last resort, should a wake-up be lost.
 */
export const WORKER_OWN_POLLING_SECONDS = 60;

/** The queues among $1 (a JSON array of names) holding a job that may start now, as pg-boss's fetch sees them. */
const DUE_QUEUES = `SELECT DISTINCT name FROM ${JOBS_SCHEMA}.job
  WHERE name IN (SELECT jsonb_array_elements_text($1::jsonb)) AND state < 'active' AND start_after < now()`;

/** The bus event saying that a job of queue `id` was committed. */
export const JOBS_READY = 'jobs.ready';

const DEFAULT_WORK: Required<Omit<WorkOptions, 'pollingSeconds' | 'concurrency'>> = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** pg-boss's way in: one function running a statement (or, without values, a script). */
type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text, values) {
      // pg-boss sends its locked maintenance scripts (BEGIN; ...; COMMIT) without values: those run
      // through exec, which takes several statements; everything else is one prepared statement.
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** `$1`-style text and values as one drizzle SQL, to run pg-boss's INSERT in a caller's transaction. */
export function positionalSql(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    // pg-boss leaves unset options undefined; drizzle would render an undefined value as nothing at all.
    const value = values[Number(match[1]) - 1] ?? null;
    chunks.push(sql`${value}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Calls `ended(queue)` each time a look for jobs of `queue` ends, found or not: pg-boss's fetch, the
 * queue's one `FOR UPDATE SKIP LOCKED` statement, whose first value is the queue's name.
 */
function watchLooks(executor: Executor, ended: (queue: string) => void): void {
  const execute = executor.executeSql.bind(executor);
  executor.executeSql = async (text, values) => {
    try {
      return await execute(text, values);
    } finally {
      if (typeof values?.[0] === 'string' && text.includes('FOR UPDATE SKIP LOCKED')) ended(values[0]);
    }
  };
}

function drizzleExecutor(db: Db | Tx): Executor {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(positionalSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, databaseUrl, logger } = options;
  const pollingSeconds = Math.max(0.5, options.pollingSeconds ?? 2);
  let connection: PgBoss.ConstructorOptions;
  if (databaseUrl) {
    // Every worker takes and settles its jobs through this pool (webhooks run 8 at once): with 3
    // connections they queued for one, and a 100 answers/s stream of webhooks waited seconds at p95
    // (docs/integrations.md, "Delivery latency").
    connection = { connectionString: databaseUrl, max: 8, application_name: 'formularios-jobs' };
  } else {
    if (!database.pglite) throw new Error('the job queue needs PostgreSQL or the embedded PGlite');
    connection = { db: pgliteExecutor(database.pglite) as PgBoss.Db };
  }
  const boss = new PgBoss({
    ...connection,
    schema: JOBS_SCHEMA,
    schedule: options.schedules ?? true,
    // Job rows can hold a mail's text: finished ones leave the live table after an hour and are
    // deleted a day later.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterSeconds: 86_400,
    maintenanceIntervalSeconds: QUEUE_MAINTENANCE_SECONDS,
    // Schedules are checked every 10 s (one instance per check wins) and their jobs queued within 2 s.
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
  });
  // Looks for jobs ended per queue, and who waits for a number of them (`looked`).
  const looks = new Map<string, number>();
  const lookWaiters = new Set<{ name: string; count: number; resolve: () => void }>();
  watchLooks(boss.getDb() as Executor, (name) => {
    const count = (looks.get(name) ?? 0) + 1;
    looks.set(name, count);
    for (const waiter of lookWaiters) {
      if (waiter.name === name && waiter.count <= count) {
        lookWaiters.delete(waiter);
        waiter.resolve();
      }
    }
  });
  // Errors of the queue's own polling and maintenance (a lost connection...): logged, never thrown.
  boss.on('error', (error: Error) => logger.warn('job queue error', { error: error.message }));
  await boss.start();

  // The workers of each queue on this instance, and those running a job right now.
  const workers = new Map<string, string[]>();
  const busy = new Set<string>();
  const created = new Set<string>();

  /** Wakes every idle worker of `name`: each takes one due job, if any is left for it. */
  const wakeAll = (name: string) => {
    for (const id of workers.get(name) ?? []) if (!busy.has(id)) boss.notifyWorker(id);
  };
  // The queues worked here by the interval their due jobs are looked for at, one statement each.
  const dueChecks = new Map<number, { names: Set<string>; timer: NodeJS.Timeout; running: boolean }>();
  const checkDue = async (check: { names: Set<string>; running: boolean }) => {
    if (check.running || stopping) return;
    check.running = true;
    try {
      const { rows } = await (boss.getDb() as Executor).executeSql(DUE_QUEUES, [JSON.stringify([...check.names])]);
      for (const row of rows as { name: string }[]) wakeAll(row.name);
    } catch (error) {
      // A lost connection...: logged, and the next check tries again.
      logger.warn('job queue error', { error: (error as Error).message });
    } finally {
      check.running = false;
    }
  };
  const checkDueEvery = (seconds: number, name: string) => {
    let check = dueChecks.get(seconds);
    if (!check) {
      const created = {
        names: new Set<string>(),
        running: false,
        timer: setInterval(() => void checkDue(created), seconds * 1000),
      };
      created.timer.unref();
      dueChecks.set(seconds, created);
      check = created;
    }
    check.names.add(name);
  };

  /** Wakes one idle worker of `name` (a busy one looks again as soon as its job is done). */
  const wake = (name: string) => {
    const ids = workers.get(name);
    const idle = ids?.find((id) => !busy.has(id));
    if (!idle) return;
    boss.notifyWorker(idle);
    // The next wake-up goes to another worker first.
    ids!.push(...ids!.splice(ids!.indexOf(idle), 1));
  };
  options.bus?.subscribe((event) => {
    if (event.type === JOBS_READY) wake(event.id);
  });
  let stopping: Promise<void> | undefined;

  const ensureQueue = async (name: string, work?: WorkOptions) => {
    if (created.has(name) && !work) return;
    const policy = { ...DEFAULT_WORK, ...work };
    const queueOptions = {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: policy.retryBackoff,
      expireInSeconds: policy.expireInSeconds,
    };
    await boss.createQueue(name, { name, ...queueOptions });
    // An existing queue keeps the policy it was created with unless told otherwise.
    if (work) await boss.updateQueue(name, { name, ...queueOptions });
    created.add(name);
  };

  return {
    async work(name, handler, work = {}) {
      await ensureQueue(name, work);
      const polling = Math.max(0.5, work.pollingSeconds ?? pollingSeconds);
      const ownPolling = Math.max(polling, WORKER_OWN_POLLING_SECONDS);
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, work.concurrency ?? 1); i += 1) {
        let id = '';
        id = await boss.work<object>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: ownPolling },
          async ([job]) => {
            if (!job) return;
            busy.add(id);
            try {
              await handler(job.data as Parameters<typeof handler>[0], { id: job.id, retryCount: job.retryCount });
            } finally {
              busy.delete(id);
              // A worker found work: it looks again at once instead of after its polling interval,
              // so a backlog drains at the handlers' pace.
              boss.notifyWorker(id);
            }
          },
        );
        ids.push(id);
      }
      workers.set(name, ids);
      checkDueEvery(polling, name);
    },

    async send(name, data, send = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        ...(send.id ? { id: send.id } : {}),
        startAfter: send.startAfterSeconds,
        singletonKey: send.singletonKey,
        ...(send.within ? { db: drizzleExecutor(send.within) as PgBoss.Db } : {}),
      });
      if (!send.startAfterSeconds) {
        // A worker takes it now instead of at its next poll: in a transaction, once it commits
        // (the job is not visible before), and on whichever instance is idle.
        if (send.within) {
          if (id && options.bus) await options.bus.publishWithin(send.within, { type: JOBS_READY, id: name });
        } else {
          wake(name);
        }
      }
      return id;
    },

    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
    },

    looked(name) {
      const count = workers.get(name)?.length ?? 0;
      if ((looks.get(name) ?? 0) >= count) return Promise.resolve();
      return new Promise((resolve) => lookWaiters.add({ name, count, resolve }));
    },

    stop(graceMs = 5_000) {
      for (const check of dueChecks.values()) clearInterval(check.timer);
      stopping ??= boss.stop({ graceful: true, wait: true, timeout: graceMs }).catch((error: unknown) => {
        logger.warn('job queue did not stop cleanly', { error: (error as Error).message });
      });
      return stopping;
    },
  };
}
