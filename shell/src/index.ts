// The page a visit starts on decides what loads first. /login: the sign-in form alone, without React
// or antd (features/auth/first-login.ts), with the session check and the site links asked for while
// it downloads; the shell follows once it is needed. Any other page: the whole shell, with the session
// check asked for while it downloads. Both behind an async boundary, so the federation runtime can
// negotiate shared modules before React loads.
import type { AuthSession } from '@formbuilder/contracts';
import { currentSession, signUpUrl } from './features/auth/first-requests';
import { registerRemotesFromServer } from './federation/remotes';

const startShell = async (session?: AuthSession | null) => (await import('./bootstrap')).startShell(session);

if (window.location.pathname === '/login') {
  const session = currentSession();
  const links = signUpUrl();
  void import('./features/auth/first-login').then(({ showFirstLogin }) => showFirstLogin(startShell, session, links));
} else {
  // A signed-in page: the session check goes out with the shell's download instead of after it, and the
  // answer is handed over. No session, or a server that failed: the shell's own check decides, as before.
  const session = currentSession();
  // The remotes too: registered, and the page's area (manifest, entry, first files) downloading beside the
  // shell's own code instead of after it.
  void registerRemotesFromServer();
  void import('./bootstrap').then(async ({ startShell: start }) => {
    const known = await session;
    start(known && known !== 'failed' ? known : undefined);
  });
}
