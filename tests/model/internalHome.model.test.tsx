// @vitest-environment happy-dom
// The internal dashboard (docs/screens/internalHome.md): the detail family configured by its
// declaration, following the header's agency folders. Its paths are replayed on a live actor, each
// step checked by the families' oracle with the facts of its screen contract, then through its view
// (the fewest paths that take every step of its chart), where each state is checked on screen in
// French: the four cards in their places, their counts, which open a tab of the temporary workers'
// users, the disputed weeks and ending missions listed as text.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { internalHomeScreen } from '../../machines/screens/internalHome.screen';
import { internalCards, type InternalDashboard } from '../../machines/domain/internalDashboard';
import type { UserInfo } from '../../machines/domain/types';
import { AppActorContext } from '../../src/views/app/appActorContext';
import InternalHomeScreen from '../../src/views/screens/internalHome/InternalHomeScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out: one read (getInternalDashboard) carrying the agency
// folders chosen; no push reads it again; no action.
const FACTS: ScreenFacts = { id: 'internalHome', family: 'detail', load: 'getInternalDashboard', followsAgencyFolders: true };

const machine = familyMachine(internalHomeScreen)!;
const INPUT = { route: { path: '/home', params: {}, tab: null }, user: {} as never, tenant: 'alpha', agencyFolders: ['f-lyo'] };

const BUSY: InternalDashboard = {
  id: 'agency',
  folders: ['Lyon Part-Dieu', 'Paris Bercy'],
  invitationsWaiting: 3,
  workersWithoutAccount: 1,
  timeSheetsDisputed: 7,
  disputedTimeSheets: [
    {
      id: 'ts-1',
      worker: 'Camille <b>Martin</b>',
      client: 'Logistique Rhône',
      weekStart: '2026-11-16',
      reason: 'Vendredi : 17:00, pas 18:30',
    },
  ],
  missionsEndingThisWeek: 1,
  missionsEnding: [
    {
      id: 'm-4',
      worker: 'Léa Petit',
      position: 'Aide-boulanger',
      client: 'Boulangerie Dupont',
      establishment: 'Fournil de Villeurbanne',
      endDate: '2026-12-04',
    },
  ],
  banners: [{ id: 'bn-4', title: 'Semaine de l’alternance', text: 'Le kit des agences.', link: null }],
};
const QUIET: InternalDashboard = {
  id: 'agency',
  folders: [],
  invitationsWaiting: 0,
  workersWithoutAccount: 0,
  timeSheetsDisputed: 0,
  disputedTimeSheets: [],
  missionsEndingThisWeek: 0,
  missionsEnding: [],
  banners: [],
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: BUSY }, { output: QUIET }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(403, 'Refusé') },
      { error: httpFailure(404, 'Inconnu') },
      { error: httpFailure(500, 'Tableau de bord indisponible') },
    ],
    // The same page under another spelling: nothing to read.
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/Home/' } }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'timeSheetDisputed', category: 'timeSheets' } }],
    // Another selection (Paris), and the same one written in another order.
    'AGENCY_FOLDERS.CHANGED': (snapshot) => {
      const folders = (snapshot.context as { folders: readonly string[] }).folders;
      return folders.length === 1 ? [{ ids: ['f-par', 'f-lyo'] }, { ids: ['f-lyo'] }] : [{ ids: ['f-lyo', 'f-par'] }];
    },
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED'],
});

describe('internalHome model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const DIRECTOR = { firstName: 'Claire', userType: 'internalUser', roles: ['agencyDirector'], disabledFeatures: [] } as unknown as UserInfo;

describe('the internal dashboard’s cards (docs/screens/internalHome.md › What they see and do)', () => {
  it('are the four, in the agency’s order, zero included; the accounts open their tab, the others nothing', () => {
    expect(internalCards(QUIET, DIRECTOR)).toEqual([
      { id: 'invitationsWaiting', count: 0, path: '/temporary-workers/users/invited' },
      { id: 'workersWithoutAccount', count: 0, path: '/temporary-workers/users/unregistered' },
      { id: 'timeSheetsDisputed', count: 0, path: null },
      { id: 'missionsEndingThisWeek', count: 0, path: null },
    ]);
    expect(internalCards(BUSY, DIRECTOR).map((card) => card.count)).toEqual([3, 1, 7, 1]);
  });

  it('open a screen only for a user who may enter it (spec section 2)', () => {
    const communication = { ...DIRECTOR, roles: ['communication'] } as unknown as UserInfo;
    expect(internalCards(BUSY, communication).map((card) => card.path)).toEqual([null, null, null, null]);
    const support = { ...DIRECTOR, roles: ['support'] } as unknown as UserInfo;
    expect(internalCards(BUSY, support)[0].path).toBe('/temporary-workers/users/invited');
  });

  it('is /home’s internal variant, following the agency folders (› Who)', () => {
    expect(internalHomeScreen).toMatchObject({
      id: 'internalHome',
      paths: ['/home'],
      userTypes: ['internalUser'],
      machine: { family: 'detail', load: 'getInternalDashboard', followsAgencyFolders: true },
    });
  });
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const appWith = (user: UserInfo) => createActor(createMachine({ context: { userInfo: user } })).start();

describe('internalHome view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths())) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <AppActorContext.Provider value={appWith(DIRECTOR) as never}>
                <MemoryRouter>
                  <InternalHomeScreen actorRef={actor as never} />
                </MemoryRouter>
              </AppActorContext.Provider>
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="internalHome"]')!;
          const text = root.textContent ?? '';
          const item = snapshot.context.item as InternalDashboard | null;
          expect(text).toContain('Bonjour Claire');
          const cards = [...root.querySelectorAll<HTMLElement>('[data-card]')];
          // The four places, while read and once read.
          if (snapshot.matches({ data: 'loading' }) || item)
            expect(cards.map((card) => card.dataset.card)).toEqual([
              'invitationsWaiting',
              'workersWithoutAccount',
              'timeSheetsDisputed',
              'missionsEndingThisWeek',
            ]);
          else expect(cards).toEqual([]);
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Votre tableau de bord n’a pas pu être chargé.');
          if (snapshot.matches({ data: 'forbidden' }) || snapshot.matches({ data: 'notFound' }))
            expect(text).toContain('Le tableau de bord de l’agence n’est pas accessible à votre compte.');
          if (!item) {
            expect(root.querySelector('[data-banner]')).toBeNull();
            return;
          }
          // A banner without a link is its texts alone, below the cards.
          expect([...root.querySelectorAll('[data-banner]')].map((banner) => [banner.textContent, banner.querySelector('a')])).toEqual(
            item.banners.length > 0 ? [['Semaine de l’alternanceLe kit des agences.', null]] : [],
          );
          const links = cards.map((card) => card.querySelector('a')?.getAttribute('href') ?? null);
          expect(links).toEqual(['/temporary-workers/users/invited', '/temporary-workers/users/unregistered', null, null]);
          if (item === BUSY || item.invitationsWaiting === 3) {
            expect(text).toContain('Agences : Lyon Part-Dieu, Paris Bercy');
            expect(cards.map((card) => card.querySelector('a, h3')!.textContent)).toEqual([
              '3 invitations en attente',
              '1 intérimaire sans compte',
              '7 relevés d’heures contestés',
              '1 mission se terminant cette semaine',
            ]);
            // Server texts as text; the week and its reason, the mission and its last day in French.
            expect(root.querySelector('b')).toBeNull();
            expect(text).toContain('Camille <b>Martin</b>, Logistique Rhône, semaine du 16 nov. 2026');
            expect(text).toContain('Vendredi : 17:00, pas 18:30');
            expect(text).toContain('et 6 autres');
            expect(text).toContain('Léa Petit, Aide-boulanger, Boulangerie Dupont (Fournil de Villeurbanne), jusqu’au 4 déc. 2026');
          } else {
            expect(text).toContain('Agences : toutes vos agences');
            expect(cards.map((card) => card.querySelector('a, h3')!.textContent)).toEqual([
              '0 invitation en attente',
              '0 intérimaire sans compte',
              '0 relevé d’heures contesté',
              '0 mission se terminant cette semaine',
            ]);
            expect(cards.every((card) => card.textContent!.includes('Rien en attente'))).toBe(true);
          }
        },
      }),
    );
  }
});

publishJourneys('internalHome', { model });

it('gate: every state, transition, named action and sneak path of the internal dashboard', () => assertJointCoverage([model]));
