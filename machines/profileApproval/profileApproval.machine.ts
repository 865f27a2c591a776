// Profile approval (spec sections 4, 7, 8): a client user whose user info says
// requireProfileApproval reads the pending approval, sees the welcome confirmation modal with the
// returned data in editable, validated fields, and either closes it (Cancel approves the profile as
// it is) or saves the edited fields. Afterwards it tells the app (PROFILE.APPROVAL_SETTLED), which
// refreshes the user info (the spec's store action). Spawned by the app machine with child id
// `profileApproval`: a failed read, approve or save is raised to the app's shared error dialog
// (FAILURE.RAISED), whose Retry sends back the event below that repeats the same call with the
// same data. What was typed is never lost; while a call runs, Save and Cancel are ignored (a
// double click sends one request).
//
// Unsaved input survives leaving the page (a 401 re-logs in through the provider, a 503
// sends to maintenance; both unload this machine): every change is kept as a draft (`keepDraft`),
// the draft read back after the approval opens the modal again with it and says so
// (`draftRestored`); discarding it puts the approval's data back. Settling (save or approve) drops it.
import { assign, sendParent, setup } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { failureRaisedBy } from '../domain/failures';
import {
  isProfileValid,
  profileChange,
  profileFieldsFrom,
  type ProfileChange,
  type ProfileField,
  type ProfileFields,
} from '../domain/profileForm';
import type { ProfileApproval } from '../domain/types';
import { loadFailedState, loadingState, readingDraftState } from '../shared/loadThenReadDraft';

export const PROFILE_APPROVAL_SYSTEM_ID = 'profileApproval';

export interface ProfileApprovalContext {
  /** The user's id, from the approval read. */
  id: string;
  fields: ProfileFields;
  /** Set by a refused Save: the view shows each field's problem from then on. */
  showProblems: boolean;
  /** The body of the last save sent (a Retry sends it again). */
  submitted: ProfileChange | null;
  /** The fields as the approval read returned them (what discarding a restored draft puts back). */
  original: ProfileFields;
  /** The form holds a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
}

/** The events the shared error dialog sends back on Retry: each repeats one call. */
export type ProfileApprovalRetryEvent =
  { type: 'LOAD.RETRY' } | { type: 'APPROVE.RETRY'; id: string } | { type: 'SAVE.RETRY'; profile: ProfileChange };

export type ProfileApprovalEvent =
  | { type: 'FIELD.CHANGE'; field: ProfileField; value: string }
  /** Throws a restored draft away: the approval's data come back. */
  | { type: 'DRAFT.DISCARD' }
  | { type: 'SAVE' }
  /** Closing the welcome modal: the profile is approved as it is. */
  | { type: 'CANCEL' }
  | ProfileApprovalRetryEvent;

/** What the app hears once the approval is settled (it then refreshes the user info). */
export type ProfileApprovalSettledEvent = { type: 'PROFILE.APPROVAL_SETTLED'; outcome: 'approved' | 'saved' };

export type ProfileApprovalCall = 'getProfileApproval' | 'approveProfile' | 'updateProfile';

export const profileApprovalMachine = setup({
  types: {
    context: {} as ProfileApprovalContext,
    events: {} as ProfileApprovalEvent,
  },
  actors: {
    readApproval: placeholderActor<ProfileApproval>('readApproval'),
    approveProfile: placeholderActor<void, { id: string }>('approveProfile'),
    saveProfile: placeholderActor<void, { profile: ProfileChange }>('saveProfile'),
    /** The unsaved form kept for this user, or null (none, malformed or another user's). */
    readDraft: placeholderActor<ProfileFields | null>('readDraft'),
  },
  actions: {
    assignApproval: assign((_, params: { loaded: ProfileApproval }) => ({
      id: params.loaded.id,
      fields: profileFieldsFrom(params.loaded),
      original: profileFieldsFrom(params.loaded),
    })),
    restoreDraft: assign((_, params: { kept: ProfileFields }) => ({ fields: params.kept, draftRestored: true })),
    discardDraft: assign(({ context }) => ({ fields: context.original, showProblems: false, draftRestored: false })),
    /** Keeps the form's values for this user until the approval settles (session storage). */
    keepDraft: placeholderAction<{ fields: ProfileFields }>('keepDraft'),
    dropDraft: placeholderAction('dropDraft'),
    assignField: assign({
      fields: ({ context }, params: { field: ProfileField; value: string }) => ({ ...context.fields, [params.field]: params.value }),
    }),
    showProblems: assign({ showProblems: true }),
    assignSubmitted: assign({ submitted: (_, params: { profile: ProfileChange }) => params.profile }),
    /** To the app, which hands it to the shared error dialog. */
    raiseFailure: sendParent(failureRaisedBy<ProfileApprovalCall, ProfileApprovalRetryEvent>(PROFILE_APPROVAL_SYSTEM_ID)),
    announceSettled: sendParent((_, params: { outcome: 'approved' | 'saved' }): ProfileApprovalSettledEvent => ({
      type: 'PROFILE.APPROVAL_SETTLED',
      outcome: params.outcome,
    })),
  },
  guards: {
    isPending: (_, params: { loaded: ProfileApproval }) => params.loaded.pendingApproval,
    isFormValid: ({ context }) => isProfileValid(context.fields),
    isDraft: (_, params: { kept: ProfileFields | null }) => params.kept !== null,
    isDraftRestored: ({ context }) => context.draftRestored,
  },
}).createMachine({
  id: 'profileApproval',
  context: {
    id: '',
    fields: profileFieldsFrom({}),
    showProblems: false,
    submitted: null,
    original: profileFieldsFrom({}),
    draftRestored: false,
  },
  initial: 'loading',
  states: {
    loading: loadingState({
      load: 'readApproval',
      call: 'getProfileApproval',
      assign: 'assignApproval',
      // Nothing pending after all (approved elsewhere): no modal.
      when: { guard: 'isPending', otherwise: 'notPending' },
    }),
    loadFailed: loadFailedState(),
    // A draft left when the page was taken away (re-login, maintenance) comes back in the modal.
    readingDraft: readingDraftState({ guard: 'isDraft', restore: 'restoreDraft', form: 'form', none: 'form' }),
    form: {
      // The welcome modal shows in every state of the form: the data typed stays on screen while
      // the error dialog is open.
      initial: 'editing',
      on: {
        'FIELD.CHANGE': {
          target: '.editing',
          actions: [
            { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            // Kept at each change: any call's 401 or 503 takes the page away, not only the save's.
            { type: 'keepDraft', params: ({ context }) => ({ fields: context.fields }) },
          ],
        },
        // Only a restored draft is offered to be discarded.
        'DRAFT.DISCARD': { guard: 'isDraftRestored', target: '.editing', actions: ['discardDraft', 'dropDraft'] },
        SAVE: [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: { type: 'assignSubmitted', params: ({ context }) => ({ profile: profileChange(context.id, context.fields) }) },
          },
          { target: '.editing', actions: 'showProblems' },
        ],
        CANCEL: { target: 'approving' },
      },
      states: {
        editing: {},
        saveFailed: {
          on: {
            'SAVE.RETRY': {
              target: '#profileApproval.saving',
              actions: { type: 'assignSubmitted', params: ({ event }) => ({ profile: event.profile }) },
            },
          },
        },
        approveFailed: {
          on: { 'APPROVE.RETRY': { target: '#profileApproval.approving' } },
        },
      },
    },
    approving: {
      invoke: {
        id: 'approveProfile',
        src: 'approveProfile',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'settled', actions: ['dropDraft', { type: 'announceSettled', params: { outcome: 'approved' } }] },
        onError: {
          target: 'form.approveFailed',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({
              call: 'approveProfile' as const,
              error: event.error,
              retry: { type: 'APPROVE.RETRY' as const, id: context.id },
            }),
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ profile: context.submitted! }),
        onDone: { target: 'settled', actions: ['dropDraft', { type: 'announceSettled', params: { outcome: 'saved' } }] },
        onError: {
          target: 'form.saveFailed',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({
              call: 'updateProfile' as const,
              error: event.error,
              retry: { type: 'SAVE.RETRY' as const, profile: context.submitted! },
            }),
          },
        },
      },
    },
    settled: { type: 'final' },
    notPending: { type: 'final' },
  },
});
