// One structured log line per request (pino-http): request id, method, path, status and duration.
// No headers, no bodies and no query string: reset links and public views carry tokens and ids
// there (docs/security.md, "Errors, headers and logs").
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A request id a proxy in front may pass on; anything else is replaced by a fresh one. */
const FORWARDED_ID = /^[\w.:-]{8,100}$/;

export function pathWithoutQuery(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.slice(0, 300);
}

declare module 'node:http' {
  interface IncomingMessage {
    /** Set by pino-http for every request; also sent back as X-Request-Id. */
    id: string | number | object;
  }
}

export function requestLog(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger: logger.pino,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const forwarded = req.headers['x-request-id'];
      const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: pathWithoutQuery(req.originalUrl ?? req.url),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    // The error itself is logged once, by the error handler, under its error id.
    customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => ({ ...value, err: undefined }),
    customAttributeKeys: { responseTime: 'durationMs' },
  });
  return (req, res, next) => middleware(req, res, next);
}
