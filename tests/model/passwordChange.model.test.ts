// Model-based tests of the passwordChange machine: paths generated from its graph, replayed on a
// live actor; every state and transition must be visited (coverage gate as the last test).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createModel, expectEffect, expectOutput, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { passwordChangeMachine } from '../../machines/passwordChange/passwordChange.machine';
import { passwordProblems } from '../../machines/domain/passwordRules';

const GOOD = 'Intérim2024';
const SERVER_REFUSAL = { serverMessage: 'Ce mot de passe a déjà été utilisé.', status: 400 };

type Check = OracleCheck<typeof passwordChangeMachine>;

/** The last value typed in a field on this path. */
function typed(check: Check, type: 'PASSWORD.CHANGE' | 'CONFIRMATION.CHANGE'): string {
  const last = check.path.steps
    .slice(0, check.index + 1)
    .filter((s) => s.event.type === type)
    .at(-1);
  return last ? String(last.event.value) : '';
}

/** Spec section 4 and decisions.md "Forced password change": a modal that cannot be dismissed. */
const oracle: Oracle<typeof passwordChangeMachine> = {
  // The machine judges what is typed (the view lists the problems once a submit is refused).
  passwordChange: (check) =>
    expect(check.snapshot.context.problems).toEqual(passwordProblems(check.snapshot.context.password, check.snapshot.context.confirmation)),
  'passwordChange.editing': (check) => {
    const { context } = check.snapshot;
    // What was typed is what the fields hold; no old server message.
    expect(context.password).toBe(typed(check, 'PASSWORD.CHANGE'));
    expect(context.confirmation).toBe(typed(check, 'CONFIRMATION.CHANGE'));
    expect(context.errorMessage).toBeNull();
    if (check.event.type === 'SUBMIT') {
      // A refused submit lists the problems.
      expect(passwordProblems(context.password, context.confirmation)).not.toEqual([]);
      expectEffect(check, 'showProblems');
      expect(context.showProblems).toBe(true);
    }
  },
  'passwordChange.saving': (check) => {
    // Only a valid password is ever sent.
    const password = typed(check, 'PASSWORD.CHANGE');
    expect(passwordProblems(password, typed(check, 'CONFIRMATION.CHANGE'))).toEqual([]);
    expect(check.invocations.at(-1)).toEqual({ id: 'savePassword', src: 'savePassword', input: { newPassword: password } });
    expect(check.snapshot.context.errorMessage).toBeNull();
  },
  'passwordChange.failed': (check) => {
    // What was typed is kept, and the server's message is there to show.
    expect(check.snapshot.context.password).toBe(GOOD);
    expect(check.snapshot.context.confirmation).toBe(GOOD);
    expect(check.snapshot.context.errorMessage).toBe(SERVER_REFUSAL.serverMessage);
  },
  'passwordChange.done': (check) => {
    expect(check.event.type).toBe('xstate.done.actor.savePassword');
    expectOutput(check, { changed: true });
  },
};

/**
 * The events each state ignores (spec section 4, design decisions "Sign-in": the forced password
 * change): Retry belongs to a failed save; while saving, the form waits for the answer.
 */
const ignores: IgnoredEvents<typeof passwordChangeMachine> = {
  'passwordChange.editing': ['RETRY'],
  'passwordChange.saving': ['PASSWORD.CHANGE', 'CONFIRMATION.CHANGE', 'SUBMIT', 'RETRY'],
  // A refused save offers Retry, or an edit that goes back to the form; submitting the same values again is Retry's job.
  'passwordChange.failed': ['SUBMIT'],
};

const model = createModel(passwordChangeMachine, {
  events: {
    // A valid password and a short one; the same confirmation and another one: every outcome of
    // isValid (each rule alone is unit-tested in tests/unit/domain/passwordRules.test.ts).
    'PASSWORD.CHANGE': [{ value: GOOD }, { value: 'court1' }],
    'CONFIRMATION.CHANGE': [{ value: GOOD }, { value: 'autre' }],
    'xstate.done.actor.savePassword': [{ output: undefined }],
    'xstate.error.actor.savePassword': [{ error: SERVER_REFUSAL }],
  },
  oracle,
  ignores,
});

describe('passwordChange model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
});

publishJourneys('passwordChange', { model });
