// @vitest-environment happy-dom
// What a person sees in the save-device modal, in every state, with a live deviceRegistration actor
// (saveDevice faked) and the real French texts. The last block replays every path of the machine's
// model through the modal itself: user events go through the DOM, and each state is checked on screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import {
  DEVICE_NAME_MAX_LENGTH,
  deviceNameProblem,
  deviceRegistrationMachine,
  type DeviceRegistrationInput,
} from '../../machines/deviceRegistration/deviceRegistration.machine';
import { DeviceRegistrationModal } from '../../src/views/modals/DeviceRegistrationModal';
import type { DeviceRegistrationRef } from '../../src/views/modals/useDeviceRegistration';
import { createModel, type OracleCheck } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
const INPUT: DeviceRegistrationInput = { deviceId: 'device-42', suggestedName: 'Firefox sur Linux', reason: 'firstConnection' };

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});

const actors: { stop(): void }[] = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
});

function renderModal(actorRef: DeviceRegistrationRef) {
  return render(
    <I18nextProvider i18n={i18n}>
      <DeviceRegistrationModal actorRef={actorRef} />
    </I18nextProvider>,
  );
}

/** A live actor whose saveDevice waits for the test to answer. */
function start(input: DeviceRegistrationInput = INPUT) {
  const saves: { input: { deviceId: string; name: string }; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const saveDevice = fromPromise<void, { deviceId: string; name: string }>(
    ({ input: saveInput }) => new Promise<void>((resolve, reject) => saves.push({ input: saveInput, resolve, reject })),
  );
  const actor = createActor(deviceRegistrationMachine.provide({ actors: { saveDevice } }), { input }).start();
  actors.push(actor);
  const view = renderModal(actor);
  const root = () => view.container.querySelector<HTMLElement>('[data-machine="deviceRegistration"]');
  return { actor, saves, view, root, user: userEvent.setup() };
}

const nameField = () => screen.getByRole('textbox', { name: "Nom de l'appareil" });
const failure = () => screen.getByTestId('device-registration-failure');

/**
 * Types `value` into a field as a person would. A field cannot "change" to the value it holds, so
 * then the person types a character and erases it (two events, same end state).
 */
function typeInto(field: HTMLInputElement, value: string) {
  if (field.value === value) fireEvent.change(field, { target: { value: `${value}x` } });
  fireEvent.change(field, { target: { value } });
}

describe('device registration modal', () => {
  it('asks to save the device with the suggested name, focus in the name field', () => {
    const { root } = start();
    const dialog = screen.getByRole('dialog', { name: 'Enregistrer cet appareil\u00a0?' });
    expect(root()?.getAttribute('data-state')).toBe('asking');
    expect(within(dialog).getByText(/C'est votre première connexion depuis cet appareil/)).toBeTruthy();
    expect((nameField() as HTMLInputElement).value).toBe('Firefox sur Linux');
    expect(document.activeElement).toBe(nameField());
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Par exemple : « Ordinateur du bureau ». 100 caractères au maximum.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBeNull();
    expect(failure().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });

  it('says why when the device check found it unregistered', () => {
    start({ ...INPUT, reason: 'unregisteredDevice' });
    expect(screen.getByText(/Cet appareil n'est pas encore enregistré sur votre compte/)).toBeTruthy();
  });

  it('saves the typed name on Enter: busy while saving, then closes', async () => {
    const { actor, saves, root, user } = start();
    await user.clear(nameField());
    await user.type(nameField(), '  PC du bureau  {Enter}');
    expect(root()?.getAttribute('data-state')).toBe('saving');
    const busy = screen.getByRole('button', { name: 'Enregistrement…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    expect((nameField() as HTMLInputElement).readOnly).toBe(true);
    expect(saves.map((s) => s.input)).toEqual([{ deviceId: 'device-42', name: 'PC du bureau' }]);

    // Enter, Escape and the buttons do nothing more while saving.
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await user.click(busy);
    expect(saves).toHaveLength(1);
    expect(root()?.getAttribute('data-state')).toBe('saving');

    saves[0].resolve();
    await waitFor(() => expect(root()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ saved: true });
  });

  it('shows the server message as text on failure, keeps the name, and retries', async () => {
    const { actor, saves, root, user } = start();
    await user.clear(nameField());
    await user.type(nameField(), "PC de l'accueil");
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    saves[0].reject({ status: 409, serverMessage: '<b>10 appareils</b> au maximum' });

    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    const alert = screen.getByRole('alert');
    expect(alert).toBe(failure());
    expect(alert.textContent).toBe("L'appareil n'a pas pu être enregistré.<b>10 appareils</b> au maximum");
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.getByTestId('device-registration-server-message').textContent).toBe('<b>10 appareils</b> au maximum');
    expect((nameField() as HTMLInputElement).value).toBe("PC de l'accueil");
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(root()?.getAttribute('data-state')).toBe('saving');
    expect(failure().textContent).toBe('');
    expect(saves[1].input).toEqual({ deviceId: 'device-42', name: "PC de l'accueil" });
    saves[1].resolve();
    await waitFor(() => expect(root()).toBeNull());
    expect(actor.getSnapshot().output).toEqual({ saved: true });
  });

  it("shows the error's own message when the server sent none, and retries with an edited name on Enter", async () => {
    const { saves, root, user } = start();
    await user.keyboard('{Enter}');
    saves[0].reject(new Error('Failed to fetch'));
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('device-registration-server-message').textContent).toBe('Failed to fetch');

    await user.type(nameField(), ' perso');
    expect(root()?.getAttribute('data-state')).toBe('failed');
    await user.keyboard('{Enter}');
    expect(saves[1].input.name).toBe('Firefox sur Linux perso');
  });

  it('goes on without saving on Escape (Not now)', async () => {
    const { actor, saves, root, user } = start();
    await user.keyboard('{Escape}');
    expect(root()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ saved: false });
    expect(saves).toHaveLength(0);
  });

  it('goes on without saving with the Not now button, also after a failure', async () => {
    const { actor, saves, root, user } = start();
    expect(screen.getAllByRole('button', { name: 'Plus tard' })).toHaveLength(2); // the text button and the ×
    await user.keyboard('{Enter}');
    saves[0].reject(new Error('Failed to fetch'));
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    await user.click(screen.getByText('Plus tard'));
    expect(root()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ saved: false });
  });

  it('explains an empty or too long name, points the field to it, and lets it be fixed', async () => {
    const { saves, root, user } = start();
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(root()?.getAttribute('data-state')).toBe('asking');
    expect(saves).toHaveLength(0);
    const field = nameField();
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Indiquez un nom pour cet appareil.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(message.getAttribute('aria-live')).toBe('polite');

    fireEvent.change(field, { target: { value: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) } });
    expect(screen.getByText('Le nom ne doit pas dépasser 100 caractères.')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(saves).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Tablette' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Indiquez un nom|ne doit pas dépasser/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(saves[0].input.name).toBe('Tablette');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = start();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

// ---- Every path of the machine's model, through the modal -------------------------------------

describe('device registration modal, driven by the model paths', () => {
  type Check = OracleCheck<typeof deviceRegistrationMachine>;
  const stepsSoFar = (check: Check) => check.path.steps.slice(0, check.index + 1);
  /** The name the person typed last on this path (prefilled with the suggestion). */
  const typedName = (check: Check) => {
    const typed = stepsSoFar(check).filter((s) => s.event.type === 'NAME.CHANGE').at(-1);
    return typed ? String(typed.event.name) : INPUT.suggestedName;
  };
  /** A save was refused for the name on this path: from then on the field shows its problem. */
  const refusedSave = (check: Check) => {
    let name = INPUT.suggestedName;
    return stepsSoFar(check).some((step) => {
      if (step.event.type === 'NAME.CHANGE') name = String(step.event.name);
      return (step.event.type === 'SAVE' || step.event.type === 'RETRY') && deviceNameProblem(name) !== null;
    });
  };
  const lastFailure = (check: Check) => {
    const error = stepsSoFar(check).filter((s) => s.event.type === 'xstate.error.actor.saveDevice').at(-1)?.event.error as
      | { serverMessage?: string; message?: string }
      | undefined;
    return error?.serverMessage ?? error?.message ?? '';
  };

  /** What the person sees in an open modal, in state `state`. */
  const openModal = (state: 'asking' | 'saving' | 'failed') => async (check: Check) => {
    const container = check.view as HTMLElement;
    const root = () => container.querySelector<HTMLElement>('[data-machine="deviceRegistration"]');
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe(state));
    expect((nameField() as HTMLInputElement).value).toBe(typedName(check));
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe(state === 'saving' ? 'true' : null);
    const failureText = failure().textContent ?? '';
    if (state === 'failed') expect(failureText).toContain(lastFailure(check));
    else expect(failureText).toBe('');
    const invalid = refusedSave(check) && deviceNameProblem(typedName(check)) !== null;
    expect(nameField().getAttribute('aria-invalid')).toBe(invalid ? 'true' : null);
  };

  const model = createModel(deviceRegistrationMachine, {
    input: INPUT,
    events: {
      'NAME.CHANGE': [{ name: '  PC du bureau  ' }, { name: '   ' }, { name: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) }],
      'xstate.done.actor.saveDevice': [{ output: undefined }],
      'xstate.error.actor.saveDevice': [{ error: { serverMessage: 'Quota atteint' } }, { error: new Error('Failed to fetch') }],
    },
    oracle: {
      'deviceRegistration.asking': openModal('asking'),
      'deviceRegistration.saving': openModal('saving'),
      'deviceRegistration.failed': openModal('failed'),
      // Saved or "Not now": the modal closes.
      'deviceRegistration.done': async (check) => {
        const container = check.view as HTMLElement;
        await waitFor(() => expect(container.querySelector('[data-machine="deviceRegistration"]')).toBeNull());
        expect(screen.queryByRole('dialog')).toBeNull();
      },
    },
  });

  /** User events arrive as a person makes them. */
  const sendThroughTheView = (event: AnyEventObject) => {
    switch (event.type) {
      case 'NAME.CHANGE':
        typeInto(nameField() as HTMLInputElement, event.name);
        return;
      case 'SAVE':
        fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
        return;
      case 'RETRY':
        fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
        return;
      case 'NOT_NOW':
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
        return;
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
  };

  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderModal(actor as DeviceRegistrationRef).container,
        send: sendThroughTheView,
      }));
  }

  afterAll(() => model.assertCoverage());
});
