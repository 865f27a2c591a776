// Composition root: the real browser, the real router, the inspector when asked for.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { createLogger, installGlobalErrorHandlers } from './services/logger';
import { createPortal } from './portal';
import { routes } from './router';
import './styles.css';

async function main() {
  const logger = createLogger({ send: null });
  installGlobalErrorHandlers(window, logger);

  // Inspection: `?inspect` in development, or a build made with VITE_INSPECT=true. The import sits
  // inside the check so a plain production build carries none of the inspector's code.
  let inspect: Observer<InspectionEvent> | undefined;
  if ((import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) || import.meta.env.VITE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspect = createBrowserInspector().inspect;
  }

  const portal = createPortal({ window, router: createBrowserRouter(routes), logger, inspect });
  portal.start();
  createRoot(document.getElementById('root')!).render(portal.element);
}

void main();
