// The forced password change (spec section 4, decisions.md "Forced password change"): a modal that
// cannot be dismissed, asking for a new password twice, then saving it. Invoked by the signIn
// machine when user info has hasToChangePassword; savePassword is provided by the browser layer.
import { assign, setup } from 'xstate';
import { placeholderActor } from '../placeholders';
import { errorMessage } from '../domain/errors';
import { passwordProblems, type PasswordProblem } from '../domain/passwordRules';
import { PASSWORD_MIN_LENGTH } from '../domain/passwordRules';

export interface PasswordChangeContext {
  password: string;
  confirmation: string;
  /** What is wrong with what is typed (empty: it can be saved). */
  problems: PasswordProblem[];
  /** Set by a refused SUBMIT: the view lists the problems from then on (they vanish as fixed). */
  showProblems: boolean;
  /** The server's message (or the error's) of the last failed save. */
  errorMessage: string | null;
}

export type PasswordChangeEvent =
  { type: 'PASSWORD.CHANGE'; value: string } | { type: 'CONFIRMATION.CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export interface PasswordChangeOutput {
  changed: true;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    output: {} as PasswordChangeOutput,
  },
  actors: {
    savePassword: placeholderActor<void, { newPassword: string }>('savePassword'),
  },
  actions: {
    assignPassword: assign(({ context }, params: { value: string }) => ({
      password: params.value,
      problems: passwordProblems(params.value, context.confirmation),
    })),
    assignConfirmation: assign(({ context }, params: { value: string }) => ({
      confirmation: params.value,
      problems: passwordProblems(context.password, params.value),
    })),
    showProblems: assign({ showProblems: true }),
    assignError: assign({ errorMessage: (_, params: { error: unknown }) => errorMessage(params.error) }),
    clearError: assign({ errorMessage: null }),
  },
  guards: {
    isValid: ({ context }) => context.problems.length === 0,
  },
}).createMachine({
  id: 'passwordChange',
  description:
    'The forced password change: a modal that cannot be dismissed, the new password twice, then saved (§4 Sign-in and user info)',
  context: {
    password: '',
    confirmation: '',
    problems: passwordProblems('', ''),
    showProblems: false,
    errorMessage: null,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The user types the new password and its confirmation (§4 Sign-in and user info)',
      on: {
        'PASSWORD.CHANGE': {
          actions: { type: 'assignPassword', params: ({ event }) => ({ value: event.value }) },
          description: 'The user types the password (§4 Sign-in and user info)',
        },
        'CONFIRMATION.CHANGE': {
          actions: { type: 'assignConfirmation', params: ({ event }) => ({ value: event.value }) },
          description: 'The user types the confirmation (§4 Sign-in and user info)',
        },
        SUBMIT: [
          { guard: 'isValid', target: 'saving', description: 'A valid password, confirmed: save it (§4 Sign-in and user info)' },
          {
            actions: 'showProblems',
            description: `Refused: the problems show (${PASSWORD_MIN_LENGTH} characters, a letter, a digit, equal twice) (§5)`,
          },
        ],
      },
    },
    saving: {
      description: 'Saves the new password (§4 Sign-in and user info)',
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({ newPassword: context.password }),
        onDone: { target: 'done', description: 'Saved (§4 Sign-in and user info)' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          description: 'The save fails: the server’s message shows (§8)',
        },
      },
    },
    failed: {
      description: 'The server’s message; what was typed is kept (§8)',
      // What was typed is kept. Retrying sends it again; editing goes back to editing.
      on: {
        RETRY: { target: 'saving', actions: 'clearError', description: 'The user retries: save it again (§8)' },
        'PASSWORD.CHANGE': {
          target: 'editing',
          actions: ['clearError', { type: 'assignPassword', params: ({ event }) => ({ value: event.value }) }],
          description: 'The user edits the password again (§4 Sign-in and user info)',
        },
        'CONFIRMATION.CHANGE': {
          target: 'editing',
          actions: ['clearError', { type: 'assignConfirmation', params: ({ event }) => ({ value: event.value }) }],
          description: 'The user edits the confirmation again (§4 Sign-in and user info)',
        },
      },
    },
    done: {
      description: 'The password is changed (§4 Sign-in and user info)',
      type: 'final',
    },
  },
  output: { changed: true },
});
