// Carries domain events to every API instance so each can deliver them to its own sockets
// (docs/architecture.md#server-and-data, scale-out). With PostgreSQL: NOTIFY on one channel and a dedicated LISTEN connection per
// instance; with the embedded PGlite there is one process, so events stay in it.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db, Tx } from '../db/client';
import type { Logger } from '../logger';

/** Events carry ids only: NOTIFY payloads are capped at 8000 bytes and each instance loads the record itself. */
export interface BusEvent {
  type: string;
  id: string;
  /** The form of a deleted submission, which can no longer be loaded by its id. */
  formId?: string;
}

export type BusHandler = (event: BusEvent) => void | Promise<void>;

export interface EventBus {
  /** Reaches the handlers of every instance (this one included) exactly once. */
  publish(event: BusEvent): Promise<void>;
  /**
   * Like publish, but written in the caller's transaction: handlers run only once it commits, and
   * never when it rolls back (NOTIFY is transactional, on PGlite too).
   */
  publishWithin(tx: Db | Tx, event: BusEvent): Promise<void>;
  /** The handler gets this instance's events one at a time, in the order the instance heard them. */
  subscribe(handler: BusHandler): void;
  close(): Promise<void>;
}

export const EVENTS_CHANNEL = 'formbuilder_events';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
const NOTIFY_BATCH_MAX = 500;

function isBusEvent(value: unknown): value is BusEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { type, id } = value as Partial<BusEvent>;
  return typeof type === 'string' && typeof id === 'string';
}

/**
 * Runs each handler on one event at a time, in the order this instance heard them (the database's
 * commit order): a handler that loads what an event names could otherwise, on a pool of connections,
 * finish a later event first. Handlers do not wait for each other, and one that fails is logged and
 * still gets the next event.
 */
function dispatcher(logger: Logger) {
  /** Each handler with the end of its queue. */
  const handlers = new Map<BusHandler, Promise<void>>();
  return {
    handlers,
    subscribe(handler: BusHandler) {
      handlers.set(handler, Promise.resolve());
    },
    dispatch(event: BusEvent) {
      for (const [handler, queue] of handlers) {
        handlers.set(
          handler,
          queue
            .then(() => handler(event))
            .catch((error: unknown) => logger.error('event handler failed', { type: event.type, error })),
        );
      }
    },
  };
}

/** The NOTIFY of one event in `tx`, delivered to the listeners when the transaction commits. */
const notifyWithin = async (tx: Db | Tx, event: BusEvent) => {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
};

/** A notification's payload as an event, or undefined (logged) when it is not one. */
function eventOf(payload: string, logger: Logger): BusEvent | undefined {
  try {
    const event: unknown = JSON.parse(payload);
    if (isBusEvent(event)) return event;
  } catch {
    // logged below
  }
  logger.warn('unreadable event on the bus', { payload: payload.slice(0, 200) });
  return undefined;
}

/**
 * One process. `pglite` (the embedded database) carries the events published within a transaction,
 * so they too arrive only after the commit; without it those are dispatched at once.
 */
export async function createLocalEventBus(logger: Logger, pglite?: PGlite): Promise<EventBus> {
  const { handlers, subscribe, dispatch } = dispatcher(logger);
  const unlisten = pglite
    ? await pglite.listen(EVENTS_CHANNEL, (payload) => {
        const event = eventOf(payload, logger);
        if (event) dispatch(event);
      })
    : undefined;
  // Asynchronous like NOTIFY, so a publisher never runs handlers inside its own call.
  const publish = async (event: BusEvent) => void setImmediate(() => dispatch(event));
  return {
    publish,
    publishWithin: (tx, event) => (pglite ? notifyWithin(tx, event) : publish(event)),
    subscribe,
    close: async () => {
      handlers.clear();
      await unlisten?.().catch(() => undefined);
    },
  };
}

/**
 * Publishes through the shared pool (NOTIFY) and listens on a connection of its own, reconnecting
 * with back-off when it drops. Events sent while it is down are lost for this instance's sockets;
 * the apps refetch on reconnect (docs/security.md#realtime), so nothing is lost for good.
 */
export async function createPostgresEventBus(options: {
  databaseUrl: string;
  db: Db;
  logger: Logger;
}): Promise<EventBus> {
  const { databaseUrl, db, logger } = options;
  const { handlers, subscribe, dispatch } = dispatcher(logger);
  let client: Client | undefined;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: { channel: string; payload?: string }) => {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    const event = eventOf(message.payload, logger);
    if (event) dispatch(event);
  };

  const connect = async () => {
    const next = new Client({ connectionString: databaseUrl });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      logger.warn('event bus connection lost', { error: error.message });
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
  };

  const reconnect = (lost: Client) => {
    if (closed || client !== lost || retryTimer) return;
    client = undefined;
    lost.removeAllListeners('end');
    lost.end().catch(() => undefined);
    const attempt = () => {
      retryTimer = undefined;
      if (closed) return;
      connect().catch((error: unknown) => {
        logger.warn('event bus reconnect failed', { error: (error as Error).message, retryInMs: retryMs });
        retryTimer = setTimeout(attempt, retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      });
    };
    retryTimer = setTimeout(attempt, retryMs);
    retryTimer.unref();
  };

  await connect();

  // Under load many submissions commit at once. Events published in the same turn of the event loop
  // go out in one statement, one round trip instead of one each; each is still its own notification.
  const queued: { payload: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    // Bounded, so a burst stays far below PostgreSQL's limit of 65535 parameters per statement.
    const batch = queued.splice(0, NOTIFY_BATCH_MAX);
    if (queued.length > 0) setImmediate(flush);
    const payloads = sql.join(
      batch.map(({ payload }) => sql`(${payload})`),
      sql`, `,
    );
    db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, payload) from (values ${payloads}) as events(payload)`).then(
      () => batch.forEach(({ resolve }) => resolve()),
      (error: unknown) => batch.forEach(({ reject }) => reject(error)),
    );
  };

  return {
    publish: (event) =>
      new Promise<void>((resolve, reject) => {
        queued.push({ payload: JSON.stringify(event), resolve, reject });
        if (queued.length === 1) setImmediate(flush);
      }),
    publishWithin: notifyWithin,
    subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      handlers.clear();
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}

export async function createEventBus(options: {
  databaseUrl: string | undefined;
  db: Db;
  /** The embedded database, when there is no PostgreSQL. */
  pglite?: PGlite;
  logger: Logger;
}): Promise<EventBus> {
  return options.databaseUrl
    ? createPostgresEventBus({ databaseUrl: options.databaseUrl, db: options.db, logger: options.logger })
    : createLocalEventBus(options.logger, options.pglite);
}
