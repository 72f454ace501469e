import '@formbuilder/contracts/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthSession } from '@formbuilder/contracts';
import { setSiteLinks, useAuthStore } from '@formbuilder/shared-ui/start';
import { App } from './app';
import { remotesJson } from './federation/remotes-json';
import { preloadCurrentArea } from './federation/remotes';

/**
 * Starts the whole shell in #root. `session`: the one the first sign-in page already holds (index.ts),
 * so the shell does not ask the server for it again.
 */
export function startShell(session?: AuthSession | null): void {
  if (session) useAuthStore.getState().setSession(session);
  // The first page does not wait for /remotes.json: no remote loads before the signed-in routes,
  // and loading one waits for the registration (federation/remotes.ts).
  void preloadCurrentArea();
  // CRIE SUA CONTA and FAZER UPGRADE, from the same answer; none (a failure) hides them.
  void remotesJson().then((config) => setSiteLinks(config?.links));
  // Rendered as a transition: React yields to the browser every few milliseconds instead of building the
  // whole first page (antd's styles included) in one long task, so a tap or a scroll is answered meanwhile.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
