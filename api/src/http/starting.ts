// What the port answers between listening and the app being ready (migrations running): the health
// checks answer at once (live 200, ready 503), and any other request waits for the app instead of
// failing, so a balancer that sent one anyway (nginx has no active checks) loses nothing.
import type http from 'node:http';
import type { Logger } from '../logger';

/** The line logged (info) for each request held until the app is ready. */
export const REQUEST_HELD = 'request held until the app is ready';

/** How long a request may wait for the app before it is answered 503. */
export const STARTING_HOLD_MS = 15_000;

export interface StartingResponder {
  handle: http.RequestListener;
  /** Hands the waiting requests to the app that is now ready. */
  release(app: http.RequestListener): void;
}

export function startingResponder(
  instanceId: string,
  options: { holdMs?: number; logger?: Pick<Logger, 'info'> } = {},
): StartingResponder {
  const { holdMs = STARTING_HOLD_MS, logger } = options;
  const waiting = new Set<{ req: http.IncomingMessage; res: http.ServerResponse; timer: NodeJS.Timeout }>();
  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Instance-Id': instanceId,
      ...(status === 503 ? { 'Retry-After': '1' } : {}),
    });
    res.end(JSON.stringify(body));
  };
  return {
    handle: (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/api/health/live') return answer(res, 200, { status: 'ok' });
      if (path === '/api/health/ready' || path === '/api/health') return answer(res, 503, { status: 'starting' });
      const entry = {
        req,
        res,
        timer: setTimeout(() => {
          waiting.delete(entry);
          answer(res, 503, { status: 'starting' });
        }, holdMs),
      };
      waiting.add(entry);
      // No path or query: they may carry tokens.
      logger?.info(REQUEST_HELD, { method: req.method });
    },
    release(app) {
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        app(entry.req, entry.res);
      }
      waiting.clear();
    },
  };
}
