// The realtime socket's protocol (docs/product.md#api) and the client's reconnect schedule (docs/product.md#limits).
import type { SubmissionCreatedEvent } from './submissions';

export const REALTIME_PATH = '/api/realtime';

/** docs/product.md#limits: a connect attempt that has not become ready in 15 s is given up and retried. */
export const REALTIME_CONNECT_TIMEOUT_MS = 15_000;

/** docs/product.md#limits: waits between reconnect attempts; the last one repeats for as long as it takes. */
export const RECONNECT_DELAYS_MS = [200, 300, 500, 1000, 1200, 1500, 2000] as const;

/** The wait before reconnect attempt `attempt` (0 for the first after a drop). */
export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index]!;
}

/** The client's first and only message. */
export interface RealtimeAuthMessage {
  type: 'auth';
  token: string;
}

/** What the server sends: `ready` once the token is accepted, then events. */
export type RealtimeServerMessage = { type: 'ready' } | SubmissionCreatedEvent;

/** Reads a server message, or undefined for anything this client does not know. */
export function parseRealtimeMessage(data: unknown): RealtimeServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as { type?: unknown; submission?: unknown };
    if (message.type === 'ready') return { type: 'ready' };
    if (message.type === 'submission.created' && typeof message.submission === 'object' && message.submission) {
      return message as SubmissionCreatedEvent;
    }
  } catch {
    // Not JSON: ignored like an unknown message.
  }
  return undefined;
}
