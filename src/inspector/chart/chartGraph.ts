// A machine definition as a graph to lay out: one box per state node (compound and parallel states
// hold their children), one edge per transition target, labelled with the transition's description
// in words (descriptions.ts) or, without one, the event, the guard name and the delay name; the
// technical label stays on the edge as `detail`. Pure: the panel and the gallery lay it out with
// elkjs (layout.ts).
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';
import { descriptionWords, transitionKey } from './descriptions';
import { eventText, guardLabel } from './labels';

export interface ChartState {
  /** State node id: `app.ready.session.authorised.signedIn`. */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Invoked actors, entry and exit action names, in words. */
  notes: string[];
  /** The state's `description` in the machine, if it has one. */
  description?: string;
  children: ChartState[];
}

export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** The event (`after toastDuration`, `always`, `done` for state completion). */
  event: string;
  guard: string | null;
  /** The raw event type, to match the last transition taken. */
  eventType: string;
  /** What the arrow reads: the description's words, or `detail` when there is none. */
  label: string;
  /** `EVENT [guard]`: the technical event, shown on hover. */
  detail: string;
  /** The transition's stable name (descriptions.ts `transitionKey`): journeys name what they take by it. */
  key: string;
}

export interface ChartGraph {
  machineId: string;
  root: ChartState;
  edges: ChartEdge[];
}

const AFTER = 'xstate.after.';

/** XState's internal event names in words: `checkAuth answers`, `loadAlerts fails`, `after toastDuration`. */
export function eventsInWords(text: string): string {
  return text
    .replace(/xstate\.done\.actor\.([\w.-]+)/g, '$1 answers')
    .replace(/xstate\.error\.actor\.([\w.-]+)/g, '$1 fails')
    .replace(/xstate\.after\.(\w+)\.[\w.#-]+/g, 'after $1');
}

/** The same words as the Mermaid charts (./mermaid.ts). */
export const eventName = eventText;

function named(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const type = (item as { type?: unknown } | null)?.type;
    // XState implements `after` with a raise and a cancel whose ids start with xstate.after.
    const id = item as { id?: unknown; sendId?: unknown } | null;
    const plumbing = [id?.id, id?.sendId].some((value) => typeof value === 'string' && value.startsWith(AFTER));
    if (plumbing) return [];
    return typeof type === 'string' ? [type.replace(/^xstate\./, '')] : [];
  });
}

function notesOf(node: AnyStateNode): string[] {
  const notes: string[] = [];
  // A transition without a target changes no state: it is a line of the box, not an arrow.
  for (const transition of transitionsOf(node).filter((t) => !t.target?.length)) {
    const guard = transition.guard === undefined ? '' : ` [${guardLabel(transition.guard)}]`;
    notes.push(`on ${eventName(transition)}${guard}`);
  }
  for (const invoke of node.invoke) notes.push(`invoke ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  const entry = named(node.entry);
  if (entry.length) notes.push(`entry / ${entry.join(', ')}`);
  const exit = named(node.exit);
  if (exit.length) notes.push(`exit / ${exit.join(', ')}`);
  return notes;
}

export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const edges: ChartEdge[] = [];
  const visit = (node: AnyStateNode): ChartState => {
    for (const transition of transitionsOf(node)) {
      if (!transition.target?.length) continue;
      const targets: AnyStateNode[] = [...transition.target];
      const event = eventName(transition);
      const guard = transition.guard === undefined ? null : guardLabel(transition.guard);
      const detail = guard ? `${event} [${guard}]` : event;
      const words = descriptionWords(transition.description);
      for (const target of targets) {
        edges.push({
          id: `e${edges.length}`,
          source: node.id,
          target: target.id,
          event,
          guard,
          eventType: transition.eventType,
          label: words || detail,
          detail,
          key: transitionKey(transition),
        });
      }
    }
    return {
      id: node.id,
      key: node === machine.root ? machine.id : node.key,
      type: node.type,
      notes: notesOf(node),
      ...(node.description ? { description: node.description } : {}),
      children: childrenOf(node).map(visit),
    };
  };
  const root = visit(machine.root);
  return { machineId: machine.id, root, edges };
}

/** Ids of the state nodes a state value makes active (the root included). */
export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>([machine.root.id]);
  const walk = (node: AnyStateNode, part: unknown) => {
    if (typeof part === 'string') {
      const child = node.states[part] as AnyStateNode | undefined;
      if (child) {
        ids.add(child.id);
        walk(child, undefined);
      }
      return;
    }
    if (part && typeof part === 'object') {
      for (const [key, sub] of Object.entries(part as Record<string, StateValue>)) {
        const child = node.states[key] as AnyStateNode | undefined;
        if (!child) continue;
        ids.add(child.id);
        walk(child, sub);
      }
    }
  };
  walk(machine.root, value);
  return ids;
}

/** Every state node id of a machine, root first (for the gallery's "states in words"). */
export function allStates(machine: AnyStateMachine): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    list.push(node);
    childrenOf(node).forEach(visit);
  };
  visit(machine.root);
  return list;
}
