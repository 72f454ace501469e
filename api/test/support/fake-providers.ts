// A stand-in for both message providers (docs/integrations.md#what-the-tests-reproduce): the WhatsApp
// Business Cloud API's messages endpoint and Twilio's Messages resource, answering success the way
// they document it and recording every request, so a test can read what was sent to whom.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PHONE_NUMBER_ID = '109876543210987';
export const WHATSAPP_TOKEN = 'EAAGtestwhatsapptoken0123456789abcdef';
export const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
export const AUTH_TOKEN = 'twilio-auth-token-0123456789abcdef';
export const FROM = '+5511900001111';

export interface SentMessage {
  channel: 'whatsapp' | 'sms';
  /** E.164. */
  to: string;
  /** SMS: the text. */
  text?: string;
  /** WhatsApp: the template's name and its body's parameters (and button's, for a code). */
  template?: string;
  parameters?: string[];
  buttonParameters?: string[];
  raw: string;
}

interface TemplateBody {
  to: string;
  template: {
    name: string;
    components: { type: string; parameters: { text: string }[] }[];
  };
}

export class FakeProviders {
  readonly sent: SentMessage[] = [];
  private server!: http.Server;
  url = '';

  /** Listens on `port` (a free one by default). */
  async start(port = 0) {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const path = req.url ?? '';
        if (path === `/v21.0/${PHONE_NUMBER_ID}/messages` && req.headers.authorization === `Bearer ${WHATSAPP_TOKEN}`) {
          const parsed = JSON.parse(body) as TemplateBody;
          const part = (type: string) =>
            parsed.template.components.find((component) => component.type === type)?.parameters.map((p) => p.text);
          this.sent.push({
            channel: 'whatsapp',
            to: `+${parsed.to}`,
            template: parsed.template.name,
            parameters: part('body'),
            buttonParameters: part('button'),
            raw: body,
          });
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              messaging_product: 'whatsapp',
              contacts: [{ input: parsed.to, wa_id: parsed.to }],
              messages: [{ id: `wamid.${this.sent.length}` }],
            }),
          );
          return;
        }
        const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
        if (path === `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json` && req.headers.authorization === basic) {
          const form = new URLSearchParams(body);
          this.sent.push({ channel: 'sms', to: form.get('To') ?? '', text: form.get('Body') ?? '', raw: body });
          res.writeHead(201, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ sid: `SM${String(this.sent.length).padStart(32, '0')}`, status: 'queued' }));
          return;
        }
        res.writeHead(401, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** What went to `to` on `channel`, in order. */
  to(to: string, channel?: SentMessage['channel']): SentMessage[] {
    return this.sent.filter((message) => message.to === to && (!channel || message.channel === channel));
  }

  /** The server settings that point both adapters here. */
  get env(): Record<string, string> {
    return {
      WHATSAPP_API_URL: this.url,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
      TWILIO_API_URL: this.url,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      CHANNEL_RETRY_DELAY_SECONDS: '1',
    };
  }
}
