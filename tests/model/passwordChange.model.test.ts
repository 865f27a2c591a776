// Model-based tests of the passwordChange machine: paths generated from its graph, replayed on a
// live actor; every state and transition must be visited (coverage gate in afterAll).
import { afterAll, describe, expect, it } from 'vitest';
import { createModel } from './harness';
import { publishJourneys } from './journeys';
import { passwordChangeMachine } from '../../machines/passwordChange/passwordChange.machine';
import { passwordProblems } from '../../machines/domain/passwordRules';

const GOOD = 'Intérim2024';

const model = createModel(passwordChangeMachine, {
  events: {
    // A valid password and a short one; the same confirmation and another one: every outcome of
    // isValid (each rule alone is unit-tested in tests/unit/domain/passwordRules.test.ts).
    'PASSWORD.CHANGE': [{ value: GOOD }, { value: 'court1' }],
    'CONFIRMATION.CHANGE': [{ value: GOOD }, { value: 'autre' }],
    'xstate.done.actor.savePassword': [{ output: undefined }],
    'xstate.error.actor.savePassword': [{ error: { serverMessage: 'Ce mot de passe a déjà été utilisé.', status: 400 } }],
  },
});

describe('passwordChange model', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStep: (snapshot, step, { invocations }) => {
          const { context } = snapshot;
          if (snapshot.matches('saving')) {
            // Only a valid password is ever sent.
            expect(passwordProblems(context.password, context.confirmation)).toEqual([]);
            expect(invocations.at(-1)).toMatchObject({ src: 'savePassword', input: { newPassword: context.password } });
            expect(context.errorMessage).toBeNull();
          }
          if (snapshot.matches('failed')) {
            // What was typed is kept, and the server's message is there to show.
            expect(context.password).toBe(GOOD);
            expect(context.confirmation).toBe(GOOD);
            expect(context.errorMessage).toBe('Ce mot de passe a déjà été utilisé.');
          }
          if (snapshot.matches('editing')) expect(context.errorMessage).toBeNull();
          if (step.event.type === 'SUBMIT' && snapshot.matches('editing')) expect(context.showProblems).toBe(true);
          if (snapshot.status === 'done') expect(snapshot.output).toEqual({ changed: true });
        },
      }));
  }

  afterAll(() => model.assertCoverage());
});

publishJourneys('passwordChange', { model });
