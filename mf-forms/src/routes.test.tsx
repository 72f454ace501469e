import { landingPath } from '@formbuilder/shared-ui/testing';
import FormsRoutes from './routes';

describe('mf-forms routes', () => {
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
