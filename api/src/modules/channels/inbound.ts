// What the providers post back (docs/integrations.md#status-callbacks-and-replies): delivery
// statuses and replies, each signed the provider's way. Meta signs the raw JSON body with the app
// secret (X-Hub-Signature-256: sha256=<hex HMAC-SHA256>); Twilio signs the full URL followed by the
// form parameters sorted by name, each name then its value (X-Twilio-Signature: base64 HMAC-SHA1
// with the auth token). Anything unsigned or signed otherwise is refused before it is read.
import crypto from 'node:crypto';
import type { ChannelMessageStatus } from '@formbuilder/contracts';

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

export function metaSignatureValid(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = crypto.createHmac('sha256', appSecret).update(rawBody).digest('hex');
  return same(header.slice('sha256='.length).toLowerCase(), expected);
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return crypto.createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  return !!header && same(header, twilioSignature(authToken, url, params));
}

export interface StatusUpdate {
  providerId: string;
  status: ChannelMessageStatus;
}

export interface Reply {
  /** E.164. */
  from: string;
  text: string;
}

const metaStatuses: Record<string, ChannelMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};
const twilioStatuses: Record<string, ChannelMessageStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

type Json = Record<string, unknown>;
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => !!item && typeof item === 'object') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The statuses and text replies of a Cloud API webhook (entry[].changes[].value.statuses / messages). */
export function readMetaWebhook(body: unknown): { statuses: StatusUpdate[]; replies: Reply[] } {
  const statuses: StatusUpdate[] = [];
  const replies: Reply[] = [];
  for (const entry of list((body as Json | null)?.entry)) {
    for (const change of list(entry.changes)) {
      const value = change.value as Json | undefined;
      for (const status of list(value?.statuses)) {
        const providerId = text(status.id);
        const mapped = metaStatuses[text(status.status) ?? ''];
        if (providerId && mapped) statuses.push({ providerId, status: mapped });
      }
      for (const message of list(value?.messages)) {
        const from = text(message.from);
        const body = text((message.text as Json | undefined)?.body) ?? text((message.button as Json | undefined)?.text);
        if (from && body !== undefined && /^\d{8,15}$/.test(from)) replies.push({ from: `+${from}`, text: body });
      }
    }
  }
  return { statuses, replies };
}

/** A Twilio status callback's message and status, if it is one this log keeps. */
export function readTwilioStatus(params: Record<string, string>): StatusUpdate | undefined {
  const providerId = params.MessageSid ?? params.SmsSid;
  const status = twilioStatuses[params.MessageStatus ?? params.SmsStatus ?? ''];
  return providerId && status ? { providerId, status } : undefined;
}

/** A Twilio incoming SMS. */
export function readTwilioReply(params: Record<string, string>): Reply | undefined {
  const from = params.From;
  return from && /^\+\d{8,15}$/.test(from) && params.Body !== undefined ? { from, text: params.Body } : undefined;
}
