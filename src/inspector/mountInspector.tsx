// Development and QA builds only (main.tsx imports this inside the check of the flag): creates the
// live inspector, docks its panel beside the portal in a React root of its own, and toggles it with
// Alt+Shift+I. The portal's actor gets `collector.inspect` as its `inspect` option. In replay mode
// (`?inspect=replay`, kept for the tab like the panel's state) it also lets `npm run replay` read the
// running actors and send them the events of a trace (`window.__portalReplay`).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLayoutStore } from './chart/layout';
import type { AnyEventObject } from 'xstate';
import { shownActors } from '../../machines/inspector/inspector.machine';
import { actorOf, logEntries } from '../../machines/inspector/recording';
import { createInspectorCollector } from './collector';
import { InspectorPanel } from './views/InspectorPanel';
import './inspector.css';

/** The keyboard shortcut that opens and closes the panel. */
export const INSPECTOR_SHORTCUT = { altKey: true, shiftKey: true, code: 'KeyI' } as const;

/** Session storage keys: the panel stays open, and replay mode on, across the sign-in redirects and reloads of a tab. */
const OPEN_KEY = 'inspectorPanelOpen';
const REPLAY_KEY = 'inspectorReplay';

/** What `npm run replay` (scripts/replay.ts) reads and drives in the page. */
export interface PortalReplayHook {
  /** The running actors: path of labels from the root, machine id, state value. */
  actors(): Array<{ path: string; machineId: string | null; value: unknown }>;
  /** The state value of the running actor at `path` (the last one started there); undefined if none runs. */
  valueOf(path: string): unknown;
  /** Sends an event to the running actor at `path`; its state value right after (undefined: none runs). */
  send(path: string, event: AnyEventObject): unknown;
  /** The events of this type the log holds, with the path of their target (what the portal did by itself too). */
  received(type: string): Array<{ seq: number; path: string; payload: unknown }>;
}

export function mountInspector(win: Window, options: { open: boolean; replay?: boolean }) {
  const read = (key: string) => {
    try {
      return win.sessionStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  };
  const replay = options.replay || read(REPLAY_KEY);
  const collector = createInspectorCollector({ now: () => Date.now(), open: options.open || replay || read(OPEN_KEY) });
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

  if (replay) {
    try {
      win.sessionStorage.setItem(REPLAY_KEY, 'true');
    } catch {
      // Storage refused: replay mode holds for this page only.
    }
    const running = () => {
      const { actors, running: ids } = shownActors({ ...collector.actor.getSnapshot().context, travel: null });
      return ids.map((id) => actors[id]);
    };
    const refAt = (path: string) => {
      const target = running()
        .filter((actor) => actor.path === path)
        .at(-1);
      return target ? collector.refOf(target.sessionId) : undefined;
    };
    // Values read from the actors themselves: the recording reaches the panel a microtask later.
    const valueOf = (ref: ReturnType<typeof refAt>) => (ref?.getSnapshot() as { value?: unknown } | undefined)?.value;
    const hook: PortalReplayHook = {
      actors: () => running().map(({ path, machineId, sessionId }) => ({ path, machineId, value: valueOf(collector.refOf(sessionId)) })),
      valueOf: (path) => valueOf(refAt(path)),
      send: (path, event) => {
        const ref = refAt(path);
        ref?.send(event);
        return valueOf(ref);
      },
      received: (type) => {
        const context = collector.actor.getSnapshot().context;
        return logEntries(context)
          .filter((entry) => entry.type === type)
          .map((entry) => ({ seq: entry.seq, path: actorOf(context, entry.targetId)?.path ?? entry.targetId, payload: entry.payload }));
      },
    };
    (win as Window & { __portalReplay?: PortalReplayHook }).__portalReplay = hook;
  }

  createRoot(host).render(
    <StrictMode>
      <InspectorPanel actor={collector.actor} machineOf={collector.machineOf} saveTrace={saveTrace} />
    </StrictMode>,
  );
  return collector;
}
