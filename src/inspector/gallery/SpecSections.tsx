// The gallery's "Spec sections" page (/__flows/spec in the portal, spec.html in the static folder of
// `npm run flows`): every section of the spec with the flows whose descriptions cite it and the
// tests behind them, the sections no flow covers first. The data is docs/traceability.json, written
// by `npm run charts` (the browser cannot read the spec).
import type { ReactNode } from 'react';
import type { Traceability } from '../chart/traceability';

export const SPEC_PAGE = 'spec';

interface SpecSectionsProps {
  data: Traceability | undefined;
  /** A link to a flow's page in this gallery, by machine id. */
  flowLink: (id: string) => ReactNode;
}

/** The index's line leading to the page. */
export function SpecPageLine({ link }: { link: ReactNode }) {
  return <p data-spec-link>{link}: the spec’s sections with the flows and tests behind each, and the ones no flow covers.</p>;
}

export function SpecSections({ data, flowLink }: SpecSectionsProps) {
  if (!data) {
    return (
      <section aria-label="Spec sections">
        <h2>Spec sections</h2>
        <p className="insp-muted">No traceability data in this build: run npm run charts (docs/traceability.json).</p>
      </section>
    );
  }
  const uncovered = data.rows.filter((row) => row.status === 'uncovered');
  const notAFlow = data.rows.filter((row) => row.status === 'not a flow');
  const rowName = (row: Traceability['rows'][number]) => (row.part ? row.ref : `${row.ref} ${row.title}`);
  return (
    <article className="flows-page flows-spec" data-spec-page>
      <h2>Spec sections</h2>
      <p>
        Each section of the spec and each named part of it, with the flows whose states and transitions cite it (how many) and the tests
        behind those flows. Tests behind a flow: {withCode(data.testRule)}
      </p>

      <section aria-label="Sections no flow covers">
        <h3>
          Sections no flow covers ({uncovered.length} uncovered, {notAFlow.length} not a flow)
        </h3>
        {uncovered.length === 0 && notAFlow.length === 0 && <p>Every section is covered by a flow.</p>}
        <ul data-uncovered>
          {uncovered.map((row) => (
            <li key={row.ref} data-spec-row={row.ref}>
              {rowName(row)}: uncovered
            </li>
          ))}
          {notAFlow.map((row) => (
            <li key={row.ref} data-spec-row={row.ref}>
              {rowName(row)}: not a flow ({row.reason})
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Sections and their flows">
        <h3>Sections and their flows</h3>
        <table className="flows-trace">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Flows (states and transitions citing it)</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.ref} data-spec-row={row.ref} data-status={row.status} className={row.part ? 'flows-trace-part' : undefined}>
                <th scope="row">{rowName(row)}</th>
                <td>
                  {row.flows.length === 0
                    ? '—'
                    : row.flows.map((flow, index) => (
                        <span key={flow.id} data-flow={flow.id}>
                          {index > 0 && ', '}
                          {flowLink(flow.id)} ({flow.items})
                        </span>
                      ))}
                </td>
                <td>{row.status === 'not a flow' ? `not a flow: ${row.reason}` : row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-label="Flows and their tests">
        <h3>Flows and their tests</h3>
        <dl className="flows-states">
          {Object.entries(data.tests).map(([id, files]) => (
            <div key={id} data-flow-tests={id}>
              <dt>{flowLink(id)}</dt>
              {files.length ? files.map((file) => <dd key={file}>{file}</dd>) : <dd>no test file</dd>}
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}

/** The rule as written for markdown: backticked parts as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part));
}
