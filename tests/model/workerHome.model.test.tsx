// @vitest-environment happy-dom
// The worker's dashboard (docs/screens/workerHome.md): the detail family configured by its
// declaration. Its paths are replayed on a live actor, each step checked by the families' oracle with
// the facts of its screen contract, then through its view, where each state is checked on screen in
// French: which cards show (a zero count or a disabled feature shows none), where each leads, the
// missions and the news as text.
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
import { workerHomeScreen } from '../../machines/screens/workerHome.screen';
import type { UserInfo } from '../../machines/domain/types';
import type { WorkerDashboard } from '../../machines/domain/workerDashboard';
import { AppActorContext } from '../../src/views/app/appActorContext';
import WorkerHomeScreen from '../../src/views/screens/workerHome/WorkerHomeScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out: one read (getWorkerDashboard), read again on a push of
// a contract, a time sheet, a document, a pay advance answer or a news item.
const FACTS = {
  id: 'workerHome',
  family: 'detail',
  load: 'getWorkerDashboard',
  refreshOn: ['contracts', 'timeSheets', 'documents', 'advantages', 'news'],
} as const;

const machine = familyMachine(workerHomeScreen)!;
const INPUT = { route: { path: '/home', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };

const MISSION = {
  id: 'm-1',
  position: 'Cariste <b>confirmé</b>',
  client: 'Logistique Rhône',
  place: 'Entrepôt de Vénissieux',
  startDate: '2026-11-16',
  endDate: '2026-12-31',
};
const BUSY: WorkerDashboard = {
  id: 'me',
  contractsToSign: 2,
  timeSheetsToFill: 1,
  timeSheetsDisputed: 1,
  newDocuments: 3,
  depositAnswer: { id: 'd-1', status: 'paid', amountCents: 15_000, currency: 'EUR', answeredOn: '2026-11-25' },
  currentMission: MISSION,
  nextMission: { ...MISSION, id: 'm-2', position: 'Magasinier', startDate: '2027-01-04', endDate: '2027-02-26' },
  latestNews: [{ id: 'news-1', title: 'Votre portail <i>fait</i> peau neuve', publishedAt: '2026-11-26T09:00:00Z' }],
  // A page of the portal gets its link; another site (a server gone wrong) gets none.
  banners: [
    { id: 'bn-1', title: 'Nouveau : le pass <b>mutuelle</b>', text: 'Dès la première mission.', link: '/advantages' },
    { id: 'bn-2', title: 'Offre partenaire', text: '', link: '//partner.example/offer' },
  ],
};
const QUIET: WorkerDashboard = {
  id: 'me',
  contractsToSign: 0,
  timeSheetsToFill: 0,
  timeSheetsDisputed: 0,
  newDocuments: 0,
  depositAnswer: { id: 'd-2', status: 'refused', amountCents: 40_000, currency: 'EUR', answeredOn: '2026-11-20' },
  currentMission: null,
  nextMission: null,
  latestNews: [],
  banners: [],
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: BUSY }, { output: QUIET }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(404, 'Inconnu') },
      { error: httpFailure(403, 'Refusé') },
      { error: httpFailure(500, 'Tableau de bord indisponible') },
    ],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/Home/' } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } },
      { notification: { id: 'n-2', type: 'daysOffAnswered', category: 'daysOff' } },
    ],
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED'],
});

describe('workerHome model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const WORKER = {
  firstName: 'Camille',
  userType: 'worker',
  roles: ['worker'],
  disabledFeatures: [],
  workerType: 'temporary',
} as unknown as UserInfo;
// worker-limited: contracts disabled (server/demo-data.ts).
const LIMITED = { ...WORKER, disabledFeatures: ['contracts'] } as unknown as UserInfo;

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

const appWith = (user: UserInfo) => createActor(createMachine({ context: { userInfo: user } })).start();

const cardsOf = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll<HTMLElement>('[data-card]')].map((card) => [
      `${card.dataset.card}`,
      { text: card.textContent, href: card.querySelector('a')?.getAttribute('href') },
    ]),
  );

for (const [who, user] of [
  ['worker', WORKER],
  ['worker without contracts', LIMITED],
] as const) {
  describe(`workerHome view, ${who}: what a person sees in each state`, () => {
    for (const path of model.paths()) {
      it(path.description, () =>
        model.replay(path, {
          onStart: ({ actor }) =>
            render(
              <I18nextProvider i18n={i18n}>
                <AppActorContext.Provider value={appWith(user) as never}>
                  <MemoryRouter>
                    <WorkerHomeScreen actorRef={actor as never} />
                  </MemoryRouter>
                </AppActorContext.Provider>
              </I18nextProvider>,
            ).container,
          onStep: (live) => {
            const snapshot = live as unknown as AnyMachineSnapshot;
            const root = document.body.querySelector<HTMLElement>('[data-machine="workerHome"]')!;
            const text = root.textContent ?? '';
            if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
            if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Votre tableau de bord n’a pas pu être chargé.');
            if (snapshot.matches({ data: 'notFound' })) expect(text).toContain('Votre tableau de bord est introuvable.');
            if (snapshot.matches({ data: 'forbidden' })) expect(text).toContain('Ce tableau de bord ne vous est pas accessible.');
            const shown = snapshot.matches({ data: 'shown' }) || snapshot.matches({ data: 'refreshing' });
            if (!shown) {
              expect(root.querySelector('[data-card]')).toBeNull();
              return;
            }
            expect(text).toContain('Bonjour Camille');
            const cards = cardsOf(root);
            const dashboard = snapshot.context.item as WorkerDashboard;
            if (dashboard === BUSY) {
              // Sign, correct, fill, read, then the answer; the contracts card only where contracts are enabled.
              expect(Object.keys(cards)).toEqual([
                ...(user === LIMITED ? [] : ['contractsToSign']),
                'timeSheetsDisputed',
                'timeSheetsToFill',
                'newDocuments',
                'depositAnswer',
                'current',
                'next',
                'news',
              ]);
              if (user !== LIMITED) expect(cards.contractsToSign).toEqual({ text: '2 contrats à signer', href: '/contracts/to-sign' });
              expect(cards.timeSheetsDisputed).toEqual({ text: '1 semaine contestée à corriger', href: '/time-sheets/to-fill' });
              expect(cards.timeSheetsToFill).toEqual({ text: '1 relevé d’heures à remplir', href: '/time-sheets/to-fill' });
              expect(cards.newDocuments).toEqual({ text: '3 nouveaux documents', href: '/documents' });
              expect(cards.depositAnswer.text?.replace(/\s/g, ' ')).toBe('Votre acompte de 150,00 € a été versé le 25 nov. 2026.');
              expect(cards.depositAnswer.href).toBe('/advantages/deposit-request');
              // Server texts are text: the tag in the position shows as written.
              expect(cards.current.text).toContain('Cariste <b>confirmé</b>');
              expect(cards.current.text).toContain('Logistique Rhône, Entrepôt de Vénissieux');
              expect(cards.current.text).toContain('jusqu’au 31 déc. 2026');
              expect(cards.current.href).toBe('/temporary-workers');
              expect(cards.next.text).toContain('à partir du 4 janv. 2027');
              expect(cards.news).toEqual({ text: expect.stringContaining('Votre portail <i>fait</i> peau neuve'), href: '/news/news-1' });
              expect(root.querySelector('b, i')).toBeNull();
              // The banners first, as text; a link only to a page of the portal.
              const banners = [...root.querySelectorAll<HTMLElement>('[data-banner]')].map((banner) => ({
                text: banner.textContent,
                href: banner.querySelector('a')?.getAttribute('href') ?? null,
              }));
              expect(banners).toEqual([
                { text: 'Nouveau : le pass <b>mutuelle</b>Dès la première mission.En savoir plus', href: '/advantages' },
                { text: 'Offre partenaire', href: null },
              ]);
              expect(root.querySelector('[data-banner]')!.compareDocumentPosition(root.querySelector('[data-card]')!)).toBe(
                Node.DOCUMENT_POSITION_FOLLOWING,
              );
            } else {
              expect(root.querySelector('[data-banner]')).toBeNull();
              expect(Object.keys(cards)).toEqual(['depositAnswer']);
              expect(cards.depositAnswer.text?.replace(/\s/g, ' ')).toBe(
                'Votre demande d’acompte de 400,00 € a été refusée le 20 nov. 2026.',
              );
              expect(text).toContain('Aucune mission en cours ni à venir.');
              expect(text).toContain('Aucune actualité pour le moment.');
            }
          },
        }),
      );
    }
  });
}

describe('the worker’s dashboard as declared', () => {
  it('is the worker’s /home, one read, read again on the pushes of what it counts (docs/screens/workerHome.md)', () => {
    expect(workerHomeScreen).toMatchObject({
      id: 'workerHome',
      paths: ['/home'],
      userTypes: ['worker'],
      machine: { family: 'detail', load: FACTS.load, refreshOn: FACTS.refreshOn },
    });
  });
});

publishJourneys('workerHome', { model });

it('gate: every state, transition, named action and sneak path of the worker’s dashboard', () => assertJointCoverage([model]));
