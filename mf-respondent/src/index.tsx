import { createRoot } from 'react-dom/client';
import { RespondentApp } from './app';
import './styles.css';

createRoot(document.getElementById('root')!).render(<RespondentApp />);
