// Outgoing mail through nodemailer: SMTP_URL sends for real; without it every message is written
// to DATA_DIR/outbox/ as an .eml file and logged, so a local user can open the reset link.
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where unsent mail goes when no SMTP server is configured; undefined when sending for real. */
  outboxDir: string | undefined;
}

export const MAIL_FROM = 'Formulários <nao-responda@formularios.local>';

export function createMailer(options: { smtpUrl: string | undefined; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, dataDir, logger } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(smtpUrl);
    return {
      outboxDir: undefined,
      async send(mail) {
        await transport.sendMail({ from: MAIL_FROM, ...mail });
        logger.info('mail sent', { to: mail.to, subject: mail.subject });
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
      await fs.writeFile(file, message, { mode: 0o600 });
      // The text is logged on purpose: without SMTP this is how a local user reads the mail.
      logger.info('mail written to the outbox', { to: mail.to, subject: mail.subject, file, text: mail.text });
    },
  };
}
