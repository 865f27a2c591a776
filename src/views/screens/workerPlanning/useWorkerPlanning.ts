// A worker's planning (its machine, docs/screens/workerPlanning.md) as the view sees it: which part
// shows, the day that has the focus, the missions, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../../machines/domain/statePaths';
import { MONTH_TAB, type workerPlanningMachine } from '../../../../machines/workerPlanning/workerPlanning.machine';

export type WorkerPlanningRef = ActorRefFrom<typeof workerPlanningMachine>;

export function useWorkerPlanning(actorRef: WorkerPlanningRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) =>
    snapshot.matches('shown') ? 'shown' : snapshot.matches('loadFailed') ? 'loadFailed' : 'loading',
  );
  const planning = useSelector(actorRef, (snapshot) => snapshot.context.planning);
  const focus = useSelector(actorRef, (snapshot) => snapshot.context.focus);
  const month = useSelector(actorRef, (snapshot) => snapshot.context.route.tab === MONTH_TAB);
  const send = actorRef.send;
  return {
    state,
    /** loading: nothing yet; loadFailed: the error dialog has Retry; shown. */
    phase,
    planning,
    focus,
    /** The month tab is open (else the week). */
    month,
    previous: () => send({ type: 'PERIOD.PREVIOUS' }),
    next: () => send({ type: 'PERIOD.NEXT' }),
    today: () => send({ type: 'PERIOD.TODAY' }),
    focusOn: (date: string) => send({ type: 'DAY.FOCUS', date }),
    move: (days: number) => send({ type: 'DAY.MOVE', days }),
  };
}
