// The alert slider (alerts child of the app machine) as views see it: the alert shown, whether the
// rotation is held, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { alertsMachine } from '../../../machines/alerts/alerts.machine';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from '../app/appActorContext';

export type AlertsRef = ActorRefFrom<typeof alertsMachine>;

export function useAlertsRef(): AlertsRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.alerts);
}

export function useAlerts(alerts: AlertsRef) {
  const state = useSelector(alerts, (snapshot) => dataState(snapshot.value));
  const visible = useSelector(alerts, (snapshot) => snapshot.matches('showing'));
  const failed = useSelector(alerts, (snapshot) => snapshot.matches('unavailable'));
  const held = useSelector(alerts, (snapshot) => snapshot.matches({ showing: { rotation: 'held' } }));
  const pausedByUser = useSelector(alerts, (snapshot) => snapshot.context.pausedByUser);
  const list = useSelector(alerts, (snapshot) => snapshot.context.alerts);
  const index = useSelector(alerts, (snapshot) => snapshot.context.index);
  return {
    state,
    visible,
    failed,
    held,
    pausedByUser,
    alerts: list,
    index,
    current: list[index],
    next: () => alerts.send({ type: 'NEXT' }),
    previous: () => alerts.send({ type: 'PREVIOUS' }),
    pause: () => alerts.send({ type: 'PAUSE' }),
    resume: () => alerts.send({ type: 'RESUME' }),
    pointerEnter: () => alerts.send({ type: 'POINTER.ENTER' }),
    pointerLeave: () => alerts.send({ type: 'POINTER.LEAVE' }),
    focusEnter: () => alerts.send({ type: 'FOCUS.ENTER' }),
    focusLeave: () => alerts.send({ type: 'FOCUS.LEAVE' }),
    retry: () => alerts.send({ type: 'RETRY' }),
  };
}
