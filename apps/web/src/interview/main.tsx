import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './interview.css';
import { InterviewApp } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <InterviewApp />
  </StrictMode>,
);
