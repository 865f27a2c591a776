// Advantages (its own machine, docs/screens/advantages.md) as its view sees it: the state, and the
// tab whose page shows when the tenant has it (null: the page is absent).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { advantagesMachine } from '../../../../machines/advantages/advantages.machine';
import { dataState } from '../../../../machines/domain/statePaths';

export type AdvantagesRef = ActorRefFrom<typeof advantagesMachine>;

export function useAdvantages(actorRef: AdvantagesRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const page = useSelector(actorRef, (snapshot) => (snapshot.matches('page') ? snapshot.context.route.tab : null));
  return { state, page };
}
