// mf-forms's federation contract: the names and props contracts' RemoteExposes declares for it.
import path from 'node:path';
import { expectExposesDeclared, mountExposed, type ExposedModules } from '@formbuilder/shared-ui/testing/federation';
import exposesJson from '../exposes.json';

// What the build maps each exposed name to; the props of each default export are checked here.
const modules = {
  './FormsRoutes': () => import('./routes'),
  './FirstPage': () => import('./first-page/first-page'),
} satisfies ExposedModules<'forms'>;

const exposes = exposesJson as Record<string, string>;
const load = (exposed: string) => {
  const file = exposes[exposed];
  if (!file) throw new Error(`mf-forms does not expose ${exposed}`);
  return import(path.join(__dirname, '..', file));
};

describe('mf-forms exposes', () => {
  it('when built, then it exposes exactly the modules contracts declare, each from the file the test checks', async () => {
    expectExposesDeclared('forms', exposes);
    for (const [name, importModule] of Object.entries(modules)) {
      expect((await load(name)).default).toBe((await importModule()).default);
    }
  });

  it('when the shell mounts ./FormsRoutes on a path the area does not know, then the area sends it to /404', async () => {
    const mounted = await mountExposed({ remote: 'forms', exposed: './FormsRoutes' }, load, {
      path: '/forms/f1/nope/x',
    });
    expect(mounted.landedAt()).toBe('/404');
    mounted.unmount();
  });
});
