// Composition root: the real browser, the real router, the inspector when asked for.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { createLogger, installGlobalErrorHandlers } from './services/logger';
import { createPortal } from './portal';
import { routes } from './router';
import './styles.css';

async function main() {
  const logger = createLogger({ send: null });
  installGlobalErrorHandlers(window, logger);

  // Inspection, in development and in a build made with VITE_INSPECT=true (QA) only. The imports sit
  // inside the check, so a plain production build carries none of this code (tests/unit/build.test.ts).
  // `/__flows` is the flow gallery (no portal); `?inspect=panel` opens the live panel (Alt+Shift+I
  // toggles it); `?inspect` alone also sends the actor system to Stately's online inspector.
  const observers: Array<(event: InspectionEvent) => void> = [];
  if (import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'true') {
    if (window.location.pathname.startsWith('/__flows')) {
      const { mountFlowGallery } = await import('./inspector/gallery/mountFlowGallery');
      mountFlowGallery(document.getElementById('root')!);
      return;
    }
    const mode = new URLSearchParams(window.location.search).get('inspect');
    const { mountInspector } = await import('./inspector/mountInspector');
    observers.push(mountInspector(window, { open: mode === 'panel' }).inspect);
    if (mode !== null && mode !== 'panel') {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const stately = createBrowserInspector().inspect;
      observers.push((event) => stately.next?.(event));
    }
  }
  const inspect = observers.length ? (event: InspectionEvent) => observers.forEach((observe) => observe(event)) : undefined;

  const portal = createPortal({ window, router: createBrowserRouter(routes), logger, inspect });
  portal.start();
  createRoot(document.getElementById('root')!).render(portal.element);
}

void main();
