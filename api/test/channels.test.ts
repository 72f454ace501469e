// WhatsApp and SMS (src/modules/channels): the real adapters, pointed by their base-URL settings at a
// local server that answers the way the providers document (the WhatsApp Business Cloud API's
// messages endpoint and Twilio's Messages resource): request shape, auth, success and error
// answers, 429/503 with Retry-After, 500. Each send is one job: once per event and recipient, retried
// with back-off, and nothing of the token, number or text reaches a log line.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import type { JobQueue } from '../src/jobs/queue';
import { createLogger } from '../src/logger';
import { createChannels, providersOf } from '../src/modules/channels';
import { eventually } from './support/fixtures/submissions';
import { capturedLines } from './support/log-capture';
import { startServer, type TestServer } from './support/server';

jest.setTimeout(120_000);

const PHONE_NUMBER_ID = '109876543210987';
const WHATSAPP_TOKEN = 'EAAGtestwhatsapptoken0123456789abcdef';
const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'twilio-auth-token-0123456789abcdef';
const FROM = '+5511900001111';
const LINK = 'https://app.example.com/forms/f1/submissions';

interface Received {
  at: number;
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A provider stand-in: records every request; answers from a script per recipient, else success. */
class FakeProvider {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private server!: http.Server;
  url = '';

  async start() {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const request: Received = {
          at: Date.now(),
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        };
        this.received.push(request);
        const answer = this.answer(request);
        res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next answers to a message for `to` (E.164), in order. */
  script(to: string, ...answers: Answer[]) {
    this.scripts.set(to, answers);
  }

  for(to: string): Received[] {
    return this.received.filter((request) => recipientOf(request) === to);
  }

  private answer(request: Received): Answer {
    if (request.path === `/v21.0/${PHONE_NUMBER_ID}/messages`) {
      // Graph API: a wrong token is 401 with error.code 190.
      if (request.authorization !== `Bearer ${WHATSAPP_TOKEN}`)
        return {
          status: 401,
          body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
        };
      return (
        this.scripts.get(recipientOf(request))?.shift() ?? {
          status: 200,
          body: {
            messaging_product: 'whatsapp',
            contacts: [{ input: recipientOf(request).slice(1), wa_id: recipientOf(request).slice(1) }],
            messages: [{ id: 'wamid.HBgLNTUxMTk5OTk5MDAwMBUCABEYEjVGRkU' }],
          },
        }
      );
    }
    if (request.path === `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
      const expected = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      if (request.authorization !== expected)
        return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
      return (
        this.scripts.get(recipientOf(request))?.shift() ?? {
          status: 201,
          body: { sid: `SM${'a'.repeat(32)}`, status: 'queued', to: recipientOf(request), from: FROM },
        }
      );
    }
    return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
  }
}

/** The E.164 number a request is for (WhatsApp sends it without the '+'). */
function recipientOf(request: Received): string {
  if (request.path.includes('/Messages.json')) return new URLSearchParams(request.body).get('To') ?? '';
  try {
    return `+${(JSON.parse(request.body) as { to: string }).to}`;
  } catch {
    return '';
  }
}

const message = (formTitle: string, count: number) => ({ formTitle, count, link: LINK });

let fake: FakeProvider;
let server: TestServer;
beforeAll(async () => {
  fake = new FakeProvider();
  await fake.start();
  server = await startServer({
    env: {
      WHATSAPP_API_URL: fake.url,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
      WHATSAPP_TEMPLATE: 'novas_respostas',
      WHATSAPP_TEMPLATE_LANGUAGE: 'pt_BR',
      TWILIO_API_URL: fake.url,
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      CHANNEL_RETRY_DELAY_SECONDS: '1',
      CHANNEL_RETRY_LIMIT: '3',
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

/** The server's log lines whose message is `text`. */
const logged = (text: string) => capturedLines(server.logFile).filter((line) => line.message === text);

type Channel = 'whatsapp' | 'sms';

/** Queues a message as an event does; true when queued, false when this event and number were already. */
const send = (channel: Channel, to: string, eventKey: string, formTitle = 'Cadastro', count = 1) =>
  server.handle.channels.send({ channel, to, eventKey, message: message(formTitle, count) });

/** The requests the provider received for `to`, once there are at least `count` of them. */
const requestsFor = (to: string, count = 1) =>
  eventually(
    async () => fake.for(to),
    (each) => each.length >= count,
    30_000,
  );

describe('WhatsApp Business Cloud API adapter', () => {
  it('when a message is queued twice for the same event and number, then one template message is posted with the bearer token', async () => {
    // Arrange
    const to = '+5511999990001';

    // Act
    const first = await send('whatsapp', to, 'submission:s-1', 'Pesquisa NPS', 12);
    const second = await send('whatsapp', to, 'submission:s-1', 'Pesquisa NPS', 12);

    // Assert
    expect([first, second]).toEqual([true, false]);
    const [request] = await requestsFor(to);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(request!.authorization).toBe(`Bearer ${WHATSAPP_TOKEN}`);
    expect(request!.contentType).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511999990001',
      type: 'template',
      template: {
        name: 'novas_respostas',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '12' },
              { type: 'text', text: 'Pesquisa NPS' },
              { type: 'text', text: LINK },
            ],
          },
        ],
      },
    });
    // The send after it is a barrier: by the time it is posted, the first job is settled.
    await send('whatsapp', to, 'submission:s-2', 'Pesquisa NPS', 1);
    await requestsFor(to, 2);
    expect(fake.for(to)).toHaveLength(2);
  });
});

describe('Twilio SMS adapter', () => {
  it('when an SMS is queued, then it is posted form-encoded with Basic auth, the From number and the text from the contracts', async () => {
    // Arrange
    const to = '+5521988880001';

    // Act
    await send('sms', to, 'submission:s-5', 'Pesquisa NPS', 12);

    // Assert
    const [request] = await requestsFor(to);
    expect(request!.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request!.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: to,
      From: FROM,
      Body: `12 novas respostas em Pesquisa NPS: ${LINK}`,
    });
  });

  it('when Twilio answers 500 and then 201, then the message is sent on the retry', async () => {
    // Arrange
    const to = '+5521988880002';
    fake.script(to, { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } });

    // Act
    await send('sms', to, 'submission:s-6');

    // Assert: retried after the back-off, and sent.
    await eventually(
      async () => logged('channel message sent').filter((line) => line.channel === 'sms' && line.attempt === 2),
      (lines) => lines.length > 0,
      30_000,
    );
    expect(fake.for(to)).toHaveLength(2);
  });
});

// Each provider's own answers, in the shapes its documentation gives.
describe.each([
  {
    provider: 'the Cloud API',
    channel: 'whatsapp' as const,
    refused: {
      why: 'number not allowed',
      to: '+5511999990002',
      eventKey: 'submission:s-3',
      code: '131030',
      body: {
        error: {
          message: '(#131030) Recipient phone number not in allowed list',
          type: 'OAuthException',
          code: 131030,
          fbtrace_id: 'AbCdEf',
        },
      },
    },
    busy: {
      to: '+5511999990003',
      eventKey: 'submission:s-4',
      status: 429,
      seconds: 3,
      body: { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 } },
    },
  },
  {
    provider: 'Twilio',
    channel: 'sms' as const,
    refused: {
      why: 'invalid number',
      to: '+5521988880004',
      eventKey: 'submission:s-8',
      code: '21211',
      body: {
        code: 21211,
        message: `The 'To' number +5521988880004 is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    },
    busy: {
      to: '+5521988880003',
      eventKey: 'submission:s-7',
      status: 503,
      seconds: 2,
      body: { code: 20503, message: 'Service unavailable', status: 503 },
    },
  },
])('$channel: answers of $provider', ({ provider, channel, refused, busy }) => {
  it(`when ${provider} answers 400 (${refused.why}), then the message is given up after one request`, async () => {
    // Arrange
    fake.script(refused.to, { status: 400, body: refused.body });

    // Act
    await send(channel, refused.to, refused.eventKey);

    // Assert: the refusal is logged with the provider's code, and it was the only request.
    const [line] = await eventually(
      async () =>
        logged('channel message refused by the provider; not retried').filter((each) => each.code === refused.code),
      (lines) => lines.length > 0,
      30_000,
    );
    expect(line).toMatchObject({ channel, status: 400, code: refused.code });
    expect(fake.for(refused.to)).toHaveLength(1);
  });

  it(`when ${provider} answers ${busy.status} with Retry-After, then the next attempt comes no earlier than it says`, async () => {
    // Arrange
    fake.script(busy.to, { status: busy.status, headers: { 'Retry-After': String(busy.seconds) }, body: busy.body });

    // Act
    await send(channel, busy.to, busy.eventKey);

    // Assert: the same message again, after the wait (less 100 ms for the clocks' grain).
    const requests = await requestsFor(busy.to, 2);
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(busy.seconds * 1000 - 100);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });
});

describe('channels without a provider', () => {
  it('when no provider is configured, then both channels are unavailable and nothing is queued', async () => {
    // Arrange
    const queued: string[] = [];
    const jobs = {
      work: async () => undefined,
      send: async (name: string) => {
        queued.push(name);
        return 'id';
      },
    } as unknown as JobQueue;
    const channels = await createChannels({
      jobs,
      config: loadConfig({}).channels,
      dataDir: server.config.dataDir,
      logger: createLogger('error'),
    });

    // Act
    const attempt = channels.send({
      channel: 'sms',
      to: '+5521988880005',
      eventKey: 'submission:s-9',
      message: message('X', 1),
    });

    // Assert
    expect([channels.available('whatsapp'), channels.available('sms')]).toEqual([false, false]);
    await expect(attempt).rejects.toThrow('unavailable');
    expect(queued).toEqual([]);
  });

  it('when CHANNEL_OUTBOX is on, then a message is written to the outbox folder instead', async () => {
    // Arrange
    const providers = providersOf(
      loadConfig({ CHANNEL_OUTBOX: 'true' }).channels,
      server.config.dataDir,
      createLogger('error'),
    );
    const before = new Set(
      fs.existsSync(`${server.config.dataDir}/outbox`) ? fs.readdirSync(`${server.config.dataDir}/outbox`) : [],
    );

    // Act
    await providers.whatsapp!.send({
      to: '+5521988880006',
      text: `Nova resposta em Cadastro: ${LINK}`,
      parameters: [],
    });

    // Assert
    const added = fs.readdirSync(`${server.config.dataDir}/outbox`).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.whatsapp\.txt$/);
    expect(fs.readFileSync(`${server.config.dataDir}/outbox/${added[0]}`, 'utf8')).toContain(
      `Nova resposta em Cadastro: ${LINK}`,
    );
  });

  it('when only half of a provider is configured, then the configuration is refused', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: ACCOUNT_SID })).toThrow('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    expect(() => loadConfig({ WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN })).toThrow('WHATSAPP_PHONE_NUMBER_ID');
  });
});

describe('channel logs', () => {
  it('when messages were sent, retried and refused, then no log line holds a token, a number or a text', async () => {
    // Arrange: the cases above ran on this server.
    const lines = fs.readFileSync(server.logFile, 'utf8');

    // Assert: the log did record the sends, and nothing secret or personal.
    expect(logged('channel message sent').length).toBeGreaterThan(0);
    for (const secret of [WHATSAPP_TOKEN, AUTH_TOKEN, Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')])
      expect(lines).not.toContain(secret);
    expect(lines).not.toMatch(/\+?55(11999990|21988880)\d{3}/);
    expect(lines).not.toContain('Pesquisa NPS');
  });
});
