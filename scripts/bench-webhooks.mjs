// Webhook delivery latency: public answers posted at a steady rate (open loop: each request leaves at
// its own time, whether or not the earlier ones were answered) to a form with a webhook endpoint
// subscribed to submission.created, and a real HTTP receiver (node:http, answering 204) timing each
// event's arrival. For each answer, the time from its request being answered 2xx by the API (the
// answer and its event were committed before that) to its event reaching the receiver, matched by
// the submission id in the payload; also from the request's start, the conservative figure.
// Goal: p95 under 1 s at 100 answers per second, every answer delivered exactly once.
//
//   node scripts/bench-webhooks.mjs            (also run by `npm run bench`)
//   BENCH_WEBHOOK_RATE=100 BENCH_WEBHOOK_SECONDS=30 node scripts/bench-webhooks.mjs
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  api,
  cleanups,
  createDatabase,
  freePort,
  log,
  runBench,
  seedManagerForm,
  sleep,
  startServer,
} from './bench-support.mjs';

const RATE = Number(process.env.BENCH_WEBHOOK_RATE || 100);
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS || 30);
const WARMUP_SECONDS = 5;
const GOAL_P95_MS = 1000;
// After the last answer, how long the receiver may still wait for the stragglers.
const DRAIN_MS = 30_000;

const questions = [
  { id: 'q1', title: 'Gostou do atendimento?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] },
  { id: 'q2', title: 'Deixe um comentário', type: 'TEXT', options: [] },
];
const body = JSON.stringify({
  answers: [
    { questionId: 'q1', question: 'Gostou do atendimento?', answer: 'Sim' },
    { questionId: 'q2', question: 'Deixe um comentário', answer: 'Tudo certo.' },
  ],
});

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');
const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** The receiver: records when each submission's event arrived (and how many times), answers 204. */
async function startReceiver() {
  const arrivals = new Map();
  let events = 0;
  let unreadable = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      events += 1;
      try {
        const id = JSON.parse(Buffer.concat(chunks).toString('utf8')).data?.submission?.id;
        if (typeof id !== 'string') throw new Error('no submission id');
        const seen = arrivals.get(id);
        if (seen) seen.count += 1;
        else arrivals.set(id, { at, count: 1 });
      } catch {
        unreadable += 1;
      }
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${port}/webhook`, arrivals, counts: () => ({ events, unreadable }) };
}

/** One answer: when it left, when it was answered, with which status and id. */
async function answer(url) {
  const sent = { startedAt: performance.now(), answeredAt: NaN, status: 0, id: undefined };
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    sent.answeredAt = performance.now();
    sent.status = res.status;
    const text = await res.text();
    if (res.ok) sent.id = JSON.parse(text).id;
  } catch {
    sent.answeredAt = performance.now();
  }
  return sent;
}

/** Open loop: request i leaves at start + i / RATE, however long the earlier ones take. */
async function openLoop(url, count) {
  const inFlight = [];
  const start = performance.now();
  let late = 0;
  for (let i = 0; i < count; i += 1) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    else if (wait < -50) late += 1;
    inFlight.push(answer(url));
  }
  const sent = await Promise.all(inFlight);
  return { sent, late, seconds: (performance.now() - start) / 1000 };
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `\nWebhook delivery latency (built server, ${RATE} answers/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, open loop):`,
  );
  log(`machine: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`);
  const database = await createDatabase();
  if (database.unreachable) {
    log(`webhook bench skipped: PostgreSQL unreachable (${database.unreachable})`);
    return;
  }
  log(`database: ${database.label}`);
  const receiver = await startReceiver();
  const server = await startServer({
    databaseUrl: database.url,
    port: await freePort(),
    // The receiver listens on 127.0.0.1, which the SSRF rule refuses otherwise.
    env: { WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  const { baseUrl } = server;
  const { token } = await seedManagerForm(baseUrl, {
    companyName: 'Empresa Webhooks',
    manager: { email: 'bench-webhooks@example.com', password: 'senha-do-benchmark-123' },
    questions,
  });
  const form = await api(baseUrl, 'POST', '/api/forms', {
    token,
    body: { title: 'Pesquisa com webhook', status: 'ACTIVE', anonymous: true, questions },
  });
  await api(baseUrl, 'POST', '/api/webhooks', {
    token,
    body: { url: receiver.url, description: 'Benchmark', events: ['submission.created'], formIds: [form.id] },
  });
  const url = `${baseUrl}/api/public/forms/${form.id}/submissions`;
  // A warm-up at the same rate, not counted: a server that has been running has its code compiled,
  // its connection pools open and its workers awake; the measured part starts from there.
  await openLoop(url, RATE * WARMUP_SECONDS);
  await sleep(3000);
  receiver.arrivals.clear();
  const eventsBefore = receiver.counts().events;
  const loadBefore = os.loadavg()[0].toFixed(2);

  const total = RATE * SECONDS;
  const { sent, late, seconds: sendSeconds } = await openLoop(url, total);
  const accepted = sent.filter((s) => s.id !== undefined);
  const until = performance.now() + DRAIN_MS;
  while (accepted.some((s) => !receiver.arrivals.has(s.id)) && performance.now() < until) await sleep(100);
  await sleep(1000); // a late duplicate would show up now

  const fromAnswer = [];
  const fromStart = [];
  let exactlyOnce = 0;
  let duplicates = 0;
  let missing = 0;
  for (const s of accepted) {
    const arrival = receiver.arrivals.get(s.id);
    if (!arrival) {
      missing += 1;
      continue;
    }
    if (arrival.count === 1) exactlyOnce += 1;
    else duplicates += arrival.count - 1;
    fromAnswer.push(arrival.at - s.answeredAt);
    fromStart.push(arrival.at - s.startedAt);
  }
  fromAnswer.sort((a, b) => a - b);
  fromStart.sort((a, b) => a - b);
  const acceptedIds = new Set(accepted.map((s) => s.id));
  const strays = [...receiver.arrivals.keys()].filter((id) => !acceptedIds.has(id)).length;
  const { events, unreadable } = receiver.counts();
  const answerP95 = quantile(fromAnswer, 0.95);
  const pass = accepted.length === total && exactlyOnce === total && duplicates === 0 && answerP95 < GOAL_P95_MS;
  const answerMs = sent.map((s) => s.answeredAt - s.startedAt).sort((a, b) => a - b);

  console.log(`\nWebhook delivery latency on ${database.label}`);
  console.log(
    `  sent ${total} answers in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s; ${late} left over 50 ms late); ` +
      `load average ${loadBefore} before, ${os.loadavg()[0].toFixed(2)} after`,
  );
  console.log(
    `  API answers: ${accepted.length} 2xx, ${total - accepted.length} other; p50 ${ms(quantile(answerMs, 0.5))}, p95 ${ms(quantile(answerMs, 0.95))}`,
  );
  console.log(
    `  delivered exactly once: ${exactlyOnce}/${total}; missing ${missing}; duplicate deliveries ${duplicates}; ` +
      `events received ${events - eventsBefore} (unreadable ${unreadable}, not of this run ${strays})`,
  );
  const row = (label, samples) =>
    `  ${label.padEnd(44)} p50 ${ms(quantile(samples, 0.5)).padStart(8)}  p95 ${ms(quantile(samples, 0.95)).padStart(8)}  ` +
    `p99 ${ms(quantile(samples, 0.99)).padStart(8)}  max ${ms(quantile(samples, 1)).padStart(8)}`;
  console.log(row('from the 2xx answer to the receiver', fromAnswer));
  console.log(row('from the request start to the receiver', fromStart));
  console.log(
    `  goal: p95 < ${GOAL_P95_MS} ms from the answer, none lost, none twice at ${RATE}/s: ${pass ? 'PASS' : 'FAIL'}`,
  );
}

await runBench('Webhook', main);
