// Named commands and the slices of the profileApproval child that the welcome modal shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, StateValue } from 'xstate';
import type { profileApprovalMachine } from '../../../machines/profileApproval/profileApproval.machine';
import { profileProblems, type ProfileField } from '../../../machines/domain/profileForm';
import { useAppActor } from '../app/appActorContext';

export type ProfileApprovalRef = ActorRefFrom<typeof profileApprovalMachine>;

/** `{ form: 'editing' }` → `form.editing`: the data-state of a projection. */
export function dottedState(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child ? `${key}.${dottedState(child)}` : key))
    .join(',');
}

/** The running profileApproval child of the app machine, while a client's approval is open. */
export function useProfileApprovalRef(): ProfileApprovalRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.profileApproval);
}

export function useProfileApproval(actorRef: ProfileApprovalRef) {
  const stateValue = useSelector(actorRef, (snapshot) => dottedState(snapshot.value));
  const fields = useSelector(actorRef, (snapshot) => snapshot.context.fields);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  const busy = stateValue === 'saving' || stateValue === 'approving';
  return {
    stateValue,
    /** The modal shows while the form is open and while its call runs. */
    open: stateValue.startsWith('form') || busy,
    busy,
    saving: stateValue === 'saving',
    fields,
    /** The form holds what was typed before the page was left. */
    draftRestored,
    /** Each field's problem, once a Save was refused. */
    problems: showProblems ? profileProblems(fields) : {},
    change: (field: ProfileField, value: string) => actorRef.send({ type: 'FIELD.CHANGE', field, value }),
    save: () => actorRef.send({ type: 'SAVE' }),
    /** Closing the welcome modal approves the profile as it is. */
    cancel: () => actorRef.send({ type: 'CANCEL' }),
    /** Throws the restored changes away: the approval's data come back (the modal stays open). */
    discardDraft: () => actorRef.send({ type: 'DRAFT.DISCARD' }),
  };
}
