// Test helper for the apps: renders a routes component at a path, signed in with a role.
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { roleLabels, type Role } from '@formbuilder/contracts';
import { useAuthStore } from '@formbuilder/platform';

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Where the user ends up: the path of /403 or /404 when redirected, else null (the page rendered). */
export async function landingPath(AreaRoutes: ComponentType, path: string, role: Role): Promise<string | null> {
  useAuthStore.getState().setSession({
    token: 'test',
    user: {
      id: 'u1',
      name: 'Ana Souza',
      username: 'ana',
      email: 'ana@x.test',
      phone: '',
      role,
      roleLabel: roleLabels[role],
      company: null,
    },
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/403" element={<Landed />} />
          <Route path="/404" element={<Landed />} />
          <Route path="*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>,
    );
  });
  const landed = container.querySelector('[data-testid="landed"]')?.textContent ?? null;
  act(() => root.unmount());
  return landed;
}
