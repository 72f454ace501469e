import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { App } from 'antd';
import { messages } from '@formbuilder/contracts';
import { LoadingOverlay, useAuthStore } from '@formbuilder/shared-ui/signed-in';
import { loginPathFor } from './redirect';

/** Lets signed-in users through; others get the alert of docs/product.md#sign-in and go to /login?redirect=... */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStore((s) => s.status);
  const { pathname, search } = useLocation();
  const { message } = App.useApp();
  // docs/product.md#sign-in: a visitor carrying a query parameter t is let through without login.
  const carriesToken = new URLSearchParams(search).has('t');
  const mustLogin = status === 'anonymous' && !carriesToken;

  useEffect(() => {
    if (mustLogin) message.error({ content: messages.mustBeLoggedIn, key: 'must-login' });
  }, [mustLogin, message]);

  if (status === 'unknown') return <LoadingOverlay />;
  if (mustLogin) return <Navigate to={loginPathFor(pathname, search)} replace />;
  return children;
}
