import { landingPath } from '@formbuilder/shared-ui/testing';
import AdminRoutes from './routes';

describe('mf-admin routes', () => {
  it('when a MANAGER or USER opens /companies, then they go to /403', async () => {
    expect(await landingPath(AdminRoutes, '/companies', 'MANAGER')).toBe('/403');
    expect(await landingPath(AdminRoutes, '/companies/c1/users', 'USER')).toBe('/403');
  });
  it('when an ADMIN or USER opens /users, then they go to /403', async () => {
    expect(await landingPath(AdminRoutes, '/users', 'ADMIN')).toBe('/403');
    expect(await landingPath(AdminRoutes, '/users', 'USER')).toBe('/403');
  });
  it('when an ADMIN or USER opens /webhooks, then they go to /403', async () => {
    expect(await landingPath(AdminRoutes, '/webhooks', 'ADMIN')).toBe('/403');
    expect(await landingPath(AdminRoutes, '/webhooks', 'USER')).toBe('/403');
  });
  it('when an ADMIN or USER opens /api-keys, then they go to /403', async () => {
    expect(await landingPath(AdminRoutes, '/api-keys', 'ADMIN')).toBe('/403');
    expect(await landingPath(AdminRoutes, '/api-keys', 'USER')).toBe('/403');
  });
  it('when a USER opens /auditoria, then it goes to /403', async () => {
    expect(await landingPath(AdminRoutes, '/auditoria', 'USER')).toBe('/403');
  });
  it('when the path is unknown to the area, then it goes to /404', async () => {
    expect(await landingPath(AdminRoutes, '/companies/c1/nope', 'ADMIN')).toBe('/404');
  });
});
