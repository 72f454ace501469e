import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setRemoteLoader } from '@formbuilder/shared-ui';
import { loadRemoteModule, registerRemotesFromServer, resetRemote } from './federation/remotes';

async function start() {
  await registerRemotesFromServer();
  setRemoteLoader({ load: loadRemoteModule, reset: resetRemote });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
