import { insertCompany, insertUser } from './support/fixtures';
import { call, login } from './support/http';
import { startServer, TEST_ADMIN, type TestServer } from './support/server';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startServer();
  for (const name of ['beta', 'Álvaro Transportes', 'alpha', 'Gama']) await insertCompany(server.db, { name });
  adminToken = (await login(server.url, TEST_ADMIN.email, TEST_ADMIN.password)).token;
});
afterAll(() => server.stop());

const names = (body: { items: { name: string }[] }) => body.items.map((company) => company.name);

describe('GET /api/companies', () => {
  it('when the ADMIN lists, then companies come sorted by name ignoring case and accents, in the page shape', async () => {
    // Act
    const result = await call(server.url, '/api/companies', { token: adminToken });

    // Assert
    expect(result.status).toBe(200);
    expect(names(result.json)).toEqual(['alpha', 'Álvaro Transportes', 'beta', 'Gama']);
    expect(result.json).toMatchObject({ page: 1, perPage: 30, totalItems: 4 });
    expect(Object.keys(result.json.items[0]).sort()).toEqual(
      [
        'allowEmail',
        'allowSMS',
        'allowWhatsapp',
        'color',
        'formsLimit',
        'id',
        'logo',
        'name',
        'usersLimit',
        'privacyNotice',
        'privacyPolicyUrl',
        'privacyAckRequired',
        'retentionDays',
        'embedOrigins',
        // The monthly cap of WhatsApp and SMS messages and this month's count (docs/notifications.md).
        'messagesLimit',
        'messagesThisMonth',
      ].sort(),
    );
  });

  it('when a page is asked for, then it holds that slice and the full total', async () => {
    // Act
    const result = await call(server.url, '/api/companies?page=2&perPage=3', { token: adminToken });

    // Assert
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ page: 2, perPage: 3, totalItems: 4 });
    expect(names(result.json)).toEqual(['Gama']);
  });

  it.each([
    ['ALVARO', ['Álvaro Transportes']],
    ['a', ['alpha', 'Álvaro Transportes', 'beta', 'Gama']],
    ['ph', ['alpha']],
    ['%', []],
  ])(
    'when the search is %j, then only the names holding it come, accents and case ignored',
    async (search, expected) => {
      // Act
      const result = await call(server.url, `/api/companies?search=${encodeURIComponent(search)}`, {
        token: adminToken,
      });

      // Assert
      expect(result.status).toBe(200);
      expect(names(result.json)).toEqual(expected);
      expect(result.json.totalItems).toBe(expected.length);
    },
  );

  it.each(['perPage=501', 'perPage=0', 'page=0', 'page=abc'])(
    'when the paging is out of range (%s), then it is 400 naming the field',
    async (query) => {
      // Act
      const result = await call(server.url, `/api/companies?${query}`, { token: adminToken });

      // Assert
      expect(result.status).toBe(400);
      expect(result.json.error.code).toBe('INVALID');
      expect(Object.keys(result.json.error.fields)).toEqual([query.split('=')[0]]);
    },
  );

  it('when nobody is signed in, then it is 401', async () => {
    // Act
    const result = await call(server.url, '/api/companies');

    // Assert
    expect(result.status).toBe(401);
    expect(result.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('when a MANAGER asks, then it is 403', async () => {
    // Arrange
    const company = await insertCompany(server.db, { name: 'Zeta' });
    await insertUser(server.db, {
      email: 'gestor@zeta.com',
      password: 'senha-do-gestor',
      role: 'MANAGER',
      companyId: company.id,
    });
    const { token } = await login(server.url, 'gestor@zeta.com', 'senha-do-gestor');

    // Act
    const result = await call(server.url, '/api/companies', { token });

    // Assert
    expect(result.status).toBe(403);
    expect(result.json.error.code).toBe('FORBIDDEN');
  });
});
