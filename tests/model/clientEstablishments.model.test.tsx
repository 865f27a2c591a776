// @vitest-environment happy-dom
// Clients hub › establishments (docs/screens/clientEstablishments.md): the list family following the
// agency folders, with the account lifecycle's actions. The facts of the contract are written out:
// invite only a not-invited establishment, resend only an invited one's invitation, each after a
// confirmation, the answer stored in place; offered to the agency's roles only. One model per kind of
// reader: an agency user (the actions happen) and a client user (the same starts change nothing).
// The agency's paths are replayed through the view too.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { clientEstablishmentsMachine } from '../../machines/clientEstablishments/clientEstablishments.machine';
import ClientEstablishmentsScreen from '../../src/views/screens/clientEstablishments/ClientEstablishmentsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const AGENCY = ['agencyAssistant', 'agencySales', 'agencyDirector'];
const FACTS: ScreenFacts = {
  id: 'clientEstablishments',
  family: 'list',
  load: 'getClientEstablishments',
  pageSize: 20,
  followsAgencyFolders: true,
  actions: {
    invite: {
      call: 'inviteEstablishment',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.status === 'notInvited',
      offeredTo: (roles) => roles.some((role) => AGENCY.includes(role)),
      effect: 'store',
    },
    resend: {
      call: 'resendEstablishmentInvitation',
      on: 'item',
      confirm: true,
      allowedFor: (item) => item.status === 'invited',
      offeredTo: (roles) => roles.some((role) => AGENCY.includes(role)),
      effect: 'store',
    },
  },
};

const route = (tab: string) => ({ path: `/clients/establishments/${tab}`, params: {}, tab });
const establishment = (id: string, name: string, status: string, invitedOn: string | null) => ({
  id,
  name,
  address: '4 allée du Levant, 69800 Saint-Priest',
  clientId: 'c-logistique-rhone',
  clientName: 'Logistique Rhône',
  email: `${id}@logistique-rhone.example`,
  status,
  invitedOn,
});
const CORBAS = establishment('corbas', 'Entrepôt de Corbas', 'registered', '2026-09-01');
const PRIEST = establishment('priest', 'Plateforme de Saint-Priest', 'invited', '2026-11-16');
const BERCY = establishment('bercy', 'Site de Bercy', 'notInvited', null);
const PAGE = { items: [CORBAS, PRIEST, BERCY], total: 3 };

// The client's company has a fourth establishment on the next page ("Afficher plus").
const MORE_PAGE = { items: [establishment('lyon', 'Agence de Lyon', 'registered', '2026-08-01')], total: 4 };

function readerModel(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha', agencyFolders: ['f-lyo'] };
  return createModel(clientEstablishmentsMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Établissements indisponibles') }],
      'ROUTE.CHANGED': [{ route: route('notInvited') }],
      'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-par'] }],
      'ACTION.START': [
        { action: 'invite', id: 'bercy' },
        { action: 'invite', id: 'priest' },
        { action: 'resend', id: 'priest' },
        { action: 'resend', id: 'corbas' },
        { action: 'remove', id: 'bercy' },
      ],
      'xstate.done.actor.perform': [{ output: { item: { ...BERCY, status: 'invited', invitedOn: '2026-11-24' } } }],
      'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cet établissement a déjà été invité.') }],
      'ACTION.RETRY': [{ request: { action: 'resend', targetId: 'priest', body: null, params: {} } }],
    },
  });
}
const agency = readerModel(['agencySales'], [PAGE]);
const client = readerModel(['clientUser'], [{ ...PAGE, total: 4 }, MORE_PAGE]);

describe('clients hub establishments model, an agency user', () => {
  for (const path of agency.paths()) it(path.description, () => agency.replay(path));
});
describe('clients hub establishments model, a client user (reads only)', () => {
  for (const path of client.paths()) it(path.description, () => client.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const STATUS_WORDS: Record<string, string> = { notInvited: 'Non invité', invited: 'Invité', registered: 'Inscrit' };

describe('clients hub establishments view: what an agency user sees and can do, in French', () => {
  for (const path of chartCover(agency.paths().filter((p) => pathMentions(p, 'ACTION') || pathMentions(p, 'perform')))) {
    it(path.description, () =>
      agency.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientEstablishmentsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="clientEstablishments"]')!;
          if (!snapshot.matches({ data: 'loaded' })) return;
          const idle = snapshot.matches({ action: 'idle' });
          for (const item of snapshot.context.items as ReturnType<typeof establishment>[]) {
            const card = root.querySelector(`li[data-item="${item.id}"]`)!;
            expect(textOf(card)).toContain(STATUS_WORDS[item.status]);
            expect(card.querySelector(`a[href="/clients/c-logistique-rhone/infos"]`)).not.toBeNull();
            const buttons = [...card.querySelectorAll('.desk-actions button')].map((button) => button.textContent);
            // The lifecycle, as the contract says: invite a not-invited one, resend an invited one, nothing else.
            const expected = !idle
              ? []
              : item.status === 'notInvited'
                ? ['Inviter']
                : item.status === 'invited'
                  ? ['Renvoyer l’invitation']
                  : [];
            expect(buttons).toEqual(expected);
          }
          const under = snapshot.context.action;
          const question = root.querySelector('.desk-confirm');
          if (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' })) {
            const item = snapshot.context.items.find((candidate: { id: string }) => candidate.id === under.targetId);
            expect(textOf(question)).toContain(item.email);
            expect(textOf(question)).toContain(snapshot.matches({ action: 'pending' }) ? 'Envoi…' : 'Confirmer');
          } else expect(question).toBeNull();
          const outcome = snapshot.context.outcome;
          if (outcome && idle)
            expect(textOf(root.querySelector(`li[data-item="${outcome.targetId}"] .desk-outcome`))).toMatch(
              /^Invitation (envoyée|renvoyée) à /,
            );
        },
        send: (event, { actor }) => {
          const root = document.body.querySelector<HTMLElement>('[data-machine="clientEstablishments"]')!;
          const press = (selector: string, label: string) =>
            [...root.querySelectorAll<HTMLButtonElement>(selector)].find((button) => button.textContent === label);
          // The person's button where the view shows it; else the event as the model sends it.
          const label = event.type === 'ACTION.CONFIRM' ? 'Confirmer' : event.type === 'ACTION.CANCEL' ? 'Annuler' : null;
          const button = label ? press('.desk-confirm button', label) : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('clients hub establishments as declared', () => {
  it('its own machine, the hub’s first entry, tabs of the client establishments menu, all by default', async () => {
    const { clientEstablishmentsScreen } = await import('../../machines/screens/clientEstablishments.screen');
    expect(clientEstablishmentsScreen).toMatchObject({
      paths: ['/clients', '/clients/establishments'],
      tabs: 'clientEstablishments',
      defaultTab: 'all',
      machine: 'own',
    });
  });
});

publishJourneys('clientEstablishments', { agency, client });

it('gate: every state, transition, named action and sneak path of the clients hub establishments', () =>
  assertJointCoverage([agency, client]));
