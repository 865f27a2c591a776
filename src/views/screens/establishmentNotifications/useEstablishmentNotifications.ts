// My establishment › notifications (its detail family machine, docs/screens/establishmentNotifications.md)
// as its view sees it: the settings, the switches as set, whether they may be saved, named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import {
  ESTABLISHMENT_NOTIFICATION_CATEGORIES,
  BLOCKED,
  RECEIVED,
  settingsProblems,
  switchesOf,
} from '../../../../machines/domain/establishmentNotifications';
import type {
  EstablishmentNotificationsItem,
  establishmentNotificationsMachine,
} from '../../../../machines/establishmentNotifications/establishmentNotifications.machine';
import { dataState } from '../../../../machines/domain/statePaths';
import { useAction } from '../families/useAction';

export type EstablishmentNotificationsRef = ActorRefFrom<typeof establishmentNotificationsMachine>;

const PHASES = ['loading', 'loadFailed', 'notFound', 'forbidden', 'shown'] as const;

export function useEstablishmentNotifications(actorRef: EstablishmentNotificationsRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(
    actorRef,
    (snapshot) => PHASES.find((candidate) => (snapshot as AnyMachineSnapshot).matches({ data: candidate })) ?? 'loading',
  );
  const settings = useSelector(actorRef, (snapshot) => snapshot.context.item) as EstablishmentNotificationsItem | null;
  const action = useAction(actorRef);
  const draft = action.formOpen ? (action.underWay?.draft ?? null) : null;
  const saved = switchesOf(settings?.blockedCategories);
  const shown = draft ?? saved;
  const sending = action.phase === 'pending';
  return {
    state,
    /** The settings (or a kept draft) are being read. */
    loading: phase === 'loading' || (settings !== null && (action.phase === 'waiting' || action.phase === 'restoring')),
    phase,
    settings,
    /** Each category and whether its switch is on (received), as set. */
    switches: ESTABLISHMENT_NOTIFICATION_CATEGORIES.map((category) => ({ category, on: shown[category] !== BLOCKED })),
    /** Save is offered only when the switches differ from what was loaded. */
    changed: draft !== null && settingsProblems(draft, settings?.blockedCategories).form !== 'unchanged',
    editing: draft !== null,
    sending,
    failed: action.phase === 'failed',
    /** Saved: the view says so, until the next change. */
    saved: action.outcome?.action === 'save' && action.phase === 'idle',
    draftRestored: action.underWay?.draftRestored ?? false,
    toggle: (category: string, on: boolean) => {
      if (sending || settings === null) return;
      if (draft === null) action.start('save', settings.id);
      action.change(category, on ? RECEIVED : BLOCKED);
    },
    save: action.submit,
    /** Puts the switches back as loaded; the draft is dropped. */
    cancel: action.cancel,
  };
}
