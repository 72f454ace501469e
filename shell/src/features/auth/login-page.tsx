import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthStore, useSiteLinks } from '@formbuilder/shared-ui/start';
import { afterLoginPath } from './redirect';
import { mountLoginForm, type MountedLoginForm } from './login-form';

/**
 * /login inside the running shell (after signing out, or sent here from a protected page): the same
 * sign-in form a fresh visit shows before the shell loads (login-form.ts), mounted into the page.
 */
export function LoginPage() {
  const role = useAuthStore((s) => (s.status === 'authenticated' ? s.user?.role : undefined));
  const signUpUrl = useSiteLinks((links) => links.signUp);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const host = useRef<HTMLDivElement>(null);
  const form = useRef<MountedLoginForm>(null);

  useEffect(() => {
    if (!host.current) return;
    const mounted = mountLoginForm(host.current, {
      onSignedIn: (session) => useAuthStore.getState().setSession(session),
      onNavigate: (path) => navigate(path),
    });
    form.current = mounted;
    return () => {
      mounted.unmount();
      form.current = null;
    };
  }, [navigate, role]);

  // The site links can arrive after the form is drawn: the button appears, nothing typed is lost.
  useEffect(() => form.current?.setSignUpUrl(signUpUrl), [signUpUrl, role]);

  // One way out of this page, for a fresh login and for a visitor already signed in alike: the
  // redirect asked for, else the role's home (a second navigation here used to race the first).
  if (role) return <Navigate to={afterLoginPath(params.get('redirect'), role)} replace />;
  return <div ref={host} />;
}
