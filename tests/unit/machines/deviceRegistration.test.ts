// Saving the device at sign-in (decisions.md "Sign-in": device calls), as the modal and the signIn
// machine see it: state, what the modal shows, what is sent, and the output.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RegisteredDevice } from '../../../machines/domain/types';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
} from '../../../machines/deviceRegistration/deviceRegistration.machine';
import { controlledActor, settle } from './deferred';

/** Started and past the draft reading (`kept`: the draft kept in this tab, if any). */
async function start(suggestedName = 'Firefox on Linux', kept: RegisteredDevice | null | Error = null) {
  const save = controlledActor<void, { deviceId: string; name: string }>();
  const keepDraft = vi.fn<(kept: RegisteredDevice) => void>();
  const dropDraft = vi.fn();
  const machine = deviceRegistrationMachine.provide({
    actors: {
      saveDevice: save.logic,
      readDraft: fromPromise(async () => {
        if (kept instanceof Error) throw kept;
        return kept;
      }),
    },
    actions: { keepDraft: (_, params) => keepDraft(params), dropDraft: () => dropDraft() },
  });
  const actor = createActor(machine, { input: { deviceId: 'device-7', suggestedName, reason: 'unregisteredDevice' } });
  actor.start();
  await settle();
  return { actor, save, keepDraft, dropDraft, snapshot: () => actor.getSnapshot() };
}

describe('device name rule', () => {
  it('needs a non-blank name of at most 100 characters, counted as code points, after trimming', () => {
    expect(DEVICE_NAME_MAX_LENGTH).toBe(100);
    expect(deviceNameProblem('')).toBe('required');
    expect(deviceNameProblem('   ')).toBe('required');
    expect(deviceNameProblem('x'.repeat(100))).toBeNull();
    expect(deviceNameProblem(` ${'x'.repeat(100)} `)).toBeNull();
    expect(deviceNameProblem('x'.repeat(101))).toBe('tooLong');
    expect(deviceNameProblem('😀'.repeat(100))).toBeNull();
  });
});

describe('device registration', () => {
  it('asks with the suggested name, the reason, and nothing shown yet', async () => {
    const { snapshot } = await start();
    expect(snapshot().value).toBe('asking');
    expect(snapshot().context).toEqual({
      deviceId: 'device-7',
      reason: 'unregisteredDevice',
      suggestedName: 'Firefox on Linux',
      draftRestored: false,
      name: 'Firefox on Linux',
      nameProblem: null,
      showProblem: false,
      errorMessage: null,
      saved: false,
    });
  });

  it('saves the trimmed name with the device id, then ends with saved: true', async () => {
    const { actor, save, snapshot } = await start();
    actor.send({ type: 'NAME.CHANGE', name: '  Mon portable  ' });
    expect(snapshot().context.name).toBe('  Mon portable  ');
    actor.send({ type: 'SAVE' });
    expect(snapshot().value).toBe('saving');
    expect(save.last.input).toEqual({ deviceId: 'device-7', name: 'Mon portable' });
    save.last.resolve();
    await settle();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ saved: true });
  });

  it('refuses a blank name: stays asking, shows the problem, sends nothing', async () => {
    const { actor, save, snapshot } = await start();
    actor.send({ type: 'NAME.CHANGE', name: '  ' });
    actor.send({ type: 'SAVE' });
    expect(snapshot().value).toBe('asking');
    expect(snapshot().context.showProblem).toBe(true);
    expect(save.calls).toHaveLength(0);
  });

  it('"Not now" ends at once with saved: false and nothing sent', async () => {
    const { actor, save, snapshot } = await start();
    actor.send({ type: 'NOT_NOW' });
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ saved: false });
    expect(save.calls).toHaveLength(0);
  });

  it("a failed save shows the server's message and keeps the name; RETRY sends it again", async () => {
    const { actor, save, snapshot } = await start();
    actor.send({ type: 'SAVE' });
    save.last.reject({ status: 409, serverMessage: 'Appareil déjà enregistré' });
    await settle();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.errorMessage).toBe('Appareil déjà enregistré');
    actor.send({ type: 'NAME.CHANGE', name: 'Bureau' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.name).toBe('Bureau');
    expect(snapshot().context.errorMessage).toBe('Appareil déjà enregistré');
    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.errorMessage).toBeNull();
    expect(save.last.input).toEqual({ deviceId: 'device-7', name: 'Bureau' });
    save.last.resolve();
    await settle();
    expect(snapshot().output).toEqual({ saved: true });
  });

  it('RETRY with a name made blank shows the problem and sends nothing; "Not now" still ends unsaved', async () => {
    const { actor, save, snapshot } = await start();
    actor.send({ type: 'SAVE' });
    save.last.reject(new Error('HTTP 500'));
    await settle();
    actor.send({ type: 'NAME.CHANGE', name: '' });
    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.showProblem).toBe(true);
    expect(save.calls).toHaveLength(1);
    actor.send({ type: 'NOT_NOW' });
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ saved: false });
  });
});

// A 401 or 503 on the save takes the page away (re-login, maintenance); the question comes
// back on return and must show what was typed, not the suggestion.
describe('device registration: the typed name survives leaving the page', () => {
  it('waits for the kept draft before asking', () => {
    const machine = deviceRegistrationMachine.provide({
      actors: {
        saveDevice: controlledActor<void, { deviceId: string; name: string }>().logic,
        readDraft: controlledActor<RegisteredDevice | null>().logic,
      },
    });
    const actor = createActor(machine, { input: { deviceId: 'device-7', suggestedName: 'Firefox on Linux', reason: 'firstConnection' } });
    actor.start();
    expect(actor.getSnapshot().value).toBe('readingDraft');
  });

  it('keeps each change with its device, in asking and after a failed save', async () => {
    const { actor, save, keepDraft } = await start();
    actor.send({ type: 'NAME.CHANGE', name: 'Poste' });
    expect(keepDraft).toHaveBeenLastCalledWith({ deviceId: 'device-7', name: 'Poste' });
    actor.send({ type: 'SAVE' });
    save.last.reject(new Error('HTTP 500'));
    await settle();
    actor.send({ type: 'NAME.CHANGE', name: 'Poste 2' });
    expect(keepDraft).toHaveBeenLastCalledWith({ deviceId: 'device-7', name: 'Poste 2' });
    expect(keepDraft).toHaveBeenCalledTimes(2);
  });

  it('restores a name kept for this device, with the notice; it saves as typed', async () => {
    const { actor, save, snapshot, dropDraft } = await start('Firefox on Linux', { deviceId: 'device-7', name: ' Poste de Lyon ' });
    expect(snapshot().value).toBe('asking');
    expect(snapshot().context).toMatchObject({ name: ' Poste de Lyon ', draftRestored: true, nameProblem: null });
    actor.send({ type: 'SAVE' });
    expect(save.last.input).toEqual({ deviceId: 'device-7', name: 'Poste de Lyon' });
    expect(dropDraft).not.toHaveBeenCalled();
    save.last.resolve();
    await settle();
    expect(snapshot().output).toEqual({ saved: true });
    expect(dropDraft).toHaveBeenCalledTimes(1);
  });

  it('restores a kept name with its problem (a blank name is refused as if typed)', async () => {
    const { actor, save, snapshot } = await start('Firefox on Linux', { deviceId: 'device-7', name: '  ' });
    expect(snapshot().context).toMatchObject({ name: '  ', nameProblem: 'required', draftRestored: true });
    actor.send({ type: 'SAVE' });
    expect(snapshot().context.showProblem).toBe(true);
    expect(save.calls).toHaveLength(0);
  });

  it("ignores another device's draft, and a draft that cannot be read", async () => {
    for (const kept of [{ deviceId: 'device-8', name: 'Autre' }, new Error('storage unavailable')]) {
      const { snapshot } = await start('Firefox on Linux', kept);
      expect(snapshot().value).toBe('asking');
      expect(snapshot().context).toMatchObject({ name: 'Firefox on Linux', draftRestored: false });
    }
  });

  it('discarding a restored draft puts the suggestion back and drops the draft; without one, nothing happens', async () => {
    const restored = await start('Firefox on Linux', { deviceId: 'device-7', name: 'x'.repeat(101) });
    restored.actor.send({ type: 'SAVE' });
    expect(restored.snapshot().context.showProblem).toBe(true);
    restored.actor.send({ type: 'DRAFT.DISCARD' });
    expect(restored.snapshot().context).toMatchObject({
      name: 'Firefox on Linux',
      nameProblem: null,
      showProblem: false,
      draftRestored: false,
    });
    expect(restored.dropDraft).toHaveBeenCalledTimes(1);

    const fresh = await start();
    fresh.actor.send({ type: 'NAME.CHANGE', name: 'Typed' });
    fresh.actor.send({ type: 'DRAFT.DISCARD' });
    expect(fresh.snapshot().context.name).toBe('Typed');
    expect(fresh.dropDraft).not.toHaveBeenCalled();
  });

  it('discard also works after a failed save, and the message stays until the next try', async () => {
    const { actor, save, snapshot, dropDraft } = await start('Firefox on Linux', { deviceId: 'device-7', name: 'Poste' });
    actor.send({ type: 'SAVE' });
    save.last.reject({ status: 500, serverMessage: 'Erreur' });
    await settle();
    actor.send({ type: 'DRAFT.DISCARD' });
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context).toMatchObject({ name: 'Firefox on Linux', draftRestored: false, errorMessage: 'Erreur' });
    expect(dropDraft).toHaveBeenCalledTimes(1);
  });

  it('"Not now" settles the question: the draft is dropped', async () => {
    const { actor, dropDraft } = await start('Firefox on Linux', { deviceId: 'device-7', name: 'Poste' });
    actor.send({ type: 'NOT_NOW' });
    expect(dropDraft).toHaveBeenCalledTimes(1);
  });
});
