// A fresh visit to /login: the sign-in form alone, drawn without React or antd, while the rest of the
// shell stays on the server until it is needed. The shell starts (bootstrap.tsx) when the visitor is
// signed in (the session is handed over, not asked for again), when it follows ESQUECI MINHA SENHA,
// or when the server could not tell whether a session exists (the shell's own check then shows the
// server-error page). docs/architecture.md, "What the login page loads".
import type { AuthSession } from '@formbuilder/contracts';
import type { SessionAnswer } from './first-requests';
import { mountLoginForm } from './login-form';
import { afterLoginPath } from './redirect';

type StartShell = (session?: AuthSession | null) => Promise<void>;

/** Shows the sign-in form in #root; `session` and `links` were asked for while this module loaded. */
export async function showFirstLogin(
  startShell: StartShell,
  session: Promise<SessionAnswer>,
  links: Promise<string | null>,
): Promise<void> {
  const root = document.getElementById('root')!;
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  const known = await session;
  if (known === 'failed') return startShell();
  if (known) {
    history.replaceState(null, '', afterLoginPath(redirect, known.user.role));
    return startShell(known);
  }
  // The shell renders into the same #root: its first render replaces the form, which stays on
  // screen (busy after a sign-in) while the shell downloads.
  const form = mountLoginForm(root, {
    signUpUrl: await links,
    onSignedIn: (signedIn) => {
      history.replaceState(null, '', afterLoginPath(redirect, signedIn.user.role));
      void startShell(signedIn);
    },
    onNavigate: (path) => {
      // Gone at once: nothing may be typed into a form the next page does not read.
      form.unmount();
      history.pushState(null, '', path);
      void startShell();
    },
  });
}
