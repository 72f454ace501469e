// Answers come with their question's type, so the apps show a paper-clip link only for a FILE
// question's own upload (contracts fileLinkOf; docs/security.md, "Files").
import { insertCompanyUser, insertForm } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('answer types', () => {
  it('when a submission is read (public view and staff), then each answer carries its question type, and a typed URL stays a TEXT answer', async () => {
    // Arrange
    const { company } = await insertCompanyUser(server.db, {
      email: 'tipos@example.com',
      password: 'senha-dos-tipos',
      role: 'MANAGER',
    });
    const form = await insertForm(server.db, {
      companyId: company.id,
      anonymous: true,
      questions: [
        { id: 'q-text', title: 'Fatura', type: 'TEXT', options: [] },
        { id: 'q-file', title: 'Anexo', type: 'FILE', options: [] },
      ],
    });
    const created = await call(server.url, `/api/public/forms/${form.id}/submissions`, {
      method: 'POST',
      body: { answers: [{ questionId: 'q-text', answer: 'https://evil.example/fatura.pdf' }] },
    });
    const { token } = await login(server.url, 'tipos@example.com', 'senha-dos-tipos');

    // Act
    const publicView = await call(server.url, `/api/public/submissions/${created.json.id}`);
    const staffView = await call(server.url, `/api/submissions/${created.json.id}`, { token });

    // Assert
    expect(created.status).toBe(201);
    expect(publicView.json.answers).toEqual([
      { question: 'Fatura', answer: 'https://evil.example/fatura.pdf', type: 'TEXT' },
    ]);
    expect(staffView.json.answers).toEqual([
      expect.objectContaining({ questionId: 'q-text', answer: 'https://evil.example/fatura.pdf', type: 'TEXT' }),
    ]);
  });
});
