// @vitest-environment happy-dom
// The client's dashboard (docs/screens/clientHome.md): the detail family configured by its
// declaration. Its paths are replayed on a live actor, each step checked by the families' oracle with
// the facts of its screen contract, then through its view, where each state is checked on screen in
// French: which cards show (a zero count or a disabled feature shows none), where each leads, the
// workers on site as text.
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
import { clientHomeScreen } from '../../machines/screens/clientHome.screen';
import type { ClientDashboard } from '../../machines/domain/clientDashboard';
import type { UserInfo } from '../../machines/domain/types';
import { AppActorContext } from '../../src/views/app/appActorContext';
import ClientHomeScreen from '../../src/views/screens/clientHome/ClientHomeScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out: one read (getClientDashboard), read again on a push of a
// contract, a signed copy, a time sheet or an invoice.
const FACTS = {
  id: 'clientHome',
  family: 'detail',
  load: 'getClientDashboard',
  refreshOn: ['contracts', 'timeSheets', 'invoices', 'documents'],
} as const;

const machine = familyMachine(clientHomeScreen)!;
const INPUT = { route: { path: '/home', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };

const BUSY: ClientDashboard = {
  id: 'me',
  contractsToSign: 2,
  timeSheetsToApprove: 1,
  unpaidInvoices: 3,
  overdueInvoices: 2,
  unpaidAmount: 7767.4,
  workersOnSiteCount: 8,
  workersOnSite: [
    { id: 'm-7', worker: 'Alice <b>David</b>', position: 'Manutentionnaire', establishment: 'Entrepôt de Corbas', endDate: '2026-12-11' },
    {
      id: 'm-2',
      worker: 'Camille Martin',
      position: 'Cariste CACES 3',
      establishment: 'Plateforme de Saint-Priest',
      endDate: '2026-12-18',
    },
  ],
  banners: [{ id: 'bn-3', title: 'Validez les relevés <i>de la semaine</i>', text: '', link: '/time-sheets' }],
};
const QUIET: ClientDashboard = {
  id: 'me',
  contractsToSign: 0,
  timeSheetsToApprove: 0,
  unpaidInvoices: 1,
  overdueInvoices: 0,
  unpaidAmount: 1180,
  workersOnSiteCount: 0,
  workersOnSite: [],
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
      { notification: { id: 'n-1', type: 'timeSheetToValidate', category: 'timeSheets' } },
      { notification: { id: 'n-2', type: 'daysOffAnswered', category: 'daysOff' } },
    ],
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED'],
});

describe('clientHome model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const CLIENT = {
  firstName: 'Hugo',
  userType: 'client',
  roles: ['clientUser'],
  disabledFeatures: [],
} as unknown as UserInfo;
// A client company whose contracts and invoices features are off (spec section 6): those cards go.
const LIMITED = { ...CLIENT, disabledFeatures: ['contracts', 'invoices'] } as unknown as UserInfo;

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  // As the app does (src/services/i18n.ts): React escapes; i18next inserts values as they are.
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const appWith = (user: UserInfo) => createActor(createMachine({ context: { userInfo: user } })).start();

const cardsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-card]')].map((card) => ({
    card: card.dataset.card,
    text: card.textContent?.replace(/\s/g, ' '),
    href: card.querySelector('a')?.getAttribute('href'),
  }));

for (const [who, user] of [
  ['client user', CLIENT],
  ['client user without contracts and invoices', LIMITED],
] as const) {
  describe(`clientHome view, ${who}: what a person sees in each state`, () => {
    for (const path of model.paths()) {
      it(path.description, () =>
        model.replay(path, {
          onStart: ({ actor }) =>
            render(
              <I18nextProvider i18n={i18n}>
                <AppActorContext.Provider value={appWith(user) as never}>
                  <MemoryRouter>
                    <ClientHomeScreen actorRef={actor as never} />
                  </MemoryRouter>
                </AppActorContext.Provider>
              </I18nextProvider>,
            ).container,
          onStep: (live) => {
            const snapshot = live as unknown as AnyMachineSnapshot;
            const root = document.body.querySelector<HTMLElement>('[data-machine="clientHome"]')!;
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
            expect(text).toContain('Bonjour Hugo');
            const cards = cardsOf(root);
            const dashboard = snapshot.context.item as ClientDashboard;
            const limited = user === LIMITED;
            if (dashboard === BUSY) {
              // Sign, approve, pay; then who is on site. The contracts and invoices cards, and the
              // workers on site (the missions need contracts), only where those features are on.
              expect(cards).toEqual([
                ...(limited
                  ? []
                  : [{ card: 'contractsToSign', text: '2 contrats de mise à disposition à signer', href: '/contracts/to-sign' }]),
                { card: 'timeSheetsToApprove', text: '1 relevé d’heures à approuver', href: '/time-sheets' },
                ...(limited
                  ? []
                  : [
                      {
                        card: 'unpaidInvoices',
                        text: '3 factures à régler, 7 767,40 € au total (dont 2 en retard)',
                        href: '/invoices/unpaid',
                      },
                      {
                        card: 'onSite',
                        // Server texts are text: the tag in the name shows as written.
                        text: 'Alice <b>David</b>Manutentionnaire, Entrepôt de Corbas, jusqu’au 11 déc. 2026',
                        href: '/missions/current',
                      },
                      {
                        card: 'onSite',
                        text: 'Camille MartinCariste CACES 3, Plateforme de Saint-Priest, jusqu’au 18 déc. 2026',
                        href: '/missions/current',
                      },
                    ]),
              ]);
              expect(root.querySelector('b')).toBeNull();
              const banner = root.querySelector<HTMLElement>('[data-banner="bn-3"]')!;
              expect(banner.textContent).toBe('Validez les relevés <i>de la semaine</i>En savoir plus');
              expect(banner.querySelector('a')!.getAttribute('href')).toBe('/time-sheets');
              if (limited) expect(text).not.toContain('Intérimaires sur site cette semaine');
              else expect(text).toContain('et 6 autres');
            } else {
              expect(root.querySelector('[data-banner]')).toBeNull();
              expect(cards).toEqual(
                limited ? [] : [{ card: 'unpaidInvoices', text: '1 facture à régler, 1 180,00 €', href: '/invoices/unpaid' }],
              );
              if (limited) expect(text).toContain('Rien ne vous attend pour le moment.');
              else expect(text).toContain('Aucun intérimaire sur vos sites cette semaine.');
            }
          },
        }),
      );
    }
  });
}

describe('the client’s dashboard as declared', () => {
  it('is the client’s /home, one read, read again on the pushes of what it counts (docs/screens/clientHome.md)', () => {
    expect(clientHomeScreen).toMatchObject({
      id: 'clientHome',
      paths: ['/home'],
      userTypes: ['client'],
      machine: { family: 'detail', load: FACTS.load, refreshOn: FACTS.refreshOn },
    });
  });
});

publishJourneys('clientHome', { model });

it('gate: every state, transition, named action and sneak path of the client’s dashboard', () => assertJointCoverage([model]));
