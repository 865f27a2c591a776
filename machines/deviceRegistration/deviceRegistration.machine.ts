// Asks a client or worker user to save the device they sign in from (first connection, or a device
// the check found unregistered), and saves it (decisions.md "Sign-in": device calls). "Not now" goes
// on for this session only: the machine ends with `saved: false` and nothing is stored.
// Invoked by the signIn machine; saveDevice is provided by the browser layer, fakes by tests.
import { assign, setup } from 'xstate';
import { placeholderActor } from '../placeholders';
import { errorMessage } from '../domain/errors';

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
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'SAVE' }
  | { type: 'NOT_NOW' }
  | { type: 'RETRY' };

export interface DeviceRegistrationOutput {
  saved: boolean;
}

export const deviceRegistrationMachine = setup({
  types: {
    context: {} as DeviceRegistrationContext,
    events: {} as DeviceRegistrationEvent,
    input: {} as DeviceRegistrationInput,
    output: {} as DeviceRegistrationOutput,
  },
  actors: {
    saveDevice: placeholderActor<void, { deviceId: string; name: string }>('saveDevice'),
  },
  actions: {
    assignName: assign((_, params: { name: string }) => ({ name: params.name, nameProblem: deviceNameProblem(params.name) })),
    showNameProblem: assign({ showProblem: true }),
    assignError: assign({ errorMessage: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearError: assign({ errorMessage: null }),
    markSaved: assign({ saved: true }),
  },
  guards: {
    hasName: ({ context }) => context.nameProblem === null,
  },
}).createMachine({
  id: 'deviceRegistration',
  context: ({ input }) => ({
    deviceId: input.deviceId,
    reason: input.reason,
    name: input.suggestedName,
    nameProblem: deviceNameProblem(input.suggestedName),
    showProblem: false,
    errorMessage: null,
    saved: false,
  }),
  initial: 'asking',
  states: {
    asking: {
      on: {
        'NAME.CHANGE': { actions: { type: 'assignName', params: ({ event }) => ({ name: event.name }) } },
        SAVE: [{ guard: 'hasName', target: 'saving' }, { actions: 'showNameProblem' }],
        NOT_NOW: { target: 'done' },
      },
    },
    saving: {
      invoke: {
        id: 'saveDevice',
        src: 'saveDevice',
        input: ({ context }) => ({ deviceId: context.deviceId, name: context.name.trim() }),
        onDone: { target: 'done', actions: 'markSaved' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        // The typed name is kept; editing it stays here (the message stays until the next try).
        'NAME.CHANGE': { actions: { type: 'assignName', params: ({ event }) => ({ name: event.name }) } },
        RETRY: [
          { guard: 'hasName', target: 'saving', actions: 'clearError' },
          { actions: 'showNameProblem' },
        ],
        NOT_NOW: { target: 'done' },
      },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ saved: context.saved }),
});
