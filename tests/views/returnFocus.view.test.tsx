// @vitest-environment happy-dom
// A keyboard user is not sent back to the page's start when a part of a back-office screen they
// opened closes (WCAG 2.4.3): the form's Cancel and Save, the question's Cancel and Confirm leave
// the focus on the control that opened them, or on the card's first button when that control is
// gone; a question takes the focus when it opens. Driven through the news screen with its machine.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { backOfficeNewsMachine } from '../../machines/backOfficeNews/backOfficeNews.machine';
import type { ActionRequest, ActionResult, KeptActionDraft } from '../../machines/families/action';
import type { ScreenItem } from '../../machines/families/screen';
import type { UserInfo } from '../../machines/domain/types';
import BackOfficeNewsScreen from '../../src/views/screens/backOfficeNews/BackOfficeNewsScreen';
import { renderScreen, shellI18n } from '../model/deskFixtures';

const DRAFT = { id: 'n1', title: 'Nouveau planning', summary: '', body: '', audience: [], status: 'draft', publishedAt: null };
const USER = { userType: 'internalUser', roles: ['communication'] } as unknown as UserInfo;

async function openNews() {
  const answers: ActionRequest[] = [];
  const actor = createActor(
    backOfficeNewsMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ({ items: [DRAFT as ScreenItem], total: 1 })),
        perform: fromPromise(async ({ input }: { input: ActionRequest }): Promise<ActionResult | undefined> => {
          answers.push(input);
          if (input.action === 'enable') return { item: { ...DRAFT, status: 'enabled', publishedAt: '2026-03-02T09:00:00Z' } };
          return { item: { ...DRAFT, id: 'n2', title: 'Brouillon' } };
        }),
        readDraft: fromPromise(async (): Promise<KeptActionDraft | null> => null),
      },
      actions: { keepDraft: () => {}, dropDraft: () => {}, raiseFailure: () => {} },
    }),
    { input: { route: { path: '/back-office/news/all', params: {}, tab: 'all' }, user: USER, tenant: 'alpha' } },
  ).start();
  renderScreen(await shellI18n('fr'), <BackOfficeNewsScreen actorRef={actor as never} />);
  await screen.findByText('Nouveau planning');
  return { actor, answers };
}

const press = async (element: HTMLElement) => {
  element.focus();
  await act(async () => fireEvent.click(element));
};

afterEach(cleanup);

describe('focus in the back office’s news when what the person opened closes', () => {
  it('Cancel on a new article’s form: focus is back on “Écrire une actualité”', async () => {
    await openNews();
    const write = screen.getByRole('button', { name: 'Écrire une actualité' });
    await press(write);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Titre/));
    await press(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Écrire une actualité' })));
  });

  it('Save on a change of an article: focus is back on its “Modifier” button', async () => {
    await openNews();
    await press(screen.getByRole('button', { name: 'Modifier « Nouveau planning »' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Titre/));
    await press(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier « Nouveau planning »' })));
  });

  it('Publish asks first, with the focus on the question’s Cancel; Cancel gives it back to Publish', async () => {
    await openNews();
    await press(screen.getByRole('button', { name: 'Publier « Nouveau planning »' }));
    const cancel = screen.getByRole('button', { name: 'Annuler' });
    expect(document.activeElement).toBe(cancel);
    await press(cancel);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Publier « Nouveau planning »' })));
  });

  it('Confirm publishes: the Publish button is gone, focus is on the card’s first button', async () => {
    const { answers } = await openNews();
    await press(screen.getByRole('button', { name: 'Publier « Nouveau planning »' }));
    await press(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(answers.map(({ action }) => action)).toEqual(['enable']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publier « Nouveau planning »' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Modifier « Nouveau planning »' })));
  });
});
