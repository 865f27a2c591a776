// What the flow gallery says about a machine in words, shared by the gallery in the portal
// (FlowGallery.tsx) and the static gallery (staticPages.tsx, `npm run flows`): the spec sections it
// implements, what its model tests covered, the states and transitions in their descriptions' words
// with the journeys taking each transition, and the events. The technical event, guard and target
// stay beside the words.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStates, eventName, eventsInWords, transitionsOf } from '../chart/chartGraph';
import { citationsOf, descriptionWords, transitionKey } from '../chart/descriptions';

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

export const stateName = (machine: AnyStateMachine, node: AnyStateNode) => (node === machine.root ? machine.id : node.path.join('.'));

/** Journey numbers (1-based) by the transitions they take. */
export function journeysByTransition(journeys: readonly PublishedJourney[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>();
  journeys.forEach((journey, index) => {
    for (const key of new Set((journey.steps ?? []).flatMap((step) => step.transitions))) {
      byKey.set(key, [...(byKey.get(key) ?? []), index + 1]);
    }
  });
  return byKey;
}

/** A state in words: its description first (when the machine gives one), then what it does. */
export function describeState(machine: AnyStateMachine, node: AnyStateNode, taking: Map<string, number[]> = new Map()): string[] {
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

/** The spec sections and documents the machine's descriptions cite, with how many items cite each. */
export function CitedSections({ machine }: { machine: AnyStateMachine }) {
  const sections = [...citationsOf(machine)].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  return (
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
  );
}

/** The states, transitions and sneak paths the machine's model tests covered. */
export function CoverageLine({ coverage }: { coverage: PublishedCoverage }) {
  return (
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
  );
}

export function StatesInWords({ machine, journeys = [] }: { machine: AnyStateMachine; journeys?: readonly PublishedJourney[] }) {
  const states = allStates(machine);
  const taking = journeysByTransition(journeys);
  return (
    <>
      <h3>States ({states.length - 1})</h3>
      <dl className="flows-states">
        {states.map((node) => (
          <div key={node.id} data-state-words={node.id}>
            <dt>{stateName(machine, node)}</dt>
            {describeState(machine, node, taking).map((line, index) => (
              <dd key={index} className={index === 0 && descriptionWords(node.description) ? 'flows-description' : undefined}>
                {line}
              </dd>
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
    </>
  );
}

/** `12 states, 9 events`: the index's line for a machine. */
export const machineSummary = (machine: AnyStateMachine) => `${allStates(machine).length - 1} states, ${machine.events.length} events`;
