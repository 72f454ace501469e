import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { checkSession, ThemeProviders, useAuthStore } from '@formbuilder/shared-ui/start';
import { AppErrorBoundary, resetApp } from './features/errors/app-error-boundary';
import { AppRoutes } from './routes';

const ServerErrorPage = lazy(async () => ({
  default: (await import('./features/errors/error-pages')).ServerErrorPage,
}));

export function App() {
  const serverFailed = useAuthStore((s) => s.serverFailed);
  useEffect(() => {
    // On load the session is refreshed from the refresh cookie; none (or a dead one) means signed out.
    // A shell started by the first sign-in page already holds the session (index.ts).
    if (useAuthStore.getState().status !== 'authenticated') void checkSession();
  }, []);

  return (
    <ThemeProviders>
      <AppErrorBoundary>
        {/* A server that fails (5xx, unreachable) is not a reason to send the user to /login. */}
        {serverFailed ? (
          <Suspense fallback={null}>
            <ServerErrorPage onReset={resetApp} />
          </Suspense>
        ) : (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        )}
      </AppErrorBoundary>
    </ThemeProviders>
  );
}
