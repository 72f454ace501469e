// Outgoing mail. `Mailer.send` only enqueues a job (durable, in the database); the `mail.send`
// worker hands it to the transport: SMTP when SMTP_URL is set, else an .eml file in
// DATA_DIR/outbox/. A failed attempt (SMTP down, disk full) is retried with back-off, and a mail
// whose process died before it went out is sent after the restart, by whichever instance is up.
// The log lines name only the masked recipient, the subject and the file: a mail's links (a reset
// link is a sign-in) are logged only when a developer turns LOG_MAIL_LINKS on
// (docs/security.md, "Errors, headers and logs").
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the mail is queued (not yet sent). */
  send(mail: Mail): Promise<void>;
  /** Where unsent mail goes when no SMTP server is configured; undefined when sending for real. */
  outboxDir: string | undefined;
}

/** What actually delivers one mail; throws when it could not (the job is then retried). */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
  outboxDir: string | undefined;
}

/** `maria@example.com` -> `m***@example.com`: enough to tell mails apart, not to know who. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export const MAIL_FROM = 'Formulários <nao-responda@formularios.local>';
export const MAIL_QUEUE = 'mail.send';

// A stuck SMTP server must fail the attempt well before the job's own time limit.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  logger: Logger;
  /** Development only: also log the links of each outbox mail (LOG_MAIL_LINKS). */
  logLinks?: boolean;
}): MailTransport {
  const { smtpUrl, dataDir, logger, logLinks = false } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as Parameters<
      typeof nodemailer.createTransport
    >[0]);
    return {
      outboxDir: undefined,
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
        logger.info('mail sent', { to: maskedAddress(mail.to), subject: mail.subject });
      },
    };
  }

  const outboxDir = path.join(dataDir, 'outbox');
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const { message } = (await transport.sendMail({ from: MAIL_FROM, ...mail })) as { message: Buffer };
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`);
      // Written aside and renamed: a full disk leaves no half mail behind, and the job is retried.
      const partial = `${file}.part`;
      try {
        await fs.writeFile(partial, message, { mode: 0o600 });
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      // Never the text: it can carry a reset link. The file is where a local user reads it.
      const links = logLinks ? (mail.text.match(/https?:\/\/\S+/g) ?? []) : undefined;
      logger.info('mail written to the outbox', { to: maskedAddress(mail.to), subject: mail.subject, file, links });
    },
  };
}

/** Retries over about an hour and a half (5 s, 10 s, 20 s... with jitter) before a mail is given up. */
export const MAIL_RETRY = { retryLimit: 10, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 120 };

/** Registers the worker of MAIL_QUEUE on this instance and answers the Mailer that enqueues. */
export async function createQueuedMailer(options: {
  jobs: JobQueue;
  transport: MailTransport;
  logger: Logger;
}): Promise<Mailer> {
  const { jobs, transport, logger } = options;
  await jobs.work<Mail>(
    MAIL_QUEUE,
    async (mail, job) => {
      try {
        await transport.send(mail);
      } catch (error) {
        logger.warn('mail not sent yet; will retry', {
          to: maskedAddress(mail.to),
          subject: mail.subject,
          attempt: job.retryCount + 1,
          // The code only: an SMTP server's message may quote the recipient.
          error: (error as NodeJS.ErrnoException).code ?? (error as Error).name,
        });
        throw error;
      }
    },
    MAIL_RETRY,
  );
  return {
    outboxDir: transport.outboxDir,
    async send(mail) {
      const { to, subject, text, html } = mail;
      await jobs.send<Mail>(MAIL_QUEUE, html === undefined ? { to, subject, text } : { to, subject, text, html });
    },
  };
}
