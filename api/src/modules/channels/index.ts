// Outgoing messages on WhatsApp and SMS (docs/integrations.md#message-channels), the way mail goes
// out: `send` only enqueues a job in the durable queue, and the `channels.send` worker hands it to
// the channel's provider. One job per event, channel and recipient (its id is derived from them, so
// enqueueing it again does nothing); a failed attempt is retried with back-off, and a provider's
// Retry-After (429, 503) is honoured by queueing the next attempt no earlier than it says.
// A channel without a provider is unavailable and nothing is queued for it; with CHANNEL_OUTBOX
// (development) it writes its messages to DATA_DIR/outbox/ instead. No log line carries the
// number, the text or a token.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  newAnswersParameters,
  newAnswersText,
  phoneCodeText,
  type MessageChannel,
  type NewAnswersMessage,
} from '@formbuilder/contracts';
import type { ChannelsConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import * as log from './log';
import {
  E164,
  ProviderError,
  twilioSmsProvider,
  whatsappProvider,
  type OutgoingMessage,
  type Provider,
} from './providers';

export { ProviderError, retryAfterOf, E164 } from './providers';
export { channelsRoutes, RAW_BODY, type ChannelsInboundDeps, type WithRawBody } from './routes';
export { twilioSignature } from './inbound';

export const CHANNEL_QUEUE = 'channels.send';

export interface ChannelSend {
  channel: MessageChannel;
  /** E.164 number (+55...). */
  to: string;
  /** What the message is about, e.g. `submission:<id>`: with the channel and number, its job key. */
  eventKey: string;
  /** New answers, or a one-time code confirming the number (docs/notifications.md). */
  message: NewAnswersMessage | { code: string };
  /** Queue it in the caller's transaction: it exists exactly when the transaction commits. */
  within?: Db | Tx;
  /** Write it in the notification log of this company (docs/notifications.md#the-notification-log). */
  log?: { companyId: string; userId: string | null };
}

export interface Channels {
  /** Whether `channel` can send here (a provider is configured, or the development outbox). */
  available(channel: MessageChannel): boolean;
  /**
   * Queues one message; resolves true when queued, false when this event already queued it for
   * this recipient. Throws when the channel is unavailable or the number is not E.164.
   */
  send(message: ChannelSend): Promise<boolean>;
}

interface ChannelJob {
  channel: MessageChannel;
  to: string;
  key: string;
  text: string;
  parameters: string[];
  /** A one-time code (WhatsApp's authentication template); absent: new answers. */
  kind?: 'code';
  /** Its row of the notification log (the first job's id), when it has one. */
  logId?: string;
  /** How many Retry-After waits came before this job (each is a job of its own). */
  hop: number;
}

/** A UUID that is a function of `key`: the queue keeps one job per id, so a second send is dropped. */
export function jobIdOf(key: string): string {
  const hex = crypto.createHash('sha256').update(key).digest('hex');
  // Laid out as a version-8 (custom) UUID, which PostgreSQL's uuid type accepts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The job's key names the recipient by a hash only (job keys may show up in logs). */
function keyOf(message: ChannelSend): string {
  const recipient = crypto.createHash('sha256').update(message.to).digest('hex').slice(0, 16);
  return `${message.channel}:${message.eventKey}:${recipient}`;
}

function outboxProvider(channel: MessageChannel, dataDir: string, logger: Logger): Provider {
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    async send(message: OutgoingMessage) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.${channel}.txt`,
      );
      const partial = `${file}.part`;
      try {
        await fs.writeFile(partial, `To: ${message.to}\nChannel: ${channel}\n\n${message.text}\n`, { mode: 0o600 });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      logger.info('channel message written to the outbox', { channel, file });
      return undefined;
    },
  };
}

export function providersOf(
  config: ChannelsConfig,
  dataDir: string,
  logger: Logger,
): Partial<Record<MessageChannel, Provider>> {
  const providers: Partial<Record<MessageChannel, Provider>> = {};
  if (config.whatsapp) providers.whatsapp = whatsappProvider(config.whatsapp);
  else if (config.outbox) providers.whatsapp = outboxProvider('whatsapp', dataDir, logger);
  if (config.sms) providers.sms = twilioSmsProvider(config.sms);
  else if (config.outbox) providers.sms = outboxProvider('sms', dataDir, logger);
  return providers;
}

/** Registers the worker of CHANNEL_QUEUE on this instance and answers the Channels that enqueue. */
export async function createChannels(options: {
  jobs: JobQueue;
  config: ChannelsConfig;
  dataDir: string;
  logger: Logger;
  /** Where the notification log is kept (without it, messages are not logged). */
  db?: Db;
}): Promise<Channels> {
  const { jobs, config, dataDir, logger, db } = options;
  /** Moves a logged message on; a failure to write the log never fails the send. */
  const logStatus = async (job: ChannelJob, status: 'sent' | 'failed', providerId?: string) => {
    if (!db || !job.logId) return;
    try {
      await log.markStatus(db, job.logId, status, providerId);
    } catch (error) {
      logger.warn('notification log not updated', { channel: job.channel, error });
    }
  };
  const providers = providersOf(config, dataDir, logger);
  const retry = {
    retryLimit: config.retryLimit,
    retryDelaySeconds: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  };

  await jobs.work<ChannelJob>(
    CHANNEL_QUEUE,
    async (job, context) => {
      const provider = providers[job.channel];
      const attempt = job.hop + context.retryCount + 1;
      if (!provider) {
        // Configured when queued, not any more (a restart without the settings): nothing to send with.
        logger.warn('channel message dropped: channel unavailable', { channel: job.channel, job: context.id });
        return;
      }
      try {
        const providerId = await provider.send({
          to: job.to,
          text: job.text,
          parameters: job.parameters,
          kind: job.kind,
        });
        await logStatus(job, 'sent', providerId);
        logger.info('channel message sent', { channel: job.channel, job: context.id, attempt });
      } catch (error) {
        const failure = error instanceof ProviderError ? error : new ProviderError(0, undefined, undefined);
        const details = { channel: job.channel, job: context.id, attempt, status: failure.status, code: failure.code };
        if (failure.permanent) {
          // Sending it again would be refused again: given up, and said so.
          logger.warn('channel message refused by the provider; not retried', details);
          await logStatus(job, 'failed');
          return;
        }
        if (failure.retryAfterSeconds !== undefined && job.hop + context.retryCount < config.retryLimit) {
          // The provider said when: the next attempt is a job due then (its id follows from this
          // one's, so a crash right here queues it once), and this one is done.
          const next: ChannelJob = { ...job, hop: job.hop + context.retryCount + 1 };
          await jobs.send(CHANNEL_QUEUE, next, {
            id: jobIdOf(`${job.key}:${next.hop}`),
            startAfterSeconds: Math.max(1, failure.retryAfterSeconds),
          });
          logger.warn('channel message not sent yet; retrying when the provider said', {
            ...details,
            retryAfterSeconds: failure.retryAfterSeconds,
          });
          return;
        }
        logger.warn('channel message not sent yet; will retry', details);
        if (job.hop + context.retryCount >= config.retryLimit) await logStatus(job, 'failed');
        throw failure;
      }
    },
    retry,
  );

  return {
    available: (channel) => providers[channel] !== undefined,
    async send(message) {
      if (!providers[message.channel]) throw new Error(`channel ${message.channel} is unavailable`);
      if (!E164.test(message.to)) throw new Error('the number is not in E.164');
      const key = keyOf(message);
      const content = message.message;
      const job: ChannelJob =
        'code' in content
          ? {
              channel: message.channel,
              to: message.to,
              key,
              text: phoneCodeText(content.code),
              parameters: [content.code],
              kind: 'code',
              hop: 0,
            }
          : {
              channel: message.channel,
              to: message.to,
              key,
              text: newAnswersText(content),
              parameters: newAnswersParameters(content),
              hop: 0,
            };
      const jobId = jobIdOf(key);
      if (message.log && db) {
        job.logId = jobId;
        await log.insertMessage(message.within ?? db, {
          id: jobId,
          companyId: message.log.companyId,
          userId: message.log.userId,
          channel: message.channel,
          kind: job.kind ?? 'new_answers',
        });
      }
      const id = await jobs.send(CHANNEL_QUEUE, job, {
        id: jobId,
        ...(message.within ? { within: message.within } : {}),
      });
      return id !== null;
    },
  };
}
