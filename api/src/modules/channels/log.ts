// The notification log (docs/notifications.md#the-notification-log): one row per WhatsApp or SMS
// message of a company, with its kind, status and times, never the number or the text. The row is
// written with the message's job; the worker marks it sent or failed, the providers' status
// callbacks move it on to delivered, read or failed.
import { and, count, desc, eq } from 'drizzle-orm';
import {
  laterStatus,
  type ChannelMessageEntry,
  type ChannelMessageKind,
  type ChannelMessageStatus,
  type MessageChannel,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { channelMessages, users } from '../../db/schema';
import { offsetOf, pageOf, type PageQuery } from '../../http/pagination';

export async function insertMessage(
  db: Db | Tx,
  values: { id: string; companyId: string; userId: string | null; channel: MessageChannel; kind: ChannelMessageKind },
) {
  await db.insert(channelMessages).values(values).onConflictDoNothing();
}

export async function markStatus(db: Db, id: string, status: 'sent' | 'failed', providerId?: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(channelMessages).where(eq(channelMessages.id, id)).for('update');
    if (!row) return;
    // A status callback may have come first (delivered before the worker wrote 'sent').
    const next = laterStatus(row.status, status) ? status : row.status;
    await tx
      .update(channelMessages)
      .set({ status: next, ...(providerId ? { providerId } : {}) })
      .where(eq(channelMessages.id, id));
  });
}

/**
 * A provider's status callback: the message it names moves on (never back). False when no message
 * of this server has that id (another server's, or one already gone).
 */
export async function applyStatus(
  db: Db,
  channel: MessageChannel,
  providerId: string,
  status: ChannelMessageStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(channelMessages)
      .where(and(eq(channelMessages.channel, channel), eq(channelMessages.providerId, providerId)))
      .for('update');
    if (!row) return false;
    if (laterStatus(row.status, status))
      await tx.update(channelMessages).set({ status }).where(eq(channelMessages.id, row.id));
    return true;
  });
}

/** A company's log, newest first. */
export async function listMessages(db: Db, companyId: string, query: PageQuery) {
  const where = eq(channelMessages.companyId, companyId);
  const rows = await db
    .select({
      id: channelMessages.id,
      channel: channelMessages.channel,
      kind: channelMessages.kind,
      status: channelMessages.status,
      userName: users.name,
      createdAt: channelMessages.createdAt,
      updatedAt: channelMessages.updatedAt,
    })
    .from(channelMessages)
    .leftJoin(users, eq(users.id, channelMessages.userId))
    .where(where)
    .orderBy(desc(channelMessages.createdAt), desc(channelMessages.id))
    .limit(query.perPage)
    .offset(offsetOf(query));
  const [total] = await db.select({ n: count() }).from(channelMessages).where(where);
  const items: ChannelMessageEntry[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    status: row.status,
    userName: row.userName,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  }));
  return pageOf(items, query, total?.n ?? 0);
}
