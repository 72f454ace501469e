// Soak: a steady mixed load on one built instance on PostgreSQL for a long time (30 minutes by
// default), to show memory flat after warm-up, p99 stable, no errors and no answer lost:
//   - public answers at a steady rate (open loop), each retried with the same Idempotency-Key until
//     it is acknowledged;
//   - a staff member reading the answers list and one answer in a loop;
//   - a CSV export of the whole form every 15 s;
//   - signed-in sockets receiving the realtime events.
// Every minute it prints the server's RSS, the p99 of answers and reads in that minute, errors and
// events; at the end it compares the acknowledged keys with the rows stored.
//
//   npm run bench -- soak                   30 minutes (not part of `npm run bench`)
//   npm run bench -- soak --minutes=2       a short run, to check it works
//   BENCH_SOAK_RATE=50                      answers per second (default 50)
import crypto from 'node:crypto';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  api,
  apiRequire,
  cleanups,
  createDatabase,
  freePort,
  login,
  runBench,
  seedManagerForm,
  sleep,
  startServer,
} from './bench-support.mjs';

const { WebSocket } = apiRequire('ws');
const pg = apiRequire('pg');

const minutesArg = process.argv.find((arg) => arg.startsWith('--minutes='));
const MINUTES = minutesArg ? Number(minutesArg.slice('--minutes='.length)) : 30;
const RATE = Number(process.env.BENCH_SOAK_RATE || 50);
const SOCKETS = 20;
const EXPORT_EVERY_MS = 15_000;
const MINUTE_MS = 60_000;

const questions = [
  { id: 'q1', title: 'Gostou do atendimento?', type: 'SINGLE', options: [{ text: 'Sim' }, { text: 'Não' }] },
  { id: 'q2', title: 'Deixe um comentário', type: 'TEXT', options: [] },
];
const answerBody = (n) =>
  JSON.stringify({
    // The form identifies its respondents: a name and a valid CPF.
    name: `Pessoa ${n}`,
    document: '529.982.247-25',
    answers: [
      { questionId: 'q1', question: 'Gostou do atendimento?', answer: n % 3 === 0 ? 'Não' : 'Sim' },
      { questionId: 'q2', question: 'Deixe um comentário', answer: `Comentário número ${n}, tudo certo.` },
    ],
  });

const p99 = (values) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
};

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return NaN;
  }
}

await runBench('soak', async () => {
  if (!Number.isFinite(MINUTES) || MINUTES <= 0) throw new Error('--minutes must be a positive number');
  const database = await createDatabase();
  if (database.unreachable) throw new Error(`the soak runs on PostgreSQL: ${database.unreachable}`);
  const port = await freePort();
  const server = await startServer({ databaseUrl: database.url, port });
  const { baseUrl, child } = server;
  const manager = { email: 'soak-gestora@example.com', password: `soak-${crypto.randomBytes(6).toString('hex')}` };
  const { token: managerToken, formId } = await seedManagerForm(baseUrl, {
    companyName: 'Soak Ltda',
    manager,
    questions,
  });
  // A production server runs autovacuum, which keeps the planner's row counts current as the table
  // grows; a test server may have it off (every plan then assumes an empty table and the answers list
  // degrades into a scan of the whole form). Then the soak analyzes its own database once a minute,
  // as autovacuum would, so it measures the product and not a server without statistics.
  const statistics = new pg.Client({ connectionString: database.url });
  await statistics.connect();
  cleanups.push(() => statistics.end());
  const autovacuum = (await statistics.query('show autovacuum')).rows[0].autovacuum === 'on';
  console.log(
    `\nSoak: ${MINUTES} min on ${database.label}, ${RATE} answers/s, ${SOCKETS} sockets, staff reads, an export every ${EXPORT_EVERY_MS / 1000} s` +
      (autovacuum ? '' : '; autovacuum is off on this server, so the soak analyzes its database every minute'),
  );

  let minute = { answers: [], reads: [], exports: 0, errors: 0, retries: 0, events: 0 };
  const acknowledged = new Set();
  const pending = new Set();
  let stopping = false;
  let lastError = '';
  let token = managerToken;

  // Sockets, signed in as the manager.
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers: { origin: baseUrl } });
    sockets.push(ws);
    await new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
      ws.on('message', (data) => {
        const message = JSON.parse(data.toString());
        if (message.type === 'ready') resolve();
        else if (message.type === 'submission.created') minute.events += 1;
      });
    });
  }
  cleanups.push(() => sockets.forEach((ws) => ws.terminate()));

  // Answers: open loop at RATE per second, each key retried until acknowledged.
  let sent = 0;
  const answer = async () => {
    const key = crypto.randomUUID();
    const n = (sent += 1);
    pending.add(key);
    for (;;) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/public/forms/${formId}/submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: answerBody(n),
        });
        const text = await res.text();
        minute.answers.push(performance.now() - started);
        if (res.status === 201 || res.status === 200) break;
        minute.errors += 1;
        lastError = `answer: ${res.status} ${text.slice(0, 200)}`;
        // A refused answer is a fault of this script, not something a retry can mend.
        if (res.status < 500) {
          pending.delete(key);
          return;
        }
      } catch {
        minute.errors += 1;
      }
      minute.retries += 1;
      await sleep(250);
    }
    pending.delete(key);
    acknowledged.add(key);
  };
  const answering = (async () => {
    const start = performance.now();
    let next = 0;
    while (!stopping) {
      void answer();
      next += 1;
      const wait = start + (next * 1000) / RATE - performance.now();
      if (wait > 0) await sleep(wait);
    }
  })();

  // Staff reads: the list and one answer, back to back; the token is renewed before it expires.
  const reading = (async () => {
    let signedAt = Date.now();
    while (!stopping) {
      if (Date.now() - signedAt > 10 * 60_000) {
        token = await login(baseUrl, manager.email, manager.password);
        signedAt = Date.now();
      }
      const started = performance.now();
      try {
        const page = await api(baseUrl, 'GET', `/api/submissions?formId=${formId}&perPage=50`, { token });
        if (page.items[0]) await api(baseUrl, 'GET', `/api/submissions/${page.items[0].id}`, { token });
        minute.reads.push(performance.now() - started);
      } catch {
        minute.errors += 1;
      }
      await sleep(200);
    }
  })();

  // Exports of the whole form.
  const exporting = (async () => {
    while (!stopping) {
      await sleep(EXPORT_EVERY_MS);
      try {
        const res = await fetch(`${baseUrl}/api/forms/${formId}/submissions.csv`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        if (res.ok) minute.exports += 1;
        else minute.errors += 1;
      } catch {
        minute.errors += 1;
      }
    }
  })();

  const rows = [];
  console.log(
    '\n| minute | RSS (MB) | answers | answer p99 (ms) | reads | read p99 (ms) | exports | events | errors |',
  );
  console.log('| -----: | -------: | ------: | --------------: | ----: | ------------: | ------: | -----: | -----: |');
  for (let m = 1; m <= MINUTES; m += 1) {
    await sleep(MINUTE_MS);
    if (!autovacuum) await statistics.query('analyze');
    const done = minute;
    minute = { answers: [], reads: [], exports: 0, errors: 0, retries: 0, events: 0 };
    const row = {
      minute: m,
      rss: rssMb(child.pid),
      answers: done.answers.length,
      answerP99: Math.round(p99(done.answers)),
      reads: done.reads.length,
      readP99: Math.round(p99(done.reads)),
      exports: done.exports,
      events: Math.round(done.events / SOCKETS),
      errors: done.errors,
    };
    rows.push(row);
    if (lastError) console.log(`  (last error: ${lastError})`);
    lastError = '';
    console.log(
      `| ${row.minute} | ${row.rss} | ${row.answers} | ${row.answerP99} | ${row.reads} | ${row.readP99} | ${row.exports} | ${row.events} | ${row.errors} |`,
    );
  }
  stopping = true;
  await Promise.all([answering, reading, exporting]);
  const drainUntil = Date.now() + 60_000;
  while (pending.size > 0 && Date.now() < drainUntil) await sleep(100);

  // Lost or doubled: every acknowledged key once in the database, nothing else.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored = await client.query(
    'select idempotency_key as key, count(*)::int as n from submissions where form_id = $1 group by idempotency_key',
    [formId],
  );
  await client.end();
  const counts = new Map(stored.rows.map((row) => [row.key, row.n]));
  const lost = [...acknowledged].filter((key) => !counts.has(key)).length;
  const doubled = stored.rows.filter((row) => row.n > 1).length;
  const afterWarmup = rows.slice(Math.min(2, rows.length - 1));
  const rss = afterWarmup.map((row) => row.rss);
  console.log(
    `\n${acknowledged.size} answers acknowledged, ${counts.size} stored, ${lost} lost, ${doubled} doubled, ${pending.size} never acknowledged; ` +
      `errors ${rows.reduce((total, row) => total + row.errors, 0)}; RSS after warm-up ${Math.min(...rss)}-${Math.max(...rss)} MB; ` +
      `answer p99 ${Math.min(...afterWarmup.map((row) => row.answerP99))}-${Math.max(...afterWarmup.map((row) => row.answerP99))} ms`,
  );
  if (lost > 0 || doubled > 0) throw new Error('answers were lost or doubled');
  if (acknowledged.size === 0) throw new Error('no answer was acknowledged');
});
