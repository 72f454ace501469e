import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, refreshSession, useAuthStore } from '@formbuilder/shared-ui';
import { AppErrorBoundary, resetApp } from './features/errors/app-error-boundary';
import { ServerErrorPage } from './features/errors/error-pages';
import { AppRoutes } from './routes';

export function App() {
  const serverFailed = useAuthStore((s) => s.serverFailed);
  useEffect(() => {
    // SPEC: on load the auth session is refreshed; failure signs the user out.
    void refreshSession();
  }, []);

  return (
    <AppProviders>
      <AppErrorBoundary>
        {/* A server that fails (5xx, unreachable) is not a reason to send the user to /login. */}
        {serverFailed ? (
          <ServerErrorPage onReset={resetApp} />
        ) : (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        )}
      </AppErrorBoundary>
    </AppProviders>
  );
}
