import { lazy, Suspense, useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { checkSession, ThemeProviders, useAuthStore } from '@formbuilder/shared-ui/start';
import { AppErrorBoundary, resetApp } from './features/errors/app-error-boundary';
import { routerReady } from './first-page/handover';
import { AppRoutes } from './routes';

const ServerErrorPage = lazy(async () => ({
  default: (await import('./features/errors/error-pages')).ServerErrorPage,
}));

// A data router, so a screen can hold a navigation back while something is unsaved (useBlocker in
// shared-ui's useLeaveGuard); every route is still declared with <Routes> below it.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const appRouter = () => {
  if (!router) {
    const made = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);
    router = made;
    // A link followed on the first page (first-page/) opens through the router, as its own links do.
    routerReady((path) => void made.navigate(path));
  }
  return router;
};

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
          <RouterProvider router={appRouter()} />
        )}
      </AppErrorBoundary>
    </ThemeProviders>
  );
}
