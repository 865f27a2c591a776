// Model-based tests of the deviceRegistration machine: paths generated from its graph, replayed on
// a live actor; every state and transition must be visited (coverage gate in afterAll).
import { afterAll, describe, expect, it } from 'vitest';
import { createModel } from './harness';
import { publishJourneys } from './journeys';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
} from '../../machines/deviceRegistration/deviceRegistration.machine';

const INPUT = { deviceId: 'device-42', suggestedName: 'Firefox sur Linux', reason: 'firstConnection' as const };
const SERVER_REFUSAL = { serverMessage: 'Vous avez déjà enregistré 10 appareils.', status: 409 };

const model = createModel(deviceRegistrationMachine, {
  input: INPUT,
  events: {
    // One variant per outcome of hasName: a padded valid name, a blank one, one too long.
    'NAME.CHANGE': [{ name: '  PC du bureau  ' }, { name: '   ' }, { name: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) }],
    'xstate.done.actor.saveDevice': [{ output: undefined }],
    'xstate.error.actor.saveDevice': [{ error: SERVER_REFUSAL }, { error: new Error('Failed to fetch') }],
  },
});

describe('deviceRegistration model', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStep: (snapshot, step, { invocations }) => {
          const { context } = snapshot;
          // The typed name is never lost, and the device id never changes.
          expect(context.deviceId).toBe(INPUT.deviceId);
          if (step.event.type === 'xstate.init') expect(context.name).toBe(INPUT.suggestedName);
          if (snapshot.matches('saving')) {
            // Only a valid name is sent, trimmed, with the device id.
            expect(deviceNameProblem(context.name)).toBeNull();
            expect(invocations.at(-1)).toMatchObject({ src: 'saveDevice', input: { deviceId: INPUT.deviceId, name: context.name.trim() } });
            expect(context.errorMessage).toBeNull();
          }
          if (snapshot.matches('failed')) {
            expect(context.errorMessage).toMatch(/^(Vous avez déjà enregistré 10 appareils\.|Failed to fetch)$/);
          }
          if (snapshot.status === 'done') {
            // Saved only when the server said so; Not now goes on without saving.
            expect(snapshot.output).toEqual({ saved: step.event.type === 'xstate.done.actor.saveDevice' });
          }
        },
      }));
  }

  afterAll(() => model.assertCoverage());
});

describe('deviceNameProblem', () => {
  it('wants a trimmed, non-empty name of at most 100 characters', () => {
    expect(deviceNameProblem('PC')).toBeNull();
    expect(deviceNameProblem('')).toBe('required');
    expect(deviceNameProblem(' \t ')).toBe('required');
    expect(deviceNameProblem('x'.repeat(100))).toBeNull();
    expect(deviceNameProblem(` ${'x'.repeat(100)} `)).toBeNull();
    expect(deviceNameProblem('x'.repeat(101))).toBe('tooLong');
    expect(deviceNameProblem('💻'.repeat(100))).toBeNull();
  });
});

publishJourneys('deviceRegistration', { model });
