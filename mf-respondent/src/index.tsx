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

// Offline filling (docs/product.md#offline-filling): once a public form has loaded, its page and the
// form keep working without a connection. The worker's scope is the public form pages only, never
// the staff's; it is built by scripts/service-worker.mjs.
if ('serviceWorker' in navigator && window.location.pathname.startsWith('/submissions/')) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/respondent/sw.js', { scope: '/submissions/' }).catch(() => undefined);
  });
}
