// A machine's state as people and tests read it: every active leaf state as a dotted path from the
// root, `ready.display.visible.running`; a parallel state has one path per region. `data-state` on
// every view that projects a machine is these paths joined by a space, so a CSS attribute selector
// `[data-state~="ready.display.visible.running"]` finds a state whatever its siblings are, and a
// single path (most machines, most of the time) is just that path.
import type { StateValue } from 'xstate';

/** The active leaf states of a state value, each as a dotted path from the root. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : statePaths(child).map((path) => `${key}.${path}`),
  );
}

/** The `data-state` attribute of a view: its machine's state paths, separated by a space. */
export function dataState(value: StateValue): string {
  return statePaths(value).join(' ');
}
