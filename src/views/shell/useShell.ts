// The shell's actors as views see them: the alerts, bell and agencyFolders children of the app
// machine (ready.session.authorised.signedIn.shell), small selections of their snapshots, named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { agencyFoldersMachine } from '../../../machines/agencyFolders/agencyFolders.machine';
import type { alertsMachine } from '../../../machines/alerts/alerts.machine';
import { badgeText, type bellMachine } from '../../../machines/bell/bell.machine';
import { useAppActor } from '../app/appActorContext';

export type AlertsRef = ActorRefFrom<typeof alertsMachine>;
export type BellRef = ActorRefFrom<typeof bellMachine>;
export type AgencyFoldersRef = ActorRefFrom<typeof agencyFoldersMachine>;

/** A state value as one readable string: `showing.held`. */
const stateText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateText(child)}`)
        .join(',');

export function useAlertsRef(): AlertsRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.alerts);
}

export function useBellRef(): BellRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.bell);
}

export function useAgencyFoldersRef(): AgencyFoldersRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.agencyFolders);
}

export function useAlerts(alerts: AlertsRef) {
  const state = useSelector(alerts, (snapshot) => stateText(snapshot.value));
  const visible = useSelector(alerts, (snapshot) => snapshot.matches('showing'));
  const failed = useSelector(alerts, (snapshot) => snapshot.matches('unavailable'));
  const held = useSelector(alerts, (snapshot) => snapshot.matches({ showing: 'held' }));
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

export function useBell(bell: BellRef) {
  const state = useSelector(bell, (snapshot) => stateText(snapshot.value));
  const unprocessedCount = useSelector(bell, (snapshot) => snapshot.context.unprocessedCount);
  const badge = useSelector(bell, (snapshot) => badgeText(snapshot.context.unprocessedCount));
  const clickable = useSelector(bell, (snapshot) => !snapshot.matches('notClickable'));
  return { state, unprocessedCount, badge, clickable, refresh: () => bell.send({ type: 'REFRESH' }) };
}

export function useAgencyFolders(agencyFolders: AgencyFoldersRef) {
  const state = useSelector(agencyFolders, (snapshot) => stateText(snapshot.value));
  const folders = useSelector(agencyFolders, (snapshot) => snapshot.context.folders);
  const draft = useSelector(agencyFolders, (snapshot) => snapshot.context.draft);
  const saved = useSelector(agencyFolders, (snapshot) => snapshot.context.saved);
  const shown = useSelector(agencyFolders, (snapshot) => snapshot.hasTag('dropdownShown'));
  const panelOpen = useSelector(agencyFolders, (snapshot) => snapshot.matches({ ready: 'open' }));
  const failed = useSelector(agencyFolders, (snapshot) => snapshot.matches('failed'));
  return {
    state,
    shown,
    panelOpen,
    failed,
    folders,
    draft,
    saved,
    select: (ids: string[]) => agencyFolders.send({ type: 'SELECT', ids }),
    openPanel: () => agencyFolders.send({ type: 'OPEN' }),
    /** Closes the panel without Validate or Reset: the saved selection comes back. */
    abandon: () => agencyFolders.send({ type: 'BLUR' }),
    validate: () => agencyFolders.send({ type: 'VALIDATE' }),
    reset: () => agencyFolders.send({ type: 'RESET' }),
    retry: () => agencyFolders.send({ type: 'RETRY' }),
  };
}
