// Upgrade with data (docs/deployment.md, "Upgrades"): the API of the skew baseline release
// (e2e/skew-baseline.json) starts on a fresh database and data folder and is filled through its own
// HTTP API (companies with a logo, staff with passwords, forms with jumps, option pictures and file
// questions, a few thousand answers with uploads and comments, template categories and templates);
// what it wrote is recorded as it reads it back; then it stops, this tree's API starts on the same
// database and files, and every record must read back identically through the new API: the same
// counts and hashes, the same file bytes, the old passwords, and the old sessions either still valid
// or refused with 401. The expected values come from what the test wrote and what the old release
// answered, never from this tree's code.
//
// The baseline has no webhooks, API keys, audit log or insights yet: those arrive in this test's mix
// when the baseline moves past them.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { call, login } from './support/http';
import { baselineTree, startRelease, type ReleaseServer } from './support/release-server';
import { createDatabase, freePort } from './support/spawned-server';

// The one-off build of the baseline (when CI has not built it yet) and the filling take a while.
jest.setTimeout(15 * 60_000);

const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Answers sent per form (four forms): a few thousand in all. */
const ANSWERS_PER_FORM = 500;
/** Answers that carry an uploaded file, per form with a file question. */
const FILE_ANSWERS_PER_FORM = 12;
/** Answers that get a staff comment and a respondent comment, per form. */
const COMMENTED_PER_FORM = 25;
/** Requests in flight while filling. */
const CONCURRENCY = 6;

const ADMIN = { email: 'admin@example.com', password: 'senha-do-administrador-1' };

/** A valid CPF (check digits computed) from any 9 digits. */
function cpfFrom(nineDigits: string): string {
  const digits = [...nineDigits].map(Number);
  const check = (weightStart: number) => {
    const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check(10));
  digits.push(check(11));
  const d = digits.join('');
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** A tiny valid PNG whose bytes differ by `seed` (a text chunk), and a small PDF. */
function pngBytes(seed: string): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from(`tEXt${seed}`),
  ]);
}
const pdfBytes = (seed: string) => Buffer.from(`%PDF-1.4\n% ${seed}\n1 0 obj <<>> endobj\n%%EOF\n`);

interface Reply {
  status: number;
  json: Json;
  text: string;
  headers: Headers;
}

/** Plain HTTP to either release, unchecked: the old release's answers predate this tree's OpenAPI document. */
async function http(
  base: string,
  urlPath: string,
  options: { method?: string; body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${urlPath}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: Json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

/** The answer, which must have `status`. */
async function expectStatus(reply: Promise<Reply>, status: number, what: string): Promise<Json> {
  const result = await reply;
  if (result.status !== status) throw new Error(`${what}: expected ${status}, got ${result.status} ${result.text}`);
  return result.json;
}

interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

async function multipart(
  base: string,
  urlPath: string,
  options: { token?: string; fields?: Record<string, string>; file: UploadedFile },
): Promise<Reply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
  const { field, name, type, bytes } = options.file;
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${base}${urlPath}`, {
    method: 'POST',
    body: form,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text, headers: response.headers };
}

/** Runs `work` for 0..count-1 with at most CONCURRENCY in flight. */
async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Every item of a paged list (`?page=&perPage=`), in the order the API gives. */
async function allPages(base: string, urlPath: string, token: string): Promise<{ items: Json[]; total: number }> {
  const items: Json[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const glue = urlPath.includes('?') ? '&' : '?';
    const body = await expectStatus(http(base, `${urlPath}${glue}page=${page}&perPage=500`, { token }), 200, urlPath);
    items.push(...body.items);
    total = body.totalItems;
    if (items.length >= total || body.items.length === 0) break;
  }
  return { items, total };
}

/** A file reference as a path: the same whether a release writes it relative or under PUBLIC_URL. */
const filePath = (url: string | null | undefined) => (url ? new URL(url, 'http://x').pathname : null);

// The fields the test wrote, read back from either release. Anything a newer release adds is left out.
const sortById = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
const questionsOf = (questions: Json[]) =>
  questions.map((q) => ({
    id: q.id,
    title: q.title,
    type: q.type,
    goTo: q.goTo ?? null,
    options: (q.options ?? []).map((o: Json) => ({ text: o.text, file: filePath(o.file), goTo: o.goTo ?? null })),
  }));
const companyOf = (c: Json) => ({
  id: c.id,
  name: c.name,
  formsLimit: c.formsLimit,
  usersLimit: c.usersLimit,
  allowEmail: c.allowEmail,
  allowSMS: c.allowSMS,
  allowWhatsapp: c.allowWhatsapp,
  color: c.color,
  logo: filePath(c.logo),
});
const userOf = (u: Json) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  company: u.company?.id ?? null,
});
const formOf = (f: Json) => ({
  id: f.id,
  title: f.title,
  status: f.status,
  anonymous: f.anonymous,
  createdBy: f.createdBy?.id ?? null,
  company: f.company?.id ?? null,
  questions: questionsOf(f.questions),
});
/** The library category the upgrade itself brings (migration 0013_library_templates). */
const CURATED_CATEGORY = 'Modelos prontos';

const templateOf = (t: Json) => ({
  id: t.id,
  title: t.title,
  category: { id: t.category.id, name: t.category.name },
  questions: questionsOf(t.questions),
});
const submissionOf = (s: Json) => ({
  id: s.id,
  name: s.name,
  document: s.document,
  email: s.email,
  phone: s.phone,
  created: s.created,
  answers: s.answers.map((a: Json) => ({ questionId: a.questionId ?? null, question: a.question, answer: a.answer })),
  comments: s.comments.map((c: Json) => ({ user: c.user, comment: c.comment, created: c.created, isUser: c.isUser })),
});

interface Staff {
  email: string;
  password: string;
  role: 'MANAGER' | 'USER';
}

/** What the test wrote and what the old release answered for it. */
interface Recorded {
  companies: ReturnType<typeof companyOf>[];
  users: ReturnType<typeof userOf>[];
  forms: ReturnType<typeof formOf>[];
  categories: { id: string; name: string }[];
  templates: ReturnType<typeof templateOf>[];
  /** Per form: how many answers the test sent and the sha256 of the answer set as read back. */
  answerSets: Map<string, { sent: number; sha256: string }>;
  /** Path of every uploaded file -> sha256 of the bytes the test sent. */
  files: Map<string, string>;
  staff: Staff[];
  /** One idempotency key per form with the body sent under it and the id it stored. */
  retries: { formId: string; key: string; body: Json; id: string }[];
  /** A manager's access token and refresh cookie, from a sign-in on the old release. */
  session: { token: string; cookie: string; email: string };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** Fills the old release through its own API and records what it holds. */
async function fill(base: string): Promise<Recorded> {
  const files = new Map<string, string>();
  const adminToken = (
    await expectStatus(http(base, '/api/auth/login', { method: 'POST', body: ADMIN }), 200, 'admin login')
  ).token as string;

  // Companies: one with a logo.
  const logo: UploadedFile = {
    field: 'logo',
    name: 'logotipo-padaria.png',
    type: 'image/png',
    bytes: pngBytes('logo'),
  };
  const padaria = await expectStatus(
    multipart(base, '/api/companies', {
      token: adminToken,
      fields: {
        name: 'Padaria Pão de Mel Ltda',
        formsLimit: '5',
        usersLimit: '5',
        allowEmail: 'true',
        color: '#AA3300',
      },
      file: logo,
    }),
    201,
    'company with a logo',
  );
  files.set(filePath(padaria.logo)!, sha256(logo.bytes));
  const oficina = await expectStatus(
    http(base, '/api/companies', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Oficina Roda Viva ME', formsLimit: 4, usersLimit: 3, allowSMS: true, color: '#1677FF' },
    }),
    201,
    'company',
  );

  // Staff with passwords, created by the administrator.
  const staff: Staff[] = [];
  const staffOf = new Map<string, { manager: Staff; user: Staff }>();
  for (const [index, company] of [padaria, oficina].entries()) {
    const make = async (role: 'MANAGER' | 'USER', name: string) => {
      const person: Staff = {
        email: `${role.toLowerCase()}-${index}@empresa-${index}.com.br`,
        password: `senha ${name} ${index} çã`,
        role,
      };
      await expectStatus(
        http(base, '/api/users', {
          method: 'POST',
          token: adminToken,
          body: {
            name,
            email: person.email,
            phone: `(11) 9${index}234-567${index}`,
            role,
            password: person.password,
            passwordConfirm: person.password,
            company: company.id,
          },
        }),
        201,
        `user ${role}`,
      );
      staff.push(person);
      return person;
    };
    staffOf.set(company.id, {
      manager: await make('MANAGER', 'Gestora Conceição'),
      user: await make('USER', 'João Usuário'),
    });
  }
  const tokenOf = async (person: Staff) =>
    (await expectStatus(http(base, '/api/auth/login', { method: 'POST', body: person }), 200, 'login')).token as string;

  // An option picture, uploaded as staff do.
  const picture: UploadedFile = {
    field: 'file',
    name: 'opção-ótima.png',
    type: 'image/png',
    bytes: pngBytes('option'),
  };
  const pictureUrl = (
    await expectStatus(multipart(base, '/api/public/files', { file: picture }), 201, 'option picture')
  ).url;
  files.set(filePath(pictureUrl)!, sha256(picture.bytes));

  // Forms with jumps: per company a survey by the manager (identified, with a file question) and a
  // sign-up by the user (anonymous, with an option picture and a question-level jump).
  const survey = (title: string) => ({
    title,
    anonymous: false,
    questions: [
      { id: 'q-nome', title: 'Como você se chama?', type: 'STRING', options: [] },
      {
        id: 'q-volta',
        title: 'Voltaria?',
        type: 'SINGLE',
        options: [
          { text: 'Sim', goTo: 'q-cores' },
          { text: 'Não', goTo: 'end' },
        ],
      },
      {
        id: 'q-cores',
        title: 'Cores preferidas',
        type: 'MULTIPLE',
        options: [{ text: 'Vermelho' }, { text: 'Azul' }, { text: 'Verde' }],
      },
      { id: 'q-relato', title: 'Conte sua experiência', type: 'TEXT', options: [] },
      { id: 'q-foto', title: 'Envie uma foto ou o comprovante', type: 'FILE', options: [] },
    ],
  });
  const signup = (title: string) => ({
    title,
    anonymous: true,
    questions: [
      {
        id: 's-plano',
        title: 'Qual plano interessa?',
        type: 'SINGLE',
        options: [
          { text: 'Ótimo', file: pictureUrl, goTo: 's-motivo' },
          { text: 'Básico', goTo: 's-contato' },
        ],
      },
      { id: 's-contato', title: 'Melhor horário para contato', type: 'STRING', options: [], goTo: 'end' },
      { id: 's-motivo', title: 'Por que o plano ótimo?', type: 'TEXT', options: [] },
    ],
  });
  const forms: { id: string; kind: 'survey' | 'signup'; companyIndex: number; staffToken: string }[] = [];
  for (const [index, company] of [padaria, oficina].entries()) {
    const people = staffOf.get(company.id)!;
    const managerToken = await tokenOf(people.manager);
    const userToken = await tokenOf(people.user);
    const a = await expectStatus(
      http(base, '/api/forms', {
        method: 'POST',
        token: managerToken,
        body: survey(`Pesquisa de satisfação ${index + 1}`),
      }),
      201,
      'survey form',
    );
    const b = await expectStatus(
      http(base, '/api/forms', {
        method: 'POST',
        token: userToken,
        body: signup(`Cadastro de interesse ${index + 1}`),
      }),
      201,
      'sign-up form',
    );
    forms.push({ id: a.id, kind: 'survey', companyIndex: index, staffToken: managerToken });
    forms.push({ id: b.id, kind: 'signup', companyIndex: index, staffToken: userToken });
  }

  // The template library: a category and two templates, one with the option picture.
  const category = await expectStatus(
    http(base, '/api/template-categories', {
      method: 'POST',
      token: adminToken,
      body: { name: 'Atendimento ao cliente' },
    }),
    201,
    'category',
  );
  for (const body of [survey('Modelo: satisfação'), signup('Modelo: cadastro')]) {
    await expectStatus(
      http(base, '/api/templates', {
        method: 'POST',
        token: adminToken,
        body: { title: body.title, category: category.id, questions: body.questions },
      }),
      201,
      'template',
    );
  }

  // Answers through the public submission endpoint, each with its idempotency key.
  const retries: Recorded['retries'] = [];
  const sent = new Map<string, number>();
  const stored = new Map<string, string[]>();
  for (const form of forms) {
    const ids: string[] = [];
    stored.set(form.id, ids);
    await inParallel(ANSWERS_PER_FORM, async (i) => {
      const tag = `${form.companyIndex}-${form.kind}-${i}`;
      let body: Json;
      if (form.kind === 'survey') {
        let fileUrl = '';
        if (i < FILE_ANSWERS_PER_FORM) {
          const pdf = i % 2 === 1;
          const file: UploadedFile = pdf
            ? { field: 'file', name: `comprovante ${tag}.pdf`, type: 'application/pdf', bytes: pdfBytes(tag) }
            : { field: 'file', name: `foto-são-paulo-${tag}.png`, type: 'image/png', bytes: pngBytes(tag) };
          fileUrl = (await expectStatus(multipart(base, '/api/public/files', { file }), 201, 'answer file')).url;
          files.set(filePath(fileUrl)!, sha256(file.bytes));
        }
        const returns = i % 4 !== 3;
        body = {
          name: `Respondente ${tag} da Silva`,
          document: cpfFrom(String(100_000_000 + form.companyIndex * 10_000 + i)),
          email: i % 3 === 0 ? `pessoa.${tag}@exemplo.com.br` : '',
          phone: i % 5 === 0 ? '(21) 98765-4321' : '',
          answers: [
            { questionId: 'q-nome', answer: `Nome ${tag} Conceição` },
            { questionId: 'q-volta', answer: returns ? 'Sim' : 'Não' },
            ...(returns
              ? [
                  { questionId: 'q-cores', answer: i % 2 === 0 ? ['Vermelho', 'Verde'] : ['Azul'] },
                  {
                    questionId: 'q-relato',
                    answer: `Atendimento nota ${i % 10}; voltarei — "ótimo" & <b>rápido</b>\nlinha 2`,
                  },
                  ...(fileUrl ? [{ questionId: 'q-foto', answer: fileUrl }] : []),
                ]
              : []),
          ],
        };
      } else {
        const great = i % 3 !== 0;
        body = {
          answers: great
            ? [
                { questionId: 's-plano', answer: 'Ótimo' },
                { questionId: 's-motivo', answer: `Motivo ${tag}: preço e prazo` },
              ]
            : [
                { questionId: 's-plano', answer: 'Básico' },
                { questionId: 's-contato', answer: `${8 + (i % 10)}h` },
              ],
        };
      }
      const key = `upgrade-${tag}`;
      const created = await expectStatus(
        http(base, `/api/public/forms/${form.id}/submissions`, {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': key },
        }),
        201,
        'public submission',
      );
      ids.push(created.id);
      if (i === 7) retries.push({ formId: form.id, key, body, id: created.id });
    });
    sent.set(form.id, ANSWERS_PER_FORM);
  }

  // Comments: staff and respondents on the first answers of each form.
  for (const form of forms) {
    const ids = stored.get(form.id)!.slice(0, COMMENTED_PER_FORM);
    await inParallel(ids.length, async (i) => {
      const id = ids[i]!;
      await expectStatus(
        http(base, `/api/submissions/${id}/comments`, {
          method: 'POST',
          token: form.staffToken,
          body: { comment: `Retornamos o contato (${i}) — obrigado!` },
        }),
        201,
        'staff comment',
      );
      await expectStatus(
        http(base, `/api/public/submissions/${id}/comments`, {
          method: 'POST',
          body: { comment: `Obrigada pelo retorno ${i}.` },
        }),
        201,
        'respondent comment',
      );
    });
  }

  // What the old release holds, read back through its own API.
  const answerSets = new Map<string, { sent: number; sha256: string }>();
  const formRecords: ReturnType<typeof formOf>[] = [];
  for (const form of forms) {
    const { items, total } = await allPages(base, `/api/submissions?formId=${form.id}`, form.staffToken);
    expect(total).toBe(ANSWERS_PER_FORM);
    expect(new Set(items.map((s) => s.id))).toEqual(new Set(stored.get(form.id)));
    // Every file answer points at an upload whose bytes the test knows.
    for (const s of items) {
      for (const a of s.answers) if (a.questionId === 'q-foto') expect(files.has(filePath(a.answer)!)).toBe(true);
    }
    const commented = items.filter((s) => s.comments.length > 0);
    expect(commented).toHaveLength(COMMENTED_PER_FORM);
    answerSets.set(form.id, {
      sent: sent.get(form.id)!,
      sha256: sha256(JSON.stringify(sortById(items.map(submissionOf)))),
    });
    formRecords.push(
      formOf(await expectStatus(http(base, `/api/forms/${form.id}`, { token: form.staffToken }), 200, 'form')),
    );
  }
  // What the old release holds is what the test wrote.
  const written = new Map(forms.map((form, index) => [form.id, index]));
  for (const record of formRecords) {
    const form = forms[written.get(record.id)!]!;
    const index = form.companyIndex + 1;
    const sentForm =
      form.kind === 'survey' ? survey(`Pesquisa de satisfação ${index}`) : signup(`Cadastro de interesse ${index}`);
    expect({ title: record.title, anonymous: record.anonymous, questions: record.questions }).toEqual({
      title: sentForm.title,
      anonymous: sentForm.anonymous,
      questions: questionsOf(sentForm.questions),
    });
  }
  const managerStaff = staff.find((person) => person.role === 'MANAGER')!;
  const managerLogin = await http(base, '/api/auth/login', { method: 'POST', body: managerStaff });
  const refresh = managerLogin.headers.getSetCookie().find((value) => value.startsWith('fb_refresh='));
  expect(refresh).toBeDefined();

  const recorded = {
    companies: sortById((await allPages(base, '/api/companies', adminToken)).items.map(companyOf)),
    users: sortById((await allPages(base, '/api/users', adminToken)).items.map(userOf)),
    forms: sortById(formRecords),
    categories: sortById(
      (await allPages(base, '/api/template-categories', adminToken)).items.map((c) => ({ id: c.id, name: c.name })),
    ),
    templates: sortById((await allPages(base, '/api/templates', adminToken)).items.map(templateOf)),
    answerSets,
    files,
    staff,
    retries,
    session: { token: managerLogin.json.token, cookie: refresh!.split(';')[0]!, email: managerStaff.email },
  };
  expect(recorded.companies.map((c) => [c.name, c.logo !== null])).toEqual(
    expect.arrayContaining([
      ['Padaria Pão de Mel Ltda', true],
      ['Oficina Roda Viva ME', false],
    ]),
  );
  expect(recorded.companies).toHaveLength(2);
  expect(recorded.users.map((u) => u.email).sort()).toEqual([ADMIN.email, ...staff.map((p) => p.email)].sort());
  expect(recorded.categories.map((c) => c.name)).toEqual(['Atendimento ao cliente']);
  expect(recorded.templates.map((t) => t.title).sort()).toEqual(['Modelo: cadastro', 'Modelo: satisfação']);
  return recorded;
}

test('the previous release data reads back identically after an upgrade to this release', async () => {
  const timings: Record<string, number> = {};
  let started = Date.now();
  const lap = (name: string) => {
    timings[name] = Math.round((Date.now() - started) / 100) / 10;
    started = Date.now();
  };

  const tree = baselineTree();
  lap('baseline build (cached after the first run)');

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'formbuilder-upgrade-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  // A fresh, empty database: the old release migrates it itself.
  const database = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL, false) : undefined;
  if (database) cleanups.push(database.drop);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The same settings for both releases, as an upgrade keeps them; on PGlite the signing key is the one
  // the old release generated into DATA_DIR.
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    APPS_DIR: dataDir,
    RELEASES_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    PUBLIC_SUBMIT_RATE: '0',
    ENV_FILE: 'off',
    DATABASE_URL: database?.url,
    JWT_SECRET: database ? crypto.randomBytes(32).toString('base64url') : undefined,
  };

  let server: ReleaseServer | undefined = await startRelease({ tree, url, env });
  cleanups.push(async () => server?.stop());
  lap('old release start');
  const recorded = await fill(url);
  lap('filling the old release');
  await server.stop();
  server = undefined;

  server = await startRelease({ tree: undefined, url, env, capture: true });
  lap('this release start (migrations)');

  // Old passwords sign in; the administrator sees the same companies, users and library.
  const admin = await login(url, ADMIN.email, ADMIN.password);
  const tokens = new Map<string, string>();
  for (const person of recorded.staff)
    tokens.set(person.email, (await login(url, person.email, person.password)).token);

  // The old session: its access token and refresh cookie still work, or are refused cleanly.
  const ownCompany = recorded.users.find((u) => u.email === recorded.session.email)!.company;
  const oldToken = await http(url, `/api/companies/${ownCompany}`, { token: recorded.session.token });
  expect([200, 401]).toContain(oldToken.status);
  const oldRefresh = await http(url, '/api/auth/refresh', { method: 'POST', cookie: recorded.session.cookie });
  expect([200, 401]).toContain(oldRefresh.status);
  if (oldRefresh.status === 200) expect(oldRefresh.json.user.email).toBe(recorded.session.email);

  expect(sortById((await allPages(url, '/api/companies', admin.token)).items.map(companyOf))).toEqual(
    recorded.companies,
  );
  expect(sortById((await allPages(url, '/api/users', admin.token)).items.map(userOf))).toEqual(recorded.users);
  // The upgrade adds the curated library's category and templates (migration 0013): everything the old
  // release held reads back as it was, and the only other rows are that category's.
  const categoriesNow = (await allPages(url, '/api/template-categories', admin.token)).items.map((c) => ({
    id: c.id,
    name: c.name,
  }));
  const oldCategoryIds = new Set(recorded.categories.map((c) => c.id));
  expect(sortById(categoriesNow.filter((c) => oldCategoryIds.has(c.id)))).toEqual(recorded.categories);
  expect(categoriesNow.filter((c) => !oldCategoryIds.has(c.id)).map((c) => c.name)).toEqual([CURATED_CATEGORY]);
  const templatesNow = (await allPages(url, '/api/templates', admin.token)).items.map(templateOf);
  expect(sortById(templatesNow.filter((t) => oldCategoryIds.has(t.category.id)))).toEqual(recorded.templates);

  // Every form and its whole answer set, read as the staff who own them.
  const formTokens = new Map<string, string>();
  for (const form of recorded.forms) {
    const companyStaff = recorded.users.filter((u) => u.company === form.company && u.role === 'MANAGER');
    const token = tokens.get(companyStaff[0]!.email)!;
    formTokens.set(form.id, token);
    const read = await call(url, `/api/forms/${form.id}`, { token });
    expect(read.status).toBe(200);
    expect(formOf(read.json)).toEqual(form);
    const { items, total } = await allPages(url, `/api/submissions?formId=${form.id}`, token);
    const expected = recorded.answerSets.get(form.id)!;
    expect(total).toBe(expected.sent);
    expect(sha256(JSON.stringify(sortById(items.map(submissionOf))))).toBe(expected.sha256);
  }

  // Every uploaded file: the same bytes (answers' files as their company's manager may read them).
  expect(recorded.files.size).toBe(2 + 2 * FILE_ANSWERS_PER_FORM);
  for (const [filePathname, digest] of recorded.files) {
    // An answer's file is read by staff of its company: the first of them it serves.
    let read: { status: number; sha256?: string } = { status: 0 };
    for (const token of tokens.values()) {
      const response = await fetch(`${url}${filePathname}`, { headers: { authorization: `Bearer ${token}` } });
      read = { status: response.status, sha256: sha256(Buffer.from(await response.arrayBuffer())) };
      if (response.status === 200) break;
    }
    expect({ file: filePathname, ...read }).toEqual({ file: filePathname, status: 200, sha256: digest });
  }

  // The retried old request finds its first row; new writes land beside the old data.
  for (const retry of recorded.retries) {
    const again = await http(url, `/api/public/forms/${retry.formId}/submissions`, {
      method: 'POST',
      body: retry.body,
      headers: { 'Idempotency-Key': retry.key },
    });
    expect([200, 201]).toContain(again.status);
    expect(again.json.id).toBe(retry.id);
  }
  const survey = recorded.forms.find((f) => !f.anonymous)!;
  const token = formTokens.get(survey.id)!;
  const first = (await allPages(url, `/api/submissions?formId=${survey.id}`, token)).items.find(
    (s) => s.comments.length > 0,
  );
  const commented = await call(url, `/api/submissions/${first.id}/comments`, {
    method: 'POST',
    token,
    body: { comment: 'Comentário depois da atualização' },
  });
  expect(commented.status).toBe(201);
  expect(commented.json.comments.map((c: Json) => c.comment)).toEqual([
    ...first.comments.map((c: Json) => c.comment),
    'Comentário depois da atualização',
  ]);
  expect((await allPages(url, `/api/submissions?formId=${survey.id}`, token)).total).toBe(ANSWERS_PER_FORM);
  lap('checking through this release');

  await server.stop();
  server = undefined;
  process.stdout.write(
    `[upgrade] seconds ${JSON.stringify(timings)}; the old session: access token ${oldToken.status}, refresh ${oldRefresh.status}\n`,
  );
});
