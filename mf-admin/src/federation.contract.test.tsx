// mf-admin's federation contract: the names and props contracts' RemoteExposes declares for it.
import path from 'node:path';
import { act } from 'react';
import type { Company, User } from '@formbuilder/contracts';
import {
  contractUser,
  expectExposesDeclared,
  mountExposed,
  type ExposedModules,
} from '@formbuilder/shared-ui/testing/federation';
import exposesJson from '../exposes.json';

// What the build maps each exposed name to; the props of each default export are checked here.
const modules = {
  './AdminRoutes': () => import('./routes'),
  './UserFormModal': () => import('./features/users/components/user-form-modal'),
  './CompanyFormModal': () => import('./features/companies/components/company-form-modal'),
} satisfies ExposedModules<'admin'>;

const exposes = exposesJson as Record<string, string>;
const load = (exposed: string) => {
  const file = exposes[exposed];
  if (!file) throw new Error(`mf-admin does not expose ${exposed}`);
  return import(path.join(__dirname, '..', file));
};

const company: Company = {
  id: 'c-contract',
  name: 'Padaria Contrato',
  formsLimit: 3,
  usersLimit: 4,
  allowEmail: false,
  allowSMS: false,
  allowWhatsapp: false,
  privacyNotice: '',
  privacyPolicyUrl: '',
  privacyAckRequired: false,
  color: '#0f766e',
  logo: null,
};

describe('mf-admin exposes', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when built, then it exposes exactly the modules contracts declare, each from the file the test checks', async () => {
    expectExposesDeclared('admin', exposes);
    for (const [name, importModule] of Object.entries(modules)) {
      expect((await load(name)).default).toBe((await importModule()).default);
    }
  });

  it('when the shell mounts ./AdminRoutes on a path the area does not know, then the area sends it to /404', async () => {
    const mounted = await mountExposed({ remote: 'admin', exposed: './AdminRoutes' }, load, {
      path: '/companies/c1/nope',
    });
    expect(mounted.landedAt()).toBe('/404');
    mounted.unmount();
  });

  it('when the account page mounts ./UserFormModal with a user, then the modal edits that user and closes through onClose', async () => {
    const user: User = { ...contractUser('MANAGER'), name: 'Bruna Perfil', email: 'bruna@contrato.test' };
    const onClose = jest.fn();
    const mounted = await mountExposed(
      {
        remote: 'admin',
        exposed: './UserFormModal',
        compact: true,
        props: { open: true, user, onClose, onSaved: jest.fn() },
      },
      load,
    );
    expect(mounted.text()).toContain('Editar usuário');
    const inputs = [...document.body.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toEqual(expect.arrayContaining(['Bruna Perfil', 'bruna@contrato.test']));
    const cancel = [...document.body.querySelectorAll('button')].find((b) => b.textContent === 'CANCELAR');
    await act(async () => cancel!.click());
    expect(onClose).toHaveBeenCalled();
    mounted.unmount();
  });

  it('when a MANAGER mounts ./CompanyFormModal in manager mode, then it edits the company without the plan limits', async () => {
    const mounted = await mountExposed(
      {
        remote: 'admin',
        exposed: './CompanyFormModal',
        compact: true,
        props: { open: true, company, managerMode: true, onClose: jest.fn(), onSaved: jest.fn() },
      },
      load,
      { role: 'MANAGER' },
    );
    expect(mounted.text()).toContain('Editar empresa');
    expect(mounted.text()).not.toContain('Limite de formulários');
    const inputs = [...document.body.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).toContain('Padaria Contrato');
    mounted.unmount();
  });
});
