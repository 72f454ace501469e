import { landingPath } from '@formbuilder/shared-ui/testing';
import LibraryRoutes from './routes';

const templatePaths = ['/templates', '/templates/new', '/templates/6f1c2a4e-0000-4000-8000-000000000001'];
const libraryPaths = ['/library', '/library/6f1c2a4e-0000-4000-8000-000000000001'];

describe('mf-library routes', () => {
  it('when a MANAGER opens /templates*, then it goes to /403', async () => {
    for (const path of templatePaths) expect(await landingPath(LibraryRoutes, path, 'MANAGER')).toBe('/403');
  });
  it('when an ADMIN opens /library*, then it goes to /403', async () => {
    for (const path of libraryPaths) expect(await landingPath(LibraryRoutes, path, 'ADMIN')).toBe('/403');
  });
  it('when a USER opens either, then it goes to /403', async () => {
    for (const path of [...templatePaths, ...libraryPaths]) {
      expect(await landingPath(LibraryRoutes, path, 'USER')).toBe('/403');
    }
  });
  it('when a path of the area is unknown, then it goes to /404', async () => {
    expect(await landingPath(LibraryRoutes, '/library/a/b', 'MANAGER')).toBe('/404');
  });
});
