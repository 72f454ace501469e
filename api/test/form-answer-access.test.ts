// One rule for a form's answers (docs/forms-and-templates.md): a USER sees the form and its answers
// when it created the form or is its notified user, on every route; only the creator (or a MANAGER)
// edits or deletes it.
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';
import { insertStoredSubmission, insertSurvey, seedCompany, tokenOf, type SeededCompany } from './support/fixtures';

let server: TestServer;
let acme: SeededCompany;
let formId: string;
let submissionId: string;
beforeAll(async () => {
  server = await startServer();
  acme = await seedCompany(server.db, { name: 'Acme Acesso' });
  // Created by `creator`, announced to `bystander`'s colleague: here the bystander is the notified user.
  const form = await insertSurvey(server.db, {
    companyId: acme.company.id,
    createdById: acme.creator.id,
    notifiedUserId: acme.bystander.id,
    title: 'Pesquisa Avisada',
  });
  formId = form.id;
  submissionId = (
    await insertStoredSubmission(server.db, {
      formId,
      companyId: acme.company.id,
      name: 'Rita Respondente',
      document: '529.982.247-25',
    })
  ).id;
});
afterAll(() => server.stop());

describe('a USER who is the form notified user', () => {
  it('when it opens the form, its answer list, the CSV and one answer, then every route lets it see them', async () => {
    // Arrange
    const token = await tokenOf(server.url, acme.bystander.email);

    // Act
    const form = await call(server.url, `/api/forms/${formId}`, { token });
    const list = await call(server.url, `/api/submissions?formId=${formId}`, { token });
    const csv = await call(server.url, `/api/forms/${formId}/submissions.csv`, { token });
    const one = await call(server.url, `/api/submissions/${submissionId}`, { token });

    // Assert
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({ id: formId, title: 'Pesquisa Avisada', notifiedUser: acme.bystander.id });
    expect(list.json.items.map((item: { id: string }) => item.id)).toEqual([submissionId]);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Rita Respondente');
    expect(one.status).toBe(200);
  });

  it('when it tries to change or delete the form, then it is 403 and the form stays', async () => {
    // Arrange
    const token = await tokenOf(server.url, acme.bystander.email);

    // Act
    const patched = await call(server.url, `/api/forms/${formId}`, {
      method: 'PATCH',
      token,
      body: { title: 'Minha' },
    });
    const deleted = await call(server.url, `/api/forms/${formId}`, { method: 'DELETE', token });
    const after = await call(server.url, `/api/forms/${formId}`, { token });

    // Assert
    expect(patched.status).toBe(403);
    expect(deleted.status).toBe(403);
    expect(after.json.title).toBe('Pesquisa Avisada');
  });
});

describe('a USER who neither created the form nor is notified', () => {
  it('when it asks for the form and its answers, then the form is 403 and the answers are out of sight', async () => {
    // Arrange
    const other = await insertSurvey(server.db, { companyId: acme.company.id, createdById: acme.creator.id });
    await insertStoredSubmission(server.db, { formId: other.id, companyId: acme.company.id, name: 'Sem Aviso' });
    const token = await tokenOf(server.url, acme.bystander.email);

    // Act
    const form = await call(server.url, `/api/forms/${other.id}`, { token });
    const list = await call(server.url, `/api/submissions?formId=${other.id}`, { token });
    const csv = await call(server.url, `/api/forms/${other.id}/submissions.csv`, { token });

    // Assert
    expect(form.status).toBe(403);
    expect(list.json.items).toEqual([]);
    expect(csv.status).toBe(404);
  });
});
