// The live inspector panel (development and QA builds): actor tree, the selected actor's chart with
// its active states and last transition, its context, and the event log with filters and pause.
// Everything shown comes from the inspector actor, already redacted.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { activeStateIds } from '../chart/chartGraph';
import { StateChart } from './StateChart';
import { useInspector, type InspectorRef } from './useInspector';

interface InspectorPanelProps {
  actor: InspectorRef;
  /** The machine a running actor runs (drawn as its chart). */
  machineOf: (sessionId: string | null) => AnyActorLogic | undefined;
  /** Saves the exported trace (a download in the browser). */
  saveTrace: (json: string) => void;
}

const time = (at: number) => {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function InspectorPanel({ actor, machineOf, saveTrace }: InspectorPanelProps) {
  const inspector = useInspector(actor);
  const [scale, setScale] = useState(0.6);
  const selectedId = inspector.selected?.sessionId ?? null;
  const machine = machineOf(selectedId) as AnyStateMachine | undefined;
  const active = useMemo(
    () => (machine && inspector.selected ? activeStateIds(machine, inspector.selected.value) : new Set<string>()),
    [machine, inspector.selected],
  );
  // Big charts (the app's) do not fit: keep the deepest active state in view as it changes.
  const chartBox = useRef<HTMLDivElement>(null);
  const activeKey = [...active].join(' ');
  const scrollToActive = () => {
    const box = chartBox.current;
    const target = box?.querySelector<SVGGElement>('.insp-state-atomic.insp-active, .insp-state-final.insp-active');
    if (!box || !target) return;
    const boxRect = box.getBoundingClientRect();
    const rect = target.getBoundingClientRect();
    box.scrollLeft += rect.left - boxRect.left - box.clientWidth / 2 + rect.width / 2;
    box.scrollTop += rect.top - boxRect.top - box.clientHeight / 2 + rect.height / 2;
  };
  // Scrolls when the active states or the zoom change.
  useEffect(scrollToActive, [activeKey, scale]);
  const labelOf = (sessionId: string | null) => (sessionId ? (inspector.actors[sessionId]?.label ?? sessionId) : '(outside)');

  if (!inspector.open) return null;
  return (
    <aside className="insp-panel" data-machine="inspector" data-state={inspector.stateValue} aria-label="State inspector">
      <header className="insp-header">
        <h2>State inspector</h2>
        <button type="button" onClick={() => saveTrace(JSON.stringify(inspector.trace(), null, 2))}>
          Export trace
        </button>
        <button type="button" onClick={inspector.close} aria-label="Close the inspector">
          ×
        </button>
      </header>

      <section className="insp-section" aria-label="Actors">
        <h3>Actors</h3>
        <ul className="insp-tree" data-inspector="tree">
          {inspector.tree.map(({ actor: item, depth }) => (
            <li key={item.sessionId} style={{ paddingLeft: depth * 14 }}>
              <button
                type="button"
                data-actor={item.label}
                aria-pressed={item.sessionId === selectedId}
                onClick={() => inspector.select(item.sessionId)}
              >
                {item.label}
                {item.machineId && item.machineId !== item.label ? <span className="insp-muted"> ({item.machineId})</span> : null}
                {item.machineId ? <span className="insp-value"> {stateText(item.value)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </section>

      {inspector.selected && (
        <section className="insp-section" aria-label="Chart">
          <h3>
            Chart of {inspector.selected.label}
            <span className="insp-zoom">
              <button type="button" onClick={() => setScale((s) => Math.max(0.2, s - 0.1))} aria-label="Zoom out">
                −
              </button>
              <button type="button" onClick={() => setScale((s) => Math.min(1.5, s + 0.1))} aria-label="Zoom in">
                +
              </button>
            </span>
          </h3>
          {inspector.selected.lastTransition && (
            <p className="insp-muted" data-inspector="last-transition">
              Last: {inspector.selected.lastTransition.eventType}
            </p>
          )}
          <div className="insp-chart-box" ref={chartBox}>
            {machine ? (
              <StateChart
                machine={machine}
                active={active}
                lastTaken={inspector.selected.lastTransition?.transitions}
                scale={scale}
                onDrawn={scrollToActive}
              />
            ) : (
              <p className="insp-muted">This actor is not a state machine: no chart.</p>
            )}
          </div>
        </section>
      )}

      {inspector.selected && (
        <section className="insp-section" aria-label="Context">
          <h3>Context of {inspector.selected.label}</h3>
          <pre className="insp-context" data-inspector="context">
            {JSON.stringify(inspector.selected.context, null, 2)}
          </pre>
        </section>
      )}

      <section className="insp-section" aria-label="Events">
        <h3>Events</h3>
        <div className="insp-filters">
          <label>
            Actor{' '}
            <select value={inspector.filter.actorId} onChange={(event) => inspector.filterByActor(event.target.value)}>
              <option value="">all</option>
              {inspector.tree.map(({ actor: item }) => (
                <option key={item.sessionId} value={item.sessionId}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Type{' '}
            <input
              value={inspector.filter.type}
              onChange={(event) => inspector.filterByType(event.target.value)}
              placeholder="e.g. LOCATION"
            />
          </label>
          {inspector.paused ? (
            <button type="button" onClick={inspector.resume}>
              Resume{inspector.heldCount ? ` (${inspector.heldCount} waiting)` : ''}
            </button>
          ) : (
            <button type="button" onClick={inspector.pause}>
              Pause
            </button>
          )}
          <button type="button" onClick={inspector.clear}>
            Clear
          </button>
        </div>
        <ol className="insp-log" data-inspector="log" reversed>
          {[...inspector.log].reverse().map((entry) => (
            <li key={entry.seq} data-event-type={entry.type}>
              <span className="insp-muted">{time(entry.at)}</span>{' '}
              <span>
                {labelOf(entry.sourceId)} → {labelOf(entry.targetId)}
              </span>{' '}
              <strong>{entry.type}</strong> <code>{JSON.stringify(entry.payload)}</code>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
