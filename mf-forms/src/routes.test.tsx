import { api } from '@formbuilder/shared-ui';
import { landingPath } from '@formbuilder/shared-ui/testing';
import FormsRoutes from './routes';

describe('mf-forms routes', () => {
  // No server here: every call fails at once instead of leaving jsdom's requests open.
  beforeAll(() => {
    api.defaults.adapter = () => Promise.reject(new Error('no server in unit tests'));
  });

  it('when an ADMIN opens /forms, then they go to /403', async () => {
    expect(await landingPath(FormsRoutes, '/forms', 'ADMIN')).toBe('/403');
  });
  it('when a USER opens home, then the home page renders', async () => {
    expect(await landingPath(FormsRoutes, '/', 'USER')).toBeNull();
  });
  it('when the path is unknown to the area, then it goes to /404', async () => {
    expect(await landingPath(FormsRoutes, '/forms/x/y/z/w', 'USER')).toBe('/404');
  });
});
