// How a machine's parts read in a chart: guard, action and event names as written in the machine
// config (used by the Mermaid charts, the inspector's chart and the Stately export).
import type { AnyTransitionDefinition } from 'xstate';

/** Name of a guard as written in the machine config. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(composite.guards)) {
      return `${composite.name}(${composite.guards.map(guardLabel).join(', ')})`;
    }
    if ('stateValue' in composite) return `in(${JSON.stringify(composite.stateValue)})`;
    return composite.name ? `inline ${composite.name}` : 'inline guard';
  }
  return 'guard';
}

/** Name of an action as written in the machine config (built-ins lose their `xstate.` prefix). */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function')) {
    const { type } = action as { type?: unknown };
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    const { name } = action as { name?: unknown };
    if (typeof name === 'string' && name) return `inline ${name}`;
  }
  return 'inline action';
}

const AFTER = 'xstate.after.';

/** The event of a transition in words: `after toastDuration`, `always`, `done`, or its type. */
export function eventText(transition: AnyTransitionDefinition): string {
  const delay = (transition as { delay?: unknown }).delay;
  if (delay !== undefined) return typeof delay === 'number' ? `after ${delay}ms` : `after ${String(delay)}`;
  const type = transition.eventType;
  if (type === '') return 'always';
  if (type.startsWith(AFTER)) return `after ${type.slice(AFTER.length).split('.')[0]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** XState implements `after` with a delayed `raise` on entry and a `cancel` on exit: not shown. */
export function isDelayPlumbing(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown };
  const isAfterId = (value: unknown) => typeof value === 'string' && value.startsWith(AFTER);
  return (type === 'xstate.raise' && isAfterId(id)) || (type === 'xstate.cancel' && isAfterId(sendId));
}
