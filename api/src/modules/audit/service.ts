// Reading the audit log (docs/audit.md) and its retention sweep. A MANAGER reads its own company's
// entries only; an ADMIN reads every entry (those without a company too), or one company's.
import { and, count, desc, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditActorKind, AuditEntry, AuditQuery, AuditTargetType, Page } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import {
  apiKeys,
  auditEvents,
  companies,
  forms,
  templateCategories,
  templates,
  users,
  webhookEndpoints,
} from '../../db/schema';
import { forbidden } from '../../http/errors';
import { offsetOf, pageOf } from '../../http/pagination';
import type { Logger } from '../../logger';
import type { AuthContext } from '../../kernel/caller';

/** Old entries deleted per transaction by the sweep. */
export const AUDIT_SWEEP_BATCH = 1000;

export interface AuditServiceDeps {
  db: Db;
  logger: Logger;
  /** AUDIT_RETENTION_DAYS: entries older than this are deleted by the sweep. */
  retentionDays: number;
}

const actors = alias(users, 'audit_actor');
const targetUsers = alias(users, 'audit_target_user');
const targetKeys = alias(apiKeys, 'audit_target_key');

export function createAuditService({ db, logger, retentionDays }: AuditServiceDeps) {
  /** The caller's scope: a MANAGER's own company whatever it asks; an ADMIN's choice. */
  function scopeOf(caller: AuthContext, query: AuditQuery): SQL | undefined {
    if (caller.role === 'ADMIN') return query.companyId ? eq(auditEvents.companyId, query.companyId) : undefined;
    if (caller.role !== 'MANAGER' || !caller.companyId) throw forbidden();
    // Another company's id narrows the list down to nothing rather than reaching it.
    if (query.companyId && query.companyId !== caller.companyId) return sql`false`;
    return eq(auditEvents.companyId, caller.companyId);
  }

  return {
    /** Newest first (ties by id, so pages never overlap), `perPage` per page, with the total. */
    async list(caller: AuthContext, query: AuditQuery): Promise<Page<AuditEntry>> {
      const where = and(
        scopeOf(caller, query),
        query.action ? eq(auditEvents.action, query.action) : undefined,
        query.actorId ? eq(auditEvents.actorId, query.actorId) : undefined,
        query.from ? gte(auditEvents.at, query.from) : undefined,
        query.to ? lte(auditEvents.at, query.to) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select({
            event: auditEvents,
            actorName: actors.name,
            keyName: apiKeys.name,
            companyName: companies.name,
            formTitle: forms.title,
            userName: targetUsers.name,
            templateTitle: templates.title,
            categoryName: templateCategories.name,
            // An endpoint is named by its description (never its address, which may carry a token).
            webhookLabel: webhookEndpoints.description,
            targetKeyName: targetKeys.name,
          })
          .from(auditEvents)
          .leftJoin(actors, and(ne(auditEvents.actorKind, 'api_key'), eq(actors.id, auditEvents.actorId)))
          .leftJoin(apiKeys, and(eq(auditEvents.actorKind, 'api_key'), eq(apiKeys.id, auditEvents.actorId)))
          .leftJoin(companies, eq(companies.id, auditEvents.companyId))
          .leftJoin(forms, and(eq(auditEvents.targetType, 'form'), eq(forms.id, auditEvents.targetId)))
          .leftJoin(targetUsers, and(eq(auditEvents.targetType, 'user'), eq(targetUsers.id, auditEvents.targetId)))
          .leftJoin(templates, and(eq(auditEvents.targetType, 'template'), eq(templates.id, auditEvents.targetId)))
          .leftJoin(
            templateCategories,
            and(eq(auditEvents.targetType, 'category'), eq(templateCategories.id, auditEvents.targetId)),
          )
          .leftJoin(
            webhookEndpoints,
            and(eq(auditEvents.targetType, 'webhook'), eq(webhookEndpoints.id, auditEvents.targetId)),
          )
          .leftJoin(targetKeys, and(eq(auditEvents.targetType, 'api_key'), eq(targetKeys.id, auditEvents.targetId)))
          .where(where)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .offset(offsetOf(query))
          .limit(query.perPage),
        db.select({ total: count() }).from(auditEvents).where(where),
      ]);
      const items = rows.map((row) => {
        const { event, actorName, keyName, companyName } = row;
        const targetType = event.targetType as AuditTargetType | null;
        const labels: Partial<Record<AuditTargetType, string | null>> = {
          form: row.formTitle,
          user: row.userName,
          template: row.templateTitle,
          category: row.categoryName,
          company: companyName,
          webhook: row.webhookLabel || null,
          api_key: row.targetKeyName,
        };
        const targetLabel = targetType ? labels[targetType] : null;
        return {
          id: event.id,
          at: event.at.toISOString(),
          action: event.action,
          actorKind: event.actorKind as AuditActorKind,
          actorId: event.actorId,
          // A key is named by its own name (revoked keys keep theirs; a deleted one has none).
          actorName: (event.actorKind === 'api_key' ? keyName : actorName) ?? null,
          companyId: event.companyId,
          companyName: companyName ?? null,
          targetType,
          targetId: event.targetId,
          targetLabel: targetLabel ?? null,
          changes: event.changes ?? [],
          via: event.via,
        } satisfies AuditEntry;
      });
      return pageOf(items, query, Number(counted[0]?.total ?? 0));
    },

    /**
     * Deletes entries older than AUDIT_RETENTION_DAYS, in batches, each transaction saying it is the
     * sweep (the append-only trigger refuses any other DELETE). One log line per run, counts only.
     */
    async sweep(now = new Date()): Promise<{ deleted: number; retentionDays: number }> {
      const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
      let deleted = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('formbuilder.audit_sweep', 'on', true)`);
          const gone = await tx
            .delete(auditEvents)
            .where(
              sql`${auditEvents.id} in (select ${auditEvents.id} from ${auditEvents} where ${lt(auditEvents.at, cutoff)} limit ${AUDIT_SWEEP_BATCH} for update skip locked)`,
            )
            .returning({ id: auditEvents.id });
          return gone.length;
        });
        deleted += batch;
        if (batch < AUDIT_SWEEP_BATCH) break;
      }
      logger.info('audit retention run', { deleted, retentionDays });
      return { deleted, retentionDays };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
