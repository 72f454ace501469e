// mf-respondent's federation contract: the names and props contracts' RemoteExposes declares for it.
import path from 'node:path';
import type { PublicForm } from '@formbuilder/contracts';
import { expectExposesDeclared, mountExposed, type ExposedModules } from '@formbuilder/shared-ui/testing/federation';
import exposesJson from '../exposes.json';

// What the build maps each exposed name to; the props of each default export are checked here.
const modules = {
  './FormWizard': () => import('./features/wizard/components/form-wizard'),
} satisfies ExposedModules<'respondent'>;

const exposes = exposesJson as Record<string, string>;
const load = (exposed: string) => {
  const file = exposes[exposed];
  if (!file) throw new Error(`mf-respondent does not expose ${exposed}`);
  return import(path.join(__dirname, '..', file));
};

const form: PublicForm = {
  id: 'f-contract',
  title: 'Pesquisa do contrato',
  anonymous: true,
  questions: [{ id: 'q1', title: 'Qual o seu nome?', type: 'TEXT', options: [] }],
  company: { name: 'Padaria Contrato', color: '#0f766e', logo: null },
};

describe('mf-respondent exposes', () => {
  it('when built, then it exposes exactly the modules contracts declare, each from the file the test checks', async () => {
    expectExposesDeclared('respondent', exposes);
    for (const [name, importModule] of Object.entries(modules)) {
      expect((await load(name)).default).toBe((await importModule()).default);
    }
  });

  it('when the form editor mounts ./FormWizard with a form in preview, then the wizard shows that form', async () => {
    const mounted = await mountExposed(
      { remote: 'respondent', exposed: './FormWizard', compact: true, props: { form, preview: true } },
      load,
    );
    expect(mounted.text()).toContain('Pesquisa do contrato');
    expect(mounted.text()).toContain('INICIAR');
    mounted.unmount();
  });
});
