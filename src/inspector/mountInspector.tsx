// Development and QA builds only (main.tsx imports this inside the check of the flag): creates the
// live inspector, docks its panel beside the portal in a React root of its own, and toggles it with
// Alt+Shift+I. The portal's actor gets `collector.inspect` as its `inspect` option.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLayoutStore } from './chart/layout';
import { createInspectorCollector } from './collector';
import { InspectorPanel } from './views/InspectorPanel';
import './inspector.css';

/** The keyboard shortcut that opens and closes the panel. */
export const INSPECTOR_SHORTCUT = { altKey: true, shiftKey: true, code: 'KeyI' } as const;

/** Session storage key: the panel stays open across the sign-in redirects and reloads of a tab. */
const OPEN_KEY = 'inspectorPanelOpen';

export function mountInspector(win: Window, options: { open: boolean }) {
  const readOpen = () => {
    try {
      return win.sessionStorage.getItem(OPEN_KEY) === 'true';
    } catch {
      return false;
    }
  };
  const collector = createInspectorCollector({ now: () => Date.now(), open: options.open || readOpen() });
  setLayoutStore({ get: (key) => win.sessionStorage.getItem(key), set: (key, value) => win.sessionStorage.setItem(key, value) });
  collector.start();
  collector.actor.subscribe((snapshot) => {
    try {
      win.sessionStorage.setItem(OPEN_KEY, String(snapshot.matches({ panel: 'open' })));
    } catch {
      // Storage refused (private mode): the panel just does not remember.
    }
  });

  const host = win.document.createElement('div');
  host.id = 'inspector-root';
  win.document.body.appendChild(host);

  // Docked: the portal keeps the rest of the width while the panel is open.
  const dock = () =>
    win.document.documentElement.classList.toggle('inspector-open', collector.actor.getSnapshot().matches({ panel: 'open' }));
  collector.actor.subscribe(dock);
  dock();

  win.addEventListener('keydown', (event) => {
    if (
      event.altKey === INSPECTOR_SHORTCUT.altKey &&
      event.shiftKey === INSPECTOR_SHORTCUT.shiftKey &&
      event.code === INSPECTOR_SHORTCUT.code
    ) {
      event.preventDefault();
      collector.actor.send({ type: 'PANEL.TOGGLE' });
    }
  });

  // A download named after the trace's title: dropped into tests/traces/, it is a test of that name.
  const saveTrace = (fileName: string, json: string) => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = win.document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  createRoot(host).render(
    <StrictMode>
      <InspectorPanel actor={collector.actor} machineOf={collector.machineOf} saveTrace={saveTrace} />
    </StrictMode>,
  );
  return collector;
}
