// Insights and exports with many answers on one form: the first page of 'Respostas', a search and
// the insights aggregates (p95 of sequential requests, goal < 200 ms each), and the CSV and XLSX
// exports of every answer (server peak RSS growth while producing them, goal < 100 MB); then the
// same number of answers on a second form with every question type: its insights and 'ver todas'
// (< 200 ms each) and its exports (< 100 MB, as the other form's). Runs the
// built server against a throw-away PostgreSQL database; answers are written by seed-answers.mjs.
//
//   node scripts/bench-insights.mjs            (also run by `npm run bench`)
//   BENCH_ANSWERS=20000 node scripts/bench-insights.mjs
//   BENCH_PART=typed node scripts/bench-insights.mjs   (only the form with every type; BENCH_PART=plain: only the other)
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ADMIN, api, cleanUp, createDatabase, freePort, log, login, sleep, startServer } from './bench-support.mjs';
import { seedAnswers, seedTypedAnswers, typedQuestions } from './seed-answers.mjs';

const ANSWERS = Number(process.env.BENCH_ANSWERS || 100_000);
const PART = process.env.BENCH_PART || 'all';
const RUNS = 40;
const PASSWORD = 'senha-do-benchmark-123';

const questions = [
  {
    id: 'q1',
    title: 'Como avalia o atendimento?',
    type: 'SINGLE',
    options: [{ text: 'Ótimo' }, { text: 'Bom' }, { text: 'Regular' }, { text: 'Ruim', goTo: 'q3' }],
  },
  {
    id: 'q2',
    title: 'O que mais gostou?',
    type: 'MULTIPLE',
    options: [{ text: 'Preço' }, { text: 'Variedade' }, { text: 'Atendimento' }],
  },
  { id: 'q3', title: 'Deixe um comentário', type: 'TEXT', options: [] },
];

const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1];
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function timed(url, token) {
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return p95(samples);
}

const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Downloads the export while sampling the server's RSS; answers bytes, seconds and peak growth. */
async function exportRun(url, token, pid) {
  await sleep(500);
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  clearInterval(sampler);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { bytes, seconds: (performance.now() - started) / 1000, growth: peak - before };
}

async function main() {
  const database = await createDatabase();
  if (database.unreachable) {
    log(`insights bench skipped: PostgreSQL unreachable (${database.unreachable})`);
    return;
  }
  const server = await startServer({ databaseUrl: database.url, port: await freePort() });
  const { baseUrl } = server;
  const adminToken = await login(baseUrl, ADMIN.email, ADMIN.password);
  const company = await api(baseUrl, 'POST', '/api/companies', {
    token: adminToken,
    body: { name: 'Empresa Insights', formsLimit: 5, usersLimit: 5 },
  });
  await api(baseUrl, 'POST', '/api/users', {
    token: adminToken,
    body: {
      name: 'Gestora Insights',
      email: 'insights-gestora@example.com',
      phone: '(11) 91234-5678',
      role: 'MANAGER',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      company: company.id,
    },
  });
  // Signed in again before each part: on a loaded machine a part outlasts an access token.
  const signIn = () => login(baseUrl, 'insights-gestora@example.com', PASSWORD);
  let token = await signIn();
  const form = await api(baseUrl, 'POST', '/api/forms', {
    token,
    body: { title: 'Pesquisa com muitas respostas', status: 'ACTIVE', anonymous: false, questions },
  });

  const rows = [];
  const goal = (value) => (value < 200 ? 'yes' : 'NO');
  const query = async (label, route) => {
    // One warm-up request, as a user opening the page after another.
    await fetch(`${baseUrl}${route}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    const value = await timed(`${baseUrl}${route}`, token);
    rows.push([label, ms(value), goal(value)]);
  };
  const exportsOf = async (formId, limits) => {
    for (const format of ['csv', 'xlsx']) {
      const run = await exportRun(`${baseUrl}/api/forms/${formId}/submissions.${format}`, token, server.child.pid);
      const mb = run.growth / 1024 / 1024;
      log(
        `${format.toUpperCase().padEnd(5)} ${(run.bytes / 1024 / 1024).toFixed(1).padStart(6)} MB in ${run.seconds
          .toFixed(1)
          .padStart(5)} s, RSS +${mb.toFixed(1)} MB   < ${limits[format]} MB: ${mb < limits[format] ? 'yes' : 'NO'}`,
      );
    }
  };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  if (PART !== 'typed') await plainPart();
  if (PART !== 'plain') await typedPart();

  async function plainPart() {
    const seedStarted = performance.now();
    await seedAnswers(database.url, { formId: form.id, companyId: company.id, count: ANSWERS });
    log(`seeded ${ANSWERS.toLocaleString('en')} answers in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    token = await signIn();
    await query("'Respostas' first page", `/api/submissions?formId=${form.id}`);
    await query("'Respostas' page 100", `/api/submissions?formId=${form.id}&page=100`);
    await query('search by name', `/api/submissions?formId=${form.id}&search=gabriela`);
    await query('search by document digits', `/api/submissions?formId=${form.id}&search=123456`);
    await query('insights, all time', `/api/forms/${form.id}/insights`);
    await query('insights, last 30 days', `/api/forms/${form.id}/insights?from=${from}&to=${to}`);

    console.log(
      `\nInsights and lists with ${ANSWERS.toLocaleString('en')} answers on one form (p95 of ${RUNS}, PostgreSQL):`,
    );
    for (const [label, value, ok] of rows) log(`${label.padEnd(30)} ${value.padStart(8)}   < 200 ms: ${ok}`);

    console.log(`\nExports of all ${ANSWERS.toLocaleString('en')} answers (server RSS growth at peak):`);
    token = await signIn();
    await exportsOf(form.id, { csv: 100, xlsx: 100 });
  }

  // A form with every question type.
  async function typedPart() {
    const typed = await api(baseUrl, 'POST', '/api/forms', {
      token,
      body: { title: 'Pesquisa com todos os tipos', status: 'ACTIVE', anonymous: true, questions: typedQuestions },
    });
    const typedStarted = performance.now();
    await seedTypedAnswers(database.url, { formId: typed.id, companyId: company.id, count: ANSWERS });
    log(
      `seeded ${ANSWERS.toLocaleString('en')} answers of every type in ${((performance.now() - typedStarted) / 1000).toFixed(1)} s`,
    );
    rows.length = 0;
    token = await signIn();
    await query('insights, all time', `/api/forms/${typed.id}/insights`);
    await query('insights, last 30 days', `/api/forms/${typed.id}/insights?from=${from}&to=${to}`);
    await query("'ver todas' of the signature", `/api/forms/${typed.id}/insights/questions/t17/answers`);
    await query("'ver todas', page 100", `/api/forms/${typed.id}/insights/questions/t1/answers?page=100`);
    const insights = await fetch(`${baseUrl}/api/forms/${typed.id}/insights`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    const nps = insights.questions.find((question) => question.id === 't13');
    console.log(
      `\nEvery question type, ${ANSWERS.toLocaleString('en')} answers (p95 of ${RUNS}, PostgreSQL; NPS ${nps?.nps?.score}):`,
    );
    for (const [label, value, ok] of rows) log(`${label.padEnd(30)} ${value.padStart(8)}   < 200 ms: ${ok}`);
    console.log(`\nExports of the ${ANSWERS.toLocaleString('en')} answers of every type (server RSS growth at peak):`);
    token = await signIn();
    await exportsOf(typed.id, { csv: 100, xlsx: 100 });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
