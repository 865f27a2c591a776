// Named commands and the slices of the profileApproval child that the welcome modal shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import type { profileApprovalMachine } from '../../../machines/profileApproval/profileApproval.machine';
import { profileProblems, type ProfileField } from '../../../machines/domain/profileForm';
import { useAppActor } from '../app/appActorContext';

export type ProfileApprovalRef = ActorRefFrom<typeof profileApprovalMachine>;

/** The running profileApproval child of the app machine, while a client's approval is open. */
export function useProfileApprovalRef(): ProfileApprovalRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.profileApproval);
}

export function useProfileApproval(actorRef: ProfileApprovalRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const saving = useSelector(actorRef, (snapshot) => snapshot.matches('saving'));
  const busy = useSelector(actorRef, (snapshot) => snapshot.matches('saving') || snapshot.matches('approving'));
  const open = useSelector(actorRef, (snapshot) => snapshot.matches('form') || snapshot.matches('saving') || snapshot.matches('approving'));
  const fields = useSelector(actorRef, (snapshot) => snapshot.context.fields);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    state,
    /** The modal shows while the form is open and while its call runs. */
    open,
    busy,
    saving,
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
