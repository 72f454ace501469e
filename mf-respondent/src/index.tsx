// Before any schema is built: zod must not probe for `new Function` under the page's CSP.
import '@formbuilder/contracts/zod-jitless';
import { createRoot } from 'react-dom/client';
import { RespondentApp } from './app';
import { startEmbedBridge } from './embed-bridge';
import { matchRoute } from './navigation';
import './page.css';

const route = matchRoute(window.location.pathname);
startEmbedBridge(route.page === 'form' ? route.formId : undefined);
createRoot(document.getElementById('root')!).render(<RespondentApp />);
