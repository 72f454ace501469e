// Denied requests on the people and files routes are logged with user, company and route, never with
// the token (docs/security.md#tenants-and-roles). The server logs at warn here, and stderr is read while each request runs.
import { call } from './support/http';
import { capturedWarnings, companyWithStaff } from './support/fixtures';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'warn' } });
});
afterAll(() => server.stop());

const denials = (entries: Record<string, unknown>[]) => entries.filter((entry) => entry.message === 'access denied');

describe('logging of denied requests', () => {
  it('when a role guard refuses, then one line names user, company, method and route, and not the token', async () => {
    // Arrange
    const { company, user } = await companyWithStaff(server);
    let status = 0;

    // Act
    const lines = await capturedWarnings(async () => {
      status = (await call(server.url, '/api/users?x=1', { method: 'POST', token: user.token, body: {} })).status;
    });

    // Assert
    expect(status).toBe(403);
    expect(denials(lines)).toEqual([
      expect.objectContaining({
        level: 'warn',
        userId: user.id,
        companyId: company.id,
        role: 'USER',
        method: 'POST',
        route: '/api/users',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });

  it('when a service refuses (a MANAGER raising its own role), then that denial is logged too', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);
    let status = 0;

    // Act
    const lines = await capturedWarnings(async () => {
      status = (
        await call(server.url, `/api/users/${manager.id}`, {
          method: 'PATCH',
          token: manager.token,
          body: { role: 'ADMIN' },
        })
      ).status;
    });

    // Assert
    expect(status).toBe(403);
    expect(denials(lines)).toEqual([
      expect.objectContaining({
        userId: manager.id,
        companyId: company.id,
        method: 'PATCH',
        route: `/api/users/${manager.id}`,
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(manager.token);
  });

  it('when a MANAGER tries to delete its company, then the denial names the company route', async () => {
    // Arrange
    const { company, manager } = await companyWithStaff(server);

    // Act
    const lines = await capturedWarnings(() =>
      call(server.url, `/api/companies/${company.id}`, { method: 'DELETE', token: manager.token }),
    );

    // Assert
    expect(denials(lines)).toEqual([
      expect.objectContaining({ userId: manager.id, route: `/api/companies/${company.id}`, method: 'DELETE' }),
    ]);
  });
});
