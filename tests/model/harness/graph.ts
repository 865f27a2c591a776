// The machine's graph as the gate counts it: its states, its transitions (each branch of a guarded
// list on its own) and their labels, and the coverage rules that match them.
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { CoverageRule, TransitionMatcher } from './types';

export const ALWAYS = 'always';

/** Name of a guard as written in the machine (`isValid`, `not(isValid)`, `inline`). */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  if (typeof guard === 'function') return guard.name ? `inline ${guard.name}` : 'inline guard';
  return 'guard';
}

export function eventDescriptorOf(transition: AnyTransitionDefinition): string {
  return transition.eventType === '' ? ALWAYS : String(transition.eventType);
}

export function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source as AnyStateNode;
  if (transition.eventType === '') return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
}

export interface TransitionItem {
  key: string;
  label: string;
  source: string;
  event: string;
  targets: string[];
  guard: string | undefined;
}

/**
 * A transition's identity, equal for the same transition of two instances of a machine (the
 * harness's provided machine and the original): source id, event descriptor, index among the
 * source's candidates for that event.
 */
export function describeTransition(transition: AnyTransitionDefinition): TransitionItem {
  const source = (transition.source as AnyStateNode).id;
  const event = eventDescriptorOf(transition);
  const candidates = candidatesOf(transition);
  const index = Math.max(
    0,
    candidates.findIndex((c) => c === transition),
  );
  const targets = (transition.target ?? []).map((t: AnyStateNode) => t.id);
  const guard = guardName(transition.guard);
  const arrowText = `${event}${guard ? ` [${guard}]` : ''}`;
  const targetText = targets.length ? targets.join(', ') : '(no target)';
  const rank = candidates.length > 1 && !guard ? ` (#${index + 1})` : '';
  return {
    key: `${source}\u0000${event}\u0000${index}`,
    label: `${source} --${arrowText}${rank}--> ${targetText}`,
    source,
    event,
    targets,
    guard,
  };
}

/** A transition that does something when taken (not one declared only to block an ancestor's). */
export const isEffective = (transition: AnyTransitionDefinition) =>
  Boolean(transition.target?.length || transition.actions.length || transition.reenter);

export function collectGraphTransitions(machine: AnyStateMachine): TransitionItem[] {
  const seen = new Set<AnyTransitionDefinition>();
  const items: TransitionItem[] = [];
  const add = (transition: AnyTransitionDefinition) => {
    if (seen.has(transition)) return;
    seen.add(transition);
    items.push(describeTransition(transition));
  };
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) add(edge.transition);
    // toDirectedGraph leaves out eventless transitions: take them from the state node.
    for (const transition of node.stateNode.always ?? []) add(transition);
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return items;
}

export function collectGraphStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id);
}

export const stripHash = (id: string) => (id.startsWith('#') ? id.slice(1) : id);

export function matchesTransition(item: TransitionItem, matcher: TransitionMatcher): boolean {
  if (stripHash(matcher.source) !== item.source) return false;
  if (matcher.event !== item.event) return false;
  if (matcher.guard !== undefined && matcher.guard !== item.guard) return false;
  if (matcher.target !== undefined) {
    const wanted = (typeof matcher.target === 'string' ? [matcher.target] : [...matcher.target]).map(stripHash).sort();
    const actual = [...item.targets].sort();
    if (wanted.join('\u0000') !== actual.join('\u0000')) return false;
  }
  return true;
}

export function describeRule(rule: CoverageRule): string {
  if ('state' in rule) return `state ${stripHash(rule.state)} (${rule.reason})`;
  if ('action' in rule) return `action ${rule.action} (${rule.reason})`;
  if ('sneakPath' in rule) {
    const { event, state } = rule.sneakPath;
    return `sneak path ${event}${state ? ` in ${stripHash(state)}` : ''} (${rule.reason})`;
  }
  const { source, event, target, guard } = rule.transition;
  const targetText = target === undefined ? '*' : typeof target === 'string' ? target : target.join(', ') || '(no target)';
  return `${stripHash(source)} --${event}${guard ? ` [${guard}]` : ''}--> ${targetText} (${rule.reason})`;
}

export function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}
