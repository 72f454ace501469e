// The api_keys table: list, insert, revoke, and the one lookup each key-authenticated request makes.
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiKey } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { apiKeys, users } from '../../db/schema';

const listColumns = {
  id: apiKeys.id,
  companyId: apiKeys.companyId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdAt: apiKeys.createdAt,
  createdById: apiKeys.createdById,
  createdByName: users.name,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

interface ListRow {
  id: string;
  companyId: string;
  name: string;
  prefix: string;
  scopes: ApiKey['scopes'];
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

function toApiKey(row: ListRow): ApiKey {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById ? { id: row.createdById, name: row.createdByName ?? '' } : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A company's keys, newest first, revoked ones included (so the list says when they ended). */
export async function listKeys(db: Db, companyId: string): Promise<ApiKey[]> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export async function findKey(db: Db, id: string): Promise<ApiKey | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(eq(apiKeys.id, id));
  return row ? toApiKey(row) : undefined;
}

export async function insertKey(db: Db | Tx, values: typeof apiKeys.$inferInsert): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

/** Sets revoked_at once; revoking again keeps the first time. */
export async function revokeKey(db: Db | Tx, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
}

/** Revokes every live key `creatorId` created; the ids and companies of those it revoked. */
export async function revokeKeysOfCreator(db: Db | Tx, creatorId: string) {
  return db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.createdById, creatorId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, companyId: apiKeys.companyId });
}

/** A live key by its hash, with its creator's current role and company (checked by the service). */
export async function findLiveKeyByHash(db: Db, keyHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      creatorId: users.id,
      creatorRole: users.role,
      creatorCompanyId: users.companyId,
      creatorAuthVersion: users.authVersion,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdById))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

/**
 * Stamps last_used_at, unless another request (on any instance) did so in the last `everyMs`: the
 * condition makes concurrent stamps a no-op rather than a second write.
 */
export async function touchKey(db: Db, id: string, everyMs: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${everyMs / 1000})`)),
      ),
    );
}
