// Before any schema is built: zod must not probe for `new Function` under the page's CSP.
import '@formbuilder/contracts/zod-jitless';
import { createRoot } from 'react-dom/client';
import { RespondentApp } from './app';
import './page.css';

createRoot(document.getElementById('root')!).render(<RespondentApp />);
