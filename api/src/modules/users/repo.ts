import { eq } from 'drizzle-orm';
import { roleLabels, type User } from '@formbuilder/contracts';
import type { Db } from '../../db/client';
import { companies, files, users } from '../../db/schema';
import { toCompany } from '../companies/repo';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A user with its company and that company's logo name, as the API answers it. */
export interface UserRecord {
  user: UserRow;
  company: typeof companies.$inferSelect | null;
  logoName: string | null;
}

export function toUser({ user, company, logoName }: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    role: user.role,
    roleLabel: roleLabels[user.role],
    company: company ? toCompany({ company, logoName }) : null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserRecord(db: Db, id: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select({ user: users, company: companies, logoName: files.originalName })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(users.id, id));
  return row;
}

export function countUsers(db: Db): Promise<number> {
  return db.$count(users);
}

/** Inserts unless the e-mail is taken; undefined then. */
export async function insertUserIfAbsent(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}
