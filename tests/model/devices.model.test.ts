// Model-based tests of devices (Parameters → devices; docs/decisions.md "Profile calls"):
// per-state oracles check the list shown, the rename (PATCH with the trimmed name) and the removal
// (DELETE after a confirmation) with their params, and the failures raised with the event that
// repeats the same call. Drafts: each typed name is kept with its device, a kept rename
// reopens its form after the list when the device is still there, a stored rename or Cancel drops it.
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  createModel,
  expectEffect,
  expectNoEffect,
  expectNotSent,
  expectSent,
  type IgnoredEvents,
  type Oracle,
  type OracleCheck,
} from './harness';
import { publishJourneys } from './journeys';
import { devicesMachine } from '../../machines/devices/devices.machine';
import type { RegisteredDevice } from '../../machines/domain/types';
import { httpFailure } from './notificationFixtures';

const LAPTOP: RegisteredDevice = { deviceId: 'laptop', name: 'Ordinateur portable' };
const PHONE: RegisteredDevice = { deviceId: 'phone', name: 'Téléphone' };
const READ_ERROR = httpFailure(500, 'Liste indisponible');
/** Renames left unsaved: one for a listed device, one for a device removed since. */
const KEPT_PHONE: RegisteredDevice = { deviceId: 'phone', name: 'Téléphone pro' };
const KEPT_GONE: RegisteredDevice = { deviceId: 'tablet', name: 'Tablette' };
const CALL_ERROR = httpFailure(500, 'Appel impossible');

type Check = OracleCheck<typeof devicesMachine>;
type Snapshot = Check['snapshot'];
const before = (check: Check) => check.path.steps[check.index - 1]?.state as Snapshot | undefined;
const timesEntered = (check: Check, value: string) =>
  check.path.steps.slice(0, check.index + 1).filter((s) => s.state.value === value).length;
const calls = (check: Check, src: string) => check.invocations.filter((i) => i.src === src);
const failureOf = (call: string, retry: AnyEventObject) => ({
  type: 'FAILURE.RAISED',
  // The screen's child hears the Retry of its failures (docs/screens/README.md "What a screen hears and says").
  failure: { source: 'screen', call, message: call === 'getDevices' ? 'Liste indisponible' : 'Appel impossible', retry },
});

const oracle: Oracle<typeof devicesMachine> = {
  'devices.loading': (check) => {
    expect(calls(check, 'readDevices')).toHaveLength(timesEntered(check, 'loading'));
  },
  'devices.readingDraft': (check) => {
    // The list arrived; the kept rename is read once per arrival, before anything shows.
    expect(check.event.type).toBe('xstate.done.actor.readDevices');
    expect(calls(check, 'readDraft')).toHaveLength(timesEntered(check, 'readingDraft'));
  },
  'devices.loadFailed': (check) => {
    expectSent(check, 'parent', failureOf('getDevices', { type: 'LOAD.RETRY' }));
  },
  'devices.list': (check) => {
    const event = check.event as AnyEventObject;
    const { devices } = check.snapshot.context;
    const old = before(check)?.context.devices;
    if (event.type === 'xstate.done.actor.readDevices') expect(devices).toEqual([LAPTOP, PHONE]);
    else if (event.type === 'xstate.done.actor.renameDevice') {
      const renamed = calls(check, 'renameDevice').at(-1)!.input as RegisteredDevice;
      expect(devices).toEqual(old!.map((d) => (d.deviceId === renamed.deviceId ? renamed : d)));
    } else if (event.type === 'xstate.done.actor.removeDevice') {
      const { deviceId } = calls(check, 'removeDevice').at(-1)!.input as { deviceId: string };
      expect(devices).toEqual(old!.filter((d) => d.deviceId !== deviceId));
    } else expect(devices).toEqual(old);
    // No draft, an unreadable one, or one for a device no longer listed: the list shows.
    if (event.type === 'xstate.done.actor.readDraft') expect([null, KEPT_GONE]).toContainEqual(event.output);
    // The draft goes once the rename is stored, or when the person cancels the rename (the notice's discard too).
    if (event.type === 'xstate.done.actor.renameDevice' || (event.type === 'CANCEL' && before(check)!.matches('renaming'))) {
      expectEffect(check, 'dropDraft');
    } else expectNoEffect(check, 'dropDraft');
    expectNoEffect(check, 'keepDraft');
    if (event.type === 'xstate.error.actor.removeDevice') {
      // The device stays listed; Retry removes the one the user confirmed.
      const { deviceId } = calls(check, 'removeDevice').at(-1)!.input as { deviceId: string };
      expectSent(check, 'parent', failureOf('removeDevice', { type: 'REMOVE.RETRY', deviceId }));
    } else expectNotSent(check, 'parent');
  },
  'devices.renaming': (check) => {
    const event = check.event as AnyEventObject;
    const { name, selectedId, draftRestored } = check.snapshot.context;
    if (event.type === 'RENAME') {
      expect(name).toBe(before(check)!.context.devices.find((d) => d.deviceId === event.deviceId)!.name);
      expect(draftRestored).toBe(false);
    }
    if (event.type === 'xstate.done.actor.readDraft') {
      // The rename form opens again on the name typed, for its device, and says so.
      expect(event.output).toEqual(KEPT_PHONE);
      expect({ deviceId: selectedId, name }).toEqual(KEPT_PHONE);
      expect(draftRestored).toBe(true);
      // Nothing was refused yet in this page: no problem shows.
      expect(check.snapshot.context.showProblem).toBe(false);
    }
    if (event.type === 'NAME.CHANGE') {
      expect(name).toBe(event.name);
      // Every change is kept at once, with its device.
      expectEffect(check, 'keepDraft', { deviceId: selectedId, name: event.name });
    } else expectNoEffect(check, 'keepDraft');
  },
  'devices.renaming.editing': (check) => {
    if (check.event.type === 'SAVE') {
      expect(before(check)!.context.name.trim()).toBe('');
      expect(check.snapshot.context.showProblem).toBe(true);
    }
    expect(calls(check, 'renameDevice')).toHaveLength(timesEntered(check, 'savingName'));
  },
  'devices.renaming.failed': (check) => {
    expectSent(
      check,
      'parent',
      failureOf('renameDevice', { type: 'RENAME.RETRY', device: calls(check, 'renameDevice').at(-1)!.input as AnyEventObject }),
    );
  },
  'devices.savingName': (check) => {
    const event = check.event as AnyEventObject;
    const previous = before(check)!.context;
    const expected = event.type === 'RENAME.RETRY' ? event.device : { deviceId: previous.selectedId, name: previous.name.trim() };
    expect(calls(check, 'renameDevice').at(-1)!.input).toEqual(expected);
    expect(calls(check, 'renameDevice')).toHaveLength(timesEntered(check, 'savingName'));
  },
  'devices.confirmingRemoval': (check) => {
    // Nothing is removed before the confirmation.
    expect(check.snapshot.context.selectedId).toBe((check.event as AnyEventObject).deviceId);
    expect(calls(check, 'removeDevice')).toHaveLength(timesEntered(check, 'removing'));
  },
  'devices.removing': (check) => {
    const event = check.event as AnyEventObject;
    expect(['CONFIRM', 'REMOVE.RETRY']).toContain(event.type);
    const expected = event.type === 'REMOVE.RETRY' ? event.deviceId : before(check)!.context.selectedId;
    expect(calls(check, 'removeDevice').at(-1)!.input).toEqual({ deviceId: expected });
  },
};

/** Every event of the screen. */
const ALL = ['RENAME', 'NAME.CHANGE', 'SAVE', 'REMOVE', 'CONFIRM', 'CANCEL', 'LOAD.RETRY', 'RENAME.RETRY', 'REMOVE.RETRY'] as const;

/**
 * The events each state ignores (decisions.md "Profile approval and the profile screens" › Devices,
 * and "Drafts"): the list offers rename and remove; a removal asks for an inline confirmation first;
 * a rename is typed, saved or cancelled; while the list and any draft are read, or a call runs, the
 * screen waits; each Retry of the error dialog belongs to the call that failed (a failed removal
 * leaves the list shown, where its Retry comes).
 */
const ignores: IgnoredEvents<typeof devicesMachine> = {
  'devices.loading': ALL,
  'devices.readingDraft': ALL,
  'devices.loadFailed': ['RENAME', 'NAME.CHANGE', 'SAVE', 'REMOVE', 'CONFIRM', 'CANCEL', 'RENAME.RETRY', 'REMOVE.RETRY'],
  'devices.list': ['NAME.CHANGE', 'SAVE', 'CONFIRM', 'CANCEL', 'LOAD.RETRY', 'RENAME.RETRY'],
  'devices.confirmingRemoval': ['RENAME', 'NAME.CHANGE', 'SAVE', 'REMOVE', 'LOAD.RETRY', 'RENAME.RETRY', 'REMOVE.RETRY'],
  'devices.removing': ALL,
  'devices.renaming': ['RENAME', 'REMOVE', 'CONFIRM', 'LOAD.RETRY', 'REMOVE.RETRY'],
  'devices.renaming.editing': ['RENAME.RETRY'],
  'devices.savingName': ALL,
};

const model = createModel(devicesMachine, {
  oracle,
  ignores,
  events: {
    'xstate.done.actor.readDevices': [{ output: [LAPTOP, PHONE] }],
    'xstate.error.actor.readDevices': [{ error: READ_ERROR }],
    'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_PHONE }, { output: KEPT_GONE }],
    'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
    RENAME: [{ deviceId: 'phone' }, { deviceId: 'unknown' }],
    REMOVE: [{ deviceId: 'laptop' }, { deviceId: 'unknown' }],
    'REMOVE.RETRY': [{ deviceId: 'laptop' }],
    'NAME.CHANGE': [{ name: '  Mon téléphone  ' }, { name: '   ' }],
    'RENAME.RETRY': [{ device: { deviceId: 'phone', name: 'Mon téléphone' } }],
    'xstate.done.actor.renameDevice': [{ output: undefined }],
    'xstate.error.actor.renameDevice': [{ error: CALL_ERROR }],
    'xstate.done.actor.removeDevice': [{ output: undefined }],
    'xstate.error.actor.removeDevice': [{ error: CALL_ERROR }],
  },
});

describe('devices model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

publishJourneys('devices', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
