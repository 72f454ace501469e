// API benchmarks: public submissions under load, login latency at a steady rate, and the realtime
// fan-out of one new submission to 1000 sockets. Runs the built server as a separate process (as in
// production) against a throw-away PostgreSQL database, seeds it through the public API only, and
// prints one table. Missing a goal is a result, not a failure: the exit code is non-zero only when
// something crashed.
//
// A trivial Express endpoint (scripts/bench-baseline-server.mjs) is measured in the same run, so the
// submission figure is also given as a ratio of what this machine does at all; and the submission
// and fan-out figures are measured again with two instances behind nginx.
//
//   node scripts/bench-api.mjs            (also run by `npm run bench`)
//   BENCH_DATABASE_URL=postgres://user@host:5432/db node scripts/bench-api.mjs
//   BENCH_ONLY=submit,cluster             only some parts: submit, login, fanout, cluster
//   BENCH_CPU_PROF=/tmp/prof              each server writes a CPU profile there when it stops
//                                         (read it with scripts/cpu-profile-top.mjs)
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import {
  ADMIN,
  api,
  apiRequire,
  cleanups,
  createDatabase,
  findNginx,
  freePort,
  log,
  login,
  openFileLimit,
  runBench,
  sleep,
  startBaseline,
  startNginx,
  startServer,
} from './bench-support.mjs';

const pg = apiRequire('pg');
const { WebSocket } = apiRequire('ws');

const SUBMIT_SECONDS = 10;
const SUBMIT_CONNECTIONS = 50;
const LOGIN_SECONDS = 10;
const LOGIN_RATE = 20;
const LOGIN_CONNECTIONS = 2;
// Enough accounts that no single one sees more than a handful of logins a second.
const LOGIN_ACCOUNTS = 30;
const SOCKETS_WANTED = 1000;
// Opening every socket at once would overflow the listen backlog; batches keep the handshake honest.
const SOCKET_BATCH = 100;
const DELIVERY_WAIT_MS = 10_000;

const PASSWORD = `senha-${crypto.randomBytes(6).toString('hex')}`;
const PHONE = '(11) 91234-5678';

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const yesNo = (ok) => (ok ? 'yes' : 'NO');

/** Runs fn over items with at most `width` at a time (argon2 hashing is the slow part of seeding). */
async function inBatches(items, width, fn) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  }
  return results;
}

const questions = [
  { id: 'q1', title: 'Qual é o seu nome?', type: 'STRING', options: [] },
  { id: 'q2', title: 'Gostou do atendimento?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] },
  { id: 'q3', title: 'Deixe um comentário', type: 'TEXT', options: [] },
];

const submissionBody = JSON.stringify({
  answers: [
    { questionId: 'q1', question: 'Qual é o seu nome?', answer: 'Ana' },
    { questionId: 'q2', question: 'Gostou do atendimento?', answer: 'Sim' },
    { questionId: 'q3', question: 'Deixe um comentário', answer: 'Tudo certo, atendimento rápido.' },
  ],
});

const ONLY = new Set((process.env.BENCH_ONLY || 'submit,login,fanout,cluster').split(',').map((part) => part.trim()));

const createForm = (baseUrl, token) =>
  api(baseUrl, 'POST', '/api/forms', {
    token,
    body: { title: 'Pesquisa de benchmark', status: 'ACTIVE', anonymous: true, questions },
  });

async function seed(baseUrl, { loginAccounts }) {
  const adminToken = await login(baseUrl, ADMIN.email, ADMIN.password);
  const company = await api(baseUrl, 'POST', '/api/companies', {
    token: adminToken,
    body: { name: 'Empresa Benchmark', formsLimit: 10, usersLimit: LOGIN_ACCOUNTS + 10 },
  });
  const manager = { email: 'bench-gestor@example.com', password: PASSWORD };
  await api(baseUrl, 'POST', '/api/users', {
    token: adminToken,
    body: {
      name: 'Gestora Benchmark',
      email: manager.email,
      phone: PHONE,
      role: 'MANAGER',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      company: company.id,
    },
  });
  const managerToken = await login(baseUrl, manager.email, manager.password);
  const form = await createForm(baseUrl, managerToken);
  // USERs created by the MANAGER land in its company; they exist only to log in during benchmark 2.
  const accounts = Array.from({ length: loginAccounts }, (_, i) => ({
    email: `bench-usuario-${i + 1}@example.com`,
    password: PASSWORD,
  }));
  await inBatches(accounts, 4, (account, i) =>
    api(baseUrl, 'POST', '/api/users', {
      token: managerToken,
      body: {
        name: `Usuário ${i + 1}`,
        email: account.email,
        phone: PHONE,
        role: 'USER',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      },
    }),
  );
  return { managerToken, formId: form.id, accounts };
}

// ---- benchmarks ----

function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function benchSubmissions(baseUrl, { managerToken }, databaseUrl) {
  // A form of its own per run, so the rows counted are this run's only.
  const { id: formId } = await createForm(baseUrl, managerToken);
  // Keys sent and not yet answered, and keys answered 2xx. autocannon drops the requests still in
  // flight when the time is up, but the server commits them anyway: those are told apart by key.
  const pending = new Set();
  const answered = new Set();
  const result = await runAutocannon({
    url: baseUrl,
    connections: SUBMIT_CONNECTIONS,
    duration: SUBMIT_SECONDS,
    requests: [
      {
        method: 'POST',
        path: `/api/public/forms/${formId}/submissions`,
        headers: { 'content-type': 'application/json' },
        body: submissionBody,
        // A fresh key per request: a repeated key would be a replay that stores nothing. The context
        // belongs to the connection, which has one request in flight at a time.
        setupRequest: (req, context) => {
          const key = crypto.randomUUID();
          context.key = key;
          pending.add(key);
          return { ...req, headers: { ...req.headers, 'idempotency-key': key } };
        },
        onResponse: (status, _body, context) => {
          pending.delete(context.key);
          if (status >= 200 && status < 300) answered.add(context.key);
        },
      },
    ],
  });
  const cutOff = pending.size;

  if (!databaseUrl) {
    // PGlite lives inside the server process, so only the API can count: a range, not a key check.
    await sleep(1000);
    const page = await api(baseUrl, 'GET', `/api/submissions?formId=${formId}&perPage=1`, { token: managerToken });
    const stored = page.totalItems;
    const ok = stored >= answered.size && stored <= answered.size + cutOff;
    return {
      result,
      answered: answered.size,
      cutOff,
      stored,
      ok,
      how: 'counted through GET /api/submissions (PGlite), so only as a range',
    };
  }

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The cut-off requests may still be committing: wait until the count stops moving.
    const countRows = async () =>
      Number((await client.query('select count(*) from submissions where form_id = $1', [formId])).rows[0].count);
    let stored = await countRows();
    for (let tries = 0; tries < 15; tries += 1) {
      await sleep(200);
      const again = await countRows();
      if (again === stored) break;
      stored = again;
    }
    const { rows } = await client.query(
      'select idempotency_key as key, count(*)::int as n from submissions where form_id = $1 group by 1',
      [formId],
    );
    const byKey = new Map(rows.map((row) => [row.key, row.n]));
    // Every 2xx has exactly one row, and any other row is a request cut off in flight.
    const everyAnswerStored = [...answered].every((key) => byKey.get(key) === 1);
    const noStrayRows = rows.every((row) => answered.has(row.key) || pending.has(row.key));
    const ofAnswered = rows.filter((row) => answered.has(row.key)).reduce((sum, row) => sum + row.n, 0);
    return {
      result,
      answered: answered.size,
      cutOff,
      stored,
      storedOfAnswered: ofAnswered,
      ok: everyAnswerStored && noStrayRows,
      how: 'checked by Idempotency-Key in the database, each 2xx key has exactly one row and every other row belongs to a request cut off in flight',
    };
  } finally {
    await client.end();
  }
}

/** The same load as the submissions, on the trivial endpoint. */
function benchBaseline(baseUrl) {
  return runAutocannon({
    url: baseUrl,
    connections: SUBMIT_CONNECTIONS,
    duration: SUBMIT_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/baseline',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: submissionBody,
      },
    ],
  });
}

async function benchLogin(baseUrl, { accounts }) {
  let next = 0;
  return runAutocannon({
    url: baseUrl,
    // autocannon paces each connection by releasing its share of the rate at the start of every
    // second, so N connections means bursts of N logins at once. Two connections keep the arrivals
    // close to a steady 20/s (about one login in flight at a time); with 10 the figure measures
    // bursts of 10 concurrent argon2 checks on this machine's cores instead.
    connections: LOGIN_CONNECTIONS,
    overallRate: LOGIN_RATE,
    duration: LOGIN_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        // Round-robin over the accounts, so each one signs in under once a second.
        setupRequest: (req) => {
          const account = accounts[next++ % accounts.length];
          return { ...req, body: JSON.stringify({ email: account.email, password: account.password }) };
        },
      },
    ],
  });
}

/**
 * One authenticated socket, resolved once the server answered {type:"ready"}. Later messages are only
 * time-stamped and kept raw: all 1000 sockets share this one process, so parsing them on arrival
 * would add the client's own work to the delivery times of the sockets served last.
 */
function openSocket(baseUrl, token, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { origin: baseUrl });
    let ready = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('no ready within 15 s'));
    }, 15_000);
    ws.on('error', (error) => {
      // After ready, a socket error shows up as a missing delivery.
      if (ready) return;
      clearTimeout(timer);
      reject(error);
    });
    ws.once('close', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`closed with ${code} before ready`));
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      if (ready) {
        onMessage(performance.now(), data);
        return;
      }
      if (JSON.parse(data.toString()).type === 'ready') {
        ready = true;
        clearTimeout(timer);
        resolve(ws);
      }
    });
  });
}

async function benchFanOut(baseUrl, { managerToken, formId }, socketCount) {
  const sockets = [];
  cleanups.push(() => {
    for (const ws of sockets) ws.terminate();
  });
  let sentAt = 0;
  const arrivals = [];
  const failures = [];
  const indexes = Array.from({ length: socketCount }, (_, i) => i);
  const openedAt = performance.now();
  await inBatches(indexes, SOCKET_BATCH, async () => {
    try {
      sockets.push(await openSocket(baseUrl, managerToken, (arrived, data) => arrivals.push({ arrived, data })));
    } catch (error) {
      failures.push(error.message);
    }
  });
  const openSeconds = (performance.now() - openedAt) / 1000;
  log(
    `${sockets.length}/${socketCount} sockets ready in ${openSeconds.toFixed(1)} s` +
      (failures.length ? ` (${failures.length} failed, first: ${failures[0]})` : ''),
  );
  // Let the last handshakes' work settle, so the measurement starts from a quiet server.
  await sleep(500);
  arrivals.length = 0;

  sentAt = performance.now();
  const created = await api(baseUrl, 'POST', `/api/public/forms/${formId}/submissions`, {
    body: JSON.parse(submissionBody),
  });
  const answeredMs = performance.now() - sentAt;
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  while (arrivals.length < sockets.length && Date.now() < deadline) await sleep(20);

  // The sockets go before the next part: left open, every later answer would also be sent to 1000
  // sockets, and the two-instance submission run would measure that fan-out instead.
  for (const ws of sockets) ws.terminate();
  await sleep(500);

  const times = arrivals
    .filter(({ data }) => {
      const message = JSON.parse(data.toString());
      return message.type === 'submission.created' && message.submission?.id === created.id;
    })
    .map(({ arrived }) => arrived - sentAt)
    .sort((a, b) => a - b);
  const at = (q) => (times.length ? times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] : NaN);
  return {
    opened: sockets.length,
    failures,
    delivered: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: at(1),
    answeredMs,
  };
}

// ---- report ----

function printTable(rows) {
  const header = ['benchmark', 'figure', 'goal', 'met?'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function submissionRows(label, submit, baseline) {
  const s = submit.result;
  const rps = s.requests.average;
  return [
    [label, `${rps.toFixed(0)} req/s`, '>= 1000 req/s', yesNo(rps >= 1000)],
    [label, `${(rps / baseline.requests.average).toFixed(2)} x the baseline's req/s`, '', ''],
    [label, `p50 ${ms(s.latency.p50)}`, '', ''],
    [label, `p99 ${ms(s.latency.p99)}`, '< 100 ms', yesNo(s.latency.p99 < 100)],
    [label, `non-2xx ${s.non2xx}, errors ${s.errors} (timeouts ${s.timeouts})`, '', ''],
    [
      label,
      `stored rows == 2xx: ${submit.ok ? 'yes' : 'no'} (${submit.storedOfAnswered ?? submit.stored} rows, ${submit.answered} 2xx)`,
      'rows == 2xx',
      yesNo(submit.ok),
    ],
  ];
}

function fanOutRows(label, fan, socketCount) {
  return [
    [
      label,
      `delivered ${fan.delivered}/${socketCount}`,
      '100%',
      yesNo(fan.delivered === socketCount && socketCount === SOCKETS_WANTED),
    ],
    [label, `p50 ${ms(fan.p50)}`, '', ''],
    [label, `p95 ${ms(fan.p95)}`, '< 50 ms', yesNo(fan.p95 < 50)],
    [label, `max ${ms(fan.max)} (POST answered in ${ms(fan.answeredMs)})`, '', ''],
  ];
}

async function main() {
  const cpus = os.cpus();
  const machine = `${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.release()}, Node ${process.version}`;
  const fileLimit = openFileLimit();
  console.log('\nAPI benchmarks (built server, one process, then two behind nginx):');
  log(`machine: ${machine}`);
  log(`ulimit -n: ${fileLimit}`);
  // Other work on the machine skews every figure; the load average says how busy it was.
  const load = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  const loadBefore = load();
  log(`load average: ${loadBefore}`);

  const database = await createDatabase();
  if (database.unreachable) log(`PostgreSQL not reachable (${database.unreachable}); running on the embedded PGlite`);
  const databaseLabel = database.unreachable ? 'embedded PGlite (PostgreSQL not reachable)' : database.label;
  log(`database: ${databaseLabel}`);

  const port = await freePort();
  const server = await startServer({ databaseUrl: database.url, port, env: { INSTANCE_ID: 'bench-1' } });
  log(`server on ${server.baseUrl}; seeding through the API`);
  const seeded = await seed(server.baseUrl, { loginAccounts: ONLY.has('login') ? LOGIN_ACCOUNTS : 0 });
  const rows = [];

  // Each socket is one file descriptor on each side (client and server share this limit); keep a margin.
  const limit = Number(fileLimit);
  const socketCount = Number.isFinite(limit) ? Math.min(SOCKETS_WANTED, Math.max(0, limit - 100)) : SOCKETS_WANTED;
  if (socketCount < SOCKETS_WANTED) log(`ulimit -n ${limit} leaves room for ${socketCount} sockets only`);

  let baseline;
  let submit;
  if (ONLY.has('submit') || ONLY.has('cluster')) {
    const baselineServer = await startBaseline({ port: await freePort() });
    log(`baseline: a trivial Express endpoint, ${SUBMIT_CONNECTIONS} connections for ${SUBMIT_SECONDS} s`);
    baseline = await benchBaseline(baselineServer.baseUrl);
    rows.push([
      'baseline (trivial Express POST)',
      `${baseline.requests.average.toFixed(0)} req/s, p99 ${ms(baseline.latency.p99)}`,
      '',
      '',
    ]);
  }
  if (ONLY.has('submit')) {
    log(`public submissions, one instance: ${SUBMIT_CONNECTIONS} connections for ${SUBMIT_SECONDS} s`);
    submit = await benchSubmissions(server.baseUrl, seeded, database.url);
    rows.push(...submissionRows('submission, 1 instance', submit, baseline));
  }

  if (ONLY.has('login')) {
    log(`login: ${LOGIN_RATE}/s for ${LOGIN_SECONDS} s over ${LOGIN_ACCOUNTS} accounts`);
    const loginResult = await benchLogin(server.baseUrl, seeded);
    rows.push(
      ['login at 20/s', `p50 ${ms(loginResult.latency.p50)}`, '', ''],
      ['login at 20/s', `p99 ${ms(loginResult.latency.p99)}`, '< 500 ms', yesNo(loginResult.latency.p99 < 500)],
      [
        'login at 20/s',
        `non-2xx ${loginResult.non2xx}, 2xx ${loginResult['2xx']} in ${LOGIN_SECONDS} s (${LOGIN_CONNECTIONS} connections)`,
        '',
        '',
      ],
    );
  }

  let fan;
  if (ONLY.has('fanout')) {
    log(`realtime fan-out, one instance: ${socketCount} sockets as the MANAGER, one submission`);
    fan = await benchFanOut(server.baseUrl, seeded, socketCount);
    rows.push(...fanOutRows('fan-out, 1 instance', fan, socketCount));
  }

  if (ONLY.has('cluster')) {
    if (database.unreachable) {
      log('two instances: skipped, they need PostgreSQL');
    } else if (!findNginx()) {
      log('two instances: skipped, nginx is not installed (apt-get install -y nginx)');
    } else {
      const second = await startServer({
        databaseUrl: database.url,
        port: await freePort(),
        env: { INSTANCE_ID: 'bench-2' },
      });
      const balancer = await startNginx({
        port: await freePort(),
        upstreams: [server.baseUrl, second.baseUrl].map((url) => Number(new URL(url).port)),
      });
      log(
        `two instances behind nginx (${balancer.baseUrl}): submissions, ${SUBMIT_CONNECTIONS} connections for ${SUBMIT_SECONDS} s`,
      );
      const clustered = await benchSubmissions(balancer.baseUrl, seeded, database.url);
      rows.push(...submissionRows('submission, 2 instances + nginx', clustered, baseline));
      log(`two instances behind nginx: fan-out to ${socketCount} sockets spread over both`);
      const clusteredFan = await benchFanOut(balancer.baseUrl, seeded, socketCount);
      rows.push(...fanOutRows('fan-out, 2 instances + nginx', clusteredFan, socketCount));
    }
  }

  console.log(`\nAPI benchmarks on ${databaseLabel}`);
  console.log(`machine: ${machine}; ulimit -n ${fileLimit}; load average ${loadBefore} before, ${load()} after\n`);
  printTable(rows);
  if (submit) {
    console.log(
      `\nStored rows: ${submit.how}. ${submit.cutOff} requests were still in flight when the run ended; ` +
        `the client dropped them, the server stored them anyway (${submit.stored} rows in all).`,
    );
  }
  if (fan?.failures.length > 0)
    console.log(`Sockets that failed to open: ${fan.failures.length} (${fan.failures[0]}).`);
}

await runBench('API', main);
