// Asks a client or worker user to save the device they sign in from (first connection, or a device
// the check found unregistered), and saves it (decisions.md "Sign-in": device calls). "Not now" goes
// on for this session only: the machine ends with `saved: false` and nothing is stored.
// Invoked by the signIn machine; saveDevice is provided by the browser layer, fakes by tests.
//
// A typed name survives leaving the page (a 401 on the save re-logs in through the
// provider, a 503 sends to maintenance; both unload this machine, and the question is asked again
// on return): each change is kept as a draft with its device (`keepDraft`), read back first
// (`readDraft`), and restored with a notice (`draftRestored`) when it was kept for this device.
// Settling the question (saved, or Not now) drops it; discarding it puts the suggestion back.
import { assign, setup } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { errorMessage } from '../domain/errors';
import type { RegisteredDevice } from '../domain/types';

/** Longest device name we send (the spec is silent; the name is a label the user reads back). */
export const DEVICE_NAME_MAX_LENGTH = 100;

export type DeviceNameProblem = 'required' | 'tooLong';

/** What is wrong with a device name, or null. The name is saved trimmed. */
export function deviceNameProblem(name: string): DeviceNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > DEVICE_NAME_MAX_LENGTH) return 'tooLong';
  return null;
}

export type DeviceRegistrationReason = 'firstConnection' | 'unregisteredDevice';

export interface DeviceRegistrationInput {
  deviceId: string;
  /** Prefilled name, built from the browser and platform by the caller. */
  suggestedName: string;
  reason: DeviceRegistrationReason;
}

export interface DeviceRegistrationContext {
  deviceId: string;
  reason: DeviceRegistrationReason;
  /** The prefilled name (what discarding a restored draft puts back). */
  suggestedName: string;
  /** The name comes from a draft kept before the page was left (the view says so, with a way to discard it). */
  draftRestored: boolean;
  /** The name as typed (trimmed only when sent). */
  name: string;
  /** What is wrong with the name as typed (null: it can be saved). */
  nameProblem: DeviceNameProblem | null;
  /** Set by a refused SAVE: the view shows `nameProblem` from then on. */
  showProblem: boolean;
  /** The server's message (or the error's) of the last failed save. */
  errorMessage: string | null;
  saved: boolean;
}

export type DeviceRegistrationEvent =
  { type: 'NAME.CHANGE'; name: string } | { type: 'SAVE' } | { type: 'NOT_NOW' } | { type: 'RETRY' } | { type: 'DRAFT.DISCARD' };

export interface DeviceRegistrationOutput {
  saved: boolean;
}

const deviceRegistrationSetup = setup({
  types: {
    context: {} as DeviceRegistrationContext,
    events: {} as DeviceRegistrationEvent,
    input: {} as DeviceRegistrationInput,
    output: {} as DeviceRegistrationOutput,
  },
  actors: {
    saveDevice: placeholderActor<void, { deviceId: string; name: string }>('saveDevice'),
    /** The unsaved name kept for this user (with the device it was typed for), or null. */
    readDraft: placeholderActor<RegisteredDevice | null>('readDraft'),
  },
  actions: {
    assignName: assign((_, params: { name: string }) => ({ name: params.name, nameProblem: deviceNameProblem(params.name) })),
    restoreDraft: assign((_, params: { name: string }) => ({
      name: params.name,
      nameProblem: deviceNameProblem(params.name),
      draftRestored: true,
    })),
    discardDraft: assign(({ context }) => ({
      name: context.suggestedName,
      nameProblem: deviceNameProblem(context.suggestedName),
      showProblem: false,
      draftRestored: false,
    })),
    /** Keeps the typed name with its device for this user until the question is settled (session storage). */
    keepDraft: placeholderAction<RegisteredDevice>('keepDraft'),
    dropDraft: placeholderAction('dropDraft'),
    showNameProblem: assign({ showProblem: true }),
    assignError: assign({ errorMessage: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearError: assign({ errorMessage: null }),
    markSaved: assign({ saved: true }),
  },
  guards: {
    hasName: ({ context }) => context.nameProblem === null,
    /** A kept name typed for this very device (another device's draft is not this question's). */
    isDraftForThisDevice: ({ context }, params: { kept: RegisteredDevice | null }) => params.kept?.deviceId === context.deviceId,
    isDraftRestored: ({ context }) => context.draftRestored,
  },
});

/**
 * Editing the question, in `asking` and after a failed save (`failed`): the typed name is kept, and
 * kept as a draft at each change (any call's 401 or 503 takes the page away, not only the save's); a
 * restored draft can be discarded; Not now ends the question.
 */
const editingTransitions = deviceRegistrationSetup.createStateConfig({
  on: {
    'NAME.CHANGE': {
      actions: [
        { type: 'assignName', params: ({ event }) => ({ name: event.name }) },
        { type: 'keepDraft', params: ({ context }) => ({ deviceId: context.deviceId, name: context.name }) },
      ],
      description: 'The user types a name; it is kept as a draft (decisions.md › Drafts across a re-login or the maintenance page)',
    },
    'DRAFT.DISCARD': {
      guard: 'isDraftRestored',
      actions: ['discardDraft', 'dropDraft'],
      description:
        'The user discards a restored name: the suggestion comes back (decisions.md › Drafts across a re-login or the maintenance page)',
    },
    NOT_NOW: {
      target: '#deviceRegistration.done',
      description: '“Not now”: not saved, not asked again this session (decisions.md › The save-device question)',
    },
  },
}).on;

export const deviceRegistrationMachine = deviceRegistrationSetup.createMachine({
  id: 'deviceRegistration',
  description: 'Asks a client or worker to save the device they sign in from, and saves it (§4 Sign-in and user info)',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    reason: input.reason,
    suggestedName: input.suggestedName,
    draftRestored: false,
    name: input.suggestedName,
    nameProblem: deviceNameProblem(input.suggestedName),
    showProblem: false,
    errorMessage: null,
    saved: false,
  }),
  initial: 'readingDraft',
  states: {
    // A name typed before the page was taken away (re-login, maintenance) comes back.
    readingDraft: {
      description:
        'Reads a name typed before the page was left; the modal waits (decisions.md › Drafts across a re-login or the maintenance page)',
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        onDone: [
          {
            guard: { type: 'isDraftForThisDevice', params: ({ event }) => ({ kept: event.output }) },
            target: 'asking',
            actions: { type: 'restoreDraft', params: ({ event }) => ({ name: event.output!.name }) },
            description:
              'A name kept for this device: it is back, with the notice (decisions.md › Drafts across a re-login or the maintenance page)',
          },
          { target: 'asking', description: 'No name kept for this device: the suggested name (§4 Sign-in and user info)' },
        ],
        onError: {
          target: 'asking',
          description: 'The draft cannot be read: the suggested name (decisions.md › Drafts across a re-login or the maintenance page)',
        },
      },
    },
    asking: {
      description: 'The save-device modal, with a suggested name (§4 Sign-in and user info)',
      on: {
        ...editingTransitions,
        SAVE: [
          { guard: 'hasName', target: 'saving', description: 'The user saves a valid name (§4 Sign-in and user info)' },
          { actions: 'showNameProblem', description: 'An empty or too long name: the problem shows (§4 Sign-in and user info)' },
        ],
      },
    },
    saving: {
      description: 'Saves the device (§4 Sign-in and user info)',
      invoke: {
        id: 'saveDevice',
        src: 'saveDevice',
        input: ({ context }) => ({ deviceId: context.deviceId, name: context.name.trim() }),
        onDone: { target: 'done', actions: 'markSaved', description: 'The device is saved (§4 Sign-in and user info)' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          description: 'The save fails: its message shows in the modal (§8)',
        },
      },
    },
    failed: {
      description: 'The modal with the failure’s message and Retry (§8)',
      on: {
        // Editing stays here: the message stays until the next try.
        ...editingTransitions,
        RETRY: [
          { guard: 'hasName', target: 'saving', actions: 'clearError', description: 'The user retries with a valid name (§8)' },
          { actions: 'showNameProblem', description: 'Retry with an empty or too long name: the problem shows (§4 Sign-in and user info)' },
        ],
      },
    },
    done: {
      description: 'The question is settled, saved or “Not now” (§4 Sign-in and user info)',
      type: 'final',
      // The question is settled (saved, or Not now for this session): nothing is left to restore.
      entry: 'dropDraft',
    },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
