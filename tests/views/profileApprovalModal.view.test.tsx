// @vitest-environment happy-dom
// What a client sees in the welcome confirmation modal (spec sections 4 and 8), with a live
// profileApproval actor and the real French texts: every path of the machine's model is replayed
// through the modal itself (typing, Save and Close go through the DOM; the error dialog's Retry
// events are sent to the actor as the dialog would), and every state is checked on screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { profileApprovalMachine } from '../../machines/profileApproval/profileApproval.machine';
import type { ProfileFields } from '../../machines/domain/profileForm';
import type { ProfileApproval } from '../../machines/domain/types';
import { ProfileApprovalModal } from '../../src/views/modals/ProfileApprovalModal';
import { dataState } from '../../machines/domain/statePaths';
import type { ProfileApprovalRef } from '../../src/views/modals/useProfileApproval';
import { createModel } from '../model/harness';

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
const PENDING: ProfileApproval = {
  id: 'u-1',
  firstName: 'Gabriel',
  lastName: 'Lefebvre',
  email: 'gabriel@alpha.example',
  function: 'Chef d’atelier',
  landlinePhone: '+33 4 72 00 00 00',
  mobilePhone: null,
  pendingApproval: true,
};
const BAD_EMAIL = 'gabriel-at-alpha';
const NEW_EMAIL = 'g.lefebvre@alpha.example';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

const renderModal = (actorRef: ProfileApprovalRef) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileApprovalModal actorRef={actorRef} />
    </I18nextProvider>,
  );
const emailField = () => screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
const closeButton = () => screen.getAllByRole('button', { name: 'Fermer' }).find((b) => b.textContent === 'Fermer')!;

function typeInto(field: HTMLInputElement, value: string) {
  if (field.value === value) fireEvent.change(field, { target: { value: `${value}x` } });
  fireEvent.change(field, { target: { value } });
}

describe('welcome modal', () => {
  it('shows the returned data in labelled fields, the welcome texts, and its two buttons', async () => {
    const actor = createActor(
      profileApprovalMachine.provide({
        actors: { readApproval: fromPromise(async () => PENDING), readDraft: fromPromise<ProfileFields | null>(async () => null) },
        actions: { keepDraft: () => {} },
      }),
    ).start();
    const view = renderModal(actor);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Bienvenue sur votre espace' })).toBeTruthy());
    expect(view.container.querySelector('[data-machine="profileApproval"]')?.getAttribute('data-state')).toBe('form.editing');
    expect(screen.getByText(FR.global.confirmation.message)).toBeTruthy();
    expect((screen.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Gabriel');
    expect((screen.getByLabelText('Téléphone mobile') as HTMLInputElement).value).toBe('');
    expect(emailField().type).toBe('email');
    expect(document.activeElement).toBe(screen.getByLabelText('Prénom'));
    actor.stop();
  });

  it('a refused Save puts the problem next to the field, announced, and focus on it', async () => {
    const actor = createActor(
      profileApprovalMachine.provide({
        actors: { readApproval: fromPromise(async () => PENDING), readDraft: fromPromise<ProfileFields | null>(async () => null) },
        actions: { keepDraft: () => {} },
      }),
    ).start();
    renderModal(actor);
    await waitFor(() => expect(emailField().value).toBe(PENDING.email));
    typeInto(emailField(), BAD_EMAIL);
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(saveButton());
    const problem = screen.getByText(FR.profile.problem.emailShape);
    expect(problem.closest('[aria-live="polite"]')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-describedby')).toContain(problem.closest('[aria-live]')!.id);
    expect(document.activeElement).toBe(emailField());
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.stop();
  });
});

describe('welcome modal, every path of the model through the view', () => {
  const model = createModel(profileApprovalMachine, {
    // What the modal shows: the body last sent is not on screen (the model test checks it).
    serializeState: (snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        fields: snapshot.context.fields,
        showProblems: snapshot.context.showProblems,
        draftRestored: snapshot.context.draftRestored,
      }),
    events: {
      'xstate.done.actor.readApproval': [{ output: PENDING }, { output: { ...PENDING, pendingApproval: false } }],
      // A kept draft: what was typed before a re-login or the maintenance page.
      'xstate.done.actor.readDraft': [
        { output: null },
        {
          output: {
            firstName: 'Gabriel',
            lastName: 'Lefebvre',
            email: NEW_EMAIL,
            function: 'Chef d’atelier',
            landlinePhone: '+33 4 72 00 00 00',
            mobilePhone: '',
          },
        },
      ],
      'xstate.error.actor.readDraft': [{ error: new Error('storage refused') }],
      'xstate.error.actor.readApproval': [{ error: new Error('offline') }],
      'FIELD.CHANGE': [
        { field: 'email', value: NEW_EMAIL },
        { field: 'email', value: BAD_EMAIL },
      ],
      'SAVE.RETRY': [
        {
          profile: {
            id: 'u-1',
            firstName: 'Gabriel',
            lastName: 'Lefebvre',
            email: NEW_EMAIL,
            function: 'Chef d’atelier',
            landlinePhone: '+33 4 72 00 00 00',
            mobilePhone: null,
          },
        },
      ],
      'APPROVE.RETRY': [{ id: 'u-1' }],
      'xstate.done.actor.approveProfile': [{ output: undefined }],
      'xstate.error.actor.approveProfile': [{ error: new Error('500') }],
      'xstate.done.actor.saveProfile': [{ output: undefined }],
      'xstate.error.actor.saveProfile': [{ error: new Error('500') }],
    },
  });

  const sendThroughTheView = (event: AnyEventObject, { actor }: { actor: { send: (event: never) => void } }) => {
    switch (event.type) {
      case 'FIELD.CHANGE':
        typeInto(emailField(), event.value);
        break;
      case 'SAVE':
        fireEvent.click(saveButton());
        break;
      case 'CANCEL':
        fireEvent.click(closeButton());
        break;
      case 'DRAFT.DISCARD':
        fireEvent.click(screen.getByRole('button', { name: FR.drafts.discard }));
        break;
      // The shared error dialog's Retry: sent to this actor by the dialog, not by this modal.
      default:
        actor.send(event as never);
    }
  };

  for (const path of model.paths()) {
    it(path.description, async () => {
      let container!: HTMLElement;
      await model.replay(path, {
        onStart: ({ actor }) => {
          container = renderModal(actor as unknown as ProfileApprovalRef).container;
          return container;
        },
        send: sendThroughTheView,
        onStep: async (snapshot) => {
          const root = () => container.querySelector<HTMLElement>('[data-machine="profileApproval"]');
          const state = dataState(snapshot.value);
          const shown = state.startsWith('form') || state === 'saving' || state === 'approving';
          if (!shown) {
            // Reading, a failed read (the error dialog shows), settled or nothing pending: no modal.
            await waitFor(() => expect(root()).toBeNull());
            return;
          }
          await waitFor(() => expect(root()?.getAttribute('data-state')).toBe(state));
          const busy = state === 'saving' || state === 'approving';
          // What was typed stays on screen in every state, the failed ones included.
          expect(emailField().value).toBe(snapshot.context.fields.email);
          expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Lefebvre');
          expect(screen.getByRole('dialog').getAttribute('aria-busy')).toBe(busy ? 'true' : null);
          expect(saveButton().getAttribute('aria-disabled')).toBe(busy ? 'true' : null);
          expect(emailField().readOnly).toBe(busy);
          const problemShown = screen.queryByText(FR.profile.problem.emailShape) !== null;
          expect(problemShown).toBe(snapshot.context.showProblems && snapshot.context.fields.email === BAD_EMAIL);
          // A modal opened again on a kept draft says so, with a way to discard it.
          expect(screen.queryByText(FR.drafts.restored) !== null).toBe(snapshot.context.draftRestored);
        },
      });
    });
  }
});
