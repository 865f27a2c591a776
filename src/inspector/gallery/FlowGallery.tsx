// The flow gallery: one page per machine of machines/registry.ts (read when the page loads, so a
// machine added there appears here with no edit), with its chart (the panel's renderer), its states
// and events in words, the journeys its model tests generate (the selected one's final state is
// highlighted on the chart), what those model tests covered, a "Copy for Stately" button and a
// link to its Mermaid file.
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { activeStateIds, allStates, eventName, eventsInWords, transitionsOf } from '../chart/chartGraph';
import { citationsOf, descriptionWords, transitionKey } from '../chart/descriptions';
import { statelyCode } from '../chart/statelyExport';
import type { Traceability } from '../chart/traceability';
import { StateChart } from '../views/StateChart';
import { SPEC_PAGE, SpecSections } from './SpecSections';

export interface PublishedJourney {
  model: string;
  /** The scenario in words. */
  description: string;
  /** The technical path, with its test data. */
  detail?: string;
  /** The transitions each step took, by transitionKey. */
  steps?: Array<{ transitions: string[] }>;
  finalState: unknown;
}
/** What the model tests covered (docs/journeys/<id>.json `coverage`; docs/model-testing.md). */
export interface PublishedCoverage {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  sneakPaths: { covered: number; total: number; states: number; events: number };
}
export type JourneysLoader = (machineId: string) => (() => Promise<unknown>) | null;
export type TextLoader = (machineId: string) => (() => Promise<string>) | null;

interface FlowGalleryProps {
  machines: readonly AnyStateMachine[];
  journeys: JourneysLoader;
  mermaid: TextLoader;
  window: Window;
  /** docs/traceability.json, for the "Spec sections" page. */
  traceability?: Traceability;
}

const BASE = '/__flows';

function usePath(win: Window) {
  const [path, setPath] = useState(win.location.pathname);
  useEffect(() => {
    const update = () => setPath(win.location.pathname);
    win.addEventListener('popstate', update);
    return () => win.removeEventListener('popstate', update);
  }, [win]);
  const go = (to: string) => {
    win.history.pushState(null, '', to);
    setPath(to);
    win.scrollTo?.(0, 0);
  };
  return [path, go] as const;
}

export function FlowGallery({ machines, journeys, mermaid, window: win, traceability }: FlowGalleryProps) {
  const [path, go] = usePath(win);
  const id = decodeURIComponent(path.slice(BASE.length).replace(/^\/+|\/+$/g, ''));
  const machine = machines.find((item) => item.id === id);
  const link = (to: string, text: string) => (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
    >
      {text}
    </a>
  );
  return (
    <div className="flows" data-gallery={machine ? machine.id : 'index'}>
      <nav className="flows-nav" aria-label="Machines">
        <h1>{link(BASE, 'Flows')}</h1>
        <ul>
          {machines.map((item) => (
            <li key={item.id} aria-current={item === machine ? 'page' : undefined}>
              {link(`${BASE}/${encodeURIComponent(item.id)}`, item.id)}
            </li>
          ))}
        </ul>
      </nav>
      <main className="flows-main">
        {machine ? (
          <MachinePage key={machine.id} machine={machine} journeys={journeys} mermaid={mermaid} win={win} />
        ) : id === SPEC_PAGE ? (
          <SpecSections data={traceability} link={link} base={BASE} />
        ) : (
          <section>
            {id && (
              <p className="insp-error" role="alert">
                No machine named “{id}” in machines/registry.ts.
              </p>
            )}
            <h2>The portal’s flows</h2>
            <p data-spec-link>
              {link(`${BASE}/${SPEC_PAGE}`, 'Spec sections')}: the spec’s sections with the flows and tests behind each, and the ones no
              flow covers.
            </p>
            <p>Every flow of the portal is a state machine; the tests are generated from the same machines. Pick one:</p>
            <ul className="flows-index">
              {machines.map((item) => (
                <li key={item.id}>
                  {link(`${BASE}/${encodeURIComponent(item.id)}`, item.id)}{' '}
                  <span className="insp-muted">
                    {allStates(item).length - 1} states, {item.events.length} events
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </div>
  );
}

const stateName = (machine: AnyStateMachine, node: AnyStateNode) => (node === machine.root ? machine.id : node.path.join('.'));

/** Journey numbers (1-based) by the transitions they take. */
function journeysByTransition(journeys: readonly PublishedJourney[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  journeys.forEach((journey, index) => {
    for (const key of new Set((journey.steps ?? []).flatMap((step) => step.transitions))) {
      byKey.set(key, [...(byKey.get(key) ?? []), index + 1]);
    }
  });
  return byKey;
}

function describeState(machine: AnyStateMachine, node: AnyStateNode, taking: Map<string, number[]>): string[] {
  const lines: string[] = [];
  const words = descriptionWords(node.description);
  if (words) lines.push(words);
  if (node.type === 'parallel') lines.push('its regions run at the same time');
  if (node.type === 'final') lines.push('final: the flow ends here');
  if (node.initial?.target?.length) lines.push(`starts in ${node.initial.target.map((t) => t.key).join(', ')}`);
  for (const invoke of node.invoke) lines.push(`runs ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  for (const transition of transitionsOf(node)) {
    const guard =
      transition.guard === undefined
        ? ''
        : ` if ${typeof transition.guard === 'string' ? transition.guard : ((transition.guard as { type?: string }).type ?? 'a condition')}`;
    const target = transition.target?.length ? ` → ${transition.target.map((t) => stateName(machine, t)).join(', ')}` : ' (stays)';
    const said = descriptionWords(transition.description);
    const journeys = taking.get(transitionKey(transition));
    const taken = journeys ? ` · journeys ${journeys.map((n) => `#${n}`).join(', ')}` : '';
    lines.push(`${said ? `${said} — ` : ''}on ${eventsInWords(eventName(transition))}${guard}${target}${taken}`);
  }
  return lines;
}

function MachinePage({
  machine,
  journeys,
  mermaid,
  win,
}: {
  machine: AnyStateMachine;
  journeys: JourneysLoader;
  mermaid: TextLoader;
  win: Window;
}) {
  const [published, setPublished] = useState<PublishedJourney[] | null | 'none'>(null);
  const [coverage, setCoverage] = useState<PublishedCoverage | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [mermaidUrl, setMermaidUrl] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState('');

  useEffect(() => {
    const load = journeys(machine.id);
    if (!load) {
      setPublished('none');
      return;
    }
    let cancelled = false;
    load().then(
      (file) => {
        if (cancelled) return;
        const { journeys: list, coverage: figures } = file as { journeys?: PublishedJourney[]; coverage?: PublishedCoverage };
        setPublished(list ?? []);
        setCoverage(figures ?? null);
      },
      () => !cancelled && setPublished('none'),
    );
    return () => {
      cancelled = true;
    };
  }, [machine, journeys]);

  useEffect(() => {
    const load = mermaid(machine.id);
    if (!load) return;
    let url: string | null = null;
    let cancelled = false;
    void load().then((text) => {
      if (cancelled) return;
      url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
      setMermaidUrl(url);
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [machine, mermaid]);

  const journeyList = Array.isArray(published) ? published : [];
  const chosen = selected === null ? null : journeyList[selected];
  const highlighted = useMemo(() => {
    if (!chosen) return new Set<string>();
    const ids = activeStateIds(machine, chosen.finalState);
    ids.delete(machine.root.id);
    return ids;
  }, [machine, chosen]);

  const copy = async () => {
    const code = statelyCode(machine);
    try {
      await win.navigator.clipboard.writeText(code);
      setCopyStatus('Copied: paste it in the Stately editor (Import from code).');
    } catch {
      setCopyStatus('The browser refused the clipboard: the code is shown below, copy it by hand.');
    }
  };

  const states = allStates(machine);
  const taking = journeysByTransition(journeyList);
  const sections = [...citationsOf(machine)].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  return (
    <article className="flows-page" data-machine-page={machine.id}>
      <header className="flows-page-header">
        <h2>{machine.id}</h2>
        {machine.root.description && <p data-machine-description>{machine.root.description}</p>}
        <button type="button" onClick={() => void copy()}>
          Copy for Stately
        </button>
        {mermaidUrl ? (
          <a href={mermaidUrl} target="_blank" rel="noreferrer" data-mermaid-link>
            Mermaid file (docs/statecharts/{machine.id}.md)
          </a>
        ) : (
          <span className="insp-muted">docs/statecharts/{machine.id}.md</span>
        )}
      </header>
      {coverage && (
        <p className="flows-coverage" data-coverage>
          Covered by its model tests: states {coverage.states.covered}/{coverage.states.total}, transitions {coverage.transitions.covered}/
          {coverage.transitions.total},{' '}
          <span title="an event a state does not handle, sent there anyway: nothing may change (docs/model-testing.md)">
            sneak paths {coverage.sneakPaths.covered}/{coverage.sneakPaths.total}
          </span>{' '}
          <span className="insp-muted">
            ({coverage.sneakPaths.events} event types, in the {coverage.sneakPaths.states} distinct snapshots the paths reach)
          </span>
        </p>
      )}
      {copyStatus && (
        <p role="status" data-copy-status>
          {copyStatus}
        </p>
      )}
      {copyStatus.startsWith('The browser refused') && <textarea readOnly className="flows-code" value={statelyCode(machine)} />}

      <section aria-label="Spec sections">
        <h3>Spec sections it implements ({sections.length})</h3>
        <ul className="flows-sections" data-spec-sections>
          {sections.map(([ref, items]) => (
            <li key={ref} data-spec-ref={ref}>
              {ref} <span className="insp-muted">({items.length} states and transitions)</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Chart" className="flows-chart">
        <StateChart machine={machine} highlighted={highlighted} scale={0.8} />
      </section>

      <div className="flows-columns">
        <section aria-label="Journeys">
          <h3>Journeys ({journeyList.length})</h3>
          {published === null && <p className="insp-muted">Loading…</p>}
          {published === 'none' && (
            <p className="insp-muted">No model test publishes journeys for this machine yet (tests/model/journeys.ts).</p>
          )}
          <ol className="flows-journeys" data-journeys>
            {journeyList.map((journey, index) => (
              <li key={index}>
                <button
                  type="button"
                  aria-pressed={selected === index}
                  title={journey.detail}
                  onClick={() => setSelected(selected === index ? null : index)}
                >
                  <span className="insp-muted">{journey.model}: </span>
                  {journey.description}
                </button>
                {journey.detail && selected === index && (
                  <p className="insp-muted" data-journey-detail>
                    {journey.detail}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
        <section aria-label="States">
          <h3>States ({states.length - 1})</h3>
          <dl className="flows-states">
            {states.map((node) => (
              <div key={node.id} data-state-words={node.id}>
                <dt>{stateName(machine, node)}</dt>
                {describeState(machine, node, taking).map((line, index) => (
                  <dd key={index}>{line}</dd>
                ))}
              </div>
            ))}
          </dl>
          <h3>Events ({machine.events.length})</h3>
          <p className="flows-events">
            {machine.events.map((type) => (
              <code key={type}>{type}</code>
            ))}
          </p>
        </section>
      </div>
    </article>
  );
}
