// @vitest-environment happy-dom
// Clients hub › users (docs/screens/clientUsers.md): the list family following the agency folders,
// with the account lifecycle's actions. The contract's facts written out: a client user invites a
// colleague (first name, last name and e-mail required, names at most 80 characters, an e-mail
// address of one @ and a dotted domain, sent trimmed, the answer stored first; kept as a draft);
// an invited user's invitation is resent after a confirmation, by a client user or the agency;
// administrator and support read. Two models: a client user (every action) and support (none).
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenPage } from '../../machines/families/screen';
import type { KeptActionDraft } from '../../machines/families/action';
import { clientUsersMachine, CLIENT_USER_ACTIONS } from '../../machines/clientUsers/clientUsers.machine';
import ClientUsersScreen from '../../src/views/screens/clientUsers/ClientUsersScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const nameOk = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && trimmed.length <= 80;
};
const emailOk = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed);
};
const FACTS: ScreenFacts = {
  id: 'clientUsers',
  family: 'list',
  load: 'getClientUsers',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: {
    inviteColleague: {
      call: 'inviteClientUser',
      on: 'new',
      offeredTo: (roles) => roles.includes('clientUser'),
      form: {
        initial: () => ({ firstName: '', lastName: '', email: '' }),
        valid: (draft: Draft) => nameOk(draft.firstName) && nameOk(draft.lastName) && emailOk(draft.email),
        body: (draft: Draft) => ({ firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() }),
      },
      effect: 'store',
    },
    resend: {
      call: 'resendClientUserInvitation',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.status === 'invited',
      offeredTo: (roles) => roles.some((role) => ['clientUser', 'agencyAssistant', 'agencySales', 'agencyDirector'].includes(role)),
      effect: 'store',
    },
  },
};

const route = (tab: string) => ({ path: `/clients/users/${tab}`, params: {}, tab });
const user = (id: string, firstName: string, lastName: string, status: string) => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@logistique-rhone.example`,
  clientId: 'c-logistique-rhone',
  clientName: 'Logistique Rhône',
  establishmentName: 'Entrepôt de Corbas',
  status,
  invitedOn: '2026-11-20',
});
const HUGO = user('hugo', 'Hugo', 'Dubois', 'registered');
const JULIE = user('julie', 'Julie', 'Roux', 'invited');
const PAGE = { items: [HUGO, JULIE], total: 2 };
const INVITED = user('new-1', 'Léa', 'Martin', 'invited');
const KEPT = { action: 'inviteColleague', targetId: null, draft: { firstName: ' Léa ', lastName: 'Martin', email: 'lea@x.example' } };
const MORE_PAGE = { items: [user('karim', 'Karim', 'Haddad', 'registered')], total: 3 };

function readerModel(roles: string[], forms: boolean, pages: { items: unknown[]; total: number }[]) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha', agencyFolders: ['f-par'] };
  return createModel(clientUsersMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Utilisateurs indisponibles') }],
      'ROUTE.CHANGED': [{ route: route('invited') }],
      'AGENCY_FOLDERS.CHANGED': forms ? [] : [{ ids: ['f-lyo'] }],
      'xstate.done.actor.readDraft': forms ? [{ output: null }, { output: KEPT }] : [],
      'xstate.error.actor.readDraft': forms ? [{ error: new Error('storage') }] : [],
      'ACTION.START': [{ action: 'inviteColleague' }, { action: 'resend', id: 'julie' }, { action: 'resend', id: 'hugo' }],
      'ACTION.CHANGE': forms
        ? [
            { field: 'lastName', value: 'Martin' },
            { field: 'email', value: 'lea@' },
          ]
        : [],
      'xstate.done.actor.perform': forms
        ? [{ output: { item: INVITED } }, { output: { item: { ...JULIE, invitedOn: '2026-11-24' } } }]
        : [{ output: { item: { ...JULIE, invitedOn: '2026-11-24' } } }],
      'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette adresse a déjà un compte sur le portail.') }],
      'ACTION.RETRY': [{ request: { action: 'resend', targetId: 'julie', body: null, params: {} } }],
    },
  });
}
const clientReader = readerModel(['clientUser'], true, [PAGE]);
const support = readerModel(['support'], false, [{ ...PAGE, total: 3 }, MORE_PAGE]);

describe('clients hub users model, a client user', () => {
  for (const path of clientReader.paths()) it(path.description, () => clientReader.replay(path));
});
describe('clients hub users model, support (reads only)', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});

describe('the invitation form’s rules, at their edges (docs/screens/clientUsers.md)', () => {
  const problems = CLIENT_USER_ACTIONS.inviteColleague.form!.problems;
  it('names of 80 characters are taken, 81 are not; blanks are missing', () => {
    expect(problems({ firstName: 'x'.repeat(80), lastName: ` ${'y'.repeat(80)} `, email: 'a@b.fr' })).toEqual({});
    expect(problems({ firstName: 'x'.repeat(81), lastName: '  ', email: 'a@b.fr' })).toEqual({
      firstName: 'tooLong',
      lastName: 'required',
    });
  });
  it('an address needs one @ and a dotted domain, at most 254 characters', () => {
    const ok = { firstName: 'A', lastName: 'B' };
    expect(problems({ ...ok, email: '' })).toEqual({ email: 'required' });
    expect(problems({ ...ok, email: 'lea@example' })).toEqual({ email: 'email' });
    expect(problems({ ...ok, email: 'lé a@example.fr' })).toEqual({ email: 'email' });
    expect(problems({ ...ok, email: `${'a'.repeat(243)}@example.fr` })).toEqual({});
    expect(problems({ ...ok, email: `${'a'.repeat(244)}@example.fr` })).toEqual({ email: 'tooLong' });
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('clients hub users view: a client invites a colleague, in French', () => {
  for (const path of chartCover(clientReader.paths().filter((p) => pathMentions(p, 'inviteColleague')))) {
    it(path.description, () =>
      clientReader.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientUsersScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const form = root.querySelector('form');
          const under = snapshot.context.action;
          const formOpen =
            under?.name === 'inviteColleague' &&
            ['editing', 'pending', 'failed', 'confirming'].some((s) => snapshot.matches({ action: s }));
          expect(Boolean(form)).toBe(formOpen);
          if (formOpen) {
            const values = [...form!.querySelectorAll('input')].map((input) => input.value);
            expect(values).toEqual([under.draft.firstName, under.draft.lastName, under.draft.email]);
            if (under.draftRestored) expect(textOf(form)).toContain('Vos modifications non enregistrées ont été reprises.');
            if (snapshot.matches({ action: 'failed' }))
              expect(textOf(form)).toContain('L’invitation n’a pas pu être envoyée. Vos saisies sont conservées.');
            if (under.showProblems && !emailOk(under.draft.email) && under.draft.email.trim() !== '')
              expect(textOf(form)).toContain('Saisissez une adresse e-mail');
            if (snapshot.matches({ action: 'pending' })) expect(textOf(form)).toContain('Envoi…');
          }
          const invite = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Inviter un collègue');
          expect(Boolean(invite)).toBe(snapshot.matches({ action: 'idle' }));
          if (snapshot.context.outcome?.action === 'inviteColleague' && snapshot.matches({ action: 'idle' }))
            expect(textOf(root)).toContain('Invitation envoyée. Votre collègue figure parmi les invités.');
          else expect(textOf(root)).not.toContain('Invitation envoyée');
        },
        send: (event, { actor }) => {
          const button = (label: string) =>
            [...document.body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);
          if (event.type === 'ACTION.START' && (event as { action?: string }).action === 'inviteColleague' && button('Inviter un collègue'))
            button('Inviter un collègue')!.click();
          else if (event.type === 'ACTION.SUBMIT' && button('Envoyer l’invitation')) button('Envoyer l’invitation')!.click();
          else actor.send(event as never);
        },
      }),
    );
  }

  it('support sees neither the invitation nor a resend', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(clientUsersMachine.provide({ actors: { loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE) } }), {
      input: { route: route('all'), user: { roles: ['support'] } as never, tenant: 'alpha' },
    });
    actor.start();
    renderScreen(fr, <ClientUsersScreen actorRef={actor as never} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(textOf(document.body)).toContain('Julie Roux');
    expect([...document.body.querySelectorAll('button')].map((b) => b.textContent)).toEqual([]);
    actor.stop();
  });

  it('a client user sees the invitation and Julie’s resend, not Hugo’s', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const actor = createActor(
      clientUsersMachine.provide({
        actors: {
          loadPage: fromPromise(async (): Promise<ScreenPage> => PAGE),
          readDraft: fromPromise(async (): Promise<KeptActionDraft | null> => null),
        },
        actions: { keepDraft: () => {}, dropDraft: () => {} },
      }),
      { input: { route: route('all'), user: { roles: ['clientUser'] } as never, tenant: 'alpha' } },
    );
    actor.start();
    renderScreen(fr, <ClientUsersScreen actorRef={actor as never} />);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...document.body.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Inviter un collègue',
      'Renvoyer l’invitation de Julie Roux',
    ]);
    actor.stop();
  });
});

publishJourneys('clientUsers', { client: clientReader, support });

it('gate: every state, transition, named action and sneak path of the clients hub users', () =>
  assertJointCoverage([clientReader, support]));
