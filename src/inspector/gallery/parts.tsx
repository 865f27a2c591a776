// What the flow gallery says about a machine in words, shared by the gallery in the portal
// (FlowGallery.tsx) and the static gallery (staticPages.tsx, `npm run flows`): the states with their
// descriptions, invocations and arrows, and the events. The words of an arrow come from the chart's
// own labels (chart/labels.ts, chart/chartGraph.ts).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStates, eventName, eventsInWords, transitionsOf } from '../chart/chartGraph';

export interface PublishedJourney {
  model: string;
  description: string;
  finalState: unknown;
}

export const stateName = (machine: AnyStateMachine, node: AnyStateNode) => (node === machine.root ? machine.id : node.path.join('.'));

/** A state in words: its description first (when the machine gives one), then what it does. */
export function describeState(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const lines: string[] = [];
  if (node.description) lines.push(node.description);
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
    const why = transition.description ? `: ${transition.description}` : '';
    lines.push(`on ${eventsInWords(eventName(transition))}${guard}${target}${why}`);
  }
  return lines;
}

export function StatesInWords({ machine }: { machine: AnyStateMachine }) {
  const states = allStates(machine);
  return (
    <>
      <h3>States ({states.length - 1})</h3>
      <dl className="flows-states">
        {states.map((node) => (
          <div key={node.id} data-state-words={node.id}>
            <dt>{stateName(machine, node)}</dt>
            {describeState(machine, node).map((line, index) => (
              <dd key={index} className={index === 0 && node.description ? 'flows-description' : undefined}>
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
