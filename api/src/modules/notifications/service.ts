// Who is told of new answers, on what (docs/notifications.md). Each user chooses in Minha conta:
// e-mail, WhatsApp, SMS, as the company allows and the server can send. A phone is confirmed per
// channel with a one-time code sent on it (only its HMAC is kept; it expires, takes a few wrong
// guesses and codes are rate-limited per user). A new answer of a form whose notified user chose a
// channel goes through that user's digest of the form and channel: at once when nothing went in the
// last CHANNEL_DIGEST_MINUTES and it is not the user's quiet hours, otherwise counted and sent as one
// message when due (the digest job). Each message is queued in the transaction that counts it.
import crypto from 'node:crypto';
import {
  brasiliaMonth,
  inQuietHours,
  messageCapMessages,
  MESSAGE_CHANNELS,
  newAnswersText,
  NOTIFICATION_TIME_ZONE,
  notificationMessages,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  type MessageChannel,
  type NewAnswersMessage,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type QuietHours,
} from '@formbuilder/contracts';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, throttled } from '../../http/errors';
import type { Limiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/queue';
import { entryOf, record } from '../../kernel/audit';
import type { AuthContext } from '../../kernel/caller';
import type { Logger } from '../../logger';
import type { Mail, Mailer } from '../../mail/mailer';
import type { Channels } from '../channels';
import * as repo from './repo';

export const DIGEST_QUEUE = 'notifications.digest';
/** Digests sent per run of the digest job (the next run takes the rest). */
const DIGEST_BATCH = 200;
const HOUR_MS = 3_600_000;

export interface NotificationsDeps {
  db: Db;
  channels: Channels;
  /** The cap's fallback and the MANAGERs' notice go by e-mail. */
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Keys the HMAC of the one-time codes (JWT_SECRET). */
  secret: string;
  digestMinutes: number;
  /** Codes asked per user (PHONE_CODES_PER_HOUR). */
  codeLimiter: Limiter;
  /** The time: the real one unless a test sets it. */
  now?: () => Date;
}

export interface NewAnswer {
  id: string;
  formId: string;
  notifiedUserId?: string | null;
}

const hourFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: NOTIFICATION_TIME_ZONE,
  hour: 'numeric',
  hourCycle: 'h23',
});
/** The hour (0-23) of Brasília at `date`. */
export const brasiliaHour = (date: Date) => Number(hourFormat.format(date)) % 24;

/** The first full hour from `now` outside the quiet hours (Brasília's offset is whole hours). */
export function quietHoursEnd(hours: QuietHours, now: Date): Date {
  let at = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  for (let i = 0; i < 25 && inQuietHours(hours, brasiliaHour(at)); i += 1) at = new Date(at.getTime() + HOUR_MS);
  return at;
}

const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

export function createNotificationsService(deps: NotificationsDeps) {
  const { db, channels, mailer, logger, publicUrl, secret, digestMinutes, codeLimiter } = deps;
  const now = deps.now ?? (() => new Date());
  const digestMs = digestMinutes * 60_000;

  const codeHash = (userId: string, channel: MessageChannel, code: string) =>
    crypto.createHmac('sha256', secret).update(`phone-code:${userId}:${channel}:${code}`).digest('base64url');

  /** The company allows it and this server can send it. */
  const available = (chooser: repo.Chooser, channel: MessageChannel) =>
    chooser.allowed[channel] && channels.available(channel);

  /** A channel a message goes to: available, chosen, confirmed on the current phone. */
  const active = (chooser: repo.Chooser, channel: MessageChannel) => {
    const row = chooser.channels[channel];
    return available(chooser, channel) && chooser.phone !== null && !!row?.enabled && row.confirmedAt !== null;
  };

  const preferencesOf = (chooser: repo.Chooser): NotificationPreferences => {
    const state = (channel: MessageChannel) => ({
      available: available(chooser, channel),
      enabled: !!chooser.channels[channel]?.enabled,
      confirmed: chooser.phone !== null && !!chooser.channels[channel]?.confirmedAt,
    });
    return {
      emailAvailable: chooser.allowed.email,
      email: chooser.notifyEmail,
      phone: chooser.phone,
      whatsapp: state('whatsapp'),
      sms: state('sms'),
      quietHours: chooser.quietHours,
    };
  };

  const chooserOf = async (db: Db | Tx, caller: AuthContext) => {
    const chooser = await repo.findChooser(db, caller.userId);
    if (!chooser) throw notFound();
    return chooser;
  };

  const target = (caller: AuthContext) => ({ type: 'user' as const, id: caller.userId, companyId: caller.companyId });

  /**
   * Queues one message in `tx`, counted in the company's month; at the cap nothing is queued and the
   * mails to send instead are returned (the user's, unless e-mail already tells it; the MANAGERs', once).
   */
  const deliver = async (
    tx: Tx,
    to: repo.Chooser & { formTitle: string },
    channel: MessageChannel,
    eventKey: string,
    message: NewAnswersMessage,
    at: Date,
  ): Promise<{ queued: boolean; mails: Mail[] }> => {
    const taken = await repo.takeMessage(tx, to.companyId!, brasiliaMonth(at), to.messagesLimit, at);
    if (taken === 'ok') {
      await channels.send({
        channel,
        to: to.phone!,
        eventKey,
        message,
        within: tx,
        log: { companyId: to.companyId!, userId: to.userId },
      });
      return { queued: true, mails: [] };
    }
    const mails: Mail[] = [];
    // Told by e-mail already when the company allows it and the user kept it on.
    if (!(to.allowed.email && to.notifyEmail))
      mails.push({ to: to.email, subject: `Nova resposta: ${to.formTitle}`, text: newAnswersText(message) });
    if (taken === 'first-capped') {
      for (const manager of await repo.managerEmails(tx, to.companyId!))
        mails.push({
          to: manager,
          subject: messageCapMessages.mailSubject,
          text: messageCapMessages.mailText(to.companyName ?? '', to.messagesLimit ?? 0),
        });
    }
    return { queued: false, mails };
  };

  /** Mails once the transaction committed: the cap's fallback, the MANAGERs' notice. */
  const mailAll = async (mails: Mail[]) => {
    for (const mail of mails) {
      await mailer.send(mail).catch((error: unknown) => logger.error('cap fallback mail not queued', { error }));
    }
  };

  /** Counts the answer in the digest of (user, form, channel) and queues a message when one is due now. */
  const count = async (
    tx: Tx,
    to: repo.Chooser & { formTitle: string },
    channel: MessageChannel,
    answer: NewAnswer,
  ): Promise<Mail[]> => {
    const digest = await repo.lockDigest(tx, to.userId, answer.formId, channel);
    const at = now();
    const quiet = inQuietHours(to.quietHours, brasiliaHour(at));
    const windowEnd = digest.lastSentAt ? new Date(digest.lastSentAt.getTime() + digestMs) : undefined;
    if (!quiet && digest.pending === 0 && (!windowEnd || windowEnd <= at)) {
      const { mails } = await deliver(
        tx,
        to,
        channel,
        `submission:${answer.id}`,
        { formTitle: to.formTitle, count: 1, link: `${publicUrl}/forms/${answer.formId}/submissions/${answer.id}` },
        at,
      );
      await repo.updateDigest(tx, digest, { lastSentAt: at, lastSubmissionId: answer.id, dueAt: null });
      return mails;
    }
    const due = digest.dueAt ?? later(windowEnd ?? at, quiet ? quietHoursEnd(to.quietHours!, at) : undefined);
    await repo.updateDigest(tx, digest, { pending: digest.pending + 1, lastSubmissionId: answer.id, dueAt: due });
    return [];
  };

  /** Sends one due digest (a message with its count), or moves it past the quiet hours. */
  const flush = async (key: Pick<repo.DigestRow, 'userId' | 'formId' | 'channel'>) => {
    const result = await db.transaction(async (tx) => {
      const digest = await repo.lockDigest(tx, key.userId, key.formId, key.channel);
      const at = now();
      if (!digest.dueAt || digest.dueAt > at) return { sent: false, mails: [] };
      const to = await repo.findFormTarget(tx, key.formId);
      if (digest.pending === 0 || !to || to.userId !== key.userId || !active(to, key.channel)) {
        // Nothing to say, or no longer to this user on this channel: the count is dropped.
        await repo.updateDigest(tx, digest, { pending: 0, dueAt: null });
        return { sent: false, mails: [] };
      }
      if (inQuietHours(to.quietHours, brasiliaHour(at))) {
        await repo.updateDigest(tx, digest, { dueAt: quietHoursEnd(to.quietHours!, at) });
        return { sent: false, mails: [] };
      }
      const single = digest.pending === 1 && digest.lastSubmissionId;
      const { queued, mails } = await deliver(
        tx,
        to,
        key.channel,
        `digest:${key.formId}:${key.userId}:${digest.dueAt.toISOString()}`,
        {
          formTitle: to.formTitle,
          count: digest.pending,
          link: single
            ? `${publicUrl}/forms/${key.formId}/submissions/${digest.lastSubmissionId}`
            : `${publicUrl}/forms/${key.formId}/submissions`,
        },
        at,
      );
      await repo.updateDigest(tx, digest, { pending: 0, dueAt: null, lastSentAt: at });
      return { sent: queued, mails };
    });
    await mailAll(result.mails);
    return result.sent;
  };

  const get = async (caller: AuthContext): Promise<NotificationPreferences> =>
    preferencesOf(await chooserOf(db, caller));

  return {
    get,

    async update(caller: AuthContext, patch: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      await db.transaction(async (tx) => {
        const chooser = await chooserOf(tx, caller);
        const changes: string[] = [];
        const phoneChanged = patch.phone !== undefined && patch.phone !== chooser.phone;
        if (phoneChanged) {
          await repo.updateUserChoices(tx, caller.userId, { notifyPhone: patch.phone });
          await repo.resetChannels(tx, caller.userId);
          changes.push('phone');
          chooser.phone = patch.phone ?? null;
          chooser.channels = {};
        }
        if (patch.email !== undefined && patch.email !== chooser.notifyEmail) {
          await repo.updateUserChoices(tx, caller.userId, { notifyEmail: patch.email });
          changes.push('email');
        }
        if (patch.quietHours !== undefined) {
          const next = patch.quietHours;
          const current = chooser.quietHours;
          if (next?.start !== current?.start || next?.end !== current?.end) {
            await repo.updateUserChoices(tx, caller.userId, {
              quietStart: next?.start ?? null,
              quietEnd: next?.end ?? null,
            });
            changes.push('quietHours');
          }
        }
        for (const channel of MESSAGE_CHANNELS) {
          const wanted = patch[channel];
          if (wanted === undefined || wanted === !!chooser.channels[channel]?.enabled) continue;
          if (wanted) {
            if (!available(chooser, channel)) throw invalid(notificationMessages.channelUnavailable);
            if (!chooser.phone || !chooser.channels[channel]?.confirmedAt)
              throw invalid(notificationMessages.notConfirmed);
          }
          await repo.lockChannel(tx, caller.userId, channel);
          await repo.updateChannel(tx, caller.userId, channel, { enabled: wanted });
          changes.push(channel);
        }
        if (changes.length > 0) await record(tx, entryOf(caller, 'notification.changed', target(caller), { changes }));
      });
      return get(caller);
    },

    /** Sends a one-time code to the user's phone on `channel`. */
    async sendCode(caller: AuthContext, channel: MessageChannel): Promise<void> {
      const chooser = await chooserOf(db, caller);
      if (!available(chooser, channel)) throw invalid(notificationMessages.channelUnavailable);
      if (!chooser.phone) throw invalid(notificationMessages.noPhone);
      if ((await codeLimiter.take(caller.userId)) !== undefined) throw throttled(notificationMessages.tooManyCodes);
      const code = String(crypto.randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      const capped = await db.transaction(async (tx) => {
        const at = now();
        const taken = await repo.takeMessage(tx, chooser.companyId!, brasiliaMonth(at), chooser.messagesLimit, at);
        if (taken !== 'ok') return true;
        await repo.lockChannel(tx, caller.userId, channel);
        await repo.updateChannel(tx, caller.userId, channel, {
          codeHash: codeHash(caller.userId, channel, code),
          codeExpiresAt: new Date(now().getTime() + PHONE_CODE_MINUTES * 60_000),
          codeTries: 0,
        });
        await channels.send({
          channel,
          to: chooser.phone!,
          eventKey: `code:${crypto.randomUUID()}`,
          message: { code },
          within: tx,
          log: { companyId: chooser.companyId!, userId: caller.userId },
        });
        return false;
      });
      if (capped) throw invalid(messageCapMessages.codeRefused);
      logger.info('phone confirmation code queued', { channel, user: caller.userId });
    },

    /** Confirms the phone on `channel` with its code, and turns the channel on. */
    async confirm(caller: AuthContext, channel: MessageChannel, code: string): Promise<NotificationPreferences> {
      const outcome = await db.transaction(async (tx) => {
        const chooser = await chooserOf(tx, caller);
        const row = await repo.lockChannel(tx, caller.userId, channel);
        if (!chooser.phone || !row.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= now())
          return 'wrong' as const;
        const given = Buffer.from(codeHash(caller.userId, channel, code));
        const expected = Buffer.from(row.codeHash);
        if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
          const tries = row.codeTries + 1;
          // The last wrong guess spends the code: a new one must be asked for.
          await repo.updateChannel(
            tx,
            caller.userId,
            channel,
            tries >= PHONE_CODE_TRIES
              ? { codeHash: null, codeExpiresAt: null, codeTries: tries }
              : { codeTries: tries },
          );
          return tries >= PHONE_CODE_TRIES ? ('spent' as const) : ('wrong' as const);
        }
        await repo.updateChannel(tx, caller.userId, channel, {
          confirmedAt: now(),
          enabled: true,
          optedOutAt: null,
          codeHash: null,
          codeExpiresAt: null,
          codeTries: 0,
        });
        await record(tx, entryOf(caller, 'notification.phone_confirmed', target(caller), { changes: [channel] }));
        return 'ok' as const;
      });
      if (outcome === 'spent')
        throw invalid(notificationMessages.tooManyTries, { code: notificationMessages.tooManyTries });
      if (outcome === 'wrong') throw invalid(notificationMessages.wrongCode, { code: notificationMessages.wrongCode });
      return get(caller);
    },

    /** After an answer commits: counts it for the form's notified user on each of its active channels. */
    async newAnswer(answer: NewAnswer): Promise<void> {
      if (!answer.notifiedUserId) return;
      const to = await repo.findFormTarget(db, answer.formId);
      if (!to || !to.phone) return;
      for (const channel of MESSAGE_CHANNELS) {
        if (!active(to, channel)) continue;
        await mailAll(await db.transaction((tx) => count(tx, to, channel, answer)));
      }
    },

    /** A reply SAIR/STOP from `phone` on `channel`: the channel goes off for whoever confirmed that number on it. */
    async optOut(channel: MessageChannel, phone: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const holder of await repo.findUsersByPhone(tx, phone, channel)) {
          await repo.updateChannel(tx, holder.userId, channel, { enabled: false, optedOutAt: now() });
          await record(tx, {
            action: 'notification.opted_out',
            companyId: holder.companyId,
            actorId: null,
            actorKind: 'system',
            targetType: 'user',
            targetId: holder.userId,
            changes: [channel],
          });
        }
      });
    },

    /** Sends every digest due now; resolves how many messages were queued. */
    async flushDue(): Promise<number> {
      let sent = 0;
      for (const key of await repo.findDueDigests(db, now(), DIGEST_BATCH)) {
        try {
          if (await flush(key)) sent += 1;
        } catch (error) {
          logger.error('notification digest not sent', { channel: key.channel, form: key.formId, error });
        }
      }
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** The digest job: every minute, on whichever instance takes it, the digests due are sent. */
export async function scheduleDigests(options: { jobs: JobQueue; notifications: NotificationsService }) {
  const { jobs, notifications } = options;
  await jobs.work(DIGEST_QUEUE, async () => {
    await notifications.flushDue();
  });
  await jobs.schedule(DIGEST_QUEUE, '* * * * *');
}
