// A detail screen's machine (machines/families/detail.ts) as views see it: which part shows, the
// item, and its action region.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { DetailMachine } from '../../../../machines/families/detail';
import type { ScreenItem } from '../../../../machines/families/screen';
import { dataState } from '../../../../machines/domain/statePaths';
import { useAction } from './useAction';

export type DetailRef = ActorRefFrom<DetailMachine>;

const PHASES = ['loading', 'loadFailed', 'notFound', 'forbidden', 'shown', 'refreshing'] as const;
export type DetailPhase = (typeof PHASES)[number];

export function useDetail<TItem extends ScreenItem = ScreenItem>(actorRef: AnyActorRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(
    actorRef,
    (snapshot) => PHASES.find((candidate) => (snapshot as AnyMachineSnapshot).matches({ data: candidate })) ?? 'loading',
  );
  const item = useSelector(actorRef, (snapshot) => (snapshot.context as { item: ScreenItem | null }).item) as TItem | null;
  const tab = useSelector(actorRef, (snapshot) => (snapshot.context as { route: { tab: string | null } }).route.tab);
  return {
    machineId: (actorRef.getSnapshot() as AnyMachineSnapshot).machine.id,
    state,
    /** loading; loadFailed (the error dialog has Retry); notFound (404); forbidden (403); shown; refreshing (the item stays). */
    phase,
    item,
    tab,
    action: useAction(actorRef),
  };
}
