// The staff side of webhooks: a MANAGER's endpoints of its own company, their deliveries, replays
// and test events (docs/integrations.md). An ADMIN manages companies, not their integrations.
import {
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_TEST_EVENT,
  webhookDeliveryStateLabels,
  webhookMessages,
  withoutUrlCredentials,
  type Page,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookReplayResult,
  type WebhookUpdateInput,
} from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';
import type { JobQueue } from '../../jobs/queue';
import { differingFields, entryOf, record, type AuditTarget } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import { refusedAddress } from './addresses';
import { DELIVER_QUEUE, envelopeOf, queueDeliveries, type DeliverJob } from './delivery';
import * as repo from './repo';
import { newSecret } from './signature';

/** Failed deliveries sent again by one "Reenviar falhas", at most. */
const REPLAY_FAILED_MAX = 500;

export function toEndpoint(row: repo.EndpointRow): WebhookEndpoint {
  const overlap = row.previousSecretUntil && row.previousSecretUntil.getTime() > Date.now();
  return {
    id: row.id,
    url: withoutUrlCredentials(row.url),
    description: row.description,
    events: row.events,
    formIds: row.formIds,
    enabled: row.enabled,
    consecutiveFailures: row.consecutiveFailures,
    disabledReason: row.disabledReason,
    previousSecretUntil: overlap ? row.previousSecretUntil!.toISOString() : null,
    created: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    state: row.state,
    stateLabel: webhookDeliveryStateLabels[row.state],
    attemptCount: row.attemptCount,
    lastStatus: row.lastStatus,
    lastLatencyMs: row.lastLatencyMs,
    lastResponseSnippet: row.lastResponseSnippet,
    attempts: row.attempts,
    payload: row.payload,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
    deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  };
}

export interface DeliveriesQuery extends PageQuery {
  state?: WebhookDeliveryState;
}

/** What an endpoint's audit entries are about (named by its description, never its address). */
const endpointTarget = (endpoint: { id: string; companyId: string }): AuditTarget => ({
  type: 'webhook',
  id: endpoint.id,
  companyId: endpoint.companyId,
});

export function createWebhooksService(deps: { db: Db; jobs: JobQueue; allowPrivate: boolean }) {
  const { db, jobs, allowPrivate } = deps;

  const companyOf = (caller: AuthContext): string => {
    if (caller.role !== 'MANAGER' || !caller.companyId) throw forbidden();
    return caller.companyId;
  };

  const findOwned = async (caller: AuthContext, id: string) => {
    const row = await repo.findEndpoint(db, companyOf(caller), id);
    if (!row) throw notFound();
    return row;
  };

  const checkUrl = async (url: string) => {
    const refused = await refusedAddress(url, allowPrivate);
    if (refused) throw invalid(refused, { url: refused });
  };

  const checkForms = async (companyId: string, formIds: string[]) => {
    if (formIds.length === 0) return;
    if ((await repo.countCompanyForms(db, companyId, formIds)) !== formIds.length) {
      throw invalid(webhookMessages.unknownForm, { formIds: webhookMessages.unknownForm });
    }
  };

  return {
    async list(caller: AuthContext, query: PageQuery): Promise<Page<WebhookEndpoint>> {
      const companyId = companyOf(caller);
      const page = { limit: query.perPage, offset: offsetOf(query) };
      const [rows, total] = await Promise.all([
        repo.listEndpoints(db, companyId, page),
        repo.countEndpoints(db, companyId),
      ]);
      return pageOf(rows.map(toEndpoint), query, total);
    },

    async get(caller: AuthContext, id: string): Promise<WebhookEndpoint> {
      return toEndpoint(await findOwned(caller, id));
    },

    /** The answer carries the secret: the only time anyone sees it. */
    async create(caller: AuthContext, input: WebhookCreateInput): Promise<WebhookEndpointWithSecret> {
      const companyId = companyOf(caller);
      await checkUrl(input.url);
      await checkForms(companyId, input.formIds);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertEndpoint(tx, {
          companyId,
          url: input.url,
          description: input.description,
          events: input.events,
          formIds: input.formIds,
          enabled: input.enabled,
          secret: newSecret(),
        });
        await record(tx, entryOf(caller, 'webhook.created', endpointTarget(inserted)));
        return inserted;
      });
      return { ...toEndpoint(row), secret: row.secret };
    },

    /** Turning an endpoint on again starts a new run of failures and clears why it was off. */
    async update(caller: AuthContext, id: string, input: WebhookUpdateInput): Promise<WebhookEndpoint> {
      const current = await findOwned(caller, id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      if (input.formIds !== undefined) await checkForms(current.companyId, input.formIds);
      const changes: Parameters<typeof repo.updateEndpoint>[3] = {};
      if (input.url !== undefined) changes.url = input.url;
      if (input.description !== undefined) changes.description = input.description;
      if (input.events !== undefined) changes.events = input.events;
      if (input.formIds !== undefined) changes.formIds = input.formIds;
      if (input.enabled !== undefined) {
        changes.enabled = input.enabled;
        if (input.enabled && !current.enabled) Object.assign(changes, { consecutiveFailures: 0, disabledReason: null });
        if (!input.enabled) changes.disabledReason = null;
      }
      const changed = differingFields(current, { ...input });
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateEndpoint(tx, current.companyId, id, changes);
        if (updated && changed.length > 0) {
          await record(tx, entryOf(caller, 'webhook.updated', endpointTarget(updated), { changes: changed }));
        }
        return updated;
      });
      if (!row) throw notFound();
      return toEndpoint(row);
    },

    async remove(caller: AuthContext, id: string): Promise<void> {
      const companyId = companyOf(caller);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteEndpoint(tx, companyId, id))) throw notFound();
        await record(tx, entryOf(caller, 'webhook.deleted', endpointTarget({ id, companyId })));
      });
    },

    /** A new secret signs from now on; the old one also signs for 24 hours, so receivers can switch. */
    async rotate(caller: AuthContext, id: string): Promise<WebhookEndpointWithSecret> {
      const current = await findOwned(caller, id);
      const row = await db.transaction(async (tx) => {
        const rotated = await repo.updateEndpoint(tx, current.companyId, id, {
          secret: newSecret(),
          previousSecret: current.secret,
          previousSecretUntil: new Date(Date.now() + WEBHOOK_ROTATION_OVERLAP_HOURS * 3600 * 1000),
        });
        if (rotated) {
          await record(tx, entryOf(caller, 'webhook.secret_rotated', endpointTarget(rotated), { changes: ['secret'] }));
        }
        return rotated;
      });
      if (!row) throw notFound();
      return { ...toEndpoint(row), secret: row.secret };
    },

    /** Queues a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
    async sendTest(caller: AuthContext, id: string): Promise<WebhookDelivery> {
      const endpoint = await findOwned(caller, id);
      if (!endpoint.enabled) throw conflict(webhookMessages.endpointDisabled);
      const envelope = envelopeOf(WEBHOOK_TEST_EVENT, {
        endpointId: endpoint.id,
        message: 'Evento de teste enviado pelo Formulários.',
      });
      const [deliveryId] = await db.transaction((tx) => queueDeliveries(tx, jobs, [endpoint.id], envelope));
      const found = await repo.findCompanyDelivery(db, endpoint.companyId, deliveryId!);
      return toDelivery(found!.delivery);
    },

    async deliveries(caller: AuthContext, id: string, query: DeliveriesQuery): Promise<Page<WebhookDelivery>> {
      const endpoint = await findOwned(caller, id);
      const { rows, total } = await repo.listDeliveries(db, endpoint.id, query.state, {
        limit: query.perPage,
        offset: offsetOf(query),
      });
      return pageOf(rows.map(toDelivery), query, total);
    },

    /** Sends the same event (same id, same body) again, with a fresh series of retries. */
    async replay(caller: AuthContext, deliveryId: string): Promise<WebhookDelivery> {
      const companyId = companyOf(caller);
      const found = await repo.findCompanyDelivery(db, companyId, deliveryId);
      if (!found) throw notFound();
      if (!found.endpoint.enabled) throw conflict(webhookMessages.endpointDisabled);
      const reopened = await db.transaction(async (tx) => {
        const id = await repo.reopenDelivery(tx, deliveryId);
        if (id) await jobs.send<DeliverJob>(DELIVER_QUEUE, { deliveryId: id }, { within: tx });
        return id;
      });
      if (!reopened) throw conflict(webhookMessages.replayPending);
      const after = await repo.findCompanyDelivery(db, companyId, deliveryId);
      return toDelivery(after!.delivery);
    },

    async replayFailed(caller: AuthContext, id: string): Promise<WebhookReplayResult> {
      const endpoint = await findOwned(caller, id);
      if (!endpoint.enabled) throw conflict(webhookMessages.endpointDisabled);
      const queued = await db.transaction(async (tx) => {
        const ids = await repo.reopenFailedDeliveries(tx, endpoint.id, REPLAY_FAILED_MAX);
        for (const deliveryId of ids) await jobs.send<DeliverJob>(DELIVER_QUEUE, { deliveryId }, { within: tx });
        return ids.length;
      });
      return { queued };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
