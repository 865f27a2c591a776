// Composition root: the real browser, the real history, the inspector when asked for.
//
// This entry imports nothing statically: it runs as soon as its own bytes have arrived, and starts
// at once, in parallel, every chunk a screen renders with: the views (with their style sheet) and
// i18next beside the portal's wiring (React and the machines, which index.html modulepreloads).
// Started from the wiring instead, the views waited for React and the machines to arrive and run:
// on a phone's network, a request round of its own (docs/performance.md, section 6). The wiring's
// own `import()` of the same modules then gets these very requests; it starts the first screen's
// chunks (src/boot.ts).
import type { InspectionEvent } from 'xstate';

const portalModule = import('./portal');
const loggerModule = import('./services/logger');
// The texts of the "could not load" message, at hand before anything can fail (null: not even them).
const builtInTexts = import('./services/builtInTexts').then(
  ({ BUILT_IN_TEXTS }) => BUILT_IN_TEXTS,
  () => null,
);
const reactDom = import('react-dom/client');
const react = import('react');
void import('./portalView').catch(() => {});
void import('./services/i18n').catch(() => {});
// Reported where they are awaited, below.
[portalModule, loggerModule, reactDom, react].forEach((module) => module.catch(() => {}));

async function main() {
  const { createLogger, installGlobalErrorHandlers } = await loggerModule;
  const logger = createLogger({ send: null });
  installGlobalErrorHandlers(window, logger);

  // Inspection, in development and in a build made with VITE_INSPECT=true (QA) only. The imports sit
  // inside the check, so a plain production build carries none of this code (tests/unit/build.test.ts).
  // `/__flows` is the flow gallery (no portal); `?inspect=panel` opens the live panel (Alt+Shift+I
  // toggles it); `?inspect=replay` opens it for `npm run replay`; `?inspect` alone also sends the
  // actor system to Stately's online inspector.
  const observers: Array<(event: InspectionEvent) => void> = [];
  if (import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'true') {
    if (window.location.pathname.startsWith('/__flows')) {
      const { mountFlowGallery } = await import('./inspector/gallery/mountFlowGallery');
      mountFlowGallery(document.getElementById('root')!);
      return;
    }
    const mode = new URLSearchParams(window.location.search).get('inspect');
    const { mountInspector } = await import('./inspector/mountInspector');
    observers.push(mountInspector(window, { open: mode === 'panel', replay: mode === 'replay' }).inspect);
    if (mode !== null && mode !== 'panel' && mode !== 'replay') {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const stately = createBrowserInspector().inspect;
      observers.push((event) => stately.next?.(event));
    }
  }
  const inspect = observers.length ? (event: InspectionEvent) => observers.forEach((observe) => observe(event)) : undefined;

  // Creating the portal starts the chunks and data the first screen needs; the machine then starts
  // in a task of its own, so that no boot step holds the main thread long (a phone's CPU is ~4×
  // slower than a desktop's: every long task delays a tap).
  // The portal's wiring (XState, the machines, the adapters) is a chunk of its own, downloaded with
  // the entry (index.html preloads it) and evaluated here, in a later task than the entry's.
  const { createPortal } = await portalModule;
  await yieldToBrowser();
  const portal = createPortal({ window, logger, inspect });
  await yieldToBrowser();
  portal.start();
  const container = document.getElementById('root')!;
  try {
    const [element, { createRoot }, { startTransition }] = await Promise.all([portal.loadElement(), reactDom, react]);
    // The static boot screen of index.html stays until React's first render replaces it. As a
    // transition, that render yields to the browser every few milliseconds instead of one long task.
    const root = createRoot(container);
    startTransition(() => root.render(element));
  } catch (error) {
    // The views' chunk could not be fetched (network down, a deployment in between): say so in the
    // boot screen's place, with the built-in texts, rather than leave it spinning.
    logger.error('The portal could not load', error);
    showLoadFailure(container, await builtInTexts);
  }
}

/** Said when even the built-in texts could not be fetched (both languages: the setting is unknown). */
const LAST_RESORT = {
  title: 'Le portail n’a pas pu se charger. / The portal could not load.',
  message: 'Vérifiez votre connexion, puis réessayez. / Check your connection, then try again.',
  home: 'Réessayer / Try again',
};

function showLoadFailure(container: HTMLElement, builtInTexts: typeof import('./services/builtInTexts').BUILT_IN_TEXTS | null) {
  const texts = builtInTexts?.[document.documentElement.lang === 'en' ? 'en' : 'fr'].routeError ?? LAST_RESORT;
  const main = document.createElement('main');
  main.className = 'boot-screen boot-failed';
  main.dataset.page = 'load-error';
  const alert = main.appendChild(document.createElement('div'));
  alert.setAttribute('role', 'alert');
  alert.appendChild(document.createElement('h1')).textContent = texts.title;
  alert.appendChild(document.createElement('p')).textContent = texts.message;
  const reload = alert.appendChild(document.createElement('a'));
  reload.className = 'button button--primary';
  reload.href = '/';
  reload.textContent = texts.home;
  container.replaceChildren(main);
}

/**
 * Ends the current task: what follows runs in a new one, after pending input and rendering.
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * message (as React's scheduler does); not a timer, which a throttled or paused clock delays.
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

void main();
