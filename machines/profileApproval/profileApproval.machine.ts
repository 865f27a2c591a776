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
  description:
    'Profile approval: the welcome confirmation modal of a client user; Cancel approves, Save changes the profile (§4 Profile approval, §7, §8)',
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
      descriptions: {
        state: 'Reads the pending approval’s data (§4 Profile approval, §7)',
        loaded: 'An approval is pending (§4 Profile approval)',
        otherwise: 'Nothing pending after all: no modal (decisions.md › Profile approval and the profile screens)',
        failed: 'The read fails: the shared error dialog, with Retry (§8)',
      },
    }),
    loadFailed: loadFailedState({
      descriptions: {
        state: 'Waits for the error dialog’s Retry; no modal (§8)',
        retry: 'Retry: read the approval again (§8)',
      },
    }),
    // A draft left when the page was taken away (re-login, maintenance) comes back in the modal.
    readingDraft: readingDraftState({
      guard: 'isDraft',
      restore: 'restoreDraft',
      form: 'form',
      none: 'form',
      descriptions: {
        state: 'Reads the form kept before the page was left (decisions.md › Drafts across a re-login or the maintenance page)',
        restored: 'A kept form: the modal opens with it and says so (decisions.md › Drafts across a re-login or the maintenance page)',
        none: 'No kept form: the modal opens with the server’s data (§4 Profile approval)',
        failed: 'The kept form cannot be read: the server’s data (decisions.md › Drafts across a re-login or the maintenance page)',
      },
    }),
    form: {
      description: 'The welcome confirmation modal with the editable profile fields (§4 Profile approval, §8)',
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
          description:
            'The user edits a field; the form is kept as a draft (decisions.md › Drafts across a re-login or the maintenance page)',
        },
        // Only a restored draft is offered to be discarded.
        'DRAFT.DISCARD': {
          guard: 'isDraftRestored',
          target: '.editing',
          actions: ['discardDraft', 'dropDraft'],
          description:
            'The user discards the restored form: the server’s data come back (decisions.md › Drafts across a re-login or the maintenance page)',
        },
        SAVE: [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: { type: 'assignSubmitted', params: ({ context }) => ({ profile: profileChange(context.id, context.fields) }) },
            description: 'Save, the fields valid (§4 Profile approval)',
          },
          {
            target: '.editing',
            actions: 'showProblems',
            description: 'Save refused: the problems show by each field (decisions.md › Profile approval and the profile screens)',
          },
        ],
        CANCEL: {
          target: 'approving',
          description: 'Cancel, Close or Escape (§4 Profile approval, decisions.md › Profile approval and the profile screens)',
        },
      },
      states: {
        editing: { description: 'The user edits the fields (§4 Profile approval)' },
        saveFailed: {
          description: 'The save failed; the fields stay while the error dialog shows (§8)',
          on: {
            'SAVE.RETRY': {
              target: '#profileApproval.saving',
              actions: { type: 'assignSubmitted', params: ({ event }) => ({ profile: event.profile }) },
              description: 'Retry from the error dialog: save the same data again (§8)',
            },
          },
        },
        approveFailed: {
          description: 'The approval failed; the fields stay while the error dialog shows (§8)',
          on: { 'APPROVE.RETRY': { target: '#profileApproval.approving', description: 'Retry from the error dialog: approve again (§8)' } },
        },
      },
    },
    approving: {
      description: 'Approves the profile as it is (§4 Profile approval, §7)',
      invoke: {
        id: 'approveProfile',
        src: 'approveProfile',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'settled',
          actions: ['dropDraft', { type: 'announceSettled', params: { outcome: 'approved' } }],
          description: 'Approved: the user info is stored again (§4 Profile approval)',
        },
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
          description: 'The approval fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
    saving: {
      description: 'Changes the profile with the edited data (§4 Profile approval, §7)',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ profile: context.submitted! }),
        onDone: {
          target: 'settled',
          actions: ['dropDraft', { type: 'announceSettled', params: { outcome: 'saved' } }],
          description: 'Saved: the user info is stored again (§4 Profile approval)',
        },
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
          description: 'The save fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
    settled: { description: 'The approval is settled: the modal closes (§4 Profile approval)', type: 'final' },
    notPending: { description: 'No approval pending: no modal (§4 Profile approval)', type: 'final' },
  },
});
