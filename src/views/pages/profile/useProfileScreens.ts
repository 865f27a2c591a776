// Named commands and slices of the profile screens' machines (children of the app machine while
// their screen shows): My profile, days off, devices.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { daysOffMachine } from '../../../../machines/daysOff/daysOff.machine';
import type { devicesMachine } from '../../../../machines/devices/devices.machine';
import type { myProfileMachine } from '../../../../machines/myProfile/myProfile.machine';
import { deviceNameProblem } from '../../../../machines/deviceRegistration/deviceRegistration.machine';
import { daysOffProblems, type DaysOffField } from '../../../../machines/domain/daysOff';
import { profileProblems, type ProfileField } from '../../../../machines/domain/profileForm';
import { useAppActor } from '../../app/appActorContext';
import { dottedState } from '../../modals/useProfileApproval';

export type MyProfileRef = ActorRefFrom<typeof myProfileMachine>;
export type DaysOffRef = ActorRefFrom<typeof daysOffMachine>;
export type DevicesRef = ActorRefFrom<typeof devicesMachine>;

export function useProfileScreenRefs() {
  const actor = useAppActor();
  return {
    myProfile: useSelector(actor, (snapshot) => snapshot.children.myProfile),
    daysOff: useSelector(actor, (snapshot) => snapshot.children.daysOff),
    devices: useSelector(actor, (snapshot) => snapshot.children.devices),
  };
}

export function useMyProfile(actorRef: MyProfileRef) {
  const stateValue = useSelector(actorRef, (snapshot) => dottedState(snapshot.value));
  const profile = useSelector(actorRef, (snapshot) => snapshot.context.profile);
  const fields = useSelector(actorRef, (snapshot) => snapshot.context.fields);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    stateValue,
    profile,
    /** The form holds what was typed before the page was left. */
    draftRestored,
    fields,
    editing: stateValue.startsWith('form') || stateValue === 'saving',
    saving: stateValue === 'saving',
    problems: showProblems ? profileProblems(fields) : {},
    edit: () => actorRef.send({ type: 'EDIT' }),
    change: (field: ProfileField, value: string) => actorRef.send({ type: 'FIELD.CHANGE', field, value }),
    save: () => actorRef.send({ type: 'SAVE' }),
    cancel: () => actorRef.send({ type: 'CANCEL' }),
    /** Throws the restored changes away: the same as Cancel, which drops the draft. */
    discardDraft: () => actorRef.send({ type: 'CANCEL' }),
  };
}

export function useDaysOff(actorRef: DaysOffRef) {
  const stateValue = useSelector(actorRef, (snapshot) => dottedState(snapshot.value));
  const requests = useSelector(actorRef, (snapshot) => snapshot.context.requests);
  const selectedId = useSelector(actorRef, (snapshot) => snapshot.context.selectedId);
  const draft = useSelector(actorRef, (snapshot) => snapshot.context.draft);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    stateValue,
    requests,
    /** The form holds what was typed before the page was left. */
    draftRestored,
    selected: requests.find((r) => r.id === selectedId) ?? null,
    /** Editing an existing request (else creating one). */
    editingExisting: selectedId !== null,
    draft,
    submitting: stateValue === 'submitting',
    problems: showProblems ? daysOffProblems(draft) : {},
    create: () => actorRef.send({ type: 'CREATE' }),
    details: (id: string) => actorRef.send({ type: 'DETAILS', id }),
    edit: (id: string) => actorRef.send({ type: 'EDIT', id }),
    back: () => actorRef.send({ type: 'BACK' }),
    change: (field: DaysOffField, value: string) => actorRef.send({ type: 'DRAFT.CHANGE', field, value }),
    submit: () => actorRef.send({ type: 'SUBMIT' }),
    /** Throws the restored changes away: the same as Back, which drops the draft. */
    discardDraft: () => actorRef.send({ type: 'BACK' }),
  };
}

export function useDevices(actorRef: DevicesRef) {
  const stateValue = useSelector(actorRef, (snapshot) => dottedState(snapshot.value));
  const devices = useSelector(actorRef, (snapshot) => snapshot.context.devices);
  const selectedId = useSelector(actorRef, (snapshot) => snapshot.context.selectedId);
  const name = useSelector(actorRef, (snapshot) => snapshot.context.name);
  const showProblem = useSelector(actorRef, (snapshot) => snapshot.context.showProblem);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  const renaming = stateValue.startsWith('renaming') || stateValue === 'savingName';
  return {
    stateValue,
    devices,
    /** The device whose rename form or removal confirmation shows. */
    selectedId: renaming || stateValue === 'confirmingRemoval' || stateValue === 'removing' ? selectedId : null,
    renaming,
    busy: stateValue === 'savingName' || stateValue === 'removing',
    confirming: stateValue === 'confirmingRemoval' || stateValue === 'removing',
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
