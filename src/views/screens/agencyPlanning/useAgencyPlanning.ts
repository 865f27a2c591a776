// The agency's planning (its machine, docs/screens/agencyPlanning.md) as the view sees it: which part
// shows, the period shown and the one asked for, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { agencyPlanningMachine } from '../../../../machines/agencyPlanning/agencyPlanning.machine';
import { MONTH_TAB } from '../../../../machines/domain/agencyPlanning';
import { dataState } from '../../../../machines/domain/statePaths';

export type AgencyPlanningRef = ActorRefFrom<typeof agencyPlanningMachine>;

export function useAgencyPlanning(actorRef: AgencyPlanningRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) =>
    snapshot.matches('loadFailed')
      ? 'loadFailed'
      : snapshot.matches({ period: 'reading' })
        ? 'reading'
        : snapshot.matches({ period: 'readFailed' })
          ? 'readFailed'
          : snapshot.matches('period')
            ? 'shown'
            : 'loading',
  );
  const shown = useSelector(actorRef, (snapshot) => snapshot.context.shown);
  const tabMonth = useSelector(actorRef, (snapshot) => snapshot.context.route.tab === MONTH_TAB);
  const today = useSelector(actorRef, (snapshot) => snapshot.context.today);
  const send = actorRef.send;
  return {
    state,
    /** loading / loadFailed: nothing shown yet; shown; reading / readFailed: another period asked for, the one shown stays. */
    phase,
    shown,
    /** Whether the period shown is a month (else a week). */
    month: shown?.tab === MONTH_TAB,
    /** Whether the tab open is the month's: the buttons move by its period. */
    tabMonth,
    today,
    previous: () => send({ type: 'PERIOD.PREVIOUS' }),
    next: () => send({ type: 'PERIOD.NEXT' }),
    backToToday: () => send({ type: 'PERIOD.TODAY' }),
  };
}
