// Every rate limit of the API (sign-in throttle, password routes, public writes and views) counts
// in one PostgreSQL table through rate-limiter-flexible's Drizzle limiter, so all API instances on
// the same database share the counters and N instances do not multiply a limit by N. It runs on
// the same Drizzle handle as everything else, so it works on the embedded PGlite and on a
// PostgreSQL server alike (docs/security.md, "Passwords and sign-in").
import crypto from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { Logger } from '../logger';
import { throttled } from './errors';

const SWEEP_EVERY_MS = 5 * 60 * 1000;

export interface LimitOptions {
  /** Names the counter; two limits with different names never share one. */
  name: string;
  /** Requests (or failures, with failuresOnly) allowed per window; 0 turns the limit off. */
  points: number;
  windowMs: number;
  /** The counter's key; undefined lets the request through uncounted. Default: the client IP. */
  key?: (req: Request) => string | undefined;
  /** Count only answers of 400 and above: a success gives its point back. */
  failuresOnly?: boolean;
  /** Let the request through uncounted. */
  skip?: (req: Request) => boolean;
}

export interface RateLimitStore {
  limit(options: LimitOptions): RequestHandler;
  /** Consumes one point of a limit outside a route (e.g. per device at sign-in); false when exhausted. */
  limiter(options: Pick<LimitOptions, 'name' | 'points' | 'windowMs'>): Limiter;
  close(): void;
}

export interface Limiter {
  /** Takes a point; resolves the seconds to wait when none was left, else undefined. */
  take(key: string): Promise<number | undefined>;
  giveBack(key: string): Promise<void>;
}

/** A key that names a person (an e-mail) is stored hashed: the table holds no personal data. */
export function hashedKey(value: string): string {
  return crypto.createHash('sha256').update(value).digest('base64url').slice(0, 32);
}

export function createRateLimitStore(db: Db, logger: Logger): RateLimitStore {
  // One sweep for the whole table instead of one timer per limiter.
  const sweep = setInterval(() => {
    db.delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(Date.now() - 60_000)))
      .catch((error: unknown) => logger.warn('rate limit sweep failed', { error }));
  }, SWEEP_EVERY_MS);
  sweep.unref();

  const limiter = ({ name, points, windowMs }: Pick<LimitOptions, 'name' | 'points' | 'windowMs'>): Limiter => {
    const store = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: Math.max(points, 1),
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      clearExpiredByTimeout: false,
    });
    return {
      async take(key) {
        try {
          await store.consume(key);
          return undefined;
        } catch (error) {
          if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw error;
        }
      },
      async giveBack(key) {
        await store.reward(key, 1);
      },
    };
  };

  return {
    limiter,
    limit(options) {
      if (options.points <= 0) return (_req, _res, next) => next();
      const counter = limiter(options);
      return async (req, res, next) => {
        if (options.skip?.(req)) {
          next();
          return;
        }
        const key = options.key ? options.key(req) : (req.ip ?? 'unknown');
        if (key === undefined) {
          next();
          return;
        }
        const retryAfter = await counter.take(key);
        if (retryAfter !== undefined) {
          res.set('Retry-After', String(retryAfter));
          throw throttled();
        }
        if (options.failuresOnly) {
          res.once('finish', () => {
            if (res.statusCode < 400) {
              counter.giveBack(key).catch((error: unknown) => logger.warn('rate limit refund failed', { error }));
            }
          });
        }
        next();
      };
    },
    close: () => clearInterval(sweep),
  };
}
