// Three API processes on one PostgreSQL behind a real nginx (docs/deployment.md): sessions work
// whichever instance answers, events and revocations reach sockets on every instance, killing an
// instance under load loses no acknowledged answer, and a rolling restart drops no request.
// Needs DATABASE_URL and nginx; without DATABASE_URL it is skipped with a notice (CI runs it in its
// PostgreSQL pass, where nginx is required).
import crypto from 'node:crypto';
import { Client } from 'pg';
import { findNginx, startCluster, type Cluster } from '../support/cluster';
import { pause } from '../support/pause';
import { closeSockets, listen } from '../support/realtime';
import { TEST_ADMIN } from '../support/server';

const INSTANCES = 3;
const hasDatabase = Boolean(process.env.DATABASE_URL);
const hasNginx = findNginx() !== undefined;
if (!hasDatabase) {
  console.warn('cluster: DATABASE_URL is not set, the multi-instance test is SKIPPED (CI runs it on PostgreSQL)');
} else if (!hasNginx && !process.env.CI) {
  console.warn('cluster: nginx is not installed, the multi-instance test is SKIPPED (apt-get install -y nginx)');
}
// In CI a missing nginx fails (startCluster throws) instead of skipping.
const clusterDescribe = hasDatabase && (hasNginx || process.env.CI) ? describe : describe.skip;

jest.setTimeout(60_000);

const PASSWORD = 'senha-do-cluster-123';
interface Answer {
  status: number;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  instance: string | null;
  setCookie: string | null;
}

async function request(
  baseUrl: string,
  route: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${route}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return {
    status: response.status,
    json,
    instance: response.headers.get('x-instance-id'),
    setCookie: response.headers.get('set-cookie'),
  };
}

async function signIn(baseUrl: string, email: string, password: string) {
  const answer = await request(baseUrl, '/api/auth/login', { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return { token: answer.json.token as string, cookie: answer.setCookie!.split(';')[0]! };
}

const answers = [
  { questionId: 'q1', question: 'Qual é o seu nome?', answer: 'Ana' },
  { questionId: 'q2', question: 'Gostou do atendimento?', answer: 'Sim' },
];

const submit = (baseUrl: string, formId: string, key: string) =>
  request(baseUrl, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { answers },
    headers: { 'idempotency-key': key },
  });

clusterDescribe(`${INSTANCES} API instances behind nginx on one PostgreSQL`, () => {
  let cluster: Cluster;
  let db: Client;
  let manager: { email: string; id: string };
  let formId: string;

  beforeAll(async () => {
    cluster = await startCluster({ instances: INSTANCES, env: { PUBLIC_SUBMIT_RATE: '0' } });
    db = new Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const admin = await signIn(cluster.url, TEST_ADMIN.email, TEST_ADMIN.password);
    const company = await request(cluster.url, '/api/companies', {
      method: 'POST',
      token: admin.token,
      body: { name: 'Empresa Cluster', formsLimit: 10, usersLimit: 20 },
    });
    expect(company.status).toBe(201);
    manager = { email: `gestora-${crypto.randomBytes(4).toString('hex')}@example.com`, id: '' };
    const created = await request(cluster.url, '/api/users', {
      method: 'POST',
      token: admin.token,
      body: {
        name: 'Gestora Cluster',
        email: manager.email,
        phone: '(11) 91234-5678',
        role: 'MANAGER',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        company: company.json.id,
      },
    });
    expect(created.status).toBe(201);
    manager.id = created.json.id;
    const { token } = await signIn(cluster.url, manager.email, PASSWORD);
    const form = await request(cluster.url, '/api/forms', {
      method: 'POST',
      token,
      body: {
        title: 'Pesquisa do cluster',
        status: 'ACTIVE',
        anonymous: true,
        questions: [
          { id: 'q1', title: 'Qual é o seu nome?', type: 'STRING', options: [] },
          { id: 'q2', title: 'Gostou do atendimento?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] },
        ],
      },
    });
    expect(form.status).toBe(201);
    formId = form.json.id;
  }, 180_000);

  afterEach(() => {
    closeSockets();
  });

  afterAll(async () => {
    await db?.end();
    await cluster?.dispose();
  });

  const [a, b, c] = [0, 1, 2];
  const instance = (index: number) => cluster.instances[index]!;

  it('when a user signs in through the balancer, then it keeps working while its requests land on every instance', async () => {
    // Arrange
    const session = await signIn(cluster.url, manager.email, PASSWORD);

    // Act
    const answered = [];
    for (let i = 0; i < 3 * INSTANCES; i += 1) {
      answered.push(await request(cluster.url, '/api/forms', { token: session.token }));
    }
    const refreshed = await request(cluster.url, '/api/auth/refresh', {
      method: 'POST',
      headers: { cookie: session.cookie },
    });

    // Assert
    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 200));
    expect(new Set(answered.map((answer) => answer.instance))).toEqual(
      new Set(cluster.instances.map((each) => each.name)),
    );
    expect(refreshed.status).toBe(200);
    expect((await request(cluster.url, '/api/forms', { token: refreshed.json.token })).status).toBe(200);
  });

  it('when a submission arrives on instance A, then sockets on B, on C and through the balancer get it within 1 s', async () => {
    // Arrange
    const { token } = await signIn(cluster.url, manager.email, PASSWORD);
    const listeners = [
      await listen(instance(b).url, token),
      await listen(instance(c).url, token),
      await listen(cluster.url, token),
    ];

    // Act
    const sentAt = Date.now();
    const created = await submit(instance(a).url, formId, crypto.randomUUID());
    const deadline = sentAt + 1_000;
    while (listeners.some((listener) => listener.received.length === 0) && Date.now() < deadline)
      await pause(10, 'polling again');

    // Assert
    expect(created.status).toBe(201);
    expect(created.instance).toBe(instance(a).name);
    for (const listener of listeners) {
      expect(listener.received.map((message) => message.submission?.id)).toEqual([created.json.id]);
    }
  });

  it('when the session is revoked on instance A, then its socket on instance B closes within 1 s and gets nothing after', async () => {
    // Arrange
    const session = await signIn(cluster.url, manager.email, PASSWORD);
    const onB = await listen(instance(b).url, session.token);

    // Act
    const startedAt = Date.now();
    const out = await request(instance(a).url, '/api/auth/logout', { method: 'POST', token: session.token });
    const closed = await onB.closed;
    await submit(instance(a).url, formId, crypto.randomUUID());
    // The socket is closed: nothing can reach it any more, what it holds is final.

    // Assert
    expect(out.status).toBe(204);
    expect(closed.code).toBe(1008);
    expect(closed.at - startedAt).toBeLessThan(1_000);
    expect(onB.received).toEqual([]);
  });

  it('when an instance is killed with SIGKILL under submission load, then no acknowledged answer is lost and retried keys add no duplicate', async () => {
    // Arrange: workers submit through the balancer, retrying the same key until it is acknowledged.
    const acknowledged = new Map<string, string>();
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const key = crypto.randomUUID();
        for (let tries = 0; tries < 40; tries += 1) {
          const answer = await submit(cluster.url, formId, key).catch(() => undefined);
          if (answer?.status === 201) {
            acknowledged.set(key, answer.json.id);
            break;
          }
          await pause(50, 'a client waits a little before sending the same key again');
        }
      }
    };
    const running = Array.from({ length: 8 }, worker);
    await pause(1_000, 'the load is under way on every instance before the kill');

    // Act
    instance(c).process.kill('SIGKILL');
    await instance(c).exited;
    await pause(1_500, 'the load goes on while the balancer finds the instance gone');
    stop = true;
    await Promise.all(running);
    // A few acknowledged keys sent again, as a client that missed the answer would.
    const replayed = [...acknowledged].slice(0, 20);
    const replays = await Promise.all(replayed.map(([key]) => submit(cluster.url, formId, key)));

    // Assert
    const { rows } = await db.query<{ key: string; id: string; n: number }>(
      `select idempotency_key as key, min(id::text) as id, count(*)::int as n
         from submissions where form_id = $1 and idempotency_key = any($2) group by 1`,
      [formId, [...acknowledged.keys()]],
    );
    const stored = new Map(rows.map((row) => [row.key, row]));
    expect(acknowledged.size).toBeGreaterThan(50);
    expect([...acknowledged].filter(([key, id]) => stored.get(key)?.id !== id)).toEqual([]);
    expect(rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(replays.map((answer) => answer.status)).toEqual(replayed.map(() => 201));
    expect(replays.map((answer) => answer.json.id)).toEqual(replayed.map(([, id]) => id));

    // The killed instance comes back for the next case.
    await cluster.restart(c);
  });

  const untilBalancerReaches = async (name: string) => {
    const deadline = Date.now() + 15_000;
    while ((await request(cluster.url, '/api/health/live').catch(() => undefined))?.instance !== name) {
      if (Date.now() > deadline) throw new Error(`the balancer never sent a request to ${name}`);
      await pause(50, 'polling again');
    }
  };

  it('when the instances restart one at a time, each waiting for the previous to be ready, then no request fails', async () => {
    // Arrange: steady traffic through the balancer, no client retries.
    const { token } = await signIn(cluster.url, manager.email, PASSWORD);
    const statuses: number[] = [];
    const acknowledged = new Map<string, string>();
    let stop = false;
    const reader = async () => {
      while (!stop) {
        const answer = await request(cluster.url, '/api/forms', { token }).catch(() => ({ status: 0 }));
        statuses.push(answer.status);
        // Paced, so the instances starting up are not starved of CPU by the test itself.
        await pause(10, 'polling again');
      }
    };
    const writer = async () => {
      while (!stop) {
        const key = crypto.randomUUID();
        const answer = await submit(cluster.url, formId, key).catch(() => undefined);
        statuses.push(answer?.status ?? 0);
        if (answer?.status === 201) acknowledged.set(key, answer.json.id);
        await pause(10, 'polling again');
      }
    };
    const running = [reader(), reader(), writer(), writer()];

    // Act
    for (let index = 0; index < INSTANCES; index += 1) {
      const exit = await cluster.stop(index);
      expect(exit.code).toBe(0);
      await cluster.restart(index);
      // As an operator would: the next one stops once the balancer sends traffic to this one again
      // (nginx keeps a failed server out for its fail_timeout).
      await untilBalancerReaches(instance(index).name);
    }
    await pause(300, 'some load on the last restarted instance before the load stops');
    stop = true;
    await Promise.all(running);

    // Assert
    const failed = statuses.filter((status) => status !== 200 && status !== 201);
    expect({ failed, log: failed.length ? cluster.balancerLog().slice(-2_000) : '' }).toEqual({ failed: [], log: '' });
    expect(statuses.length).toBeGreaterThan(100);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from submissions where form_id = $1 and idempotency_key = any($2)',
      [formId, [...acknowledged.keys()]],
    );
    expect(rows[0]!.n).toBe(acknowledged.size);
  });

  // Both need what every instance shares: files in PostgreSQL (FILE_STORAGE defaults to postgres with
  // DATABASE_URL) and the login throttle's counters in the rate_limits table.
  it('when a file is uploaded through instance A, then it downloads through instance B', async () => {
    // Arrange
    // A PDF is stored byte for byte (a PNG would be encoded again without its metadata).
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'nota.pdf');

    // Act
    const uploaded = await fetch(`${instance(a).url}/api/public/files`, { method: 'POST', body: form });
    const { url } = (await uploaded.json()) as { url: string };
    const downloaded = await fetch(`${instance(b).url}${new URL(url).pathname}`);

    // Assert
    expect(uploaded.status).toBe(201);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(pdf);
  });

  it('when failed logins for one account are spread over the instances, then the throttle still stops the 11th', async () => {
    // Arrange: ten failures, sent to each instance in turn (not through the balancer: right after the
    // rolling restart, nginx may still be keeping a restarted instance out of its rotation).
    const email = `alvo-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const seen = new Set<string | null>();
    for (let i = 0; i < 10; i += 1) {
      const failed = await request(instance(i % INSTANCES).url, '/api/auth/login', {
        method: 'POST',
        body: { email, password: 'senha-errada-123' },
      });
      expect(failed.status).toBe(401);
      seen.add(failed.instance);
    }

    // Act
    const eleventh = await request(cluster.url, '/api/auth/login', {
      method: 'POST',
      body: { email, password: 'senha-errada-123' },
    });

    // Assert
    expect(seen.size).toBe(INSTANCES);
    expect(eleventh.status).toBe(429);
  });
});
