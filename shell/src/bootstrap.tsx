import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerRemotesFromServer } from './federation/remotes';

// The first page does not wait for /remotes.json: no remote loads before the signed-in routes,
// and loading one waits for the registration (federation/remotes.ts).
void registerRemotesFromServer();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
