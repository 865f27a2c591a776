// Named commands and the slices of a deviceRegistration actor that its modal shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import type { DeviceNameProblem, deviceRegistrationMachine } from '../../../machines/deviceRegistration/deviceRegistration.machine';

export type DeviceRegistrationRef = ActorRefFrom<typeof deviceRegistrationMachine>;

/** The name's problem when the last SAVE/RETRY was refused for it (the actor did not start saving). */
function refusal(actorRef: DeviceRegistrationRef): DeviceNameProblem | null {
  const snapshot = actorRef.getSnapshot();
  return snapshot.matches('saving') ? null : snapshot.context.nameProblem;
}

export function useDeviceRegistration(actorRef: DeviceRegistrationRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const readingDraft = useSelector(actorRef, (snapshot) => snapshot.matches('readingDraft'));
  const saving = useSelector(actorRef, (snapshot) => snapshot.matches('saving'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches('failed'));
  const done = useSelector(actorRef, (snapshot) => snapshot.status === 'done');
  const name = useSelector(actorRef, (snapshot) => snapshot.context.name);
  const reason = useSelector(actorRef, (snapshot) => snapshot.context.reason);
  const visibleProblem = useSelector(actorRef, (snapshot) => (snapshot.context.showProblem ? snapshot.context.nameProblem : null));
  const errorMessage = useSelector(actorRef, (snapshot) => snapshot.context.errorMessage);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    state,
    done,
    name,
    reason,
    /** The name's problem, once a save was refused for it. */
    visibleProblem,
    /** A kept draft is being read: the question waits for it (a session-storage read). */
    readingDraft,
    saving,
    failed,
    errorMessage,
    /** The name is one typed before the page was left (re-login, maintenance). */
    draftRestored,
    changeName: (value: string) => actorRef.send({ type: 'NAME.CHANGE', name: value }),
    /** Sends SAVE; returns the name's problem when that refused it. */
    save: (): DeviceNameProblem | null => {
      actorRef.send({ type: 'SAVE' });
      return refusal(actorRef);
    },
    /** Sends RETRY; returns the name's problem when that refused it. */
    retry: (): DeviceNameProblem | null => {
      actorRef.send({ type: 'RETRY' });
      return refusal(actorRef);
    },
    notNow: () => actorRef.send({ type: 'NOT_NOW' }),
    /** Throws the restored name away: the suggested one comes back. */
    discardDraft: () => actorRef.send({ type: 'DRAFT.DISCARD' }),
  };
}
