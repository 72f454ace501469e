import { landingPath } from '@formbuilder/shared-ui/testing';
import LibraryRoutes from './routes';

describe('mf-library routes', () => {
  it('when a MANAGER opens /templates or an ADMIN opens /library, then they go to /403', async () => {
    expect(await landingPath(LibraryRoutes, '/templates', 'MANAGER')).toBe('/403');
    expect(await landingPath(LibraryRoutes, '/library', 'ADMIN')).toBe('/403');
  });
  it('when a USER opens either, then they go to /403', async () => {
    expect(await landingPath(LibraryRoutes, '/templates', 'USER')).toBe('/403');
    expect(await landingPath(LibraryRoutes, '/library', 'USER')).toBe('/403');
  });
});
