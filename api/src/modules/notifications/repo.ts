// The notification choices of users and the digests of new answers (docs/notifications.md).
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { MessageChannel, QuietHours } from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { channelUsage, companies, forms, notificationDigests, userChannels, users } from '../../db/schema';

export type ChannelRow = typeof userChannels.$inferSelect;
export type DigestRow = typeof notificationDigests.$inferSelect;

/** What the company allows, as the channels name it. */
export interface Allowed {
  email: boolean;
  whatsapp: boolean;
  sms: boolean;
}

export interface Chooser {
  userId: string;
  email: string;
  companyId: string | null;
  companyName: string | null;
  /** The company's monthly cap of WhatsApp and SMS messages (null: none). */
  messagesLimit: number | null;
  notifyEmail: boolean;
  phone: string | null;
  quietHours: QuietHours | null;
  allowed: Allowed;
  channels: Partial<Record<MessageChannel, ChannelRow>>;
}

const quietOf = (start: number | null, end: number | null): QuietHours | null =>
  start === null || end === null ? null : { start, end };

async function channelsOf(db: Db | Tx, userId: string) {
  const rows = await db.select().from(userChannels).where(eq(userChannels.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.channel, row])) as Partial<Record<MessageChannel, ChannelRow>>;
}

/** A user's choices with what the company allows (nothing for an ADMIN, who has no company). */
export async function findChooser(db: Db | Tx, userId: string): Promise<Chooser | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      companyId: users.companyId,
      companyName: companies.name,
      messagesLimit: companies.messagesLimit,
      notifyEmail: users.notifyEmail,
      phone: users.notifyPhone,
      quietStart: users.quietStart,
      quietEnd: users.quietEnd,
      allowEmail: companies.allowEmail,
      allowSMS: companies.allowSMS,
      allowWhatsapp: companies.allowWhatsapp,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    userId: row.userId,
    email: row.email,
    companyId: row.companyId,
    companyName: row.companyName,
    messagesLimit: row.messagesLimit,
    notifyEmail: row.notifyEmail,
    phone: row.phone,
    quietHours: quietOf(row.quietStart, row.quietEnd),
    allowed: { email: row.allowEmail ?? false, whatsapp: row.allowWhatsapp ?? false, sms: row.allowSMS ?? false },
    channels: await channelsOf(db, userId),
  };
}

/** The notified user of a form, with the form's title (undefined when the form has none). */
export async function findFormTarget(db: Db | Tx, formId: string) {
  const [row] = await db
    .select({ userId: users.id, formTitle: forms.title })
    .from(forms)
    .innerJoin(users, and(eq(users.id, forms.notifiedUserId), eq(users.companyId, forms.companyId)))
    .where(eq(forms.id, formId));
  if (!row) return undefined;
  const chooser = await findChooser(db, row.userId);
  return chooser && { ...chooser, formId, formTitle: row.formTitle };
}

export async function updateUserChoices(
  tx: Tx,
  userId: string,
  values: Partial<Pick<typeof users.$inferInsert, 'notifyEmail' | 'notifyPhone' | 'quietStart' | 'quietEnd'>>,
) {
  if (Object.keys(values).length > 0) await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Creates the user's row of a channel if missing and locks it. */
export async function lockChannel(tx: Tx, userId: string, channel: MessageChannel): Promise<ChannelRow> {
  await tx.insert(userChannels).values({ userId, channel }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userChannels)
    .where(and(eq(userChannels.userId, userId), eq(userChannels.channel, channel)))
    .for('update');
  return row!;
}

export async function updateChannel(
  tx: Tx,
  userId: string,
  channel: MessageChannel,
  values: Partial<Omit<typeof userChannels.$inferInsert, 'userId' | 'channel'>>,
) {
  await tx
    .update(userChannels)
    .set(values)
    .where(and(eq(userChannels.userId, userId), eq(userChannels.channel, channel)));
}

/** A new phone: no channel is confirmed on it, none is on, and no code of the old one counts. */
export async function resetChannels(tx: Tx, userId: string) {
  await tx
    .update(userChannels)
    .set({ enabled: false, confirmedAt: null, codeHash: null, codeExpiresAt: null, codeTries: 0 })
    .where(eq(userChannels.userId, userId));
}

export async function lockDigest(tx: Tx, userId: string, formId: string, channel: MessageChannel): Promise<DigestRow> {
  await tx.insert(notificationDigests).values({ userId, formId, channel }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(notificationDigests)
    .where(
      and(
        eq(notificationDigests.userId, userId),
        eq(notificationDigests.formId, formId),
        eq(notificationDigests.channel, channel),
      ),
    )
    .for('update');
  return row!;
}

export async function updateDigest(
  tx: Tx,
  key: Pick<DigestRow, 'userId' | 'formId' | 'channel'>,
  values: Partial<Pick<DigestRow, 'pending' | 'lastSubmissionId' | 'lastSentAt' | 'dueAt'>>,
) {
  await tx
    .update(notificationDigests)
    .set(values)
    .where(
      and(
        eq(notificationDigests.userId, key.userId),
        eq(notificationDigests.formId, key.formId),
        eq(notificationDigests.channel, key.channel),
      ),
    );
}

/** Digests whose message is due at `now`, oldest first. */
export async function findDueDigests(db: Db, now: Date, limit: number) {
  return db
    .select({
      userId: notificationDigests.userId,
      formId: notificationDigests.formId,
      channel: notificationDigests.channel,
    })
    .from(notificationDigests)
    .where(and(isNotNull(notificationDigests.dueAt), lte(notificationDigests.dueAt, now)))
    .orderBy(notificationDigests.dueAt)
    .limit(limit);
}

/** The user holding this confirmed phone on this channel (a reply comes from the number only). */
export async function findUsersByPhone(db: Db | Tx, phone: string, channel: MessageChannel) {
  return db
    .select({ userId: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(userChannels, and(eq(userChannels.userId, users.id), eq(userChannels.channel, channel)))
    .where(and(eq(users.notifyPhone, phone), sql`${userChannels.confirmedAt} is not null`));
}

/**
 * Takes one message of the company's month: 'ok' (counted), or 'capped' when the month's cap is
 * reached ('first-capped' the first time this month, so the MANAGERs are told once).
 */
export async function takeMessage(
  tx: Tx,
  companyId: string,
  month: string,
  limit: number | null,
  at: Date,
): Promise<'ok' | 'capped' | 'first-capped'> {
  await tx.insert(channelUsage).values({ companyId, month }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(channelUsage)
    .where(and(eq(channelUsage.companyId, companyId), eq(channelUsage.month, month)))
    .for('update');
  const where = and(eq(channelUsage.companyId, companyId), eq(channelUsage.month, month));
  if (limit !== null && row!.count >= limit) {
    if (row!.capToldAt) return 'capped';
    await tx.update(channelUsage).set({ capToldAt: at }).where(where);
    return 'first-capped';
  }
  await tx
    .update(channelUsage)
    .set({ count: row!.count + 1 })
    .where(where);
  return 'ok';
}

/** The e-mail addresses of the company's MANAGERs. */
export async function managerEmails(db: Db | Tx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'MANAGER')));
  return rows.map((row) => row.email);
}
