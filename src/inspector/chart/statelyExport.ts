// A machine's definition as code the Stately editor imports ("Import from code"): the config with
// every action, guard, actor and delay by name (their implementations stay in the portal), targets
// written as `#state.id`, descriptions kept (the editor shows them). Pure; the gallery's "Copy for Stately" button puts it on the clipboard.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardLabel } from './labels';
import { childrenOf, transitionsOf } from './chartGraph';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const AFTER = 'xstate.after.';

function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    const item = action as { type?: unknown; id?: unknown; sendId?: unknown } | null;
    if ([item?.id, item?.sendId].some((value) => typeof value === 'string' && value.startsWith(AFTER))) return [];
    return typeof item?.type === 'string' ? [item.type.replace(/^xstate\./, '')] : [];
  });
}

function transitionConfig(transition: AnyTransitionDefinition): Json {
  const config: { [key: string]: Json } = {};
  if (transition.target?.length) config.target = transition.target.map((target) => `#${target.id}`);
  if (transition.guard !== undefined) config.guard = guardLabel(transition.guard);
  const actions = actionNames(transition.actions);
  if (actions.length) config.actions = actions;
  if (transition.reenter) config.reenter = true;
  if (transition.description) config.description = transition.description;
  return config;
}

function push(record: { [key: string]: Json }, key: string, value: Json) {
  const list = (record[key] as Json[] | undefined) ?? [];
  list.push(value);
  record[key] = list;
}

function nodeConfig(node: AnyStateNode): { [key: string]: Json } {
  const config: { [key: string]: Json } = {};
  if (node.type !== 'atomic' && node.type !== 'compound') config.type = node.type;
  if (node.description) config.description = node.description;
  if (node.initial?.target?.length) config.initial = node.initial.target[0].key;
  const on: { [key: string]: Json } = {};
  const after: { [key: string]: Json } = {};
  const always: Json[] = [];
  const onDone: Json[] = [];
  const invokes = node.invoke.map((invoke) => {
    const config: { [key: string]: Json } = { id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id };
    return { id: invoke.id, config };
  });
  for (const transition of transitionsOf(node)) {
    const type = transition.eventType;
    const delay = (transition as { delay?: unknown }).delay;
    const invoke = invokes.find((item) => type === `xstate.done.actor.${item.id}` || type === `xstate.error.actor.${item.id}`);
    if (type === '') always.push(transitionConfig(transition));
    else if (delay !== undefined || type.startsWith(AFTER))
      push(after, String(delay ?? type.slice(AFTER.length).split('.')[0]), transitionConfig(transition));
    else if (type.startsWith('xstate.done.state.')) onDone.push(transitionConfig(transition));
    else if (invoke) push(invoke.config, type.startsWith('xstate.done.') ? 'onDone' : 'onError', transitionConfig(transition));
    else push(on, type, transitionConfig(transition));
  }
  if (invokes.length) config.invoke = invokes.map((item) => item.config);
  if (Object.keys(on).length) config.on = on;
  if (Object.keys(after).length) config.after = after;
  if (always.length) config.always = always;
  if (onDone.length) config.onDone = onDone;
  const entry = actionNames(node.entry);
  if (entry.length) config.entry = entry;
  const exit = actionNames(node.exit);
  if (exit.length) config.exit = exit;
  const children = childrenOf(node);
  if (children.length) config.states = Object.fromEntries(children.map((child) => [child.key, nodeConfig(child)]));
  return config;
}

/** The machine's config as plain JSON (names only). */
export function statelyConfig(machine: AnyStateMachine): { [key: string]: Json } {
  return { id: machine.id, ...nodeConfig(machine.root) };
}

/** What "Copy for Stately" puts on the clipboard. */
export function statelyCode(machine: AnyStateMachine): string {
  return `import { createMachine } from 'xstate';\n\n// ${machine.id}: exported from the portal's flow gallery. Actions, guards, actors and delays are named only.\nexport const machine = createMachine(${JSON.stringify(statelyConfig(machine), null, 2)});\n`;
}
