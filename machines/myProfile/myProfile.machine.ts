// My profile (spec sections 2, 3, 7, 8; issue 10): the signed-in user's profile read from the API,
// shown, then edited in the same validated fields as the welcome modal and saved with
// PUT /v1/users/profile (the edited fields plus id). Invoked by the app machine while the route is
// /my-profile, with child id `myProfile`: a failed read or save goes to the shared error dialog,
// whose Retry sends back the event that repeats the same call with the same data.
import { assign, sendParent, setup } from 'xstate';
import { errorMessage } from '../domain/errors';
import type { FailureRaisedEvent } from '../domain/failures';
import {
  isProfileValid, profileChange, profileFieldsFrom, type ProfileChange, type ProfileField, type ProfileFields,
} from '../domain/profileForm';
import type { UserProfile } from '../domain/types';
import { placeholderActor } from '../placeholders';

export const MY_PROFILE_SYSTEM_ID = 'myProfile';

export interface MyProfileContext {
  /** The profile as the server has it (null until read). */
  profile: UserProfile | null;
  /** The form's values while editing. */
  fields: ProfileFields;
  showProblems: boolean;
  /** The body of the last save sent (a Retry sends it again). */
  submitted: ProfileChange | null;
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
  },
  actors: {
    readProfile: placeholderActor<UserProfile>('readProfile'),
    saveProfile: placeholderActor<void, { profile: ProfileChange }>('saveProfile'),
  },
  actions: {
    assignProfile: assign({ profile: (_, params: { profile: UserProfile }) => params.profile }),
    startEditing: assign(({ context }) => ({ fields: profileFieldsFrom(context.profile ?? {}), showProblems: false })),
    assignField: assign({
      fields: ({ context }, params: { field: ProfileField; value: string }) => ({ ...context.fields, [params.field]: params.value }),
    }),
    showProblems: assign({ showProblems: true }),
    assignSubmitted: assign({ submitted: (_, params: { profile: ProfileChange }) => params.profile }),
    /** The saved body is now the profile. */
    commitSubmitted: assign({ profile: ({ context }) => ({ ...context.submitted! }) }),
    raiseFailure: sendParent((_, params: { call: 'getMyProfile' | 'updateProfile'; error: unknown; retry: MyProfileRetryEvent }): FailureRaisedEvent => ({
      type: 'FAILURE.RAISED',
      failure: { source: MY_PROFILE_SYSTEM_ID, call: params.call, message: errorMessage(params.error), retry: params.retry },
    })),
  },
  guards: {
    isFormValid: ({ context }) => isProfileValid(context.fields),
  },
}).createMachine({
  id: 'myProfile',
  context: { profile: null, fields: profileFieldsFrom({}), showProblems: false, submitted: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readProfile',
        src: 'readProfile',
        onDone: { target: 'viewing', actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output }) } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'raiseFailure', params: ({ event }) => ({ call: 'getMyProfile' as const, error: event.error, retry: { type: 'LOAD.RETRY' as const } }) },
        },
      },
    },
    loadFailed: {
      on: { 'LOAD.RETRY': { target: 'loading' } },
    },
    viewing: {
      on: { EDIT: { target: 'form', actions: 'startEditing' } },
    },
    form: {
      initial: 'editing',
      on: {
        'FIELD.CHANGE': { target: '.editing', actions: { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SAVE: [
          {
            guard: 'isFormValid',
            target: 'saving',
            actions: { type: 'assignSubmitted', params: ({ context }) => ({ profile: profileChange(context.profile!.id, context.fields) }) },
          },
          { target: '.editing', actions: 'showProblems' },
        ],
        CANCEL: { target: 'viewing' },
      },
      states: {
        editing: {},
        saveFailed: {
          on: {
            'SAVE.RETRY': { target: '#myProfile.saving', actions: { type: 'assignSubmitted', params: ({ event }) => ({ profile: event.profile }) } },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ profile: context.submitted! }),
        onDone: { target: 'viewing', actions: 'commitSubmitted' },
        onError: {
          target: 'form.saveFailed',
          actions: {
            type: 'raiseFailure',
            params: ({ context, event }) => ({ call: 'updateProfile' as const, error: event.error, retry: { type: 'SAVE.RETRY' as const, profile: context.submitted! } }),
          },
        },
      },
    },
  },
});
