import { createRoot } from 'react-dom/client';
import { RespondentApp } from './app';
import './page.css';

createRoot(document.getElementById('root')!).render(<RespondentApp />);
