// The live inspector panel (development and QA builds): actor tree, the selected actor's chart with
// its active states and last transition, its context, and the event log with filters and pause.
// Choosing an entry of the log shows all of it as it was right after that entry (time travel).
// Everything shown comes from the inspector actor, already redacted.
import { useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { INSPECTOR_LOG_BUDGET_BYTES } from '../../../machines/domain/constants';
import { recordedStatePaths, type LogEntry } from '../../../machines/inspector/recording';
import { activeStateIds } from '../chart/chartGraph';
import { StateChart } from './StateChart';
import { useInspector, type InspectorRef } from './useInspector';

interface InspectorPanelProps {
  actor: InspectorRef;
  /** The machine a running actor runs (drawn as its chart). */
  machineOf: (sessionId: string | null) => AnyActorLogic | undefined;
  /** Saves the exported trace (a download in the browser). */
  saveTrace: (fileName: string, json: string) => void;
}

/** Log rows drawn at once (a long session has thousands): more on demand. */
const LOG_PAGE = 200;
const BUDGET_TEXT = `${(INSPECTOR_LOG_BUDGET_BYTES / 1024 / 1024).toLocaleString('en')} MB`;

const time = (at: number) => {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

export function InspectorPanel(props: InspectorPanelProps) {
  // Closed, the panel reads nothing else: the recording goes on without a render per event.
  const open = useSelector(props.actor, (snapshot) => snapshot.matches({ panel: 'open' }));
  return open ? <OpenPanel {...props} /> : null;
}

function OpenPanel({ actor, machineOf, saveTrace }: InspectorPanelProps) {
  const inspector = useInspector(actor);
  const [scale, setScale] = useState(0.6);
  const [logRows, setLogRows] = useState(LOG_PAGE);
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
  const { labelOf } = inspector;
  // Earlier and later: the neighbours of the entry travelled to, among the entries shown.
  const travelIndex = inspector.travel ? inspector.log.findIndex((entry) => entry.seq === inspector.travel!.seq) : -1;
  const previous = travelIndex > 0 ? inspector.log[travelIndex - 1] : null;
  const next = travelIndex >= 0 && travelIndex < inspector.log.length - 1 ? inspector.log[travelIndex + 1] : null;
  const rows = inspector.log.slice(-logRows).reverse();
  const hiddenRows = inspector.log.length - rows.length;

  return (
    <aside className="insp-panel" data-machine="inspector" data-state={inspector.stateValue} aria-label="State inspector">
      <header className="insp-header">
        <h2>State inspector</h2>
        <input
          className="insp-title"
          value={inspector.title}
          onChange={(event) => inspector.setTitle(event.target.value)}
          aria-label="Trace title (names the file and the test)"
          placeholder="Trace title, e.g. worker opens contracts"
        />
        <button
          type="button"
          disabled={!inspector.fileName}
          title={
            inspector.fileName
              ? `Saves ${inspector.fileName}: put it in tests/traces/`
              : 'Type a title first: it names the file and the test'
          }
          onClick={() => saveTrace(inspector.fileName, `${JSON.stringify(inspector.trace(), null, 2)}\n`)}
        >
          Export trace
        </button>
        <button type="button" onClick={inspector.close} aria-label="Close the inspector">
          ×
        </button>
      </header>

      {inspector.travel && (
        <div className="insp-travel" role="status" data-inspector="travel" data-seq={inspector.travel.seq}>
          <span>
            At #{inspector.travel.seq} <strong>{inspector.travel.type}</strong> ({time(inspector.travel.at)}): every actor as it was right
            after it.
          </span>
          <button type="button" disabled={!previous} onClick={() => previous && inspector.travelTo(previous.seq)}>
            ◀ Earlier
          </button>
          <button type="button" disabled={!next} onClick={() => next && inspector.travelTo(next.seq)}>
            Later ▶
          </button>
          <button type="button" onClick={inspector.backToLive}>
            Back to live
          </button>
        </div>
      )}

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
                {item.status !== 'active' ? <span className="insp-muted"> {item.status}</span> : null}
              </button>
              {item.machineId && (
                <ul className="insp-paths" data-state-paths={item.label}>
                  {recordedStatePaths(item.value).map((path) => (
                    <li key={path} className="insp-value">
                      {path}
                    </li>
                  ))}
                </ul>
              )}
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
              Resume{inspector.waiting ? ` (${inspector.waiting} waiting)` : ''}
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
        {inspector.dropped > 0 && (
          <p className="insp-muted" data-inspector="dropped">
            {inspector.dropped.toLocaleString('en')} oldest {inspector.dropped === 1 ? 'entry' : 'entries'} dropped to stay within{' '}
            {BUDGET_TEXT}.
          </p>
        )}
        <ol className="insp-log" data-inspector="log">
          {rows.map((entry) => (
            <LogRow
              key={entry.seq}
              entry={entry}
              source={labelOf(entry.sourceId)}
              target={labelOf(entry.targetId)}
              chosen={inspector.travel?.seq === entry.seq}
              travelTo={inspector.travelTo}
            />
          ))}
        </ol>
        {hiddenRows > 0 && (
          <button type="button" onClick={() => setLogRows((count) => count + LOG_PAGE)}>
            Show {Math.min(LOG_PAGE, hiddenRows)} earlier ({hiddenRows.toLocaleString('en')} not shown)
          </button>
        )}
      </section>
    </aside>
  );
}

interface LogRowProps {
  entry: LogEntry;
  source: string;
  target: string;
  chosen: boolean;
  travelTo: (seq: number) => void;
}

/** One entry of the log: drawn once (entries never change once their actors answered). */
const LogRow = memo(function LogRow({ entry, source, target, chosen, travelTo }: LogRowProps) {
  return (
    <li data-event-type={entry.type} data-seq={entry.seq}>
      <button
        type="button"
        aria-pressed={chosen}
        title="Show every actor as it was right after this event"
        onClick={() => travelTo(entry.seq)}
      >
        <span className="insp-muted">
          #{entry.seq} {time(entry.at)}
        </span>{' '}
        <span>
          {source} → {target}
        </span>{' '}
        <strong>{entry.type}</strong> <code>{JSON.stringify(entry.payload)}</code>
      </button>
    </li>
  );
});
