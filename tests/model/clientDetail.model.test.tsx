// @vitest-environment happy-dom
// A client (docs/screens/clientDetail.md): the detail family configured by its declaration, its tabs
// infos and contacts. Each step is checked by the families' oracle (404 and 403 are states, any other
// failure the error dialog), then through its view: the infos tab's facts, the contacts tab's links,
// the not-found and forbidden lines with their way back.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { clientDetailScreen } from '../../machines/screens/clientDetail.screen';
import ClientDetailScreen from '../../src/views/screens/clientDetail/ClientDetailScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const FACTS = { id: 'clientDetail', family: 'detail', load: 'getClient' } as const;
const machine = familyMachine(clientDetailScreen)!;

const route = (clientId: string, tab: string) => ({ path: `/clients/${clientId}/${tab}`, params: { clientId }, tab });
const INPUT = { route: route('c-logistique-rhone', 'infos'), user: { roles: ['agencySales'] } as never, tenant: 'alpha' };
const CLIENT = {
  id: 'c-logistique-rhone',
  name: 'Logistique <i>Rhône</i>',
  legalId: 'SIRET 812 345 678 00021',
  sector: 'Logistique et entreposage',
  address: '12 rue des Frères Lumière, 69960 Corbas',
  phone: '+33 4 78 90 12 34',
  agencyFolder: 'LYO - Lyon Part-Dieu',
  establishments: [{ id: 'e1', name: 'Entrepôt de Corbas', address: 'Corbas' }],
  contacts: [{ id: 'k1', name: 'Nadia Benali', function: 'Cheffe de quai', email: 'quai@lr.example', phone: '+33 4 78 90 12 17' }],
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: CLIENT }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(404, 'Ce client n’existe pas.') },
      { error: httpFailure(403, 'Ce client n’est pas suivi par vos agences.') },
      { error: httpFailure(500, 'Erreur') },
    ],
    'ROUTE.CHANGED': [
      { route: route('c-logistique-rhone', 'contacts') },
      { route: { ...route('c-logistique-rhone', 'infos'), path: '/Clients/c-logistique-rhone/infos/' } },
    ],
  },
});

describe('client detail model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('client detail view, in French', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientDetailScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="clientDetail"]')!;
          const text = textOf(root);
          const back = root.querySelector('a[href="/clients/establishments"]');
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Ce client n’a pas pu être chargé.');
          if (snapshot.matches({ data: 'notFound' })) {
            expect(text).toContain('Ce client n’existe pas, ou plus.');
            expect(back).not.toBeNull();
          }
          if (snapshot.matches({ data: 'forbidden' })) {
            expect(text).toContain('Ce client n’est pas suivi par vos agences.');
            expect(back).not.toBeNull();
          }
          if (snapshot.matches({ data: 'shown' })) {
            expect(back).toBeNull();
            // The server's name stays text.
            expect(root.querySelector('h2')?.textContent).toBe('Logistique <i>Rhône</i>');
            if (snapshot.context.route.tab === 'contacts') {
              expect(text).toContain('Nadia Benali');
              expect(root.querySelector('a[href="mailto:quai@lr.example"]')).not.toBeNull();
              expect(root.querySelector('a[href="tel:+33478901217"]')).not.toBeNull();
              expect(text).not.toContain('SIRET');
            } else {
              expect(text).toContain('SIRET 812 345 678 00021');
              expect(text).toContain('LYO - Lyon Part-Dieu');
              expect(text).toContain('Entrepôt de Corbas');
              expect(text).not.toContain('Nadia Benali');
            }
          }
        },
      }),
    );
  }
});

describe('client detail as declared', () => {
  it('a detail read from getClient, its tabs the client detail menu, infos by default', () => {
    expect(clientDetailScreen).toMatchObject({
      paths: ['/clients/:clientId'],
      tabs: 'clientDetail',
      defaultTab: 'infos',
      machine: { family: 'detail', load: 'getClient' },
    });
  });
});

publishJourneys('clientDetail', { model });

it('gate: every state, transition, named action and sneak path of the client detail', () => assertJointCoverage([model]));
