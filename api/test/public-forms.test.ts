import { messages } from '@formbuilder/contracts';
import { insertCompany, insertForm, sampleQuestions } from './support/fixtures';
import { call } from './support/http';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('GET /api/public/forms/:id', () => {
  it('when the form is ACTIVE, then anyone gets it with the company name, colour and logo only', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Padaria Pão Quente', color: '#AA3300' });
    const form = await insertForm(server.db, { companyId: company.id, title: 'Satisfação', anonymous: true });

    // Act
    const result = await call(server.url, `/api/public/forms/${form.id}`);

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      id: form.id,
      title: 'Satisfação',
      anonymous: true,
      questions: sampleQuestions,
      company: { name: 'Padaria Pão Quente', color: '#AA3300', logo: null, privacy: null },
    });
  });

  it('when the form is INACTIVE, then it is 409 Formulário não está ativo, naming the form and its company only', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Padaria Pão Quente' });
    const form = await insertForm(server.db, {
      companyId: company.id,
      title: 'Pesquisa encerrada',
      status: 'INACTIVE',
    });

    // Act
    const result = await call(server.url, `/api/public/forms/${form.id}`);

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({
      error: {
        code: 'CONFLICT',
        message: messages.formNotActive,
        form: { title: 'Pesquisa encerrada', companyName: 'Padaria Pão Quente' },
      },
    });
  });

  it('when no form has that id, then it is 404', async () => {
    // Act
    const result = await call(server.url, '/api/public/forms/6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e11');

    // Assert
    expect(result.status).toBe(404);
    expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
  });

  it.each(['not-a-uuid', '1', "1' or '1'='1", '6f1c7a52-3f7e-4c47-9a8e-2b0f2f1d9e1'])(
    'when the id is not a UUID (%s), then it is the same 404, never a 500',
    async (id) => {
      // Act
      const result = await call(server.url, `/api/public/forms/${encodeURIComponent(id)}`);

      // Assert
      expect(result.status).toBe(404);
      expect(result.json).toEqual({ error: { code: 'NOT_FOUND', message: messages.notFound } });
    },
  );
});
