// Which actions each item of a list offers now, as its machine says (`snapshot.can`: the action
// region is idle, the item's status allows it, the reader's roles are offered it): a view never
// repeats a lifecycle's rule.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

export function useOffered<A extends string>(
  actorRef: AnyActorRef,
  ids: readonly string[],
  actions: readonly A[],
): Readonly<Record<string, A[]>> {
  const key = useSelector(actorRef, (snapshot) =>
    JSON.stringify(ids.map((id) => actions.filter((action) => snapshot.can({ type: 'ACTION.START', action, id })))),
  );
  const offered = JSON.parse(key) as A[][];
  return Object.fromEntries(ids.map((id, index) => [id, offered[index] ?? []]));
}

/** Whether an action on no item (creating one) may start now. */
export function useCanStart(actorRef: AnyActorRef, action: string): boolean {
  return useSelector(actorRef, (snapshot) => snapshot.can({ type: 'ACTION.START', action }));
}
