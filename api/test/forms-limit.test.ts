import { eq } from 'drizzle-orm';
import { formMessages } from '@formbuilder/contracts';
import { forms } from '../src/db/schema';
import { insertForm, createTenant, formBody, insertCategory, insertTemplate } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const create = (token: string) => call(server.url, '/api/forms', { method: 'POST', token, body: formBody() });
const formsOf = (companyId: string) => server.db.$count(forms, eq(forms.companyId, companyId));

describe('GET /api/forms/count', () => {
  it("when a USER asks, then it gets its whole company's count and formsLimit, not another company's", async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { formsLimit: 7 });
    const foreign = await createTenant(server.db, server.url);
    await insertForm(server.db, { companyId: tenant.company.id, createdById: tenant.manager.id });
    await insertForm(server.db, { companyId: tenant.company.id, createdById: tenant.colleague.id });
    await insertForm(server.db, { companyId: foreign.company.id });

    // Act
    const result = await call(server.url, '/api/forms/count', { token: tenant.user.token });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ count: 2, formsLimit: 7 });
  });

  it('when an ADMIN asks, then it is 403', async () => {
    // Arrange
    const { token } = await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password);

    // Act
    const result = await call(server.url, '/api/forms/count', { token });

    // Assert
    expect(result.status).toBe(403);
  });
});

describe('formsLimit', () => {
  it('when the company is at its limit, then a create is 409 with a clear message and nothing is added', async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { formsLimit: 1 });
    await insertForm(server.db, { companyId: tenant.company.id });

    // Act
    const result = await create(tenant.user.token);

    // Assert
    expect(result.status).toBe(409);
    expect(result.json).toEqual({ error: { code: 'CONFLICT', message: formMessages.formsLimitReached } });
    expect(await formsOf(tenant.company.id)).toBe(1);
  });

  it("when another company is full, then this company's creates are not affected", async () => {
    // Arrange
    const full = await createTenant(server.db, server.url, { formsLimit: 1 });
    await insertForm(server.db, { companyId: full.company.id });
    const tenant = await createTenant(server.db, server.url, { formsLimit: 1 });

    // Act
    const result = await create(tenant.manager.token);

    // Assert
    expect(result.status).toBe(201);
  });

  it('when 20 creates race with 3 slots left, then exactly 3 are created and 17 answered 409', async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { formsLimit: 5 });
    await insertForm(server.db, { companyId: tenant.company.id });
    await insertForm(server.db, { companyId: tenant.company.id });
    const tokens = [tenant.manager.token, tenant.user.token, tenant.colleague.token];

    // Act
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create(tokens[i % tokens.length]!)));

    // Assert
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await formsOf(tenant.company.id)).toBe(5);
  });

  it('when the company is at its limit, then a copy from a template is 409 too', async () => {
    // Arrange
    const tenant = await createTenant(server.db, server.url, { formsLimit: 1 });
    await insertForm(server.db, { companyId: tenant.company.id });
    const category = await insertCategory(server.db, 'Limite');
    const template = await insertTemplate(server.db, { categoryId: category.id });

    // Act
    const result = await call(server.url, '/api/forms/from-template', {
      method: 'POST',
      token: tenant.manager.token,
      body: { templateId: template.id },
    });

    // Assert
    expect(result.status).toBe(409);
    expect(result.json.error.message).toBe(formMessages.formsLimitReached);
    expect(await formsOf(tenant.company.id)).toBe(1);
  });
});
