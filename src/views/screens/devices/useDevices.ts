// The devices screen (devices child of the app machine, while its route shows) as views see it:
// the registered devices, the rename form, the removal confirmation and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { deviceNameProblem } from '../../../../machines/deviceRegistration/deviceRegistration.machine';
import type { devicesMachine } from '../../../../machines/devices/devices.machine';
import { dataState } from '../../../../machines/domain/statePaths';

export type DevicesRef = ActorRefFrom<typeof devicesMachine>;

export function useDevices(actorRef: DevicesRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const loading = useSelector(actorRef, (snapshot) => snapshot.matches('loading') || snapshot.matches('readingDraft'));
  const loadFailed = useSelector(actorRef, (snapshot) => snapshot.matches('loadFailed'));
  const listing = useSelector(actorRef, (snapshot) => snapshot.matches('list'));
  const renaming = useSelector(actorRef, (snapshot) => snapshot.matches('renaming') || snapshot.matches('savingName'));
  const confirming = useSelector(actorRef, (snapshot) => snapshot.matches('confirmingRemoval') || snapshot.matches('removing'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.matches('savingName') || snapshot.matches('removing'));
  const devices = useSelector(actorRef, (snapshot) => snapshot.context.devices);
  const selectedId = useSelector(actorRef, (snapshot) => snapshot.context.selectedId);
  const name = useSelector(actorRef, (snapshot) => snapshot.context.name);
  const showProblem = useSelector(actorRef, (snapshot) => snapshot.context.showProblem);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    state,
    /** The devices (or a kept draft) are being read. */
    loading,
    loadFailed,
    listing,
    devices,
    /** The device whose rename form or removal confirmation shows. */
    selectedId: renaming || confirming ? selectedId : null,
    renaming,
    busy,
    confirming,
    name,
    problem: showProblem ? deviceNameProblem(name) : null,
    /** The rename form holds what was typed before the page was left. */
    draftRestored,
    rename: (deviceId: string) => actorRef.send({ type: 'RENAME', deviceId }),
    changeName: (value: string) => actorRef.send({ type: 'NAME.CHANGE', name: value }),
    save: () => actorRef.send({ type: 'SAVE' }),
    remove: (deviceId: string) => actorRef.send({ type: 'REMOVE', deviceId }),
    confirm: () => actorRef.send({ type: 'CONFIRM' }),
    cancel: () => actorRef.send({ type: 'CANCEL' }),
    /** Throws the restored name away: the same as Cancel, which drops the draft. */
    discardDraft: () => actorRef.send({ type: 'CANCEL' }),
  };
}
