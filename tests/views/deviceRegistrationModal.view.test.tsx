// @vitest-environment happy-dom
// What a person sees in the save-device modal, in every state, with a live deviceRegistration actor
// (saveDevice and the draft store faked) and the real French texts. The last block replays every path of the machine's
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
import type { RegisteredDevice } from '../../machines/domain/types';
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

/**
 * A live actor whose saveDevice waits for the test to answer, shown once its kept draft is read
 * (`kept`: the draft this tab kept, if any; `drafts`: what the machine keeps and drops).
 */
async function start(input: DeviceRegistrationInput = INPUT, kept: RegisteredDevice | null = null) {
  const saves: { input: { deviceId: string; name: string }; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const saveDevice = fromPromise<void, { deviceId: string; name: string }>(
    ({ input: saveInput }) => new Promise<void>((resolve, reject) => saves.push({ input: saveInput, resolve, reject })),
  );
  const drafts = { kept: [] as RegisteredDevice[], dropped: 0 };
  const machine = deviceRegistrationMachine.provide({
    actors: { saveDevice, readDraft: fromPromise(async () => kept) },
    actions: {
      keepDraft: (_, params) => {
        drafts.kept.push(params);
      },
      dropDraft: () => {
        drafts.dropped += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  actors.push(actor);
  const view = renderModal(actor);
  const root = () => view.container.querySelector<HTMLElement>('[data-machine="deviceRegistration"]');
  await waitFor(() => expect(root()).not.toBeNull());
  return { actor, saves, drafts, view, root, user: userEvent.setup() };
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
  it('asks to save the device with the suggested name, focus in the name field', async () => {
    const { root } = await start();
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

  it('says why when the device check found it unregistered', async () => {
    await start({ ...INPUT, reason: 'unregisteredDevice' });
    expect(screen.getByText(/Cet appareil n'est pas encore enregistré sur votre compte/)).toBeTruthy();
  });

  it('saves the typed name on Enter: busy while saving, then closes', async () => {
    const { actor, saves, root, user } = await start();
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
    const { actor, saves, root, user } = await start();
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
    const { saves, root, user } = await start();
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
    const { actor, saves, root, user } = await start();
    await user.keyboard('{Escape}');
    expect(root()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ saved: false });
    expect(saves).toHaveLength(0);
  });

  it('goes on without saving with the Not now button, also after a failure', async () => {
    const { actor, saves, root, user } = await start();
    expect(screen.getAllByRole('button', { name: 'Plus tard' })).toHaveLength(2); // the text button and the ×
    await user.keyboard('{Enter}');
    saves[0].reject(new Error('Failed to fetch'));
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    await user.click(screen.getByText('Plus tard'));
    expect(root()).toBeNull();
    expect(actor.getSnapshot().output).toEqual({ saved: false });
  });

  it('explains an empty or too long name, points the field to it, and lets it be fixed', async () => {
    const { saves, root, user } = await start();
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
    const { user } = await start();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

// A 401 or 503 on the save leaves the page; on return the question shows what was typed.
describe('device registration modal: the typed name survives leaving the page', () => {
  const notice = () => screen.queryByText('Vos modifications non enregistrées ont été reprises.');

  it('keeps each typed name with the device; a fresh question shows no notice', async () => {
    const { drafts, user } = await start();
    expect(notice()).toBeNull();
    await user.clear(nameField());
    await user.type(nameField(), 'PC');
    expect(drafts.kept.at(-1)).toEqual({ deviceId: 'device-42', name: 'PC' });
    expect(drafts.kept).toHaveLength(3); // cleared, then two characters
  });

  it('shows nothing until the kept draft is read, then the kept name with the notice', async () => {
    let answer: (kept: RegisteredDevice | null) => void = () => {};
    const machine = deviceRegistrationMachine.provide({
      actors: {
        saveDevice: fromPromise(async () => {}),
        readDraft: fromPromise(
          () =>
            new Promise<RegisteredDevice | null>((resolve) => {
              answer = resolve;
            }),
        ),
      },
      actions: { keepDraft: () => {}, dropDraft: () => {} },
    });
    const actor = createActor(machine, { input: INPUT }).start();
    actors.push(actor);
    renderModal(actor);
    // The suggestion never shows first: nothing is shown while the draft is read.
    expect(screen.queryByRole('dialog')).toBeNull();
    answer({ deviceId: 'device-42', name: 'Poste de la matrice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeNull());
    expect((nameField() as HTMLInputElement).value).toBe('Poste de la matrice');
    expect(notice()?.closest('[role=status]')).not.toBeNull();
  });

  it('saves the restored name; discarding it puts the suggestion back and drops the draft', async () => {
    const kept = { deviceId: 'device-42', name: 'Poste de la matrice' };
    const first = await start(INPUT, kept);
    expect(screen.getByRole('dialog').contains(notice())).toBe(true);
    await first.user.click(screen.getByRole('button', { name: 'Abandonner ces modifications' }));
    expect((nameField() as HTMLInputElement).value).toBe('Firefox sur Linux');
    expect(notice()).toBeNull();
    expect(first.drafts.dropped).toBe(1);
    first.view.unmount();

    const second = await start(INPUT, kept);
    await second.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(second.saves[0].input).toEqual({ deviceId: 'device-42', name: 'Poste de la matrice' });
    second.saves[0].resolve();
    await waitFor(() => expect(second.root()).toBeNull());
    expect(second.drafts.dropped).toBe(1);
  });

  it("asks with the suggestion when the kept draft is another device's", async () => {
    await start(INPUT, { deviceId: 'device-7', name: 'Tablette du salon' });
    expect((nameField() as HTMLInputElement).value).toBe('Firefox sur Linux');
    expect(notice()).toBeNull();
  });
});

// ---- Every path of the machine's model, through the modal -------------------------------------

describe('device registration modal, driven by the model paths', () => {
  type Check = OracleCheck<typeof deviceRegistrationMachine>;
  const stepsSoFar = (check: Check) => check.path.steps.slice(0, check.index + 1);
  /**
   * The field after this step: the suggestion, replaced by a draft kept for this device (with the
   * notice), by what is typed; discarding a restored draft puts the suggestion back and hides the
   * name's problem until the next refused save.
   */
  const field = (check: Check) => {
    let state = { name: INPUT.suggestedName, restored: false, refused: false };
    for (const { event } of stepsSoFar(check)) {
      if (event.type === 'NAME.CHANGE') state = { ...state, name: String(event.name) };
      const kept = event.type === 'xstate.done.actor.readDraft' ? (event.output as RegisteredDevice | null) : null;
      if (kept?.deviceId === INPUT.deviceId) state = { ...state, name: kept.name, restored: true };
      if (event.type === 'DRAFT.DISCARD' && state.restored) state = { name: INPUT.suggestedName, restored: false, refused: false };
      // A save was refused for the name: from then on the field shows its problem.
      if ((event.type === 'SAVE' || event.type === 'RETRY') && deviceNameProblem(state.name) !== null) state = { ...state, refused: true };
    }
    return state;
  };
  const typedName = (check: Check) => field(check).name;
  const refusedSave = (check: Check) => field(check).refused;
  const lastFailure = (check: Check) => {
    const error = stepsSoFar(check)
      .filter((s) => s.event.type === 'xstate.error.actor.saveDevice')
      .at(-1)?.event.error as { serverMessage?: string; message?: string } | undefined;
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
    const notice = screen.queryByText('Vos modifications non enregistrées ont été reprises.');
    if (field(check).restored) expect(screen.getByRole('dialog').contains(notice)).toBe(true);
    else expect(notice).toBeNull();
  };

  const model = createModel(deviceRegistrationMachine, {
    input: INPUT,
    events: {
      'NAME.CHANGE': [{ name: '  PC du bureau  ' }, { name: '   ' }, { name: 'x'.repeat(DEVICE_NAME_MAX_LENGTH + 1) }],
      'xstate.done.actor.saveDevice': [{ output: undefined }],
      'xstate.error.actor.saveDevice': [{ error: { serverMessage: 'Quota atteint' } }, { error: new Error('Failed to fetch') }],
      'xstate.done.actor.readDraft': [
        { output: null },
        { output: { deviceId: INPUT.deviceId, name: 'Poste de la matrice' } },
        { output: { deviceId: 'device-7', name: 'Tablette' } },
      ],
      'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
    },
    oracle: {
      // The kept draft is being read: nothing shows yet (never the suggestion first).
      'deviceRegistration.readingDraft': (check) => {
        expect((check.view as HTMLElement).querySelector('[data-machine="deviceRegistration"]')).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
      },
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
      case 'DRAFT.DISCARD': {
        // Offered only with a restored draft: without one, a person has nothing to click.
        const discard = screen.queryByRole('button', { name: 'Abandonner ces modifications' });
        if (discard) fireEvent.click(discard);
        return;
      }
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
  };

  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderModal(actor as DeviceRegistrationRef).container,
        send: sendThroughTheView,
      }),
    );
  }

  afterAll(() => model.assertCoverage());
});
