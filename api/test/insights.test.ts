// Per-form insights against hand-computed values: a form with a jump ('Voltaria?' Não ends it),
// four submissions over three Brasília days (one at 23:30 in São Paulo, already the next day in UTC),
// the date range filter, 'ver todas', and the funnel fed by the respondent page's step views.
import { sql } from 'drizzle-orm';
import { STEP_VIEWS_DAILY_FLOOR, STEP_VIEWS_PER_SEND } from '../src/modules/submissions/insights-repo';
import { call } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';
import { login } from './support/http';

let server: TestServer;
let acme: SeededCompany;
let tokens: { manager: string; bystander: string; admin: string };
let formId: string;
let ids: string[];
const photo = () => `${server.config.publicUrl}/files/0b8f2d3e-6a4c-4f1e-9d2a-7c5b3e1f0a9d/foto.png`;

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
  formId = form.id;
  const answer = (questionId: string, question: string, text: string) => ({ questionId, question, answer: text });
  const rows = [
    {
      createdAt: new Date('2026-03-01T12:00:00Z'),
      answers: [
        answer('q-name', 'Como você se chama?', 'Ana'),
        answer('q-story', 'Conte sua experiência', 'Ótimo'),
        answer('q-return', 'Voltaria?', 'Sim'),
        answer('q-colors', 'Cores preferidas', 'Vermelho, Azul'),
        answer('q-photo', 'Envie uma foto', photo()),
      ],
    },
    {
      createdAt: new Date('2026-03-01T20:00:00Z'),
      answers: [answer('q-story', 'Conte sua experiência', 'Bom'), answer('q-return', 'Voltaria?', 'Não')],
    },
    {
      // 23:30 on 1 March in São Paulo.
      createdAt: new Date('2026-03-02T02:30:00Z'),
      answers: [answer('q-return', 'Voltaria?', 'Sim'), answer('q-colors', 'Cores preferidas', 'Azul')],
    },
    {
      createdAt: new Date('2026-03-03T15:00:00Z'),
      answers: [
        answer('q-name', 'Como você se chama?', 'Bia'),
        answer('q-return', 'Voltaria?', 'Sim'),
        answer('q-colors', 'Cores preferidas', 'Azul, Verde'),
      ],
    },
  ];
  ids = [];
  for (const [index, row] of rows.entries()) {
    const stored = await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: `Pessoa ${index}`,
      ...row,
    });
    ids.push(stored.id);
  }
  tokens = {
    manager: await tokenOf(server.url, acme.manager.email),
    bystander: await tokenOf(server.url, acme.bystander.email),
    admin: (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token,
  };
}, 180_000);
afterAll(() => server.stop());

const insights = (query = '', token = tokens.manager) =>
  call(server.url, `/api/forms/${formId}/insights${query}`, { token });
const views = (steps: unknown, contentType = 'text/plain;charset=UTF-8', id = formId) =>
  call(server.url, `/api/public/forms/${id}/views`, {
    method: 'POST',
    rawBody: JSON.stringify({ steps }),
    headers: { 'content-type': contentType },
  });

describe('GET /api/forms/:formId/insights', () => {
  it('when a MANAGER asks for 1 to 3 March, then the days, options and latest answers are the hand-counted ones', async () => {
    // Act
    const result = await insights('?from=2026-03-01&to=2026-03-03');

    // Assert
    expect(result.status).toBe(200);
    expect(result.json.total).toBe(4);
    expect(result.json.perDay).toEqual([
      { day: '2026-03-01', count: 3 },
      { day: '2026-03-02', count: 0 },
      { day: '2026-03-03', count: 1 },
    ]);
    const byId = Object.fromEntries(result.json.questions.map((q: { id: string }) => [q.id, q]));
    expect(byId['q-return']).toEqual({
      id: 'q-return',
      title: 'Voltaria?',
      type: 'SINGLE',
      answered: 4,
      options: [
        { text: 'Sim', count: 3, percent: 75 },
        { text: 'Não', count: 1, percent: 25 },
      ],
    });
    expect(byId['q-colors'].answered).toBe(3);
    expect(byId['q-colors'].options).toEqual([
      { text: 'Vermelho', count: 1, percent: 33.3 },
      { text: 'Azul', count: 3, percent: 100 },
      { text: 'Verde', count: 1, percent: 33.3 },
    ]);
    expect(byId['q-story'].answered).toBe(2);
    expect(byId['q-story'].latest.map((a: { answer: string }) => a.answer)).toEqual(['Bom', 'Ótimo']);
    expect(byId['q-story'].latest[0].submissionId).toBe(ids[1]);
    expect(byId['q-name'].latest.map((a: { answer: string }) => a.answer)).toEqual(['Bia', 'Ana']);
    expect(byId['q-photo']).toMatchObject({ answered: 1, latest: [{ answer: photo(), submissionId: ids[0] }] });
  });

  it('when the range is 2 to 3 March, then only the submission of the 3rd counts (the 23:30 one is the 1st)', async () => {
    // Act
    const result = await insights('?from=2026-03-02&to=2026-03-03');

    // Assert
    expect(result.json.total).toBe(1);
    const byId = Object.fromEntries(result.json.questions.map((q: { id: string }) => [q.id, q]));
    expect(byId['q-return'].options).toEqual([
      { text: 'Sim', count: 1, percent: 100 },
      { text: 'Não', count: 0, percent: 0 },
    ]);
    expect(byId['q-name'].latest.map((a: { answer: string }) => a.answer)).toEqual(['Bia']);
    expect(byId['q-story']).toMatchObject({ answered: 0, latest: [] });
  });

  it('when the range is reversed or not a date, then it is a 400 naming the field', async () => {
    // Act
    const reversed = await insights('?from=2026-03-03&to=2026-03-01');
    const garbage = await insights('?from=ontem');

    // Assert
    expect(reversed.status).toBe(400);
    expect(reversed.json.error.fields).toHaveProperty('to');
    expect(garbage.status).toBe(400);
    expect(garbage.json.error.fields).toHaveProperty('from');
  });

  it('when a USER who may not see the form or an ADMIN asks, then it is 404 or 403', async () => {
    expect((await insights('', tokens.bystander)).status).toBe(404);
    expect((await insights('', tokens.admin)).status).toBe(403);
  });

  it('when "ver todas" pages through a question, then every answer comes once with the total', async () => {
    // Act
    const first = await call(server.url, `/api/forms/${formId}/insights/questions/q-story/answers?perPage=1`, {
      token: tokens.manager,
    });
    const second = await call(server.url, `/api/forms/${formId}/insights/questions/q-story/answers?perPage=1&page=2`, {
      token: tokens.manager,
    });
    const unknown = await call(server.url, `/api/forms/${formId}/insights/questions/nope/answers`, {
      token: tokens.manager,
    });

    // Assert
    expect(first.json).toMatchObject({ totalItems: 2, items: [{ answer: 'Bom' }] });
    expect(second.json).toMatchObject({ totalItems: 2, items: [{ answer: 'Ótimo' }] });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/public/forms/:formId/views and the funnel', () => {
  it('when three page loads report the steps they reached, then the funnel counts them per step and ends with the submissions', async () => {
    // Act
    const sent = [
      await views(['welcome', 'q-name', 'q-story', 'q-return']),
      await views(['welcome', 'q-name']),
      // A step twice in one report counts once; a step the form does not have is ignored.
      await views(['welcome', 'q-name', 'q-story', 'q-return', 'q-colors', 'q-photo', 'q-photo', 'nope']),
    ];
    const result = await insights();

    // Assert
    expect(sent.map((r) => r.status)).toEqual([204, 204, 204]);
    expect(sent[0]!.headers.get('set-cookie')).toBeNull();
    // The four stored submissions lack some required answers (q-name 2, q-story 2, q-colors 1,
    // q-photo 3): they passed those steps. Each bar is its views plus those, or a later bar if more.
    expect(result.json.funnel).toEqual([
      { step: 'welcome', title: 'Boas-vindas', views: 3, skipped: 0, reached: 5 },
      { step: 'q-name', title: 'Como você se chama?', views: 3, skipped: 2, reached: 5 },
      { step: 'q-story', title: 'Conte sua experiência', views: 2, skipped: 2, reached: 4 },
      { step: 'q-return', title: 'Voltaria?', views: 2, skipped: 0, reached: 4 },
      { step: 'q-colors', title: 'Cores preferidas', views: 1, skipped: 1, reached: 4 },
      { step: 'q-photo', title: 'Envie uma foto', views: 1, skipped: 3, reached: 4 },
      { step: 'sent', title: 'Enviadas', views: 0, skipped: 0, reached: 4 },
    ]);
  });

  it('when a jump skips a step, then the skipped step is no drop-off and no bar exceeds the one before', async () => {
    // Arrange: 'Tem filhos?' Não jumps over 'Quantos?' to 'Cidade'. Five visits: one answers every
    // step and sends, two answer Não (skipping 'Quantos?') and send, one leaves at 'Tem filhos?',
    // one at the welcome.
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      questions: [
        {
          id: 'q-kids',
          title: 'Tem filhos?',
          type: 'SINGLE',
          options: [{ text: 'Sim' }, { text: 'Não', goTo: 'q-city' }],
        },
        { id: 'q-count', title: 'Quantos?', type: 'NUMBER', options: [] },
        { id: 'q-city', title: 'Cidade', type: 'STRING', options: [] },
      ],
    });
    const visits = [
      ['welcome', 'q-kids', 'q-count', 'q-city'],
      ['welcome', 'q-kids', 'q-city'],
      ['welcome', 'q-kids', 'q-city'],
      ['welcome', 'q-kids'],
      ['welcome'],
    ];
    for (const steps of visits) expect((await views(steps, 'text/plain', form.id)).status).toBe(204);
    const kids = (text: string) => ({ questionId: 'q-kids', question: 'Tem filhos?', answer: text });
    const city = { questionId: 'q-city', question: 'Cidade', answer: 'Recife' };
    for (const answers of [
      [kids('Sim'), { questionId: 'q-count', question: 'Quantos?', answer: '2' }, city],
      [kids('Não'), city],
      [kids('Não'), city],
    ]) {
      await insertStoredSubmission(server.db, { formId: form.id, companyId: acme.company.id, name: 'Pessoa', answers });
    }

    // Act
    const result = await call(server.url, `/api/forms/${form.id}/insights`, { token: tokens.manager });

    // Assert: before, 'Quantos?' showed 1 and 'Cidade' and 'Enviadas' 3 after it.
    expect(result.json.funnel.map((step: { step: string; reached: number }) => [step.step, step.reached])).toEqual([
      ['welcome', 5],
      ['q-kids', 4],
      ['q-count', 3],
      ['q-city', 3],
      ['sent', 3],
    ]);
    expect(result.json.funnel[2]).toMatchObject({ views: 1, skipped: 2 });
  });

  it('when the body is not the expected JSON, then it is a 400 and nothing is counted', async () => {
    // Act
    const broken = await call(server.url, `/api/public/forms/${formId}/views`, {
      method: 'POST',
      rawBody: '{steps',
      headers: { 'content-type': 'text/plain' },
    });
    const empty = await views([]);
    const asJson = await views(['welcome'], 'application/json');
    const result = await insights();

    // Assert
    expect(broken.status).toBe(400);
    expect(empty.status).toBe(400);
    expect(asJson.status).toBe(204);
    expect(result.json.funnel[0].views).toBe(4);
  });

  it('when a step has reached the daily ceiling, then more reports count nothing until answers sent today raise it', async () => {
    // Arrange: a form of its own whose welcome step already counts the floor today.
    const form = await insertSurvey(server.db, { companyId: acme.company.id });
    await server.db.execute(sql`
      insert into form_step_views (form_id, day, step, views)
      values (${form.id}, (now() at time zone 'America/Sao_Paulo')::date, 'welcome', ${STEP_VIEWS_DAILY_FLOOR})`);
    const welcomeViews = async () =>
      (await call(server.url, `/api/forms/${form.id}/insights`, { token: tokens.manager })).json.funnel[0].views;

    // Act
    const atCeiling = await views(['welcome', 'q-name'], 'text/plain', form.id);
    const capped = await welcomeViews();
    // Answers sent today lift the ceiling to STEP_VIEWS_PER_SEND per answer.
    const sends = Math.floor(STEP_VIEWS_DAILY_FLOOR / STEP_VIEWS_PER_SEND) + 1;
    for (let index = 0; index < sends; index++) {
      await insertStoredSubmission(server.db, { formId: form.id, companyId: acme.company.id, name: `Hoje ${index}` });
    }
    await views(['welcome'], 'text/plain', form.id);
    const lifted = await welcomeViews();

    // Assert
    expect(atCeiling.status).toBe(204);
    expect(capped).toBe(STEP_VIEWS_DAILY_FLOOR);
    expect(lifted).toBe(STEP_VIEWS_DAILY_FLOOR + 1);
    // A step under the ceiling still counted in the capped report.
    const funnel = (await call(server.url, `/api/forms/${form.id}/insights`, { token: tokens.manager })).json.funnel;
    expect(funnel[1]).toMatchObject({ step: 'q-name', views: 1 });
  });

  it('when the form does not exist, then it is still 204 and nothing is stored', async () => {
    // Act
    const missing = await views(['welcome'], 'text/plain', '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11');

    // Assert
    expect(missing.status).toBe(204);
  });
});
