// The outbox and the worker of webhooks (docs/integrations.md#delivery). `emit` writes one delivery
// row per matching endpoint and its `webhooks.deliver` job inside the caller's transaction, so an
// event exists exactly when the change that caused it commits. The worker signs and POSTs it; a
// failed attempt throws, and the queue retries it with exponential back-off (about a day in all).
import crypto from 'node:crypto';
import {
  WEBHOOK_MAX_CONSECUTIVE_FAILURES,
  WEBHOOK_PAYLOAD_VERSION,
  webhookMessages,
  type WebhookAttempt,
  type WebhookEventType,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import { endpointDisabledMail } from './disabled-mail';
import * as repo from './repo';
import { postJson } from './sender';
import { signatureHeader } from './signature';

export const DELIVER_QUEUE = 'webhooks.deliver';
export const SWEEP_QUEUE = 'webhooks.sweep';
/** Daily; settled deliveries are kept this long (their payloads hold the respondents' answers). */
const SWEEP_CRON = '23 3 * * *';
export const DELIVERY_RETENTION_DAYS = 30;
/**
 * How long a delivery attempt's job is held: one attempt takes at most its timeout (30 s at most)
 * plus two short writes. An attempt cut short (the process killed) is tried again once it has passed.
 */
export const DELIVERY_ATTEMPT_LEASE_SECONDS = 60;
/**
 * Deliveries one instance runs at once: an attempt mostly waits on the receiver (up to 10 s), so one
 * slow receiver must not hold up everyone else's events, and a steady stream needs several at a time.
 */
const DELIVERY_CONCURRENCY = 8;

/** Deletes settled deliveries older than the retention; resolves with how many. */
export function sweepDeliveries(db: Db, now = new Date()): Promise<number> {
  return repo.deleteSettledBefore(db, new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000));
}

export interface DeliverJob {
  deliveryId: string;
}

export interface WebhookEvent {
  companyId: string;
  type: WebhookEventType;
  /** The form the event is about; endpoints limited to some forms only get theirs. */
  formId?: string;
  data: Record<string, unknown>;
}

export interface WebhookOutbox {
  /**
   * Queues `event` for every enabled endpoint of its company subscribed to it, in `tx` (one cheap
   * query when there is none). Resolves with the number of deliveries queued.
   */
  emit(tx: Db | Tx, event: WebhookEvent): Promise<number>;
}

export interface DeliveryPolicy {
  /** SSRF rule off (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Wait before the first retry, doubled each time (WEBHOOK_RETRY_DELAY_SECONDS). */
  retryDelaySeconds: number;
  /** Retries after the first attempt (WEBHOOK_RETRY_LIMIT). */
  retryLimit: number;
  /** How long one attempt may wait for the receiver's answer (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
}

export function envelopeOf(type: string, data: Record<string, unknown>) {
  return {
    id: crypto.randomUUID(),
    type,
    version: WEBHOOK_PAYLOAD_VERSION,
    createdAt: new Date().toISOString(),
    data,
  };
}

/** Writes the delivery rows of one envelope and their jobs, in `tx`. */
export async function queueDeliveries(
  tx: Db | Tx,
  jobs: JobQueue,
  endpointIds: string[],
  envelope: ReturnType<typeof envelopeOf>,
): Promise<string[]> {
  const rows = await repo.insertDeliveries(
    tx,
    endpointIds.map((endpointId) => ({
      endpointId,
      eventId: envelope.id,
      eventType: envelope.type,
      payload: envelope,
    })),
  );
  for (const row of rows) await jobs.send<DeliverJob>(DELIVER_QUEUE, { deliveryId: row.id }, { within: tx });
  return rows.map((row) => row.id);
}

export function createOutbox(jobs: JobQueue): WebhookOutbox {
  return {
    async emit(tx, event) {
      const endpointIds = await repo.matchingEndpointIds(tx, event.companyId, event.type, event.formId);
      if (endpointIds.length === 0) return 0;
      const ids = await queueDeliveries(tx, jobs, endpointIds, envelopeOf(event.type, event.data));
      return ids.length;
    },
  };
}

/** E-mails the company's MANAGERs (when it allows e-mail) that `endpoint` was turned off. */
async function tellEndpointDisabled(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  endpoint: repo.EndpointRow,
): Promise<number> {
  const recipients = await repo.findDisabledNoticeRecipients(deps.db, endpoint.companyId);
  for (const recipient of recipients) {
    await deps.mailer.send(
      endpointDisabledMail({
        to: recipient.email,
        name: recipient.name,
        companyName: recipient.companyName,
        url: endpoint.url,
        failures: WEBHOOK_MAX_CONSECUTIVE_FAILURES,
        link: `${deps.publicUrl}/webhooks`,
      }),
    );
  }
  return recipients.length;
}

/** Starts the worker of this instance (call before anything is emitted: it also creates the queue). */
export async function startDeliveryWorker(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
  policy: DeliveryPolicy;
  /** Tells the MANAGERs when an endpoint is turned off; links go to `publicUrl`. */
  mailer: Mailer;
  publicUrl: string;
}): Promise<void> {
  const { db, jobs, logger, policy } = deps;
  await jobs.work<DeliverJob>(
    DELIVER_QUEUE,
    async ({ deliveryId }, job) => {
      const found = await repo.findDeliveryWithEndpoint(db, deliveryId);
      // Deleted with its endpoint, or settled by another run: nothing to do.
      if (!found || found.delivery.state !== 'pending') return;
      const { delivery, endpoint } = found;
      const at = new Date().toISOString();
      if (!endpoint.enabled) {
        const attempt: WebhookAttempt = { at, status: null, latencyMs: 0, snippet: webhookMessages.endpointDisabled };
        await repo.recordAttempt(db, delivery.id, attempt, 'failed');
        return;
      }
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(Date.now() / 1000);
      const secrets = [endpoint.secret];
      if (
        endpoint.previousSecret &&
        endpoint.previousSecretUntil &&
        endpoint.previousSecretUntil.getTime() > Date.now()
      ) {
        secrets.push(endpoint.previousSecret);
      }
      const signature = signatureHeader(secrets, delivery.eventId, timestamp, body);
      const result = await postJson(
        endpoint.url,
        body,
        { 'webhook-id': delivery.eventId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
        {
          allowPrivate: policy.allowPrivate,
          timeoutMs: policy.timeoutSeconds * 1000,
          redact: [...secrets, ...signature.split(' ')],
        },
      );
      const attempt: WebhookAttempt = {
        at,
        status: result.status,
        latencyMs: result.latencyMs,
        snippet: result.snippet,
      };
      if (result.ok) {
        // Most endpoints have no failures to forget: then the attempt is the only write.
        if (endpoint.consecutiveFailures === 0) {
          await repo.recordAttempt(db, delivery.id, attempt, 'succeeded');
          return;
        }
        await db.transaction(async (tx) => {
          await repo.recordAttempt(tx, delivery.id, attempt, 'succeeded');
          await repo.resetFailures(tx, endpoint.id);
        });
        return;
      }
      const last = job.retryCount >= policy.retryLimit;
      if (!last) {
        await repo.recordAttempt(db, delivery.id, attempt, 'pending');
        // The queue retries it after the back-off. Ids and the status only: no URL (it may hold a token).
        throw new Error(`webhook delivery ${delivery.id} failed with ${result.status ?? 'no answer'}`);
      }
      const turnedOff = await db.transaction(async (tx) => {
        await repo.recordAttempt(tx, delivery.id, attempt, 'failed');
        return repo.countFailure(
          tx,
          endpoint.id,
          WEBHOOK_MAX_CONSECUTIVE_FAILURES,
          webhookMessages.autoDisabled(WEBHOOK_MAX_CONSECUTIVE_FAILURES),
        );
      });
      // After the commit: the endpoint is off whatever happens to the mail. Only this call turned it
      // off, so the MANAGERs hear of it once.
      const told = turnedOff
        ? await tellEndpointDisabled(deps, endpoint).catch((error: unknown) => {
            logger.error('webhook turned-off notice not queued', {
              endpointId: endpoint.id,
              error: (error as Error).message,
            });
            return 0;
          })
        : 0;
      logger.warn('webhook delivery failed for good', {
        deliveryId: delivery.id,
        endpointId: endpoint.id,
        status: result.status,
        attempts: job.retryCount + 1,
        endpointDisabled: turnedOff,
        ...(turnedOff ? { managersMailed: told } : {}),
      });
    },
    {
      retryLimit: policy.retryLimit,
      retryDelaySeconds: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: DELIVERY_ATTEMPT_LEASE_SECONDS,
      concurrency: DELIVERY_CONCURRENCY,
    },
  );
  await jobs.work(
    SWEEP_QUEUE,
    async () => {
      const deleted = await sweepDeliveries(db);
      logger.info('webhook deliveries swept', { deleted, olderThanDays: DELIVERY_RETENTION_DAYS });
    },
    { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 600 },
  );
  await jobs.schedule(SWEEP_QUEUE, SWEEP_CRON);
}
