// The adapters of the message providers, over their documented HTTP APIs (fetch, no SDK):
// WhatsApp Business Cloud API template messages and Twilio's Messages resource for SMS. Each one
// sends one message or throws a ProviderError saying whether and when to try again. Neither the
// token nor the number ever goes into an error's message (errors are logged).
import type { ChannelsConfig } from '../../config';

export interface OutgoingMessage {
  /** E.164, e.g. +5511999990000. */
  to: string;
  /** The whole text (SMS, outbox). */
  text: string;
  /** The same message as the parameters of the WhatsApp template body. */
  parameters: string[];
  /** A one-time code: WhatsApp sends it with the authentication template (WHATSAPP_CODE_TEMPLATE). */
  kind?: 'code';
}

export interface Provider {
  /** Resolves the provider's id of the message (its status callbacks name it), when it gives one. */
  send(message: OutgoingMessage): Promise<string | undefined>;
}

/** The message id in a provider's success answer, read without trusting its shape. */
async function idIn(response: Response, read: (body: Record<string, unknown>) => unknown): Promise<string | undefined> {
  try {
    const value = read((await response.json()) as Record<string, unknown>);
    return typeof value === 'string' && value.length <= 200 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** How long one attempt waits for the provider. */
const TIMEOUT_MS = 10_000;

export class ProviderError extends Error {
  constructor(
    /** The provider's HTTP status, or 0 when it could not be reached. */
    readonly status: number,
    /** The provider's own error code (Meta's error.code, Twilio's code), never its text. */
    readonly code: string | undefined,
    /** When the provider said when to come back (Retry-After on 429 or 503), in seconds. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`provider answered ${status}${code ? ` (code ${code})` : ''}`);
    this.name = 'ProviderError';
  }

  /** A refusal that would be refused again (bad number, bad template, wrong credentials). */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export const E164 = /^\+[1-9]\d{7,14}$/;

/** Retry-After in seconds (delta form or an HTTP date); undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function errorOf(
  response: Response,
  readCode: (body: Record<string, unknown>) => unknown,
): Promise<ProviderError> {
  let code: string | undefined;
  try {
    const value = readCode((await response.json()) as Record<string, unknown>);
    if (typeof value === 'number' || typeof value === 'string') code = String(value);
  } catch {
    // Not JSON: the status says enough.
  }
  const retryAfter =
    response.status === 429 || response.status === 503 ? retryAfterOf(response.headers.get('retry-after')) : undefined;
  return new ProviderError(response.status, code, retryAfter);
}

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    // The cause can quote the URL's host only; the status 0 says "not reached".
    throw new ProviderError(0, undefined, undefined);
  }
}

/**
 * The template's components: the body's parameters; an authentication template (a code) also takes
 * the code as the parameter of its copy-code button (index 0), as Meta documents for those templates.
 */
function componentsOf(message: OutgoingMessage): unknown[] {
  const body = { type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) };
  if (message.kind !== 'code') return [body];
  return [
    body,
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: message.parameters[0] }] },
  ];
}

/** WhatsApp Business Cloud API: POST {base}/{version}/{phone-number-id}/messages, a template message. */
export function whatsappProvider(config: NonNullable<ChannelsConfig['whatsapp']>): Provider {
  const url = `${config.apiUrl}/${config.apiVersion}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(message) {
      const response = await post(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The Cloud API takes the number without the '+'.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.kind === 'code' ? config.codeTemplate : config.template,
            language: { code: config.language },
            components: componentsOf(message),
          },
        }),
      });
      if (!response.ok) throw await errorOf(response, (body) => (body.error as { code?: unknown } | undefined)?.code);
      return idIn(response, (body) => (body.messages as { id?: unknown }[] | undefined)?.[0]?.id);
    },
  };
}

/** Twilio: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, Basic auth, form-encoded. */
export function twilioSmsProvider(config: NonNullable<ChannelsConfig['sms']>): Provider {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      else form.set('From', config.from!);
      const response = await post(url, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (!response.ok) throw await errorOf(response, (body) => body.code);
      return idIn(response, (body) => body.sid);
    },
  };
}
