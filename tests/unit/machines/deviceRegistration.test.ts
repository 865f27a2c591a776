// Saving the device at sign-in (decisions.md "Sign-in": device calls), as the modal and the signIn
// machine see it: state, what the modal shows, what is sent, and the output.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
} from '../../../machines/deviceRegistration/deviceRegistration.machine';
import { controlledActor, settle } from './deferred';

function start(suggestedName = 'Firefox on Linux') {
  const save = controlledActor<void, { deviceId: string; name: string }>();
  const actor = createActor(deviceRegistrationMachine.provide({ actors: { saveDevice: save.logic } }), {
    input: { deviceId: 'device-7', suggestedName, reason: 'unregisteredDevice' },
  });
  actor.start();
  return { actor, save, snapshot: () => actor.getSnapshot() };
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
  it('asks with the suggested name, the reason, and nothing shown yet', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('asking');
    expect(snapshot().context).toEqual({
      deviceId: 'device-7', reason: 'unregisteredDevice', name: 'Firefox on Linux', nameProblem: null,
      showProblem: false, errorMessage: null, saved: false,
    });
  });

  it('saves the trimmed name with the device id, then ends with saved: true', async () => {
    const { actor, save, snapshot } = start();
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

  it('refuses a blank name: stays asking, shows the problem, sends nothing', () => {
    const { actor, save, snapshot } = start();
    actor.send({ type: 'NAME.CHANGE', name: '  ' });
    actor.send({ type: 'SAVE' });
    expect(snapshot().value).toBe('asking');
    expect(snapshot().context.showProblem).toBe(true);
    expect(save.calls).toHaveLength(0);
  });

  it('"Not now" ends at once with saved: false and nothing sent', () => {
    const { actor, save, snapshot } = start();
    actor.send({ type: 'NOT_NOW' });
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ saved: false });
    expect(save.calls).toHaveLength(0);
  });

  it("a failed save shows the server's message and keeps the name; RETRY sends it again", async () => {
    const { actor, save, snapshot } = start();
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
    const { actor, save, snapshot } = start();
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
