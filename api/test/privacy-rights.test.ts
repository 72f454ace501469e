// The data subject's rights (docs/privacy.md): deleting one answer (files, rows, insights counts,
// audit), finding, exporting and deleting every answer of a person without ever reaching another
// company, and the retention job (time travel on created_at, two runs at once).
import { and, eq, sql } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { dataSubjectMessages } from '@formbuilder/contracts';
import { auditEvents, companies, files, submissions, submissionStats } from '../src/db/schema';
import { call, login } from './support/http';
import {
  sampleFiles,
  upload,
  eventually,
  insertStoredSubmission,
  insertSurvey,
  respondent,
  seedCompany,
  tokenOf,
  type SeededCompany,
} from './support/fixtures';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let acme: SeededCompany;
let globex: SeededCompany;
let tokens: { manager: string; creator: string; bystander: string; globexManager: string; admin: string };

const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme' });
  globex = await seedCompany(server.db, { name: 'Globex' });
  tokens = {
    manager: await tokenOf(server.url, acme.manager.email),
    creator: await tokenOf(server.url, acme.creator.email),
    bystander: await tokenOf(server.url, acme.bystander.email),
    globexManager: await tokenOf(server.url, globex.manager.email),
    admin: (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token,
  };
});

afterAll(() => server.stop());

/** A form of the company, created by its creator (USER), notifying its bystander. */
const newForm = (company: SeededCompany, title = 'Pesquisa') =>
  insertSurvey(server.db, {
    companyId: company.company.id,
    createdById: company.creator.id,
    notifiedUserId: company.bystander.id,
    title,
  });

/** A real answer through the public route, with a real uploaded file in the FILE question. */
async function answerWithFile(formId: string, who: { name: string; document: string; email: string }) {
  const uploaded = await upload(server.url, '/api/public/files', {
    fields: { formId },
    file: { bytes: sampleFiles.pdf, name: 'comprovante.pdf', type: 'application/pdf' },
  });
  expect(uploaded.status).toBe(201);
  const created = await call(server.url, `/api/public/forms/${formId}/submissions`, {
    method: 'POST',
    body: {
      ...who,
      phone: '',
      answers: [
        { questionId: 'q-return', answer: 'Sim' },
        { questionId: 'q-photo', answer: uploaded.json.url },
      ],
    },
  });
  expect(created.status).toBe(201);
  const [file] = await server.db
    .select()
    .from(files)
    .where(eq(files.id, uploaded.json.id as string));
  return { id: created.json.id as string, fileId: uploaded.json.id as string, storedName: file!.storedName };
}

async function stillStored(storedName: string): Promise<boolean> {
  const stream = await server.handle.storage.get(storedName);
  stream?.destroy();
  return stream !== undefined;
}
const submissionIds = async (formId: string) =>
  (await server.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, formId))).map(
    (row) => row.id,
  );
/** The insights' per-day counts of a form: total answers, and the 'Sim' count of q-return. */
async function statsOf(formId: string) {
  const rows = await server.db.select().from(submissionStats).where(eq(submissionStats.formId, formId));
  const sum = (questionId: string, answer: string) =>
    rows.filter((row) => row.questionId === questionId && row.answer === answer).reduce((n, row) => n + row.count, 0);
  return { total: sum('', ''), yes: sum('q-return', 'Sim'), photo: sum('q-photo', '') };
}
/** A signed-in realtime socket and the messages it got after 'ready'. */
async function listen(token: string) {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/realtime`);
  const received: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type === 'ready') resolve();
      else received.push(message);
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
  });
  return { ws, received };
}

const auditOf = (companyId: string) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.action, 'submission.deleted')));

describe('DELETE /api/submissions/:id', () => {
  it('when a MANAGER deletes an answer, then its row, its upload (row and bytes) go, the counts drop and one audit row without personal data is written', async () => {
    // Arrange
    const form = await newForm(acme);
    const gone = await answerWithFile(form.id, respondent);
    const kept = await answerWithFile(form.id, { ...respondent, name: 'Outra Pessoa' });
    await call(server.url, `/api/submissions/${gone.id}/comments`, {
      method: 'POST',
      token: tokens.manager,
      body: { comment: 'Comentário da equipe' },
    });
    expect(await statsOf(form.id)).toEqual({ total: 2, yes: 2, photo: 2 });

    // Act
    const result = await call(server.url, `/api/submissions/${gone.id}`, { method: 'DELETE', token: tokens.manager });

    // Assert
    expect(result.status).toBe(204);
    expect(await submissionIds(form.id)).toEqual([kept.id]);
    expect(await server.db.select().from(files).where(eq(files.id, gone.fileId))).toEqual([]);
    expect(await stillStored(gone.storedName)).toBe(false);
    expect(await stillStored(kept.storedName)).toBe(true);
    expect(await statsOf(form.id)).toEqual({ total: 1, yes: 1, photo: 1 });
    const audit = (await auditOf(acme.company.id)).filter((row) => row.submissionId === gone.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'submission.deleted',
      via: 'answer',
      actorId: acme.manager.id,
      formId: form.id,
    });
    expect(JSON.stringify(audit)).not.toMatch(/Maria|529\.982|52998224725|maria@/);
    const again = await call(server.url, `/api/submissions/${gone.id}`, { token: tokens.manager });
    expect(again.status).toBe(404);
  });

  it('when the form’s creator deletes an answer, then it is deleted; the notified USER gets 403, another company 404, an ADMIN 403, and nothing changes', async () => {
    // Arrange
    const form = await newForm(acme);
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Ana',
    });
    const remove = (token: string) =>
      call(server.url, `/api/submissions/${answer.id}`, { method: 'DELETE', token }).then((r) => r.status);

    // Act
    const refused = [await remove(tokens.bystander), await remove(tokens.globexManager), await remove(tokens.admin)];
    const leftAfterRefusals = await submissionIds(form.id);
    const byCreator = await remove(tokens.creator);

    // Assert
    expect(refused).toEqual([403, 404, 403]);
    expect(leftAfterRefusals).toEqual([answer.id]);
    expect(byCreator).toBe(204);
    expect(await submissionIds(form.id)).toEqual([]);
  });

  it('when an answer is deleted, then its form’s MANAGER gets submission.deleted on the socket and another company gets nothing', async () => {
    // Arrange
    const form = await newForm(acme);
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Ana',
    });
    const [ours, theirs] = await Promise.all([listen(tokens.manager), listen(tokens.globexManager)]);

    // Act
    await call(server.url, `/api/submissions/${answer.id}`, { method: 'DELETE', token: tokens.manager });

    // Assert
    const received = await eventually(
      async () => ours.received,
      (messages) => messages.length > 0,
    );
    expect(received).toEqual([{ type: 'submission.deleted', id: answer.id, formId: form.id }]);
    expect(theirs.received).toEqual([]);
    ours.ws.terminate();
    theirs.ws.terminate();
  });

  it('when two deletions of the same answer race, then one deletes it and the other gets 404, with one audit row', async () => {
    // Arrange
    const form = await newForm(acme);
    const answer = await answerWithFile(form.id, respondent);

    // Act
    const statuses = await Promise.all(
      [tokens.manager, tokens.creator].map((token) =>
        call(server.url, `/api/submissions/${answer.id}`, { method: 'DELETE', token }).then((r) => r.status),
      ),
    );

    // Assert
    expect(statuses.sort()).toEqual([204, 404]);
    expect((await auditOf(acme.company.id)).filter((row) => row.submissionId === answer.id)).toHaveLength(1);
    expect(await statsOf(form.id)).toEqual({ total: 0, yes: 0, photo: 0 });
  });
});

describe('POST /api/submissions/delete (the answers selected in the table view)', () => {
  const removeMany = (token: string, ids: string[]) =>
    call(server.url, '/api/submissions/delete', { method: 'POST', token, body: { ids } });

  it('when a MANAGER deletes two of three answers, then exactly those two go with their uploads, the counts drop and each gets its audit row', async () => {
    // Arrange
    const form = await newForm(acme);
    const first = await answerWithFile(form.id, respondent);
    const second = await answerWithFile(form.id, { ...respondent, name: 'Outra Pessoa' });
    const kept = await answerWithFile(form.id, { ...respondent, name: 'Fica Aqui' });
    expect(await statsOf(form.id)).toEqual({ total: 3, yes: 3, photo: 3 });

    // Act
    const result = await removeMany(tokens.manager, [first.id, second.id]);

    // Assert
    expect({ status: result.status, body: result.json }).toEqual({ status: 200, body: { deleted: 2 } });
    expect(await submissionIds(form.id)).toEqual([kept.id]);
    expect(await stillStored(first.storedName)).toBe(false);
    expect(await stillStored(second.storedName)).toBe(false);
    expect(await stillStored(kept.storedName)).toBe(true);
    expect(await statsOf(form.id)).toEqual({ total: 1, yes: 1, photo: 1 });
    const audit = (await auditOf(acme.company.id)).filter((row) => row.formId === form.id);
    expect(audit.map((row) => row.submissionId).sort()).toEqual([first.id, second.id].sort());
    expect(audit.every((row) => row.via === 'answer' && row.actorId === acme.manager.id)).toBe(true);
  });

  it('when the selection holds an answer the caller may not delete, then nothing is deleted: the notified USER 403, another company 404', async () => {
    // Arrange
    const form = await newForm(acme);
    const insert = (name: string) =>
      insertStoredSubmission(server.db, { formId: form.id, companyId: acme.company.id, name });
    const ids = [(await insert('Ana')).id, (await insert('Bia')).id];
    const otherForm = await newForm(globex);
    const theirs = await insertStoredSubmission(server.db, {
      formId: otherForm.id,
      companyId: globex.company.id,
      name: 'Caio',
    });

    // Act
    const byBystander = await removeMany(tokens.bystander, ids);
    const withAnotherCompanys = await removeMany(tokens.manager, [...ids, theirs.id]);
    const byOtherCompany = await removeMany(tokens.globexManager, ids);

    // Assert
    expect([byBystander.status, withAnotherCompanys.status, byOtherCompany.status]).toEqual([403, 404, 404]);
    expect((await submissionIds(form.id)).sort()).toEqual([...ids].sort());
    expect(await submissionIds(otherForm.id)).toEqual([theirs.id]);
  });

  it('when the form’s creator deletes its answers, then they go; an empty or oversized selection is a 400 in Portuguese', async () => {
    // Arrange
    const form = await newForm(acme);
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Ana',
    });
    const tooMany = Array.from({ length: 101 }, () => answer.id);

    // Act
    const empty = await removeMany(tokens.creator, []);
    const oversized = await removeMany(tokens.creator, tooMany);
    const byCreator = await removeMany(tokens.creator, [answer.id]);

    // Assert
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Selecione ao menos uma resposta.');
    expect(oversized.status).toBe(400);
    expect(oversized.text).toContain('Selecione no máximo 100 respostas de uma vez.');
    expect({ status: byCreator.status, body: byCreator.json }).toEqual({ status: 200, body: { deleted: 1 } });
    expect(await submissionIds(form.id)).toEqual([]);
  });
});

describe('/api/privacy/people', () => {
  const person = { name: 'Beatriz Lima', document: '111.444.777-35', email: 'Beatriz@Example.com' };

  it('when a MANAGER searches a CPF or an e-mail, then every answer of that person across the company’s forms is listed, and none of another company', async () => {
    // Arrange
    const first = await newForm(acme, 'Cadastro');
    const second = await newForm(acme, 'Satisfação');
    const a = await answerWithFile(first.id, person);
    const b = await answerWithFile(second.id, { ...person, email: 'beatriz@example.com' });
    await answerWithFile(first.id, respondent);
    const globexForm = await newForm(globex, 'Globex');
    const foreign = await answerWithFile(globexForm.id, person);

    // Act
    const byDigits = await call(server.url, '/api/privacy/people?document=11144477735', { token: tokens.manager });
    const byEmail = await call(server.url, '/api/privacy/people?email=BEATRIZ%40example.com', {
      token: tokens.manager,
    });
    const globexView = await call(server.url, '/api/privacy/people?document=111.444.777-35', {
      token: tokens.globexManager,
    });

    // Assert
    expect(byDigits.status).toBe(200);
    expect(byDigits.json.items.map((item: { id: string }) => item.id).sort()).toEqual([a.id, b.id].sort());
    expect(byDigits.json.items.map((item: { form: { title: string } }) => item.form.title).sort()).toEqual([
      'Cadastro',
      'Satisfação',
    ]);
    expect(byEmail.json.items.map((item: { id: string }) => item.id).sort()).toEqual([a.id, b.id].sort());
    expect(globexView.json.items.map((item: { id: string }) => item.id)).toEqual([foreign.id]);
  });

  it('when an alphanumeric CNPJ is searched in lower case, then its answers are found', async () => {
    // Arrange
    const form = await newForm(acme, 'Fornecedores');
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: acme.company.id,
      name: 'Fornecedor Ltda',
      document: ALPHANUMERIC_CNPJ,
    });

    // Act
    const result = await call(server.url, '/api/privacy/people?document=12.abc.345%2F01de-35', {
      token: tokens.manager,
    });

    // Assert
    expect(result.json.items.map((item: { id: string }) => item.id)).toEqual([answer.id]);
  });

  it('when the query is missing, double or invalid, then it is 400 with a pt-BR message; a USER is 403', async () => {
    // Act
    const none = await call(server.url, '/api/privacy/people', { token: tokens.manager });
    const both = await call(server.url, '/api/privacy/people?document=11144477735&email=a%40b.com', {
      token: tokens.manager,
    });
    const bad = await call(server.url, '/api/privacy/people?document=12345678900', { token: tokens.manager });
    const user = await call(server.url, '/api/privacy/people?document=11144477735', { token: tokens.creator });

    // Assert
    expect([none.status, both.status, bad.status, user.status]).toEqual([400, 400, 400, 403]);
    expect(none.json.error.message).toBe(dataSubjectMessages.oneKey);
    expect(bad.json.error.fields.document).toBe(dataSubjectMessages.invalidDocument);
  });

  it('when an ADMIN names a company, then only that company’s answers are found; without one it is 400', async () => {
    // Arrange
    const form = await newForm(globex, 'Globex 2');
    const answer = await insertStoredSubmission(server.db, {
      formId: form.id,
      companyId: globex.company.id,
      name: 'Pessoa Admin',
      email: 'admin-busca@example.com',
    });

    // Act
    const forGlobex = await call(
      server.url,
      `/api/privacy/people?email=admin-busca%40example.com&companyId=${globex.company.id}`,
      { token: tokens.admin },
    );
    const forAcme = await call(
      server.url,
      `/api/privacy/people?email=admin-busca%40example.com&companyId=${acme.company.id}`,
      { token: tokens.admin },
    );
    const noCompany = await call(server.url, '/api/privacy/people?email=admin-busca%40example.com', {
      token: tokens.admin,
    });

    // Assert
    expect(forGlobex.json.items.map((item: { id: string }) => item.id)).toEqual([answer.id]);
    expect(forAcme.json.items).toEqual([]);
    expect(noCompany.status).toBe(400);
  });

  it('when the person’s data is exported and then deleted, then the export holds answers, file links and comments, and the deletion leaves nothing of them and nothing of another company touched', async () => {
    // Arrange
    const subject = { name: 'Carlos Dias', document: '390.533.447-05', email: 'carlos@example.com' };
    const first = await newForm(acme, 'Inscrição');
    const second = await newForm(acme, 'Avaliação');
    const a = await answerWithFile(first.id, subject);
    const b = await answerWithFile(second.id, subject);
    await call(server.url, `/api/public/submissions/${a.id}/comments`, {
      method: 'POST',
      body: { comment: 'Pergunta do titular' },
    });
    const globexForm = await newForm(globex, 'Globex 3');
    const foreign = await answerWithFile(globexForm.id, subject);

    // Act
    const exported = await call(server.url, '/api/privacy/people/export?document=39053344705', {
      token: tokens.manager,
    });
    const deleted = await call(server.url, '/api/privacy/people?document=39053344705', {
      method: 'DELETE',
      token: tokens.manager,
    });
    const after = await call(server.url, '/api/privacy/people?document=39053344705', { token: tokens.manager });

    // Assert
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('dados-do-titular.json');
    expect(exported.json.company).toEqual({ id: acme.company.id, name: 'Acme' });
    expect(exported.json.answers).toHaveLength(2);
    const exportedA = exported.json.answers.find((item: { id: string }) => item.id === a.id);
    expect(exportedA.files).toHaveLength(1);
    expect(exportedA.files[0]).toContain(`/files/${a.fileId}/`);
    expect(exportedA.comments).toEqual([expect.objectContaining({ comment: 'Pergunta do titular', isUser: true })]);
    expect(exportedA.document).toBe('390.533.447-05');
    expect(deleted.json).toEqual({ deleted: 2, files: 2, partials: 0 });
    expect(after.json.items).toEqual([]);
    expect(await stillStored(a.storedName)).toBe(false);
    expect(await stillStored(b.storedName)).toBe(false);
    expect(await stillStored(foreign.storedName)).toBe(true);
    expect(await submissionIds(globexForm.id)).toEqual([foreign.id]);
    const audit = (await auditOf(acme.company.id)).filter((row) => row.via === 'person');
    expect(audit.map((row) => row.submissionId).sort()).toEqual([a.id, b.id].sort());
    expect(await statsOf(first.id)).toEqual({ total: 0, yes: 0, photo: 0 });
  });
});

describe('retention', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000);

  it('when a MANAGER sets 30 days and the job runs, then only answers older than 30 days go, with their files, and counts stay right', async () => {
    // Arrange
    const company = await seedCompany(server.db, { name: 'Retém' });
    const manager = await tokenOf(server.url, company.manager.email);
    const patched = await call(server.url, `/api/companies/${company.company.id}`, {
      method: 'PATCH',
      token: manager,
      body: { retentionDays: 30 },
    });
    const form = await newForm(company);
    const old = await answerWithFile(form.id, respondent);
    const young = await answerWithFile(form.id, respondent);
    const fresh = await answerWithFile(form.id, respondent);
    // Time travel: the old one was stored 31 days ago, the young one 29.
    await server.db
      .update(submissions)
      .set({ createdAt: daysAgo(31) })
      .where(eq(submissions.id, old.id));
    await server.db
      .update(submissions)
      .set({ createdAt: daysAgo(29) })
      .where(eq(submissions.id, young.id));
    const otherCompanyForm = await newForm(acme, 'Sem retenção');
    const unlimited = await answerWithFile(otherCompanyForm.id, respondent);
    await server.db
      .update(submissions)
      .set({ createdAt: daysAgo(400) })
      .where(eq(submissions.id, unlimited.id));

    // Act
    const run = await server.handle.privacy.runRetention();

    // Assert
    expect(patched.status).toBe(200);
    expect(patched.json.retentionDays).toBe(30);
    expect(run.deleted).toBe(1);
    expect((await submissionIds(form.id)).sort()).toEqual([young.id, fresh.id].sort());
    expect(await stillStored(old.storedName)).toBe(false);
    expect(await stillStored(young.storedName)).toBe(true);
    expect(await submissionIds(otherCompanyForm.id)).toEqual([unlimited.id]);
    expect(await statsOf(form.id)).toEqual({ total: 2, yes: 2, photo: 2 });
    const audit = await auditOf(company.company.id);
    expect(audit).toEqual([expect.objectContaining({ via: 'retention', actorId: null, submissionId: old.id })]);
  });

  it('when two runs start at once, then each old answer is deleted and audited once', async () => {
    // Arrange
    const company = await seedCompany(server.db, { name: 'Concorrente' });
    await server.db.update(companies).set({ retentionDays: 1 }).where(eq(companies.id, company.company.id));
    const form = await newForm(company);
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const row = await insertStoredSubmission(server.db, {
        formId: form.id,
        companyId: company.company.id,
        name: `Pessoa ${i}`,
        answers: [{ questionId: 'q-return', question: 'Voltaria?', answer: 'Sim' }],
      });
      ids.push(row.id);
    }
    await server.db
      .update(submissions)
      .set({ createdAt: daysAgo(2) })
      .where(and(eq(submissions.formId, form.id), sql`true`));

    // Act
    const runs = await Promise.all([server.handle.privacy.runRetention(), server.handle.privacy.runRetention()]);

    // Assert
    expect(await submissionIds(form.id)).toEqual([]);
    const audit = await auditOf(company.company.id);
    expect(audit).toHaveLength(30);
    expect(new Set(audit.map((row) => row.submissionId))).toEqual(new Set(ids));
    expect(runs.reduce((total, run) => total + run.deleted, 0)).toBe(30);
    expect(await statsOf(form.id)).toEqual({ total: 0, yes: 0, photo: 0 });
  });

  it('when the retention is not a whole number of days from 1, then it is 400 with the pt-BR message and nothing changes; empty turns it off', async () => {
    // Arrange
    const company = await seedCompany(server.db, { name: 'Valida' });
    const manager = await tokenOf(server.url, company.manager.email);
    const patch = (retentionDays: unknown) =>
      call(server.url, `/api/companies/${company.company.id}`, {
        method: 'PATCH',
        token: manager,
        body: { retentionDays },
      });

    // Act
    const zero = await patch(0);
    const fraction = await patch(1.5);
    const set = await patch(90);
    const off = await patch(null);

    // Assert
    expect([zero.status, fraction.status, set.status, off.status]).toEqual([400, 400, 200, 200]);
    expect(zero.json.error.fields.retentionDays).toMatch(/número inteiro de dias/);
    expect(set.json.retentionDays).toBe(90);
    expect(off.json.retentionDays).toBeNull();
  });
});
