// The flow gallery as static files (`npm run flows`, scripts/flows.ts): plain HTML pages with the
// charts already drawn (elkjs runs at build time), one SVG file and one Stately file per machine,
// and one classic script (static/flows.js) for what a page does: mark a journey's end, copy the
// Stately code, download the chart as an SVG file (made from the page: a browser does not download
// a file:// link). No module script, no fetch: the folder opens from disk
// (file://) or any static host, with no stack and no sign-in. The words, the charts and the "Spec
// sections" page are the portal gallery's own (parts.tsx, ChartSvg, SpecSections.tsx).
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds } from '../chart/chartGraph';
import type { ChartLayout } from '../chart/layout';
import { statelyCode } from '../chart/statelyExport';
import type { Traceability } from '../chart/traceability';
import { ChartSvg } from '../views/StateChart';
import { CitedSections, CoverageLine, machineSummary, StatesInWords, type PublishedCoverage, type PublishedJourney } from './parts';
import { SpecPageLine, SpecSections } from './SpecSections';

/** Where each file of the folder is, relative to its pages. */
export const STATIC_FILES = {
  index: 'index.html',
  spec: 'spec.html',
  css: 'flows.css',
  script: 'flows.js',
  page: (id: string) => `${encodeURIComponent(id)}.html`,
  svg: (id: string) => `svg/${encodeURIComponent(id)}.svg`,
  stately: (id: string) => `stately/${encodeURIComponent(id)}.ts`,
  mermaid: (id: string) => `mermaid/${encodeURIComponent(id)}.md`,
};

export interface StaticMachine {
  machine: AnyStateMachine;
  layout: ChartLayout;
  /** The journeys its model tests publish (docs/journeys); null: none yet. */
  journeys: PublishedJourney[] | null;
  /** What its model tests covered (the journeys file's `coverage`); null: no figures. */
  coverage: PublishedCoverage | null;
  /** Whether its Mermaid chart (docs/statecharts) is in the folder. */
  mermaid: boolean;
}

const html = (page: ReactNode) => `<!DOCTYPE html>\n${renderToStaticMarkup(page)}\n`;

interface ShellProps {
  title: string;
  machines: readonly AnyStateMachine[];
  current: string | null;
  /** The page's data-gallery: the machine's id, `index` or `spec`. */
  gallery: string;
  /** The chart's style sheet, inline: the page's script puts it inside a downloaded SVG. */
  chartCss: string;
  children: ReactNode;
}

function Shell({ title, machines, current, gallery, chartCss, children }: ShellProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href={STATIC_FILES.css} />
        <style data-chart-style="">{chartCss}</style>
        <script src={STATIC_FILES.script} defer />
      </head>
      <body>
        <div className="flows" data-gallery={gallery} data-static-gallery="">
          <nav className="flows-nav" aria-label="Machines">
            <h1>
              <a href={STATIC_FILES.index}>Flows</a>
            </h1>
            <ul>
              {machines.map((machine) => (
                <li key={machine.id} aria-current={machine.id === current ? 'page' : undefined}>
                  <a href={STATIC_FILES.page(machine.id)}>{machine.id}</a>
                </li>
              ))}
            </ul>
          </nav>
          <main className="flows-main">{children}</main>
        </div>
      </body>
    </html>
  );
}

/** The folder's front page: the way to the spec sections, every machine with its size. */
export function staticIndexPage(machines: readonly AnyStateMachine[], builtFrom: string, chartCss: string): string {
  return html(
    <Shell title="Flows — state charts of the portal" machines={machines} current={null} gallery="index" chartCss={chartCss}>
      <section>
        <h2>The portal’s flows</h2>
        <SpecPageLine link={<a href={STATIC_FILES.spec}>Spec sections</a>} />
        <p>
          Every flow of the portal is a state machine; the tests are generated from the same machines. Pick one: its chart, its states and
          events in words, the journeys its model tests take, and its chart as an SVG file or as code for the Stately editor.
        </p>
        <ul className="flows-index">
          {machines.map((machine) => (
            <li key={machine.id}>
              <a href={STATIC_FILES.page(machine.id)}>{machine.id}</a> <span className="insp-muted">{machineSummary(machine)}</span>
            </li>
          ))}
        </ul>
        <p className="insp-muted" data-built-from>
          {builtFrom}
        </p>
      </section>
    </Shell>,
  );
}

/** The spec's sections with the flows citing each (linked to their pages in the folder) and their tests. */
export function staticSpecPage(traceability: Traceability | undefined, machines: readonly AnyStateMachine[], chartCss: string): string {
  const inFolder = new Set(machines.map((machine) => machine.id));
  // A flow the folder has no page for (a build from some machines only) is named, not linked.
  const flowLink = (id: string) => (inFolder.has(id) ? <a href={STATIC_FILES.page(id)}>{id}</a> : id);
  return html(
    <Shell title="Spec sections — flows of the portal" machines={machines} current={null} gallery="spec" chartCss={chartCss}>
      <SpecSections data={traceability} flowLink={flowLink} />
    </Shell>,
  );
}

/** One machine's page: the chart drawn, its files, its journeys and its states in words. */
export function staticMachinePage(item: StaticMachine, machines: readonly AnyStateMachine[], chartCss: string): string {
  const { machine, layout, journeys } = item;
  const code = statelyCode(machine);
  return html(
    <Shell title={`${machine.id} — flows of the portal`} machines={machines} current={machine.id} gallery={machine.id} chartCss={chartCss}>
      <article className="flows-page" data-machine-page={machine.id}>
        <header className="flows-page-header">
          <h2>{machine.id}</h2>
          {machine.root.description && <p data-machine-description>{machine.root.description}</p>}
          <a href={STATIC_FILES.svg(machine.id)} download={`${machine.id}.svg`} data-download-svg>
            Download the chart (SVG)
          </a>
          <button type="button" data-copy-stately>
            Copy for Stately
          </button>
          <a href={STATIC_FILES.stately(machine.id)} download={`${machine.id}.ts`} data-stately-file>
            Stately code ({machine.id}.ts)
          </a>
          {item.mermaid && (
            <a href={STATIC_FILES.mermaid(machine.id)} data-mermaid-link>
              Mermaid chart ({machine.id}.md)
            </a>
          )}
        </header>
        {item.coverage && <CoverageLine coverage={item.coverage} />}
        <p role="status" data-copy-status />
        <details data-stately-details>
          <summary>Code for the Stately editor (“Import from code”)</summary>
          <pre className="flows-code" data-stately-code>
            {code}
          </pre>
        </details>

        <CitedSections machine={machine} />

        <section aria-label="Chart" className="flows-chart">
          <ChartSvg layout={layout} scale={0.8} />
        </section>

        <div className="flows-columns">
          <section aria-label="Journeys">
            <h3>Journeys ({journeys?.length ?? 0})</h3>
            {journeys === null ? (
              <p className="insp-muted">No model test publishes journeys for this machine yet (tests/model/journeys.ts).</p>
            ) : (
              <p className="insp-muted">Choose one to mark where it ends on the chart.</p>
            )}
            <ol className="flows-journeys" data-journeys>
              {(journeys ?? []).map((journey, index) => {
                const ends = activeStateIds(machine, journey.finalState);
                ends.delete(machine.root.id);
                return (
                  <li key={index}>
                    <button type="button" aria-pressed="false" title={journey.detail} data-final-states={[...ends].join(' ')}>
                      <span className="insp-muted">{journey.model}: </span>
                      {journey.description}
                    </button>
                    {journey.detail && (
                      <p className="insp-muted" data-journey-detail hidden>
                        {journey.detail}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
          <section aria-label="States">
            <StatesInWords machine={machine} journeys={journeys ?? []} />
          </section>
        </div>
      </article>
    </Shell>,
  );
}

/** The chart as an SVG file of its own: the namespace and the chart's style inside, nothing to fetch. */
export function chartSvgFile(layout: ChartLayout, css: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<ChartSvg layout={layout} standalone={{ css }} />)}\n`;
}
