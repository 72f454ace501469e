// The one place audit entries are written (docs/audit.md). Services call `record` with the
// transaction that makes the change, so the entry and the change commit (or roll back) together.
// An entry names who acted, the company, the target and the NAMES of the fields changed: never a
// value, an e-mail typed, a password or an answer.
import type { AuditAction, AuditActorKind, AuditTargetType } from '@formbuilder/contracts';
import type { Db, Tx } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditRecord {
  action: AuditAction;
  /** null for ADMIN-level events with no company (an ADMIN's sign-in, a template change). */
  companyId: string | null;
  /** The staff member (or the API key) who acted; null for the system or an unidentified caller. */
  actorId: string | null;
  /** 'user' unless said otherwise ('system' when actorId is null and a job acted; 'api_key', see actorOf). */
  actorKind?: AuditActorKind;
  targetType?: AuditTargetType;
  targetId?: string | null;
  /** Field names only. */
  changes?: readonly string[];
  /** Answer deletions: how they were asked for. */
  via?: 'answer' | 'person' | 'retention';
  formId?: string | null;
  submissionId?: string | null;
}

/** Who acted in an entry, from the caller of a request. */
export interface AuditActor {
  actorId: string;
  actorKind: AuditActorKind;
}

/**
 * The actor of a request's caller: a company API key is named as itself ('api_key', the key's id),
 * never as the staff member who created it; anyone else as the signed-in user.
 */
export function actorOf(caller: { userId: string; apiKey?: { id: string } }): AuditActor {
  return caller.apiKey
    ? { actorId: caller.apiKey.id, actorKind: 'api_key' }
    : { actorId: caller.userId, actorKind: 'user' };
}

/** What an entry is about: its kind, its id and the company it belongs to. */
export interface AuditTarget {
  type: AuditTargetType;
  id: string;
  companyId: string | null;
}

/**
 * The entry of a request's caller acting on one target, the shape most changes record; `more` adds
 * the changed field names, the form or the answer.
 */
export function entryOf(
  caller: { userId: string; apiKey?: { id: string } },
  action: AuditAction,
  target: AuditTarget,
  more: Pick<AuditRecord, 'changes' | 'formId' | 'submissionId'> = {},
): AuditRecord {
  return {
    action,
    companyId: target.companyId,
    ...actorOf(caller),
    targetType: target.type,
    targetId: target.id,
    ...more,
  };
}

/** Writes one entry or several, on `db` or inside the caller's transaction `tx`. */
export async function record(db: Db | Tx, entries: AuditRecord | readonly AuditRecord[]): Promise<void> {
  const list: readonly AuditRecord[] = Array.isArray(entries)
    ? (entries as readonly AuditRecord[])
    : [entries as AuditRecord];
  if (list.length === 0) return;
  await db.insert(auditEvents).values(
    list.map((entry) => ({
      action: entry.action,
      companyId: entry.companyId,
      actorId: entry.actorId,
      actorKind: entry.actorKind ?? 'user',
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      changes: entry.changes && entry.changes.length > 0 ? [...new Set<string>(entry.changes)].sort() : null,
      via: entry.via ?? null,
      formId: entry.formId ?? null,
      submissionId: entry.submissionId ?? null,
    })),
  );
}

/** The names of the keys of a patch whose value was sent (undefined means "not sent"). */
export function changedFields(patch: object): string[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}

/**
 * The names of the keys of `next` (those sent) whose value differs from `current`'s, compared as
 * JSON: a save that sends back what is stored changes nothing and names nothing.
 */
export function differingFields(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.entries(next)
    .filter(([key, value]) => value !== undefined && canonical(value) !== canonical(current[key] ?? null))
    .map(([key]) => key);
}

/** JSON with object keys sorted and undefined members left out, so key order never counts as a change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : member,
  );
}
