// The user_invitations rows (docs/people-and-files.md#invitations).
import { and, asc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, userInvitations, users } from '../../db/schema';

export type InvitationRow = typeof userInvitations.$inferSelect;
export type NewInvitationRow = typeof userInvitations.$inferInsert;

export interface InvitationRecord {
  invitation: InvitationRow;
  inviterName: string | null;
}

const selectRecords = (db: Db) =>
  db
    .select({ invitation: userInvitations, inviterName: users.name })
    .from(userInvitations)
    .leftJoin(users, eq(users.id, userInvitations.invitedById));

/** A company's invitations, oldest first (expired ones too, so they can be resent or revoked). */
export function listInvitations(db: Db, companyId: string): Promise<InvitationRecord[]> {
  return selectRecords(db)
    .where(eq(userInvitations.companyId, companyId))
    .orderBy(asc(userInvitations.createdAt), asc(userInvitations.id));
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRecord | undefined> {
  const [row] = await selectRecords(db).where(eq(userInvitations.id, id));
  return row;
}

export async function findInvitationByEmail(db: Db, email: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(userInvitations).where(eq(userInvitations.email, email));
  return row;
}

/** The invitation of a link that can still be used, with its company's name. */
export async function findUsableInvitation(
  db: Db,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; companyName: string } | undefined> {
  const [row] = await db
    .select({ invitation: userInvitations, companyName: companies.name })
    .from(userInvitations)
    .innerJoin(companies, eq(companies.id, userInvitations.companyId))
    .where(and(eq(userInvitations.tokenHash, tokenHash), gt(userInvitations.expiresAt, sql`now()`)));
  return row;
}

/** Pending invitations whose link still works hold a seat of the company's usersLimit. */
export function countLiveInvitations(db: Db, companyId: string, exceptId?: string): Promise<number> {
  return db.$count(
    userInvitations,
    and(
      eq(userInvitations.companyId, companyId),
      gt(userInvitations.expiresAt, sql`now()`),
      exceptId === undefined ? undefined : ne(userInvitations.id, exceptId),
    ),
  );
}

/** An expired invitation of the e-mail makes room for a new one. */
export async function deleteExpiredInvitationOf(db: Db, email: string): Promise<void> {
  await db
    .delete(userInvitations)
    .where(and(eq(userInvitations.email, email), lte(userInvitations.expiresAt, sql`now()`)));
}

export async function insertInvitation(db: Db, values: NewInvitationRow): Promise<InvitationRow> {
  const [row] = await db.insert(userInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** A resend: a new link (the old one stops working) and a new expiry. */
export async function renewInvitation(
  db: Db,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(userInvitations)
    .set({ ...values, sentAt: new Date() })
    .where(eq(userInvitations.id, id))
    .returning();
  return row;
}

export async function deleteInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  const [row] = await db.delete(userInvitations).where(eq(userInvitations.id, id)).returning();
  return row;
}

/** Spends a usable link in one statement, so two acceptances of it can not both win. */
export async function takeUsableInvitation(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .delete(userInvitations)
    .where(and(eq(userInvitations.tokenHash, tokenHash), gt(userInvitations.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** A user created for the e-mail some other way takes the place of its invitation. */
export async function deleteInvitationOf(db: Db, email: string): Promise<void> {
  await db.delete(userInvitations).where(eq(userInvitations.email, email));
}
