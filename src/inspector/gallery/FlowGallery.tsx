// The flow gallery: one page per machine of machines/registry.ts (read when the page loads, so a
// machine added there appears here with no edit), with its chart (the panel's renderer), its states
// and events in words, the journeys its model tests generate (the selected one's final state is
// highlighted on the chart), what those model tests covered, a "Copy for Stately" button and a
// link to its Mermaid file.
import { useEffect, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds } from '../chart/chartGraph';
import { statelyCode } from '../chart/statelyExport';
import type { Traceability } from '../chart/traceability';
import { StateChart } from '../views/StateChart';
import { CitedSections, CoverageLine, machineSummary, StatesInWords, type PublishedCoverage, type PublishedJourney } from './parts';
import { SPEC_PAGE, SpecPageLine, SpecSections } from './SpecSections';

export type { PublishedCoverage, PublishedJourney } from './parts';
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
          <SpecSections data={traceability} flowLink={(flow) => link(`${BASE}/${encodeURIComponent(flow)}`, flow)} />
        ) : (
          <section>
            {id && (
              <p className="insp-error" role="alert">
                No machine named “{id}” in machines/registry.ts.
              </p>
            )}
            <h2>The portal’s flows</h2>
            <SpecPageLine link={link(`${BASE}/${SPEC_PAGE}`, 'Spec sections')} />
            <p>Every flow of the portal is a state machine; the tests are generated from the same machines. Pick one:</p>
            <ul className="flows-index">
              {machines.map((item) => (
                <li key={item.id}>
                  {link(`${BASE}/${encodeURIComponent(item.id)}`, item.id)} <span className="insp-muted">{machineSummary(item)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </div>
  );
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
      {coverage && <CoverageLine coverage={coverage} />}
      {copyStatus && (
        <p role="status" data-copy-status>
          {copyStatus}
        </p>
      )}
      {copyStatus.startsWith('The browser refused') && <textarea readOnly className="flows-code" value={statelyCode(machine)} />}

      <CitedSections machine={machine} />

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
          <StatesInWords machine={machine} journeys={journeyList} />
        </section>
      </div>
    </article>
  );
}
