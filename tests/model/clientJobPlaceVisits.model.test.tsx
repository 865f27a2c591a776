// @vitest-environment happy-dom
// Clients hub › job place visits (docs/screens/clientJobPlaceVisits.md): the list family configured
// by its declaration, following the header's agency-folder selection (spec section 5), read only.
// Each step is checked by the families' oracle with the contract's facts, then through its view:
// each visit's date in the reader's language and its status in words.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { clientJobPlaceVisitsScreen } from '../../machines/screens/clientJobPlaceVisits.screen';
import ClientJobPlaceVisitsScreen from '../../src/views/screens/clientJobPlaceVisits/ClientJobPlaceVisitsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const FACTS = {
  id: 'clientJobPlaceVisits',
  family: 'list',
  load: 'getClientJobPlaceVisits',
  pageSize: 20,
  followsAgencyFolders: true,
} as const;
const machine = familyMachine(clientJobPlaceVisitsScreen)!;

const ROUTE = { path: '/clients/job-place-visits', params: {}, tab: null };
// An administrator with nothing selected: every folder.
const INPUT = { route: ROUTE, user: { roles: ['administrator'] } as never, tenant: 'beta', agencyFolders: [] };
const visit = (n: number, status: string, visitor: string | null) => ({
  id: `v-${n}`,
  clientId: 'c-port-logistics',
  clientName: 'Port Logistics',
  establishmentId: 'c-port-logistics-e1',
  establishmentName: 'Terminal Noordzee',
  date: '2026-12-03',
  reason: 'Contrôle des équipements de protection',
  status,
  visitor,
});
const PAGE = { items: [visit(1, 'planned', 'Lien De Smet, conseillère en prévention'), visit(2, 'requested', null)], total: 3 };
const REST = { items: [visit(3, 'done', 'Lien De Smet, conseillère en prévention')], total: 3 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: PAGE }, { output: REST }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(503, 'Maintenance') }],
    'ROUTE.CHANGED': [{ route: { ...ROUTE, path: '/Clients/job-place-visits' } }],
    'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-bru', 'f-lge'] }, { ids: [] }],
  },
  alwaysPossible: ['MORE'],
});

describe('clients hub job place visits model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('clients hub job place visits view, in French', () => {
  for (const path of chartCover(model.paths().filter((p) => !pathMentions(p, 'ROUTE')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientJobPlaceVisitsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="clientJobPlaceVisits"]')!;
          const text = textOf(root);
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les visites n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune visite de poste pour ces clients.');
          if (snapshot.matches({ data: 'loaded' })) {
            const cards = [...root.querySelectorAll('li[data-item]')];
            expect(cards).toHaveLength(snapshot.context.items.length);
            const words: Record<string, string> = { planned: 'Planifiée', requested: 'Demandée', done: 'Effectuée' };
            snapshot.context.items.forEach((item: { status: string; visitor: string | null }, index: number) => {
              expect(textOf(cards[index])).toContain('Visite du 3 déc. 2026');
              expect(textOf(cards[index])).toContain(words[item.status]);
              expect(textOf(cards[index])).toContain(item.visitor ?? 'À désigner par l’agence');
              expect(textOf(cards[index])).toContain('Port Logistics');
            });
          }
        },
        send: (event, { actor }) => {
          const more = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Afficher plus');
          if (event.type === 'MORE' && more) more.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('clients hub job place visits as declared', () => {
  it('a list of 20 read from getClientJobPlaceVisits, behind jobPlaceVisit, following the agency folders', () => {
    expect(clientJobPlaceVisitsScreen).toMatchObject({
      paths: ['/clients/job-place-visits'],
      feature: 'jobPlaceVisit',
      machine: { family: 'list', load: 'getClientJobPlaceVisits', pageSize: 20, followsAgencyFolders: true },
    });
  });
});

publishJourneys('clientJobPlaceVisits', { model });

it('gate: every state, transition, named action and sneak path of the clients hub job place visits', () => assertJointCoverage([model]));
