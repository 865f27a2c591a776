// A list screen's machine (machines/families/list.ts) as views see it: which part shows, the items,
// and named commands, for the list and its actions.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyMachineSnapshot, StateValue } from 'xstate';
import type { ListMachine } from '../../../../machines/families/list';
import { searchOf, type ScreenItem } from '../../../../machines/families/screen';
import { dataState } from '../../../../machines/domain/statePaths';
import { useAction } from './useAction';

export type ListRef = ActorRefFrom<ListMachine>;

// A screen's chart has only the states its options use (machines/families/list.ts), so the family's
// state values are matched loosely here.
const matches = (snapshot: unknown, value: StateValue) => (snapshot as AnyMachineSnapshot).matches(value);

export function useList<TItem extends ScreenItem = ScreenItem>(actorRef: ListRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) => {
    const phases = ['loading', 'loadFailed', 'empty', 'loaded', 'refreshing'] as const;
    return phases.find((candidate) => matches(snapshot, { data: candidate })) ?? 'loading';
  });
  const loadingMore = useSelector(actorRef, (snapshot) => matches(snapshot, { data: { loaded: 'loadingMore' } }));
  const items = useSelector(actorRef, (snapshot) => snapshot.context.items) as TItem[];
  const total = useSelector(actorRef, (snapshot) => snapshot.context.total);
  const tab = useSelector(actorRef, (snapshot) => snapshot.context.route.tab);
  const typed = useSelector(actorRef, (snapshot) => snapshot.context.typed);
  const search = useSelector(actorRef, (snapshot) => searchOf(snapshot.context.route));
  return {
    machineId: actorRef.getSnapshot().machine.id,
    state,
    /** loading: nothing yet; loadFailed: the read failed (the error dialog has Retry); empty; loaded; refreshing: the items stay while they are read again. */
    phase,
    loadingMore,
    items,
    total,
    tab,
    /** More items than shown: "show more" reads the next page. */
    hasMore: items.length < total,
    more: () => actorRef.send({ type: 'MORE' }),
    /** A list with a search: what its field shows, and the search the items are read with ('' for none). */
    typed,
    search,
    typeSearch: (text: string) => actorRef.send({ type: 'SEARCH.TYPED', text }),
    /** Enter: the search at once. */
    submitSearch: () => actorRef.send({ type: 'SEARCH.SUBMIT' }),
    action: useAction(actorRef),
  };
}
