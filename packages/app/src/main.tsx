import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A transition renders the first screen in slices that yield to the browser between them, rather than in one long
// task that blocks input (Lighthouse's total blocking time); the commit stays one step, so nothing paints half-done.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
