// A detail screen's machine (machines/families/detail.ts) as views see it: which part shows, the item,
// and the commands of its actions.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyMachineSnapshot, StateValue } from 'xstate';
import type { DetailMachine } from '../../../../machines/families/detail';
import type { ScreenItem } from '../../../../machines/families/screen';
import { dataState } from '../../../../machines/domain/statePaths';
import { useAction } from './useAction';

export type DetailRef = ActorRefFrom<DetailMachine>;

// A screen's chart has only the states its options use, so the family's state values are matched loosely.
const matches = (snapshot: unknown, value: StateValue) => (snapshot as AnyMachineSnapshot).matches(value);

export function useDetail<TItem extends ScreenItem = ScreenItem>(actorRef: DetailRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) => {
    const phases = ['loading', 'loadFailed', 'notFound', 'forbidden', 'shown', 'refreshing'] as const;
    return phases.find((candidate) => matches(snapshot, { data: candidate })) ?? 'loading';
  });
  const item = useSelector(actorRef, (snapshot) => snapshot.context.item) as TItem | null;
  return {
    machineId: actorRef.getSnapshot().machine.id,
    state,
    /** loading: nothing yet; loadFailed: the read failed (the error dialog has Retry); notFound (404); forbidden (403); shown; refreshing: the item stays while it is read again. */
    phase,
    item,
    action: useAction(actorRef),
  };
}
