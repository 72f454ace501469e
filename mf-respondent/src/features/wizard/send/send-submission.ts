// Exactly-once sending of a submission: one Idempotency-Key per submission, retried with back-off
// on network failures and 5xx (the server answers a retry with the first 201), paused while the
// browser is offline. A 4xx is final: the caller shows its message and keeps the answers.
import { IDEMPOTENCY_KEY_HEADER, isApiErrorBody, type PublicSubmissionInput } from '@formbuilder/contracts';

/** Waits between attempts; the last one repeats. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];

export type SendResult =
  { ok: true; id: string } | { ok: false; status: number; message: string; fields: Record<string, string> };

export interface SendOptions {
  formId: string;
  body: PublicSubmissionInput;
  idempotencyKey: string;
  /** Told each time an attempt fails and another will follow. */
  onRetry?: (attempt: number, offline: boolean) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  delays?: number[];
  isOnline?: () => boolean;
  waitForOnline?: () => Promise<void>;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const untilOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

export async function sendSubmission(options: SendOptions): Promise<SendResult> {
  const {
    formId,
    body,
    idempotencyKey,
    onRetry,
    signal,
    fetchImpl = fetch,
    delays = RETRY_DELAYS_MS,
    isOnline = browserOnline,
    waitForOnline = untilOnline,
  } = options;

  for (let attempt = 1; ; attempt++) {
    if (!isOnline()) {
      onRetry?.(attempt, true);
      await waitForOnline();
    }
    try {
      const response = await fetchImpl(`/api/public/forms/${encodeURIComponent(formId)}/submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: JSON.stringify(body),
        signal,
      });
      const data: unknown = await response.json().catch(() => null);
      if (response.ok && data && typeof (data as { id?: unknown }).id === 'string') {
        return { ok: true, id: (data as { id: string }).id };
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        const error = isApiErrorBody(data) ? data.error : undefined;
        return { ok: false, status: response.status, message: error?.message ?? '', fields: error?.fields ?? {} };
      }
    } catch (error) {
      if (signal?.aborted) throw error;
      // A network failure: the request may or may not have reached the server; the key makes retrying safe.
    }
    onRetry?.(attempt, !isOnline());
    await sleep(delays[Math.min(attempt - 1, delays.length - 1)]!, signal);
  }
}
