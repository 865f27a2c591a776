// The My profile screen (myProfile child of the app machine, while its route shows) as views see
// it: the profile, the form, its problems and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../../machines/domain/statePaths';
import { profileProblems, type ProfileField } from '../../../../machines/domain/profileForm';
import type { myProfileMachine } from '../../../../machines/myProfile/myProfile.machine';

export type MyProfileRef = ActorRefFrom<typeof myProfileMachine>;

export function useMyProfile(actorRef: MyProfileRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const loading = useSelector(actorRef, (snapshot) => snapshot.matches('loading') || snapshot.matches('readingDraft'));
  const loadFailed = useSelector(actorRef, (snapshot) => snapshot.matches('loadFailed'));
  const viewing = useSelector(actorRef, (snapshot) => snapshot.matches('viewing'));
  const editing = useSelector(actorRef, (snapshot) => snapshot.matches('form') || snapshot.matches('saving'));
  const saving = useSelector(actorRef, (snapshot) => snapshot.matches('saving'));
  const profile = useSelector(actorRef, (snapshot) => snapshot.context.profile);
  const fields = useSelector(actorRef, (snapshot) => snapshot.context.fields);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  const variant = useSelector(actorRef, (snapshot) => snapshot.context.variant);
  const shown = useSelector(actorRef, (snapshot) => snapshot.context.shown);
  const facts = useSelector(actorRef, (snapshot) => snapshot.context.facts);
  return {
    state,
    /** The worker, client or generic profile. */
    variant,
    /** The fields this profile shows and edits, in order. */
    shown,
    /** What it shows read only, from the user info. */
    facts,
    /** The profile (or a kept draft) is being read. */
    loading,
    loadFailed,
    viewing,
    profile,
    /** The form holds what was typed before the page was left. */
    draftRestored,
    fields,
    editing,
    saving,
    problems: showProblems ? profileProblems(fields, shown) : {},
    edit: () => actorRef.send({ type: 'EDIT' }),
    change: (field: ProfileField, value: string) => actorRef.send({ type: 'FIELD.CHANGE', field, value }),
    save: () => actorRef.send({ type: 'SAVE' }),
    cancel: () => actorRef.send({ type: 'CANCEL' }),
    /** Throws the restored changes away: the same as Cancel, which drops the draft. */
    discardDraft: () => actorRef.send({ type: 'CANCEL' }),
  };
}
