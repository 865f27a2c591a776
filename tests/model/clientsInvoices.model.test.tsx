// @vitest-environment happy-dom
// Clients hub › invoices (docs/screens/clientsInvoices.md): the list family configured by its
// declaration, following the header's agency-folder selection (spec section 5). Each step is checked
// by the families' oracle with the contract's facts (20 a page from getClientsInvoices, the
// selection in every read, a new selection read from the first page, an unchanged one ignored, an
// `invoices` push refreshing it), then through its view: each card names its client.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { clientsInvoicesScreen } from '../../machines/screens/clientsInvoices.screen';
import ClientsInvoicesScreen from '../../src/views/screens/clientsInvoices/ClientsInvoicesScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const FACTS = {
  id: 'clientsInvoices',
  family: 'list',
  load: 'getClientsInvoices',
  pageSize: 20,
  refreshOn: ['invoices'],
  followsAgencyFolders: true,
} as const;
const machine = familyMachine(clientsInvoicesScreen)!;

const ROUTE = { path: '/clients/invoices', params: {}, tab: null };
// A director whose saved selection is Lyon and Paris when the screen starts.
const INPUT = { route: ROUTE, user: { roles: ['agencyDirector'] } as never, tenant: 'alpha', agencyFolders: ['f-lyo', 'f-par'] };
const invoice = (n: number, clientName: string) => ({
  id: `inv-${n}`,
  number: `FA-2026-${String(300 + n).padStart(5, '0')}`,
  clientId: `c-${n}`,
  clientName,
  establishmentName: 'Site',
  issuedOn: '2026-03-02',
  dueOn: '2026-04-01',
  amount: 100 + n,
  currency: 'EUR',
  status: 'unpaid',
  paidOn: null,
});
// Lyon and Paris have three invoices: the first page shows two ("Afficher plus" for the third).
const LYON = { items: [invoice(1, 'Logistique Rhône'), invoice(2, 'Boulangerie Dupont')], total: 3 };
const MARSEILLE = { items: [invoice(3, 'Atelier Mécanique Sud')], total: 1 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: LYON }, { output: MARSEILLE }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Factures indisponibles') }],
    'ROUTE.CHANGED': [{ route: { ...ROUTE, path: '/clients/invoices/' } }],
    // Another selection; the same in another order; "all" (nothing selected).
    'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-mrs'] }, { ids: ['f-par', 'f-lyo'] }, { ids: [] }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'invoiceAvailable', category: 'invoices' } }],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('clients hub invoices model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('clients hub invoices view: in French, each card names its client', () => {
  for (const path of chartCover(model.paths().filter((p) => pathMentions(p, 'AGENCY_FOLDERS') && !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <ClientsInvoicesScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="clientsInvoices"]')!;
          const text = textOf(root);
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les factures n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune facture pour ces clients.');
          if (snapshot.matches({ data: 'loaded' })) {
            const cards = [...root.querySelectorAll('li[data-item]')];
            expect(cards.map((card) => textOf(card.querySelector('dd')))).toEqual(
              snapshot.context.items.map((item: { clientName: string }) => item.clientName),
            );
          }
        },
      }),
    );
  }
});

describe('clients hub invoices as declared', () => {
  it('a list of 20 read from getClientsInvoices, behind the invoices flag, following the agency folders (docs/screens/clientsInvoices.md)', () => {
    expect(clientsInvoicesScreen).toMatchObject({
      id: 'clientsInvoices',
      paths: ['/clients/invoices'],
      feature: 'invoices',
      machine: { family: 'list', load: 'getClientsInvoices', pageSize: 20, refreshOn: ['invoices'], followsAgencyFolders: true },
    });
  });
});

publishJourneys('clientsInvoices', { model });

it('gate: every state, transition, named action and sneak path of the clients hub invoices', () => assertJointCoverage([model]));
