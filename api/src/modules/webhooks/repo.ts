// Queries of the webhooks module. Every staff read and write names the company, so another
// company's endpoint or delivery is simply not found.
import { and, count, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { WebhookAttempt, WebhookEventType } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { companies, forms, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';

type Queryable = Db | Tx;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Who is told by e-mail that an endpoint was turned off: the MANAGERs of its company, when the
 * company allows e-mail (none otherwise).
 */
export async function findDisabledNoticeRecipients(db: Queryable, companyId: string) {
  return db
    .select({ email: users.email, name: users.name, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.role, 'MANAGER'), eq(companies.allowEmail, true)))
    .orderBy(users.email);
}

/** Attempts kept per delivery (the newest); the counters keep counting past it. */
const ATTEMPTS_KEPT = 30;

/**
 * SQL true when `companyId` has an enabled endpoint for `type` that takes `formId`'s events: the
 * cheap test the hot paths run inside their own statement.
 */
export function endpointExists(companyId: SQL | string, type: WebhookEventType, formId: SQL | string): SQL {
  return sql`exists (select 1 from ${webhookEndpoints} e where e.company_id = ${companyId} and e.enabled
    and ${type} = any(e.events) and (cardinality(e.form_ids) = 0 or ${formId} = any(e.form_ids)))`;
}

export async function matchingEndpointIds(
  db: Queryable,
  companyId: string,
  type: WebhookEventType,
  formId: string | undefined,
): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.events})`,
        formId === undefined
          ? undefined
          : sql`(cardinality(${webhookEndpoints.formIds}) = 0 or ${formId}::uuid = any(${webhookEndpoints.formIds}))`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertDeliveries(db: Queryable, rows: (typeof webhookDeliveries.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(webhookDeliveries).values(rows).returning({ id: webhookDeliveries.id });
}

// ---- endpoints ----

export function listEndpoints(db: Db, companyId: string, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countEndpoints(db: Db, companyId: string): Promise<number> {
  return db.$count(webhookEndpoints, eq(webhookEndpoints.companyId, companyId));
}

export async function findEndpoint(db: Queryable, companyId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(
  db: Queryable,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Queryable,
  companyId: string,
  id: string,
  changes: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(changes)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** How many of `formIds` are forms of the company. */
export async function countCompanyForms(db: Db, companyId: string, formIds: string[]): Promise<number> {
  if (formIds.length === 0) return 0;
  return db.$count(forms, and(eq(forms.companyId, companyId), inArray(forms.id, formIds)));
}

// ---- deliveries ----

export async function listDeliveries(
  db: Db,
  endpointId: string,
  state: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    state ? eq(webhookDeliveries.state, state as DeliveryRow['state']) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** A delivery of the company's endpoints. */
export async function findCompanyDelivery(db: Queryable, companyId: string, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookDeliveries.id, id)));
  return row;
}

/** For the worker: the delivery and its endpoint, whatever the company. */
export async function findDeliveryWithEndpoint(db: Db, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** Back to pending for a replay; undefined when it is pending already (a delivery runs once at a time). */
export async function reopenDelivery(tx: Tx, id: string): Promise<string | undefined> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ state: 'pending' })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.state} <> 'pending'`))
    .returning({ id: webhookDeliveries.id });
  return row?.id;
}

export async function reopenFailedDeliveries(tx: Tx, endpointId: string, limit: number): Promise<string[]> {
  const rows = await tx.execute(sql`
    update ${webhookDeliveries} set state = 'pending', updated_at = now()
    where id in (select id from ${webhookDeliveries} where endpoint_id = ${endpointId} and state = 'failed'
      order by created_at limit ${limit})
    returning id`);
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** Appends one attempt and moves the delivery to `state` (pending while retries remain). */
export async function recordAttempt(
  db: Queryable,
  id: string,
  attempt: WebhookAttempt,
  state: DeliveryRow['state'],
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      state,
      attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
      lastStatus: attempt.status,
      lastLatencyMs: attempt.latencyMs,
      lastResponseSnippet: attempt.snippet,
      attempts: sql`(select coalesce(jsonb_agg(a order by n), '[]'::jsonb) from (
        select a, n from jsonb_array_elements(${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb)
          with ordinality as t(a, n)
        order by n desc limit ${ATTEMPTS_KEPT}) kept)`,
      ...(state === 'succeeded' ? { deliveredAt: new Date() } : {}),
    })
    .where(eq(webhookDeliveries.id, id));
}

/** A delivery succeeded: the endpoint's run of failures ends. */
export async function resetFailures(db: Queryable, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} <> 0`));
}

/**
 * A delivery failed for good: one more failure in a row, and the endpoint is turned off (with
 * `reason`) when that makes `max`. Resolves whether this call turned it off.
 */
export async function countFailure(db: Queryable, endpointId: string, max: number, reason: string): Promise<boolean> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      enabled: sql`${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 < ${max}`,
      disabledReason: sql`case when ${webhookEndpoints.enabled} and ${webhookEndpoints.consecutiveFailures} + 1 >= ${max}
        then ${reason} else ${webhookEndpoints.disabledReason} end`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ enabled: webhookEndpoints.enabled, reason: webhookEndpoints.disabledReason });
  return row !== undefined && !row.enabled && row.reason === reason;
}

/** Settled deliveries created before `before` (their payloads hold answers): deleted, counted. */
export async function deleteSettledBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.state, 'pending')))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
