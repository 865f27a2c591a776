// The days-off requests screen (daysOff child of the app machine, while its route shows) as views
// see it: the requests, the form, its problems and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { daysOffMachine } from '../../../../machines/daysOff/daysOff.machine';
import { daysOffProblems, type DaysOffField } from '../../../../machines/domain/daysOff';
import { dataState } from '../../../../machines/domain/statePaths';

export type DaysOffRef = ActorRefFrom<typeof daysOffMachine>;

export function useDaysOff(actorRef: DaysOffRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const loading = useSelector(actorRef, (snapshot) => snapshot.matches('loading') || snapshot.matches('readingDraft'));
  const loadFailed = useSelector(actorRef, (snapshot) => snapshot.matches('loadFailed'));
  const listing = useSelector(actorRef, (snapshot) => snapshot.matches('list'));
  const showingDetails = useSelector(actorRef, (snapshot) => snapshot.matches('details'));
  const formOpen = useSelector(actorRef, (snapshot) => snapshot.matches('form') || snapshot.matches('submitting'));
  const submitting = useSelector(actorRef, (snapshot) => snapshot.matches('submitting'));
  const requests = useSelector(actorRef, (snapshot) => snapshot.context.requests);
  const selectedId = useSelector(actorRef, (snapshot) => snapshot.context.selectedId);
  const draft = useSelector(actorRef, (snapshot) => snapshot.context.draft);
  const showProblems = useSelector(actorRef, (snapshot) => snapshot.context.showProblems);
  const draftRestored = useSelector(actorRef, (snapshot) => snapshot.context.draftRestored);
  return {
    state,
    /** The requests (or a kept draft) are being read. */
    loading,
    loadFailed,
    listing,
    showingDetails,
    /** The create or edit form shows (also while it is submitted). */
    formOpen,
    requests,
    /** The form holds what was typed before the page was left. */
    draftRestored,
    selected: requests.find((r) => r.id === selectedId) ?? null,
    /** Editing an existing request (else creating one). */
    editingExisting: selectedId !== null,
    draft,
    submitting,
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
