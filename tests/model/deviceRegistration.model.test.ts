// Model-based tests of the deviceRegistration machine: paths generated from its graph, replayed on
// a live actor; every state and transition must be visited (coverage gate as the last test).
import { describe, expect, it } from 'vitest';
import { createModel, expectEffect, expectOutput, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
} from '../../machines/deviceRegistration/deviceRegistration.machine';

const INPUT = { deviceId: 'device-42', suggestedName: 'Firefox sur Linux', reason: 'firstConnection' as const };
const SERVER_REFUSAL = { serverMessage: 'Vous avez déjà enregistré 10 appareils.', status: 409 };

type Check = OracleCheck<typeof deviceRegistrationMachine>;

/** The name as the user typed it last on this path (prefilled with the suggestion). */
function typedName(check: Check): string {
  const typed = check.path.steps.slice(0, check.index + 1).filter((s) => s.event.type === 'NAME.CHANGE').at(-1);
  return typed ? String(typed.event.name) : INPUT.suggestedName;
}

/** Asking and failed: the typed name is never lost; a refused save shows the name's problem. */
function editingRules(check: Check) {
  expect(check.snapshot.context.name).toBe(typedName(check));
  if (check.event.type === 'SAVE' || check.event.type === 'RETRY') {
    expect(deviceNameProblem(typedName(check))).not.toBeNull();
    expectEffect(check, 'showNameProblem');
    expect(check.snapshot.context.showProblem).toBe(true);
  }
}

/** decisions.md "Sign-in": the save-device modal (Save with a prefilled name, Not now). */
const oracle: Oracle<typeof deviceRegistrationMachine> = {
  // The machine judges the name as typed (the view shows its problem once a save is refused).
  deviceRegistration: (check) => expect(check.snapshot.context.nameProblem).toBe(deviceNameProblem(check.snapshot.context.name)),
  'deviceRegistration.asking': (check) => editingRules(check),
  'deviceRegistration.saving': (check) => {
    // Only a valid name is sent, trimmed, with the device id; a retry clears the old message.
    expect(deviceNameProblem(typedName(check))).toBeNull();
    expect(check.invocations.at(-1)).toEqual({ id: 'saveDevice', src: 'saveDevice', input: { deviceId: INPUT.deviceId, name: typedName(check).trim() } });
    expect(check.snapshot.context.errorMessage).toBeNull();
  },
  'deviceRegistration.failed': (check) => {
    editingRules(check);
    if (check.event.type === 'xstate.error.actor.saveDevice') {
      const error = check.event.error as { serverMessage?: string; message?: string };
      // The server's message, else the error's.
      expect(check.snapshot.context.errorMessage).toBe(error.serverMessage ?? error.message);
    }
  },
  'deviceRegistration.done': (check) => {
    // Saved only when the server said so; Not now goes on for this session without saving.
    const saved = check.event.type === 'xstate.done.actor.saveDevice';
    if (saved) expectEffect(check, 'markSaved');
    else expect(check.event.type).toBe('NOT_NOW');
    expectOutput(check, { saved });
  },
};

const model = createModel(deviceRegistrationMachine, {
  input: INPUT,
  events: {
    // One variant per outcome of hasName: a padded valid name, a blank one, one too long.
    'NAME.CHANGE': [{ name: '  PC du bureau  ' }, { name: '   ' }, { name: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) }],
    'xstate.done.actor.saveDevice': [{ output: undefined }],
    'xstate.error.actor.saveDevice': [{ error: SERVER_REFUSAL }, { error: new Error('Failed to fetch') }],
  },
  oracle,
});

describe('deviceRegistration model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
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
