// Model-based tests of the deviceRegistration machine: paths generated from its graph, replayed on
// a live actor; every state and transition must be visited (coverage gate as the last test).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createModel, expectEffect, expectNoEffect, expectOutput, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
} from '../../machines/deviceRegistration/deviceRegistration.machine';

const INPUT = { deviceId: 'device-42', suggestedName: 'Firefox sur Linux', reason: 'firstConnection' as const };
const SERVER_REFUSAL = { serverMessage: 'Vous avez déjà enregistré 10 appareils.', status: 409 };
/** Drafts kept in this tab before the page was left: for this device, and for another one. */
const KEPT_HERE = { deviceId: INPUT.deviceId, name: 'Poste de la matrice' };
const KEPT_ELSEWHERE = { deviceId: 'device-7', name: 'Tablette du salon' };

type Check = OracleCheck<typeof deviceRegistrationMachine>;

/**
 * What the field must hold after this step, and whether it holds a restored draft: the suggestion
 * at first; a draft kept for this device replaces it (with the notice); typing replaces it;
 * discarding a restored draft puts the suggestion back.
 */
function expectedField(check: Check): { name: string; restored: boolean } {
  let field = { name: INPUT.suggestedName, restored: false };
  for (const { event } of check.path.steps.slice(0, check.index + 1)) {
    if (event.type === 'NAME.CHANGE') field = { ...field, name: String(event.name) };
    const kept = event.type === 'xstate.done.actor.readDraft' ? (event.output as typeof KEPT_HERE | null) : null;
    if (kept?.deviceId === INPUT.deviceId) field = { name: kept.name, restored: true };
    if (event.type === 'DRAFT.DISCARD' && field.restored) field = { name: INPUT.suggestedName, restored: false };
  }
  return field;
}
const typedName = (check: Check) => expectedField(check).name;

/** The field restored from a draft before this step (what DRAFT.DISCARD acts on). */
const restoredBefore = (check: Check) => check.index > 0 && expectedField({ ...check, index: check.index - 1 }).restored;

/**
 * Asking and failed: the typed name is never lost and each change is kept as a draft with its
 * device; a refused save shows the name's problem; discarding a restored draft drops it.
 */
function editingRules(check: Check) {
  const { event, snapshot } = check;
  expect(snapshot.context.name).toBe(typedName(check));
  expect(snapshot.context.draftRestored).toBe(expectedField(check).restored);
  if (event.type === 'SAVE' || event.type === 'RETRY') {
    expect(deviceNameProblem(typedName(check))).not.toBeNull();
    expectEffect(check, 'showNameProblem');
    expect(snapshot.context.showProblem).toBe(true);
  }
  if (event.type === 'NAME.CHANGE') expectEffect(check, 'keepDraft', { deviceId: INPUT.deviceId, name: event.name });
  else expectNoEffect(check, 'keepDraft');
  if (event.type === 'DRAFT.DISCARD' && restoredBefore(check)) {
    expectEffect(check, 'dropDraft');
    expect(snapshot.context.showProblem).toBe(false);
  } else expectNoEffect(check, 'dropDraft');
}

/** decisions.md "Sign-in": the save-device modal (Save with a prefilled name, Not now). */
const oracle: Oracle<typeof deviceRegistrationMachine> = {
  // The machine judges the name as typed (the view shows its problem once a save is refused).
  deviceRegistration: (check) => expect(check.snapshot.context.nameProblem).toBe(deviceNameProblem(check.snapshot.context.name)),
  // The question waits for the kept draft: the suggestion, nothing kept or dropped yet.
  'deviceRegistration.readingDraft': (check) => {
    expect(check.invocations.at(-1)).toMatchObject({ id: 'readDraft', src: 'readDraft' });
    expect(check.snapshot.context).toMatchObject({ name: INPUT.suggestedName, draftRestored: false });
    expectNoEffect(check, 'keepDraft');
    expectNoEffect(check, 'dropDraft');
  },
  'deviceRegistration.asking': (check) => editingRules(check),
  'deviceRegistration.saving': (check) => {
    // Only a valid name is sent, trimmed, with the device id; a retry clears the old message.
    expect(deviceNameProblem(typedName(check))).toBeNull();
    expect(check.invocations.at(-1)).toEqual({
      id: 'saveDevice',
      src: 'saveDevice',
      input: { deviceId: INPUT.deviceId, name: typedName(check).trim() },
    });
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
    // The question is settled: no draft is left to restore.
    expectEffect(check, 'dropDraft');
  },
};

/**
 * The events each state ignores (spec section 4 "Sign-in and user info", design decisions "Sign-in":
 * the save-device modal): the modal shows once the draft is read; while saving, it waits for the
 * answer; Retry belongs to a failed save, Save to the question before one.
 */
const ignores: IgnoredEvents<typeof deviceRegistrationMachine> = {
  'deviceRegistration.readingDraft': ['NAME.CHANGE', 'SAVE', 'NOT_NOW', 'RETRY', 'DRAFT.DISCARD'],
  'deviceRegistration.asking': ['RETRY'],
  'deviceRegistration.saving': ['NAME.CHANGE', 'SAVE', 'NOT_NOW', 'RETRY', 'DRAFT.DISCARD'],
  'deviceRegistration.failed': ['SAVE'],
};

const model = createModel(deviceRegistrationMachine, {
  input: INPUT,
  events: {
    // One variant per outcome of hasName: a padded valid name, a blank one, one too long.
    'NAME.CHANGE': [{ name: '  PC du bureau  ' }, { name: '   ' }, { name: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) }],
    'xstate.done.actor.saveDevice': [{ output: undefined }],
    'xstate.error.actor.saveDevice': [{ error: SERVER_REFUSAL }, { error: new Error('Failed to fetch') }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_HERE }, { output: KEPT_ELSEWHERE }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
  },
  oracle,
  ignores,
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
