// My profile (spec sections 2, 3, 7, 8): the signed-in user's profile read from the API,
// shown, then edited with the welcome modal's rules and saved with PUT /v1/users/profile (the
// fields plus id). The user's type picks the worker, client or generic profile: which fields it
// shows and edits (a save sends the others back as read) and what it shows read only from the user
// info (machines/domain/profileVariants.ts). Invoked by the app machine while the route is
// /my-profile or /my-profile/my-informations, with child id `myProfile`: a failed read or save goes
// to the shared error dialog, whose Retry sends back the event that repeats the same call with the
// same data.
//
// Unsaved input survives leaving the page (a 401 on the save re-logs in through the
// provider, a 503 sends to the maintenance page; both unload this machine): every change of the form
// is kept as a draft (`keepDraft`, session storage for this user), the draft read back after the
// profile opens the form again with it and says so (`draftRestored`), and a successful save or
// Cancel drops it. docs/decisions.md "Drafts across a re-login or maintenance".
import { SCREEN_ACTOR_ID } from '../families/screen';
import { assign, sendParent, setup } from 'xstate';
import { failureRaisedBy } from '../domain/failures';
import {
  isProfileValid,
  profileFieldsFrom,
  shownProfileChange,
  type ProfileChange,
  type ProfileField,
  type ProfileFields,
} from '../domain/profileForm';
import { PROFILE_VARIANT_FIELDS, profileFacts, profileVariantOf, type ProfileFact, type ProfileVariant } from '../domain/profileVariants';
import type { AccessUser, UserProfile } from '../domain/types';
import { placeholderAction, placeholderActor } from '../placeholders';
import { loadFailedState, loadingState, readingDraftState } from '../shared/loadThenReadDraft';

/** The failures of this screen name the screen's child, which hears their Retry. */
export const MY_PROFILE_SYSTEM_ID = SCREEN_ACTOR_ID;

export interface MyProfileInput {
  /** The signed-in user: the type picks the profile, the user info adds what it shows read only. */
  user: AccessUser;
}

export interface MyProfileContext {
  /** The worker, client or generic profile (spec section 2), by user type. */
  variant: ProfileVariant;
  /** The fields this profile shows and edits; a save sends the others back as read. */
  shown: readonly ProfileField[];
  /** What it shows read only, from the user info. */
  facts: ProfileFact[];
  /** The profile as the server has it (null until read). */
  profile: UserProfile | null;
  /** The form's values while editing. */
  fields: ProfileFields;
  showProblems: boolean;
  /** The body of the last save sent (a Retry sends it again). */
  submitted: ProfileChange | null;
  /** The form holds a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
}

export type MyProfileRetryEvent = { type: 'LOAD.RETRY' } | { type: 'SAVE.RETRY'; profile: ProfileChange };

export type MyProfileEvent =
  | { type: 'EDIT' }
  | { type: 'FIELD.CHANGE'; field: ProfileField; value: string }
  | { type: 'SAVE' }
  /** Leaves the form without saving: the profile shows as the server has it. */
  | { type: 'CANCEL' }
  | MyProfileRetryEvent;

export const myProfileMachine = setup({
  types: {
    context: {} as MyProfileContext,
    events: {} as MyProfileEvent,
    input: {} as MyProfileInput,
  },
  actors: {
    readProfile: placeholderActor<UserProfile>('readProfile'),
    saveProfile: placeholderActor<void, { profile: ProfileChange }>('saveProfile'),
    /** The unsaved form kept for this form and the signed-in user, or null (none, malformed or another user's). */
    readDraft: placeholderActor<ProfileFields | null>('readDraft'),
  },
  actions: {
    assignProfile: assign({ profile: (_, params: { loaded: UserProfile }) => params.loaded }),
    startEditing: assign(({ context }) => ({
      fields: profileFieldsFrom(context.profile ?? {}),
      showProblems: false,
      draftRestored: false,
    })),
    restoreDraft: assign((_, params: { kept: ProfileFields }) => ({ fields: params.kept, showProblems: false, draftRestored: true })),
    /** Keeps the form's values for this user until saved or cancelled (session storage). */
    keepDraft: placeholderAction<{ fields: ProfileFields }>('keepDraft'),
    dropDraft: placeholderAction('dropDraft'),
    assignField: assign({
      fields: ({ context }, params: { field: ProfileField; value: string }) => ({ ...context.fields, [params.field]: params.value }),
    }),
    showProblems: assign({ showProblems: true }),
    assignSubmitted: assign({ submitted: (_, params: { profile: ProfileChange }) => params.profile }),
    /** The saved body is now the profile. */
    commitSubmitted: assign({ profile: ({ context }) => ({ ...context.submitted! }) }),
    raiseFailure: sendParent(failureRaisedBy<'getMyProfile' | 'updateProfile', MyProfileRetryEvent>(MY_PROFILE_SYSTEM_ID)),
  },
  guards: {
    /** Only the fields the profile shows are checked: one it hides cannot be fixed here. */
    isFormValid: ({ context }) => isProfileValid(context.fields, context.shown),
    isDraft: (_, params: { kept: ProfileFields | null }) => params.kept !== null,
  },
}).createMachine({
  id: 'myProfile',
  description: 'My profile: a worker, client or generic profile by user type, shown, edited and saved (§2 Authorised layout, §7, §8)',
  context: ({ input }) => ({
    variant: profileVariantOf(input.user.userType),
    shown: PROFILE_VARIANT_FIELDS[profileVariantOf(input.user.userType)],
    facts: profileFacts(input.user),
    profile: null,
    fields: profileFieldsFrom({}),
    showProblems: false,
    submitted: null,
    draftRestored: false,
  }),
  initial: 'loading',
  states: {
    loading: loadingState({
      load: 'readProfile',
      call: 'getMyProfile',
      assign: 'assignProfile',
      descriptions: {
        state: 'Reads the profile (decisions.md › Profile approval and the profile screens)',
        loaded: 'The profile arrives (decisions.md › Profile approval and the profile screens)',
        failed: 'The read fails: the shared error dialog, with Retry (§8)',
      },
    }),
    loadFailed: loadFailedState({
      descriptions: {
        state: 'Waits for the error dialog’s Retry (§8)',
        retry: 'Retry: read the profile again (§8)',
      },
    }),
    // A draft left by a save that took the page away (re-login, maintenance) opens the form again.
    readingDraft: readingDraftState({
      guard: 'isDraft',
      restore: 'restoreDraft',
      form: 'form',
      none: 'viewing',
      descriptions: {
        state: 'Reads the form kept before the page was left (decisions.md › Drafts across a re-login or the maintenance page)',
        restored: 'A kept form: it opens again and says so (decisions.md › Drafts across a re-login or the maintenance page)',
        none: 'No kept form: the profile shows (§2 Authorised layout)',
        failed: 'The kept form cannot be read: the profile shows (decisions.md › Drafts across a re-login or the maintenance page)',
      },
    }),
    viewing: {
      description:
        'The profile of the user’s type, read only (§2 Authorised layout, decisions.md › Profile approval and the profile screens)',
      on: {
        EDIT: {
          target: 'form',
          actions: 'startEditing',
          description: 'The user edits the profile (decisions.md › Profile approval and the profile screens)',
        },
      },
    },
    form: {
      description: 'The profile form, under the welcome modal’s rules (decisions.md › Profile approval and the profile screens)',
      initial: 'editing',
      on: {
        'FIELD.CHANGE': {
          target: '.editing',
          actions: [
            { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) },
            // Kept at each change, not only when the save leaves: any call's 401 or 503 (the bell's,
            // an expired token) takes the page away too.
            { type: 'keepDraft', params: ({ context }) => ({ fields: context.fields }) },
          ],
          description:
            'The user edits a field; the form is kept as a draft (decisions.md › Drafts across a re-login or the maintenance page)',
        },
        SAVE: [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: {
              type: 'assignSubmitted',
              params: ({ context }) => ({ profile: shownProfileChange(context.profile!, context.fields, context.shown) }),
            },
            description: 'Save, the fields valid (§7)',
          },
          {
            target: '.editing',
            actions: 'showProblems',
            description: 'Save refused: the problems show by each field (decisions.md › Profile approval and the profile screens)',
          },
        ],
        CANCEL: {
          target: 'viewing',
          actions: 'dropDraft',
          description: 'Cancel: the profile as saved, the draft dropped (decisions.md › Drafts across a re-login or the maintenance page)',
        },
      },
      states: {
        editing: { description: 'The user edits the fields (decisions.md › Profile approval and the profile screens)' },
        saveFailed: {
          description: 'The save failed; the fields stay while the error dialog shows (§8)',
          on: {
            'SAVE.RETRY': {
              target: '#myProfile.saving',
              actions: { type: 'assignSubmitted', params: ({ event }) => ({ profile: event.profile }) },
              description: 'Retry from the error dialog: save the same data again (§8)',
            },
          },
        },
      },
    },
    saving: {
      description: 'Saves the profile: the edited fields plus id (§7)',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ profile: context.submitted! }),
        onDone: {
          target: 'viewing',
          actions: ['commitSubmitted', 'dropDraft'],
          description: 'Saved: the profile shows what was saved (§7)',
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
  },
});
