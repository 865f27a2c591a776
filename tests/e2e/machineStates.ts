import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Every state name of a machine's definition (the root excluded), sorted: what a drawn chart must show. */
export function stateNames(machine: AnyStateMachine): string[] {
  const names: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      names.push(child.key);
      visit(child);
    }
  };
  visit(machine.root);
  return names.sort();
}
