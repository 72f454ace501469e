// kill -9 of the API with WhatsApp messages queued (docs/notifications.md#once-per-channel-and-answer):
// the messages are jobs written with the answers' counts, so after the restart each one reaches the
// provider exactly once. The provider is down while the answers come in, so every message waits.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { companies, userChannels, users } from '../src/db/schema';
import { captureLogger } from './support/log-capture';
import { FakeProviders, PHONE_NUMBER_ID, WHATSAPP_TOKEN } from './support/fake-providers';
import { eventually, insertSurvey, respondent, seedCompany, STAFF_PASSWORD } from './support/fixtures';
import { call, login } from './support/http';
import { freePort, spawnServer, type SpawnedServer } from './support/spawned-server';

jest.setTimeout(180_000);

const PHONE = '+5511987659999';
const FORMS = 8;

let server: SpawnedServer;
let providerPort: number;
const formIds: string[] = [];
let managerEmail = '';

beforeAll(async () => {
  providerPort = await freePort();
  server = await spawnServer({
    env: {
      WHATSAPP_API_URL: `http://127.0.0.1:${providerPort}`,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
      CHANNEL_RETRY_DELAY_SECONDS: '1',
      CHANNEL_RETRY_LIMIT: '20',
      PUBLIC_SUBMIT_RATE: '0',
    },
    // The company, its notified user with a confirmed WhatsApp, and one form per message.
    beforeStart: async (databaseUrl, dataDir) => {
      const database = await openDatabase({ databaseUrl, dataDir, logger: captureLogger('warn').logger });
      try {
        const seeded = await seedCompany(database.db, { name: 'Avisos Duráveis' });
        managerEmail = seeded.manager.email;
        await database.db.update(companies).set({ allowWhatsapp: true }).where(eq(companies.id, seeded.company.id));
        await database.db.update(users).set({ notifyPhone: PHONE }).where(eq(users.id, seeded.creator.id));
        await database.db
          .insert(userChannels)
          .values({ userId: seeded.creator.id, channel: 'whatsapp', enabled: true, confirmedAt: new Date() });
        for (let i = 0; i < FORMS; i += 1) {
          const form = await insertSurvey(database.db, {
            companyId: seeded.company.id,
            createdById: seeded.creator.id,
            notifiedUserId: seeded.creator.id,
            title: `Pesquisa ${i}`,
          });
          formIds.push(form.id);
        }
      } finally {
        await database.close();
      }
    },
  });
});
afterAll(() => server?.dispose());

it('when the API is killed with messages waiting for the provider, then after the restart each one arrives exactly once', async () => {
  // Arrange: an answer to each form while the provider is down.
  for (const formId of formIds) {
    const result = await call(server.url, `/api/public/forms/${formId}/submissions`, {
      method: 'POST',
      body: { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Ana' }] },
    });
    expect(result.status).toBe(201);
  }
  const { token } = await login(server.url, managerEmail, STAFF_PASSWORD);
  const logged = await eventually(
    async () => (await call(server.url, '/api/channels/messages?perPage=50', { token })).json.items as unknown[],
    (items) => items.length === FORMS,
    30_000,
  );
  expect(logged).toHaveLength(FORMS);

  // Act: kill -9, bring the provider up, start again.
  server.process.kill('SIGKILL');
  const exit = await server.exited;
  const provider = new FakeProviders();
  await provider.start(providerPort);
  try {
    await server.restart();
    const sent = await eventually(
      async () => provider.to(PHONE, 'whatsapp'),
      (messages) => messages.length >= FORMS,
      90_000,
      200,
    );
    // Every message of the log is marked sent: no job is left that could send one again.
    const { token: again } = await login(server.url, managerEmail, STAFF_PASSWORD);
    const statuses = await eventually(
      async () =>
        (
          (await call(server.url, '/api/channels/messages?perPage=50', { token: again })).json.items as {
            status: string;
          }[]
        ).map((item) => item.status),
      (list) => list.every((status) => status === 'sent'),
      30_000,
    );

    // Assert
    expect(exit.signal).toBe('SIGKILL');
    const links = sent.map((message) => message.parameters![2]!);
    const forms = links.map((link) => /\/forms\/([\w-]+)\/submissions/.exec(link)![1]);
    expect([...forms].sort()).toEqual([...formIds].sort());
    expect(provider.to(PHONE, 'whatsapp')).toHaveLength(FORMS);
    expect(statuses).toEqual(formIds.map(() => 'sent'));
  } finally {
    await provider.stop();
  }
});
