// The forced password change (spec section 4; decisions.md "Forced password change"), as the modal
// and the signIn machine see it: state, what the modal shows, what is sent, and the output.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { passwordChangeMachine } from '../../../machines/passwordChange/passwordChange.machine';
import { controlledActor, settle } from './deferred';

function start() {
  const save = controlledActor<void, { newPassword: string }>();
  const actor = createActor(passwordChangeMachine.provide({ actors: { savePassword: save.logic } }));
  actor.start();
  const type = (password: string, confirmation = password) => {
    actor.send({ type: 'PASSWORD.CHANGE', value: password });
    actor.send({ type: 'CONFIRMATION.CHANGE', value: confirmation });
  };
  return { actor, save, type, snapshot: () => actor.getSnapshot() };
}

describe('password change', () => {
  it('starts empty, editing, with no problem shown and no error', () => {
    const { snapshot } = start();
    expect(snapshot().value).toBe('editing');
    // An empty password breaks the length, letter and digit rules: listed, but not shown before a SUBMIT.
    expect(snapshot().context).toEqual({
      password: '',
      confirmation: '',
      problems: ['tooShort', 'needsLetter', 'needsDigit'],
      showProblems: false,
      errorMessage: null,
    });
  });

  it('keeps what is typed in both fields', () => {
    const { type, snapshot } = start();
    type('abcd1234', 'abcd12345');
    expect(snapshot().context.password).toBe('abcd1234');
    expect(snapshot().context.confirmation).toBe('abcd12345');
  });

  it('refuses an invalid password: stays editing, shows the problems, sends nothing', () => {
    const { actor, type, save, snapshot } = start();
    type('short1');
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.showProblems).toBe(true);
    type('abcd1234', 'abcd1235');
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('editing');
    expect(save.calls).toHaveLength(0);
  });

  it('saves a valid password as typed, then ends with changed: true', async () => {
    const { actor, type, save, snapshot } = start();
    type(' abcd 1234 ');
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.showProblems).toBe(false);
    expect(save.last.input).toEqual({ newPassword: ' abcd 1234 ' });
    save.last.resolve();
    await settle();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({ changed: true });
  });

  it("a refused save shows the server's message; RETRY sends the same password again and clears it", async () => {
    const { actor, type, save, snapshot } = start();
    type('abcd1234');
    actor.send({ type: 'SUBMIT' });
    save.last.reject({ status: 400, serverMessage: 'Mot de passe déjà utilisé' });
    await settle();
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.errorMessage).toBe('Mot de passe déjà utilisé');
    expect(snapshot().context.password).toBe('abcd1234');
    actor.send({ type: 'RETRY' });
    expect(snapshot().value).toBe('saving');
    expect(snapshot().context.errorMessage).toBeNull();
    expect(save.calls.map((call) => call.input)).toEqual([{ newPassword: 'abcd1234' }, { newPassword: 'abcd1234' }]);
  });

  it('editing either field after a failure goes back to editing, with the error cleared and the new text kept', async () => {
    for (const field of ['PASSWORD.CHANGE', 'CONFIRMATION.CHANGE'] as const) {
      const { actor, type, save, snapshot } = start();
      type('abcd1234');
      actor.send({ type: 'SUBMIT' });
      save.last.reject(new Error('HTTP 500'));
      await settle();
      expect(snapshot().context.errorMessage).toBe('HTTP 500');
      actor.send({ type: field, value: 'wxyz9876' });
      expect(snapshot().value).toBe('editing');
      expect(snapshot().context.errorMessage).toBeNull();
      const { password, confirmation } = snapshot().context;
      expect(field === 'PASSWORD.CHANGE' ? [password, confirmation] : [confirmation, password]).toEqual(['wxyz9876', 'abcd1234']);
    }
  });
});
