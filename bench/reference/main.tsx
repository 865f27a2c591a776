// The floor of `npm run bench`: a bare React page built with the portal's Vite version and React
// plugin. Nothing a React app does can paint sooner than this (one HTML, one script, one render).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Référence React</h1>
      <p>Une page React nue, construite comme le portail.</p>
    </main>
  </StrictMode>,
);
