import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { roleLabels, type User } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { companies, files, users } from '../../db/schema';
import { toCompany } from '../companies';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A user with its company and that company's logo name, as the API answers it. */
export interface UserRecord {
  user: UserRow;
  company: typeof companies.$inferSelect | null;
  logoName: string | null;
}

export function toUser({ user, company, logoName }: UserRecord, publicUrl: string): User {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    role: user.role,
    roleLabel: roleLabels[user.role],
    company: company ? toCompany({ company, logoName }, publicUrl) : null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

const selectRecords = (db: Db) =>
  db
    .select({ user: users, company: companies, logoName: files.originalName })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId));

export async function findUserRecord(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(users.id, id));
  return row;
}

/** Whose users a list may show: one company's, one user, or (both undefined) everyone. */
export interface UserScope {
  companyId?: string;
  userId?: string;
}

export interface UserListQuery {
  scope: UserScope;
  /** LIKE patterns of the search text: normalized for names, lower-cased for e-mails. */
  search: { name: string; email: string } | undefined;
  /** Listed first (docs/product.md#users: the own user, then the others alphabetically). */
  firstId: string;
  offset: number;
  limit: number;
}

const listConditions = ({ scope, search }: Pick<UserListQuery, 'scope' | 'search'>) =>
  and(
    scope.companyId === undefined ? undefined : eq(users.companyId, scope.companyId),
    scope.userId === undefined ? undefined : eq(users.id, scope.userId),
    search ? or(like(users.nameSearch, search.name), like(users.email, search.email)) : undefined,
  );

export async function listUsers(db: Db, query: UserListQuery): Promise<UserRecord[]> {
  return selectRecords(db)
    .where(listConditions(query))
    .orderBy(
      sql`case when ${users.id} = ${query.firstId} then 0 else 1 end`,
      asc(users.nameSearch),
      asc(users.name),
      asc(users.id),
    )
    .limit(query.limit)
    .offset(query.offset);
}

export function countListedUsers(db: Db, query: Pick<UserListQuery, 'scope' | 'search'>): Promise<number> {
  return db.$count(users, listConditions(query));
}

export function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}

export function countCompanyUsers(db: Db, companyId: string): Promise<number> {
  return db.$count(users, eq(users.companyId, companyId));
}

/**
 * Locks the company's row until the transaction ends, so concurrent user creations in one company
 * take turns counting against usersLimit. Undefined when there is no such company.
 */
export async function lockCompanyForUsers(db: Db, companyId: string): Promise<{ usersLimit: number } | undefined> {
  const [row] = await db
    .select({ usersLimit: companies.usersLimit })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/** The ADMIN rows, locked, so two administrators leaving at once can not leave none. */
export async function lockAdmins(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
  return rows.map((row) => row.id);
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Inserts unless the e-mail is taken; undefined then. */
export async function insertUserIfAbsent(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** The next auth_version, for changes that alter what a user may see or end its sessions. */
export const nextAuthVersion = () => sql`${users.authVersion} + 1`;

/** A change of role or company raises auth_version, so open sockets re-check their rights. */
export async function updateUser(db: Db, id: string, values: Partial<NewUserRow>): Promise<void> {
  const rightsChange = values.role !== undefined || values.companyId !== undefined;
  await db
    .update(users)
    .set(rightsChange ? { ...values, authVersion: nextAuthVersion() } : values)
    .where(eq(users.id, id));
}

/** A new password raises auth_version (sessions end with it). */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, authVersion: nextAuthVersion() }).where(eq(users.id, id));
}

/** Only the hash: a login upgrading an old hash changes nobody's rights. */
export async function rehashPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The current auth_version of each existing user among `ids` (a deleted one is simply absent). */
export async function authVersions(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, authVersion: users.authVersion })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.authVersion]));
}

/** Raises auth_version of the given users, e.g. when some of their sessions were ended. */
export async function bumpAuthVersions(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(users).set({ authVersion: nextAuthVersion() }).where(inArray(users.id, ids));
}

/** Their sessions go with them; their forms stay, with no creator ('Usuário desativado'). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
