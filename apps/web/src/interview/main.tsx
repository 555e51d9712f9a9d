import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Roboto as one variable font (400, 500 and 700 in one file), preloaded by interview.html.
import '@fontsource-variable/roboto/wght.css';
import './interview.css';
import { InterviewApp } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <InterviewApp />
  </StrictMode>,
);
