// Development only: runs a remote on its own dev server, with the session of the API it proxies to.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { refreshSession } from '@formbuilder/platform';
import { AppProviders } from './app-providers';

export function mountRemoteStandalone(Routes: ComponentType) {
  void refreshSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
