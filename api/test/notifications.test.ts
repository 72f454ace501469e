// New answers on WhatsApp and SMS (docs/notifications.md): the choices of Minha conta, the phone
// confirmed per channel with a one-time code, exactly one message per allowed and chosen channel per
// recipient, the digest and quiet hours on a clock the test sets, the audit entries, and no phone
// or code in any log line. The real adapters talk to a local stand-in of both providers.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { notificationMessages, PHONE_CODE_TRIES, PHONE_CODES_PER_HOUR } from '@formbuilder/contracts';
import { auditEvents, channelMessages, companies } from '../src/db/schema';
import { eventually, insertSurvey, outboxMails, respondent, seedCompany, tokenOf } from './support/fixtures';
import { AUTH_TOKEN } from './support/fake-providers';
import { FakeProviders } from './support/fake-providers';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

jest.setTimeout(120_000);

const DIGEST_MINUTES = 15;
const APP_SECRET = 'meta-app-secret-0123456789';
const VERIFY_TOKEN = 'token-de-verificacao';
let clock = new Date('2026-03-10T15:00:00Z');
let providers: FakeProviders;
let server: TestServer;
beforeAll(async () => {
  providers = new FakeProviders();
  await providers.start();
  server = await startServer({
    env: {
      ...providers.env,
      PUBLIC_SUBMIT_RATE: '0',
      CHANNEL_DIGEST_MINUTES: String(DIGEST_MINUTES),
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    },
    now: () => clock,
  });
});
afterAll(async () => {
  await server?.stop();
  await providers?.stop();
});

let phoneSequence = 0;
/** A fresh Brazilian mobile per test: typed with the mask, and as E.164. */
function newPhone() {
  phoneSequence += 1;
  const line = String(1000 + phoneSequence).padStart(4, '0');
  return { typed: `(11) 98765-${line}`, e164: `+551198765${line}` };
}

const me = (token: string) => call(server.url, '/api/notifications/me', { token });
const patch = (token: string, body: unknown) =>
  call(server.url, '/api/notifications/me', { method: 'PATCH', token, body });
const askCode = (token: string, channel: string) =>
  call(server.url, '/api/notifications/me/code', { method: 'POST', token, body: { channel } });
const confirm = (token: string, channel: string, code: string) =>
  call(server.url, '/api/notifications/me/confirm', { method: 'POST', token, body: { channel, code } });

/** The code the provider carried to `phone` on `channel` (the newest). */
async function codeSent(phone: string, channel: 'whatsapp' | 'sms', before: number): Promise<string> {
  const sent = await eventually(
    async () => providers.to(phone, channel).slice(before),
    (list) => list.length > 0,
    30_000,
  );
  const last = sent.at(-1)!;
  if (channel === 'whatsapp') return last.parameters![0]!;
  return /(\d{6})/.exec(last.text!)![1]!;
}

/** Confirms `phone` on each channel through the code the provider carried. */
async function confirmed(token: string, phone: string, channels: ('whatsapp' | 'sms')[]) {
  expect((await patch(token, { phone })).status).toBe(200);
  const e164 = (await me(token)).json.phone as string;
  for (const channel of channels) {
    const before = providers.to(e164, channel).length;
    expect((await askCode(token, channel)).status).toBe(204);
    const code = await codeSent(e164, channel, before);
    expect((await confirm(token, channel, code)).status).toBe(200);
  }
  return e164;
}

/** A company allowing `allow`, with its USER (the notified user of a new form) signed in. */
async function tenant(allow: { whatsapp?: boolean; sms?: boolean; email?: boolean } = { whatsapp: true, sms: true }) {
  const seeded = await seedCompany(server.db);
  await server.db
    .update(companies)
    .set({ allowWhatsapp: !!allow.whatsapp, allowSMS: !!allow.sms, allowEmail: !!allow.email })
    .where(eq(companies.id, seeded.company.id));
  const token = await tokenOf(server.url, seeded.creator.email);
  const form = await insertSurvey(server.db, {
    companyId: seeded.company.id,
    createdById: seeded.creator.id,
    notifiedUserId: seeded.creator.id,
    title: 'Pesquisa NPS',
  });
  return { ...seeded, token, form };
}

const answer = async (formId: string) => {
  const result = await call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Ana Sigilo' }] },
  });
  expect(result.status).toBe(201);
  return result.json.id as string;
};

/** The channel jobs queued for `phone` (whatever their state). */
async function jobsFor(phone: string): Promise<number> {
  const result = (await server.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'channels.send' and data->>'to' = ${phone}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('choosing channels and confirming the phone', () => {
  it('when a user gives a phone, asks a code on WhatsApp and types it, then WhatsApp is confirmed and on, and audited without the number', async () => {
    // Arrange
    const { token, creator, company } = await tenant();
    const phone = newPhone();

    // Act
    const saved = await patch(token, { phone: phone.typed });
    const refused = await patch(token, { whatsapp: true });
    const before = providers.to(phone.e164, 'whatsapp').length;
    const asked = await askCode(token, 'whatsapp');
    const code = await codeSent(phone.e164, 'whatsapp', before);
    const wrong = await confirm(token, 'whatsapp', code === '000000' ? '111111' : '000000');
    const right = await confirm(token, 'whatsapp', code);

    // Assert
    expect(saved.json).toMatchObject({
      phone: phone.e164,
      whatsapp: { available: true, enabled: false, confirmed: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe(notificationMessages.notConfirmed);
    expect(asked.status).toBe(204);
    const [message] = providers.to(phone.e164, 'whatsapp').slice(before);
    expect(message).toMatchObject({ template: 'codigo_confirmacao', parameters: [code], buttonParameters: [code] });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toBe(notificationMessages.wrongCode);
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({
      phone: phone.e164,
      whatsapp: { available: true, enabled: true, confirmed: true },
      sms: { available: true, enabled: false, confirmed: false },
    });
    const entries = await server.db
      .select({ action: auditEvents.action, changes: auditEvents.changes, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(eq(auditEvents.companyId, company.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'notification.changed', changes: ['phone'], targetId: creator.id },
        { action: 'notification.phone_confirmed', changes: ['whatsapp'], targetId: creator.id },
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain(phone.e164.slice(3));
  });

  it('when the wrong code is typed as often as allowed, then the code is spent and even the right one is refused', async () => {
    // Arrange
    const { token } = await tenant();
    const phone = newPhone();
    await patch(token, { phone: phone.typed });
    const before = providers.to(phone.e164, 'sms').length;
    await askCode(token, 'sms');
    const code = await codeSent(phone.e164, 'sms', before);
    const wrongCode = code === '123456' ? '654321' : '123456';

    // Act
    const tries = [];
    for (let i = 0; i < PHONE_CODE_TRIES; i += 1) tries.push(await confirm(token, 'sms', wrongCode));
    const late = await confirm(token, 'sms', code);

    // Assert
    expect(tries.map((result) => result.status)).toEqual(Array(PHONE_CODE_TRIES).fill(400));
    expect(tries.at(-1)!.json.error.message).toBe(notificationMessages.tooManyTries);
    expect(late.status).toBe(400);
    expect((await me(token)).json.sms).toMatchObject({ enabled: false, confirmed: false });
  });

  it('when a code is typed after it expired, then it is refused', async () => {
    // Arrange
    const { token } = await tenant();
    const phone = newPhone();
    await patch(token, { phone: phone.typed });
    const before = providers.to(phone.e164, 'sms').length;
    await askCode(token, 'sms');
    const code = await codeSent(phone.e164, 'sms', before);
    const start = clock;

    // Act
    clock = new Date(start.getTime() + 11 * 60_000);
    const result = await confirm(token, 'sms', code);
    clock = start;

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(notificationMessages.wrongCode);
  });

  it('when codes are asked for again and again, then past the hourly limit the answer is 429 and nothing more is sent', async () => {
    // Arrange
    const { token } = await tenant();
    const phone = newPhone();
    await patch(token, { phone: phone.typed });

    // Act
    const answers = [];
    for (let i = 0; i < PHONE_CODES_PER_HOUR + 1; i += 1) answers.push((await askCode(token, 'sms')).status);

    // Assert
    expect(answers).toEqual([...Array(PHONE_CODES_PER_HOUR).fill(204), 429]);
    expect(await jobsFor(phone.e164)).toBe(PHONE_CODES_PER_HOUR);
  });

  it('when the phone changes, then its channels are no longer confirmed nor on', async () => {
    // Arrange
    const { token } = await tenant();
    await confirmed(token, newPhone().typed, ['sms']);

    // Act
    const result = await patch(token, { phone: newPhone().typed });

    // Assert
    expect(result.json.sms).toEqual({ available: true, enabled: false, confirmed: false });
  });

  it('when the company does not allow a channel, then it is unavailable and no code is sent on it', async () => {
    // Arrange
    const { token } = await tenant({ whatsapp: true });
    const phone = newPhone();
    await patch(token, { phone: phone.typed });

    // Act
    const asked = await askCode(token, 'sms');
    const preferences = await me(token);

    // Assert
    expect(asked.status).toBe(400);
    expect(asked.json.error.message).toBe(notificationMessages.channelUnavailable);
    expect(preferences.json.sms.available).toBe(false);
    expect(await jobsFor(phone.e164)).toBe(0);
  });

  it('when a phone that is not a Brazilian mobile is given, then it is refused with the pt-BR message and nothing changes', async () => {
    // Arrange
    const { token } = await tenant();

    // Act
    const result = await patch(token, { phone: '+1 415 555 0100' });

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(notificationMessages.invalidPhone);
    expect((await me(token)).json.phone).toBeNull();
  });
});

describe('a new answer', () => {
  it('when the notified user chose WhatsApp and SMS on a confirmed phone, then exactly one message goes on each, with title, count and link only', async () => {
    // Arrange
    const { token, form } = await tenant();
    const phone = await confirmed(token, newPhone().typed, ['whatsapp', 'sms']);
    const before = { whatsapp: providers.to(phone, 'whatsapp').length, sms: providers.to(phone, 'sms').length };

    // Act
    const id = await answer(form.id);

    // Assert
    const link = `${server.config.publicUrl}/forms/${form.id}/submissions/${id}`;
    const sms = await eventually(
      async () => providers.to(phone, 'sms').slice(before.sms),
      (list) => list.length > 0,
      30_000,
    );
    const whatsapp = await eventually(
      async () => providers.to(phone, 'whatsapp').slice(before.whatsapp),
      (list) => list.length > 0,
      30_000,
    );
    expect(sms.map((message) => message.text)).toEqual([`Nova resposta em Pesquisa NPS: ${link}`]);
    expect(whatsapp.map((message) => [message.template, message.parameters])).toEqual([
      ['novas_respostas', ['1', 'Pesquisa NPS', link]],
    ]);
    expect(await jobsFor(phone)).toBe(2 + 2);
    for (const message of [...sms, ...whatsapp]) {
      expect(message.raw).not.toContain('Ana Sigilo');
      expect(message.raw).not.toContain(respondent.email);
    }
  });

  it('when a channel is not allowed, not chosen or not confirmed, then nothing is queued for it', async () => {
    // Arrange: WhatsApp allowed and confirmed but turned off; SMS not allowed by the company.
    const off = await tenant({ whatsapp: true });
    const offPhone = await confirmed(off.token, newPhone().typed, ['whatsapp']);
    await patch(off.token, { whatsapp: false });
    // A phone given but never confirmed.
    const unconfirmed = await tenant();
    const unconfirmedPhone = newPhone();
    await patch(unconfirmed.token, { phone: unconfirmedPhone.typed });
    const queuedBefore = await jobsFor(offPhone);

    // Act
    for (const tenantOf of [off, unconfirmed]) {
      await server.handle.notifications.newAnswer({
        id: crypto.randomUUID(),
        formId: tenantOf.form.id,
        notifiedUserId: tenantOf.creator.id,
      });
    }

    // Assert
    expect(await jobsFor(offPhone)).toBe(queuedBefore);
    expect(await jobsFor(unconfirmedPhone.e164)).toBe(0);
  });

  it('when answers keep coming inside the digest window, then one message says how many when the window ends', async () => {
    // Arrange
    clock = new Date('2026-03-10T15:00:00Z');
    const { token, form } = await tenant({ sms: true });
    const phone = await confirmed(token, newPhone().typed, ['sms']);
    const before = providers.to(phone, 'sms').length;

    // Act
    await server.handle.notifications.newAnswer({
      id: crypto.randomUUID(),
      formId: form.id,
      notifiedUserId: form.notifiedUserId,
    });
    clock = new Date('2026-03-10T15:05:00Z');
    for (let i = 0; i < 12; i += 1) {
      await server.handle.notifications.newAnswer({
        id: crypto.randomUUID(),
        formId: form.id,
        notifiedUserId: form.notifiedUserId,
      });
    }
    const early = await server.handle.notifications.flushDue();
    clock = new Date('2026-03-10T15:15:00Z');
    // (The every-minute digest job may take it first: either way it goes once.)
    await server.handle.notifications.flushDue();

    // Assert
    expect(early).toBe(0);
    const texts = await eventually(
      async () =>
        providers
          .to(phone, 'sms')
          .slice(before)
          .map((message) => message.text),
      (list) => list.length >= 2,
      30_000,
    );
    expect(texts[1]).toBe(
      `12 novas respostas em Pesquisa NPS: ${server.config.publicUrl}/forms/${form.id}/submissions`,
    );
    expect(await jobsFor(phone)).toBe(1 + 2);
  });

  it('when an answer comes in the quiet hours, then it is held and sent as one message when they end', async () => {
    // Arrange: 22h to 7h in Brasília; 23:30 there is 02:30 UTC.
    clock = new Date('2026-03-11T02:30:00Z');
    const { token, form } = await tenant({ sms: true });
    await patch(token, { quietHours: { start: 22, end: 7 } });
    const phone = await confirmed(token, newPhone().typed, ['sms']);
    const queued = await jobsFor(phone);

    // Act
    const id = crypto.randomUUID();
    await server.handle.notifications.newAnswer({ id, formId: form.id, notifiedUserId: form.notifiedUserId });
    const atNight = await jobsFor(phone);
    clock = new Date('2026-03-11T08:00:00Z'); // 05:00 in Brasília
    const beforeDawn = await server.handle.notifications.flushDue();
    clock = new Date('2026-03-11T10:00:00Z'); // 07:00 in Brasília
    await server.handle.notifications.flushDue();

    // Assert
    expect(atNight).toBe(queued);
    expect(beforeDawn).toBe(0);
    const [text] = await eventually(
      async () =>
        providers
          .to(phone, 'sms')
          .map((message) => message.text)
          .filter((value) => value?.startsWith('Nova resposta')),
      (list) => list.length > 0,
      30_000,
    );
    expect(text).toBe(`Nova resposta em Pesquisa NPS: ${server.config.publicUrl}/forms/${form.id}/submissions/${id}`);
    expect(await jobsFor(phone)).toBe(queued + 1);
  });

  it('when the user turns e-mail off, then the choice is saved and audited', async () => {
    // Arrange
    const { token, company } = await tenant({ email: true });

    // Act
    const result = await patch(token, { email: false });

    // Assert
    expect(result.json).toMatchObject({ emailAvailable: true, email: false });
    const [entry] = await server.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'notification.changed')));
    expect(entry?.changes).toEqual(['email']);
  });
});

/** A Cloud API webhook post, signed with `secret` as Meta documents (sha256=<hex HMAC of the raw body>). */
function metaPost(body: unknown, secret = APP_SECRET) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${crypto.createHmac('sha256', secret).update(raw).digest('hex')}`;
  return call(server.url, '/api/channels/whatsapp/webhook', {
    method: 'POST',
    rawBody: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
}

const metaChange = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            ...value,
          },
        },
      ],
    },
  ],
});

/** A Twilio callback post, signed as Twilio documents: base64 HMAC-SHA1 of the URL and the sorted name+value pairs. */
function twilioPost(path: string, params: Record<string, string>, token = AUTH_TOKEN) {
  const url = `${server.config.publicUrl}${path}`;
  const data = Object.keys(params)
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
  const signature = crypto
    .createHmac('sha1', token)
    .update(url + data)
    .digest('base64');
  return call(server.url, path, {
    method: 'POST',
    rawBody: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}

/** The log row of the newest message to `userId` on `channel`, once the worker marked it sent. */
async function sentRow(userId: string, channel: 'whatsapp' | 'sms') {
  const rows = await eventually(
    () =>
      server.db
        .select()
        .from(channelMessages)
        .where(and(eq(channelMessages.userId, userId), eq(channelMessages.channel, channel))),
    (list) => list.some((row) => row.kind === 'new_answers' && row.providerId !== null),
    30_000,
  );
  return rows.find((row) => row.kind === 'new_answers')!;
}

describe('status callbacks and replies', () => {
  it('when Meta checks the webhook with the verify token, then the challenge comes back; with another token it is refused', async () => {
    // Act
    const right = await call(
      server.url,
      `/api/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    const wrong = await call(
      server.url,
      '/api/channels/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444',
    );

    // Assert
    expect([right.status, right.text]).toEqual([200, '1158201444']);
    expect(wrong.status).toBe(400);
  });

  it('when signed statuses arrive, then the log moves on to delivered and read; a forged one changes nothing', async () => {
    // Arrange
    const { token, form, creator } = await tenant();
    await confirmed(token, newPhone().typed, ['whatsapp', 'sms']);
    await answer(form.id);
    const whatsapp = await sentRow(creator.id, 'whatsapp');
    const sms = await sentRow(creator.id, 'sms');
    const status = (id: string, value: string) =>
      metaChange({
        statuses: [{ id, status: value, timestamp: '1751347200', recipient_id: '5511987650000' }],
      });

    // Act
    const forged = await metaPost(status(whatsapp.providerId!, 'failed'), 'outro-segredo');
    const delivered = await metaPost(status(whatsapp.providerId!, 'delivered'));
    const read = await metaPost(status(whatsapp.providerId!, 'read'));
    const lateDelivered = await metaPost(status(whatsapp.providerId!, 'delivered'));
    const twilioForged = await twilioPost(
      '/api/channels/twilio/status',
      { MessageSid: sms.providerId!, MessageStatus: 'failed' },
      'outro-token',
    );
    const twilioDelivered = await twilioPost('/api/channels/twilio/status', {
      MessageSid: sms.providerId!,
      MessageStatus: 'delivered',
      AccountSid: `AC${'1'.repeat(32)}`,
    });

    // Assert
    expect(forged.status).toBe(400);
    expect([delivered.status, read.status, lateDelivered.status]).toEqual([200, 200, 200]);
    expect(twilioForged.status).toBe(400);
    expect(twilioDelivered.status).toBe(204);
    const rows = await server.db.select().from(channelMessages).where(eq(channelMessages.userId, creator.id));
    expect(rows.find((row) => row.id === whatsapp.id)?.status).toBe('read');
    expect(rows.find((row) => row.id === sms.id)?.status).toBe('delivered');
  });

  it('when the user replies SAIR on WhatsApp and STOP by SMS, then both channels go off and each is audited as the system', async () => {
    // Arrange
    const { token, company, creator } = await tenant();
    const phone = await confirmed(token, newPhone().typed, ['whatsapp', 'sms']);

    // Act
    const forged = await metaPost(
      metaChange({
        messages: [
          { from: phone.slice(1), id: 'wamid.x0', timestamp: '1751347200', type: 'text', text: { body: 'SAIR' } },
        ],
      }),
      'outro-segredo',
    );
    const afterForged = (await me(token)).json.whatsapp.enabled;
    const whatsapp = await metaPost(
      metaChange({
        contacts: [{ profile: { name: 'Equipe' }, wa_id: phone.slice(1) }],
        messages: [
          { from: phone.slice(1), id: 'wamid.x1', timestamp: '1751347200', type: 'text', text: { body: ' Sair ' } },
        ],
      }),
    );
    const sms = await twilioPost('/api/channels/twilio/inbound', {
      MessageSid: `SM${'f'.repeat(32)}`,
      From: phone,
      To: '+5511900001111',
      Body: 'STOP',
    });

    // Assert
    expect(forged.status).toBe(400);
    expect(afterForged).toBe(true);
    expect(whatsapp.status).toBe(200);
    expect(sms.status).toBe(200);
    expect(sms.text).toContain('<Response></Response>');
    expect((await me(token)).json).toMatchObject({ whatsapp: { enabled: false }, sms: { enabled: false } });
    const entries = await server.db
      .select({ actorKind: auditEvents.actorKind, changes: auditEvents.changes, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, company.id), eq(auditEvents.action, 'notification.opted_out')));
    expect(entries).toEqual(
      expect.arrayContaining([
        { actorKind: 'system', changes: ['whatsapp'], targetId: creator.id },
        { actorKind: 'system', changes: ['sms'], targetId: creator.id },
      ]),
    );
  });

  it('when a MANAGER reads the notification log, then it shows channel, kind, status and times, never the number or the text', async () => {
    // Arrange
    const { token, form, creator, manager } = await tenant();
    const phone = await confirmed(token, newPhone().typed, ['sms']);
    await answer(form.id);
    await sentRow(creator.id, 'sms');
    const managerToken = await tokenOf(server.url, manager.email);

    // Act
    const result = await call(server.url, '/api/channels/messages', { token: managerToken });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.items.map((item: { kind: string; channel: string }) => [item.channel, item.kind])).toEqual([
      ['sms', 'new_answers'],
      ['sms', 'code'],
    ]);
    expect(result.json.items[0]).toMatchObject({ status: 'sent', userName: 'criador' });
    expect(result.text).not.toContain(phone.slice(3));
    expect(result.text).not.toContain('Pesquisa NPS');
  });
});

describe('the monthly cap', () => {
  it('when the company reaches its cap, then the next answers go by e-mail instead and the MANAGERs are told once', async () => {
    // Arrange: the clock at the real time, as the ADMIN's list counts this month.
    clock = new Date();
    const { token, company, creator, manager } = await tenant({ sms: true });
    const phone = await confirmed(token, newPhone().typed, ['sms']);
    // The code took one message of the month: one more is allowed.
    await server.db.update(companies).set({ messagesLimit: 2 }).where(eq(companies.id, company.id));
    const forms = [];
    for (const title of ['Pesquisa A', 'Pesquisa B', 'Pesquisa C']) {
      forms.push(
        await insertSurvey(server.db, {
          companyId: company.id,
          createdById: creator.id,
          notifiedUserId: creator.id,
          title,
        }),
      );
    }
    const smsBefore = providers.to(phone, 'sms').length;

    // Act
    for (const form of forms) {
      await server.handle.notifications.newAnswer({
        id: crypto.randomUUID(),
        formId: form.id,
        notifiedUserId: creator.id,
      });
    }

    // Assert
    const mails = await eventually(
      () => outboxMails(server.handle.mailer.outboxDir),
      (list) =>
        list.filter((mail) => mail.includes(creator.email) && mail.includes('Nova resposta em Pesquisa')).length >= 2,
      30_000,
    );
    expect(
      mails.filter((mail) => mail.includes(manager.email) && mail.includes('Limite mensal de mensagens')),
    ).toHaveLength(1);
    const sms = await eventually(
      async () => providers.to(phone, 'sms').slice(smsBefore),
      (list) => list.length > 0,
      30_000,
    );
    expect(sms.map((message) => message.text?.split(':')[0])).toEqual(['Nova resposta em Pesquisa A']);
    expect(await jobsFor(phone)).toBe(2);
    const { token: adminToken } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const admin = await call(server.url, `/api/companies/${company.id}`, { token: adminToken });
    expect(admin.json).toMatchObject({ messagesLimit: 2, messagesThisMonth: 2 });
  });
});

describe('the log', () => {
  it('when codes and messages went out, then no log line of this server holds a phone number or a code', () => {
    // Arrange
    const text = fs.readFileSync(server.logFile, 'utf8');
    const codes = providers.sent
      .filter((message) => message.template === 'codigo_confirmacao' || message.text?.includes('código'))
      .map((message) => message.parameters?.[0] ?? /(\d{6})/.exec(message.text!)![1]!);

    // Act
    const phones = [...new Set(providers.sent.map((message) => message.to))];

    // Assert
    expect(phones.length).toBeGreaterThan(3);
    expect(codes.length).toBeGreaterThan(3);
    for (const phone of phones) {
      expect(text).not.toContain(phone);
      expect(text).not.toContain(phone.slice(1));
    }
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
