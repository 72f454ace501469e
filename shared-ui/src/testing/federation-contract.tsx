// Test helper for a remote's federation contract test: its build exposes exactly the modules that
// contracts' RemoteExposes declares, each module's default export takes the declared props (checked
// by the compiler through ExposedModules), and each mounts as the shell mounts it: platform's
// RemoteModule loading it through the registered remote loader, inside the shell's providers.
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  messages,
  remoteExposes,
  roleLabels,
  type ExposedName,
  type ExposedProps,
  type RemoteModuleRef,
  type RemoteName,
  type Role,
  type User,
} from '@formbuilder/contracts';
import { RemoteModule, setRemoteLoader, useAuthStore } from '@formbuilder/platform';
import { AppProviders } from '../app/app-providers';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A loader per declared module; `satisfies ExposedModules<'admin'>` fails to compile on a props mismatch
 * (or, for a module that is a function, on a different signature).
 */
export type ExposedModules<R extends RemoteName> = {
  [E in ExposedName<R>]: () => Promise<{
    default: ExposedProps<R, E> extends (...args: never[]) => unknown
      ? ExposedProps<R, E>
      : ComponentType<ExposedProps<R, E>>;
  }>;
};

/** The names a remote's build exposes (its exposes.json) must be exactly the declared ones. */
export function expectExposesDeclared(remote: RemoteName, exposesJson: Record<string, string>): void {
  expect(Object.keys(exposesJson).sort()).toEqual([...remoteExposes[remote]].sort());
}

export const contractUser = (role: Role): User => ({
  id: 'u-contract',
  name: 'Ana Contrato',
  username: 'ana',
  email: 'ana@contrato.test',
  phone: '',
  role,
  roleLabel: roleLabels[role],
  company: null,
});

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

export interface Mounted {
  /** What the page shows now (antd modals render into document.body). */
  text: () => string;
  landedAt: () => string | null;
  unmount: () => void;
}

/**
 * Mounts a module the way the shell does. `load` stands for the federation runtime: it returns the
 * module the build maps the exposed name to (from the remote's exposes.json).
 */
export async function mountExposed(
  ref: RemoteModuleRef & { compact?: boolean },
  load: (exposed: string) => Promise<unknown>,
  options: { path?: string; role?: Role } = {},
): Promise<Mounted> {
  useAuthStore.getState().setSession({ token: 'contract', user: contractUser(options.role ?? 'ADMIN') });
  setRemoteLoader({
    load: async <T,>(remote: RemoteName, exposed: string) => {
      if (remote !== ref.remote) throw new Error(`unexpected remote ${remote}`);
      return (await load(exposed)) as T;
    },
    reset: () => undefined,
  });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AppProviders>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="/403" element={<Landed />} />
            <Route path="/404" element={<Landed />} />
            <Route path="*" element={<RemoteModule {...ref} />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  });
  // The lazy module resolves on a later tick; wait until something other than nothing shows.
  for (let i = 0; i < 50 && !container.textContent && !document.body.querySelector('.ant-modal'); i++) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  const text = () => document.body.textContent ?? '';
  if (text().includes(messages.remoteUnavailable)) throw new Error(`${ref.remote} ${ref.exposed} fell back`);
  return {
    text,
    landedAt: () => container.querySelector('[data-testid="landed"]')?.textContent ?? null,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
