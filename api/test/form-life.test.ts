// A form's life (docs/forms-and-templates.md#a-forms-life): its schedule and cap close it to answers,
// the cap holds under concurrent answers (stored counted or refused whole), the honeypot refuses
// robots, and 'Duplicar' copies a form without its answers, within the plan's formsLimit.
import { eq } from 'drizzle-orm';
import { messages } from '@formbuilder/contracts';
import { companies, forms, submissionStats, submissions } from '../src/db/schema';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { capturedLines } from './support/log-capture';
import { eventually, insertSurvey, outboxMails, respondent, seedCompany, tokenOf } from './support/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_SUBMIT_RATE: '0' } });
});
afterAll(() => server.stop());

const UNAVAILABLE = 'Esse formulário não está disponível.';

const submit = (formId: string, answer: string, extra: Record<string, unknown> = {}) =>
  call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer }], ...extra },
  });

const rowsOf = (formId: string) => server.db.select().from(submissions).where(eq(submissions.formId, formId));

async function setup(options: { allowEmail?: boolean } = {}) {
  const acme = await seedCompany(server.db, options);
  const token = await tokenOf(server.url, acme.manager.email);
  const form = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
  const patchLife = (life: Record<string, unknown>, formId = form.id) =>
    call(server.url, `/api/forms/${formId}`, { method: 'PATCH', token, body: { life } });
  return { acme, token, form, patchLife };
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('schedule', () => {
  it('when the form opens in an hour, then its page and its answers are refused with the unavailable message', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    expect((await patchLife({ opensAt: inSeconds(3600) })).status).toBe(200);

    // Act
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const answer = await submit(form.id, 'Ana');

    // Assert
    expect(page.status).toBe(409);
    expect(page.json.error.message).toBe(UNAVAILABLE);
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toBe(UNAVAILABLE);
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when it opened a second ago and closes in an hour, then it takes answers', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    expect((await patchLife({ opensAt: inSeconds(-1), closesAt: inSeconds(3600) })).status).toBe(200);

    // Act
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const answer = await submit(form.id, 'Ana');

    // Assert
    expect(page.status).toBe(200);
    expect(answer.status).toBe(201);
    expect(await rowsOf(form.id)).toHaveLength(1);
  });

  it('when it closed a second ago with a message of the company, then that message is what the respondent reads', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    const closedMessage = 'As inscrições terminaram. Obrigado!';
    expect((await patchLife({ opensAt: inSeconds(-3600), closesAt: inSeconds(-1), closedMessage })).status).toBe(200);

    // Act
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const answer = await submit(form.id, 'Ana');

    // Assert
    expect(page.json.error.message).toBe(closedMessage);
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toBe(closedMessage);
    expect(await rowsOf(form.id)).toHaveLength(0);
  });

  it('when instants come with any offset, then they are stored as the same instant in UTC', async () => {
    // Arrange
    const { patchLife } = await setup();

    // Act: 09:00 in Brasília and 21:00 in Tokyo are both 12:00 UTC.
    const result = await patchLife({ opensAt: '2030-01-10T09:00:00-03:00', closesAt: '2030-01-10T21:00:00+09:00' });

    // Assert: closing equals opening, which is refused; then a valid pair is kept as UTC.
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe('O encerramento deve ser depois da abertura');
    const fixed = await patchLife({ opensAt: '2030-01-10T09:00:00-03:00', closesAt: '2030-01-10T21:00:01+09:00' });
    expect(fixed.status).toBe(200);
    expect(fixed.json.life.opensAt).toBe('2030-01-10T12:00:00.000Z');
    expect(fixed.json.life.closesAt).toBe('2030-01-10T12:00:01.000Z');
    expect(fixed.json.life.availability).toBe('SCHEDULED');
    expect(fixed.json.life.availabilityLabel).toBe('Agendado');
  });

  it('when a PATCH sets only the cap, then the stored schedule stays', async () => {
    // Arrange
    const { patchLife } = await setup();
    await patchLife({ closesAt: '2099-01-01T00:00:00Z' });

    // Act
    const result = await patchLife({ maxAnswers: 3 });

    // Assert
    expect(result.json.life).toMatchObject({
      closesAt: '2099-01-01T00:00:00.000Z',
      maxAnswers: 3,
      availability: 'OPEN',
    });
  });

  it.each([
    [{ maxAnswers: 0 }, 'O limite de respostas deve ser um número inteiro entre 1 e 1.000.000'],
    [{ maxAnswers: 2.5 }, 'O limite de respostas deve ser um número inteiro entre 1 e 1.000.000'],
    [{ opensAt: 'amanhã' }, 'Data e hora inválidas. Use o formato dd/mm/aaaa hh:mm'],
    [{ ending: { redirectUrl: 'javascript:alert(1)' } }, 'Informe um endereço que comece com http:// ou https://'],
  ])('when the life is %j, then the save is refused with its message and nothing changes', async (life, message) => {
    // Arrange
    const { form, patchLife } = await setup();

    // Act
    const result = await patchLife(life);

    // Assert
    expect(result.status).toBe(400);
    expect(result.json.error.message).toBe(message);
    const [row] = await server.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row).toMatchObject({ opensAt: null, maxAnswers: null, ending: null });
  });
});

describe('cap', () => {
  it('when 50 answers arrive at once for a cap of 10, then exactly 10 are stored and counted, and 40 refused whole', async () => {
    // Arrange
    const { form, patchLife, token } = await setup();
    expect((await patchLife({ maxAnswers: 10 })).status).toBe(200);

    // Act
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => submit(form.id, `Pessoa ${index}`)));

    // Assert
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    expect(results.find((result) => result.status === 409)!.json.error.message).toBe(UNAVAILABLE);
    expect(await rowsOf(form.id)).toHaveLength(10);
    const stats = await server.db.select().from(submissionStats).where(eq(submissionStats.formId, form.id));
    expect(stats.filter((row) => row.questionId === '').reduce((sum, row) => sum + row.count, 0)).toBe(10);
    const listed = await call(server.url, '/api/forms', { token });
    const item = listed.json.items.find((candidate: { id: string }) => candidate.id === form.id);
    expect(item.life).toMatchObject({ availability: 'FULL', availabilityLabel: 'Limite atingido' });
  });

  it('when an answer already stored is retried with its key after the cap is reached, then it gets its first answer', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    await patchLife({ maxAnswers: 1 });
    const headers = { 'Idempotency-Key': '0f8b1f7e-2c39-4a8e-9d1c-5a3c1f0e7b21' };
    const body = { ...respondent, answers: [{ questionId: 'q-name', question: 'Como você se chama?', answer: 'Ana' }] };
    const path = `/api/public/forms/${form.id}/submissions`;
    const first = await call(server.url, path, { method: 'POST', body, headers });

    // Act
    const retried = await call(server.url, path, { method: 'POST', body, headers });
    const another = await submit(form.id, 'Bia');

    // Assert
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.json.id).toBe(first.json.id);
    expect(another.status).toBe(409);
    expect(await rowsOf(form.id)).toHaveLength(1);
  });
});

describe('honeypot', () => {
  it('when the honeypot is on and the hidden field comes filled, then the answer is refused and nothing is stored', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    await patchLife({ honeypot: true });

    // Act
    const robot = await submit(form.id, 'Robô', { website: 'https://spam.example' });
    const person = await submit(form.id, 'Ana', { website: '' });

    // Assert
    expect(robot.status).toBe(400);
    expect(robot.json.error.message).toBe('Não foi possível enviar a resposta. Recarregue a página e tente de novo.');
    expect(person.status).toBe(201);
    expect((await rowsOf(form.id)).map((row) => row.answers[0]?.answer)).toEqual(['Ana']);
    expect((await call(server.url, `/api/public/forms/${form.id}`)).json.honeypot).toBe(true);
  });

  it('when the honeypot is off, then the field is ignored as before', async () => {
    // Arrange
    const { form } = await setup();

    // Act
    const result = await submit(form.id, 'Ana', { website: 'qualquer' });

    // Assert
    expect(result.status).toBe(201);
  });
});

describe('ending', () => {
  it('when the ending is set, then the public form carries it; a form without one reads as before', async () => {
    // Arrange
    const { form, patchLife } = await setup();
    const other = await setup();
    const ending = {
      title: 'Obrigado, {{nome}}!',
      text: 'Entraremos em contato.',
      redirectUrl: 'https://example.com/obrigado',
      anotherAnswer: true,
    };

    // Act
    expect((await patchLife({ ending })).status).toBe(200);
    const page = await call(server.url, `/api/public/forms/${form.id}`);
    const plain = await call(server.url, `/api/public/forms/${other.form.id}`);

    // Assert
    expect(page.json.ending).toEqual(ending);
    expect(plain.json).not.toHaveProperty('ending');
    expect(plain.json).not.toHaveProperty('honeypot');
  });
});

describe('duplicate', () => {
  it('when a form with answers is duplicated, then the copy is inactive, titled " - Cópia", with fresh question ids and no answers', async () => {
    // Arrange
    const { form, token, patchLife, acme } = await setup();
    await patchLife({ maxAnswers: 7, ending: { title: 'Valeu' } });
    expect((await submit(form.id, 'Ana')).status).toBe(201);

    // Act
    const result = await call(server.url, `/api/forms/${form.id}/duplicate`, { method: 'POST', token });

    // Assert
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      title: 'Pesquisa de satisfação - Cópia',
      status: 'INACTIVE',
      notifiedUser: null,
      createdBy: { id: acme.manager.id },
      life: { maxAnswers: 7, ending: { title: 'Valeu' } },
    });
    expect(result.json.id).not.toBe(form.id);
    const ids = result.json.questions.map((question: { id: string }) => question.id);
    expect(ids).toHaveLength(form.questions.length);
    expect(ids.filter((id: string) => form.questions.some((question) => question.id === id))).toEqual([]);
    expect(await rowsOf(result.json.id)).toHaveLength(0);
  });

  it('when the company is at its formsLimit, then duplicating is refused with the plan message', async () => {
    // Arrange
    const { form, token, acme } = await setup();
    await server.db.update(companies).set({ formsLimit: 1 }).where(eq(companies.id, acme.company.id));

    // Act
    const result = await call(server.url, `/api/forms/${form.id}/duplicate`, { method: 'POST', token });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json.error.message).toBe(
      'Você atingiu o limite de formulários do seu plano. Faça o upgrade do seu plano.',
    );
    expect(await server.db.$count(forms, eq(forms.companyId, acme.company.id))).toBe(1);
  });

  it("when another company's form is duplicated, then it is not found", async () => {
    // Arrange
    const { form } = await setup();
    const other = await setup();

    // Act
    const result = await call(server.url, `/api/forms/${form.id}/duplicate`, { method: 'POST', token: other.token });

    // Assert
    expect(result.status).toBe(404);
    expect(result.json.error.message).toBe(messages.notFound);
  });
});

describe('copy of the answers', () => {
  const mailsTo = async (email: string) =>
    (await outboxMails(server.handle.mailer.outboxDir)).filter((mail) => mail.includes(`To: ${email}`));

  it('when the form sends a copy and the company allows e-mail, then the respondent gets the answers and the link, and no log line has them', async () => {
    // Arrange
    const { form, patchLife } = await setup({ allowEmail: true });
    await patchLife({ answerCopy: true });
    const answer = 'Resposta particular Zyxw';

    // Act
    const created = await submit(form.id, answer);

    // Assert
    expect(created.status).toBe(201);
    const mails = await eventually(
      () => mailsTo(respondent.email),
      (found) => found.some((mail) => mail.includes(created.json.id)),
    );
    const mail = mails.find((candidate) => candidate.includes(created.json.id))!;
    expect(mail).toContain('Você respondeu o formulário "Pesquisa de satisfação"');
    expect(mail).toContain(answer);
    expect(mail).toContain(`${server.config.publicUrl}/forms/${form.id}/submissions/${created.json.id}/view`);
    const lines = JSON.stringify(capturedLines(server.logFile));
    expect(lines).toContain('Cópia da sua resposta');
    expect(lines).not.toContain(answer);
    expect(lines).not.toContain(respondent.email);
  });

  it('when an anonymous form has an EMAIL question, then the copy goes to the address answered there', async () => {
    // Arrange
    const acme = await seedCompany(server.db, { allowEmail: true });
    const token = await tokenOf(server.url, acme.manager.email);
    const form = await insertSurvey(server.db, {
      companyId: acme.company.id,
      createdById: acme.creator.id,
      anonymous: true,
      questions: [{ id: 'q-mail', title: 'Seu e-mail', type: 'EMAIL', options: [] }],
    });
    await call(server.url, `/api/forms/${form.id}`, { method: 'PATCH', token, body: { life: { answerCopy: true } } });
    const address = `anonima-${Date.now()}@example.com`;

    // Act
    const created = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      body: {
        name: '',
        document: '',
        email: '',
        phone: '',
        answers: [{ questionId: 'q-mail', question: 'Seu e-mail', answer: address }],
      },
    });

    // Assert
    expect(created.status).toBe(201);
    const mails = await eventually(
      () => mailsTo(address),
      (found) => found.length > 0,
    );
    expect(mails[0]).toContain(`/submissions/${created.json.id}/view`);
  });
});
