import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, refreshSession } from '@formbuilder/shared-ui';
import { AppErrorBoundary } from './features/errors/app-error-boundary';
import { AppRoutes } from './routes';

export function App() {
  useEffect(() => {
    // SPEC: on load the auth session is refreshed; failure signs the user out.
    void refreshSession();
  }, []);

  return (
    <AppProviders>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </AppProviders>
  );
}
