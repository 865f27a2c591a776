// @vitest-environment happy-dom
// What a person sees in the forced password-change modal, in every state, with a live passwordChange
// actor (savePassword faked) and the real French texts. The last block replays every path of the
// machine's model through the modal itself: user events go through the DOM, each state is checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { passwordChangeMachine } from '../../machines/passwordChange/passwordChange.machine';
import { passwordProblems } from '../../machines/domain/passwordRules';
import { PasswordChangeModal } from '../../src/views/modals/PasswordChangeModal';
import type { PasswordChangeRef } from '../../src/views/modals/usePasswordChange';
import { createModel, type OracleCheck } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
const GOOD = 'Intérim2024';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});

const actors: { stop(): void }[] = [];
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
});

function renderModal(actorRef: PasswordChangeRef) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PasswordChangeModal actorRef={actorRef} />
    </I18nextProvider>,
  );
}

/** A live actor whose savePassword waits for the test to answer. */
function start() {
  const saves: { input: { newPassword: string }; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const savePassword = fromPromise<void, { newPassword: string }>(
    ({ input }) => new Promise<void>((resolve, reject) => saves.push({ input, resolve, reject })),
  );
  const actor = createActor(passwordChangeMachine.provide({ actors: { savePassword } })).start();
  actors.push(actor);
  const view = renderModal(actor);
  const root = () => view.container.querySelector<HTMLElement>('[data-machine="passwordChange"]');
  return { actor, saves, view, root, user: userEvent.setup() };
}

// Password inputs have no ARIA role: find them by their label.
const passwordField = () => screen.getByLabelText('Nouveau mot de passe') as HTMLInputElement;
const confirmationField = () => screen.getByLabelText('Confirmez le nouveau mot de passe') as HTMLInputElement;
const failure = () => screen.getByTestId('password-change-failure');

/**
 * Types `value` into a field as a person would. A field cannot "change" to the value it holds, so
 * then the person types a character and erases it (two events, same end state).
 */
function typeInto(field: HTMLInputElement, value: string) {
  if (field.value === value) fireEvent.change(field, { target: { value: `${value}x` } });
  fireEvent.change(field, { target: { value } });
}

describe('password change modal', () => {
  it('asks for a new password twice, focus in the first field, no way to dismiss it', () => {
    const { root } = start();
    const dialog = screen.getByRole('dialog', { name: 'Changez votre mot de passe' });
    expect(root()?.getAttribute('data-state')).toBe('editing');
    expect(screen.getByText('Pour continuer, choisissez un nouveau mot de passe.')).toBeTruthy();
    expect(passwordField().type).toBe('password');
    expect(confirmationField().type).toBe('password');
    expect(passwordField().autocomplete).toBe('new-password');
    expect(document.activeElement).toBe(passwordField());
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Au moins 8 caractères, dont une lettre et un chiffre.').id).toBe(
      passwordField().getAttribute('aria-describedby'),
    );
    // The only button is the submit one: no close button, no cancel.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Changer le mot de passe']);
  });

  it('does nothing on Escape', async () => {
    const { actor, root, user } = start();
    await user.type(passwordField(), 'abc');
    await user.keyboard('{Escape}');
    expect(root()?.getAttribute('data-state')).toBe('editing');
    expect(actor.getSnapshot().status).toBe('active');
    expect(passwordField().value).toBe('abc');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lists the problems after a refused submit, and clears them as they are fixed', async () => {
    const { saves, root, user } = start();
    await user.type(passwordField(), 'abc{Enter}');
    expect(root()?.getAttribute('data-state')).toBe('editing');
    expect(saves).toHaveLength(0);
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    const problems = screen.getByText('Le mot de passe doit contenir au moins 8 caractères.').closest('[aria-live]')!;
    expect([...problems.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Le mot de passe doit contenir au moins 8 caractères.',
      'Le mot de passe doit contenir au moins un chiffre.',
    ]);
    expect(passwordField().getAttribute('aria-describedby')?.split(' ')).toContain(problems.id);
    expect(document.activeElement).toBe(passwordField());
    // The confirmation differs too.
    const mismatch = screen.getByText('Les deux mots de passe ne sont pas identiques.');
    expect(confirmationField().getAttribute('aria-invalid')).toBe('true');
    expect(confirmationField().getAttribute('aria-describedby')).toBe(mismatch.id);

    await user.type(passwordField(), 'defgh1');
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/au moins 8 caractères\.|au moins un chiffre/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(confirmationField()); // the field left to fix
    expect(saves).toHaveLength(0);

    await user.type(confirmationField(), 'abcdefgh1');
    expect(screen.queryByText('Les deux mots de passe ne sont pas identiques.')).toBeNull();
    expect(confirmationField().getAttribute('aria-invalid')).toBeNull();
  });

  it('tells a password without letters', async () => {
    const { user } = start();
    await user.type(passwordField(), '12345678');
    await user.type(confirmationField(), '12345678{Enter}');
    expect(screen.getByText('Le mot de passe doit contenir au moins une lettre.')).toBeTruthy();
  });

  it('saves on Enter: busy while saving, then closes', async () => {
    const { actor, saves, root, user } = start();
    await user.type(passwordField(), GOOD);
    await user.type(confirmationField(), `${GOOD}{Enter}`);
    expect(root()?.getAttribute('data-state')).toBe('saving');
    const busy = screen.getByRole('button', { name: 'Enregistrement…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe('true');
    expect(passwordField().readOnly).toBe(true);
    expect(saves.map((s) => s.input)).toEqual([{ newPassword: GOOD }]);
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(saves).toHaveLength(1);

    saves[0].resolve();
    await waitFor(() => expect(root()).toBeNull());
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('shows the server message as text on failure, keeps what was typed, and retries', async () => {
    const { actor, saves, root, user } = start();
    await user.type(passwordField(), GOOD);
    await user.type(confirmationField(), GOOD);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    saves[0].reject({ status: 400, serverMessage: 'Ce mot de passe a déjà été utilisé <script>' });

    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    const alert = screen.getByRole('alert');
    expect(alert).toBe(failure());
    expect(alert.textContent).toBe("Le mot de passe n'a pas pu être changé.Ce mot de passe a déjà été utilisé <script>");
    expect(alert.querySelector('script')).toBeNull();
    expect(passwordField().value).toBe(GOOD);
    expect(confirmationField().value).toBe(GOOD);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(root()?.getAttribute('data-state')).toBe('saving');
    expect(failure().textContent).toBe('');
    expect(saves[1].input).toEqual({ newPassword: GOOD });
    saves[1].resolve();
    await waitFor(() => expect(root()).toBeNull());
    expect(actor.getSnapshot().output).toEqual({ changed: true });
  });

  it('goes back to editing when a field is changed after a failure', async () => {
    const { saves, root, user } = start();
    await user.type(passwordField(), GOOD);
    await user.type(confirmationField(), `${GOOD}{Enter}`);
    saves[0].reject(new Error('Failed to fetch'));
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('password-change-server-message').textContent).toBe('Failed to fetch');

    await user.type(passwordField(), '!');
    expect(root()?.getAttribute('data-state')).toBe('editing');
    expect(failure().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeTruthy();
    await user.type(confirmationField(), '!{Enter}');
    expect(saves[1].input).toEqual({ newPassword: `${GOOD}!` });
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = start();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

// ---- Every path of the machine's model, through the modal -------------------------------------

describe('password change modal, driven by the model paths', () => {
  type Check = OracleCheck<typeof passwordChangeMachine>;
  const stepsSoFar = (check: Check) => check.path.steps.slice(0, check.index + 1);
  /** What the person typed last in each field on this path, and whether a submit was refused. */
  const typed = (check: Check) => {
    let password = '';
    let confirmation = '';
    let refused = false;
    for (const { event } of stepsSoFar(check)) {
      if (event.type === 'PASSWORD.CHANGE') password = String(event.value);
      if (event.type === 'CONFIRMATION.CHANGE') confirmation = String(event.value);
      if (event.type === 'SUBMIT' && passwordProblems(password, confirmation).length > 0) refused = true;
    }
    return { password, confirmation, refused };
  };

  /** What the person sees in the open modal, in state `state`. */
  const openModal = (state: 'editing' | 'saving' | 'failed') => async (check: Check) => {
    const container = check.view as HTMLElement;
    const root = () => container.querySelector<HTMLElement>('[data-machine="passwordChange"]');
    await waitFor(() => expect(root()?.getAttribute('data-state')).toBe(state));
    const { password, confirmation, refused } = typed(check);
    expect(passwordField().value).toBe(password);
    expect(confirmationField().value).toBe(confirmation);
    expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe(state === 'saving' ? 'true' : null);
    const failureText = failure().textContent ?? '';
    if (state === 'failed') expect(failureText).toContain('Ce mot de passe a déjà été utilisé.');
    else expect(failureText).toBe('');
    // After a refused submit, the problems show (and vanish as they are fixed).
    const shown = refused ? passwordProblems(password, confirmation) : [];
    expect(passwordField().getAttribute('aria-invalid')).toBe(shown.some((p) => p !== 'mismatch') ? 'true' : null);
    expect(confirmationField().getAttribute('aria-invalid')).toBe(shown.includes('mismatch') ? 'true' : null);
  };

  const model = createModel(passwordChangeMachine, {
    events: {
      'PASSWORD.CHANGE': [{ value: GOOD }, { value: 'court1' }],
      'CONFIRMATION.CHANGE': [{ value: GOOD }, { value: 'autre' }],
      'xstate.done.actor.savePassword': [{ output: undefined }],
      'xstate.error.actor.savePassword': [{ error: { serverMessage: 'Ce mot de passe a déjà été utilisé.' } }],
    },
    oracle: {
      'passwordChange.editing': openModal('editing'),
      'passwordChange.saving': openModal('saving'),
      'passwordChange.failed': openModal('failed'),
      // Changed: the modal closes.
      'passwordChange.done': async (check) => {
        const container = check.view as HTMLElement;
        await waitFor(() => expect(container.querySelector('[data-machine="passwordChange"]')).toBeNull());
      },
    },
  });

  const sendThroughTheView = (event: AnyEventObject) => {
    switch (event.type) {
      case 'PASSWORD.CHANGE':
        typeInto(passwordField(), event.value);
        return;
      case 'CONFIRMATION.CHANGE':
        typeInto(confirmationField(), event.value);
        return;
      case 'SUBMIT':
        fireEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
        return;
      case 'RETRY':
        fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
        return;
      default:
        throw new Error(`no gesture for ${event.type}`);
    }
  };

  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderModal(actor as PasswordChangeRef).container,
        send: sendThroughTheView,
      }),
    );
  }

  afterAll(() => model.assertCoverage());
});

describe('texts of the two sign-in modals', () => {
  const EN = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/en.json'), 'utf8'));
  const leaves = (node: unknown, prefix = ''): [string, string][] =>
    typeof node === 'string'
      ? [[prefix, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('exist in English with the same keys and placeholders as in French', () => {
    for (const section of ['deviceRegistration', 'passwordChange']) {
      const fr = leaves(FR[section], section);
      const en = new Map(leaves(EN[section], section));
      expect(fr.length).toBeGreaterThan(5);
      expect([...en.keys()].sort()).toEqual(fr.map(([key]) => key).sort());
      for (const [key, text] of fr) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
    }
  });
});
