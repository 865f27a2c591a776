// @vitest-environment happy-dom
// Invoices (docs/screens/invoices.md): the list family configured by its declaration. Its paths are
// replayed on a live actor, each step checked by the families' oracle with the facts of its screen
// contract (20 a page from getInvoices, refreshed by an `invoices` push), then through its view in
// French and in English: amounts and dates in the reader's language, overdue marked in words.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenPage } from '../../machines/families/screen';
import { familyMachine } from '../../machines/screens/familyMachine';
import { invoicesScreen } from '../../machines/screens/invoices.screen';
import InvoicesScreen from '../../src/views/screens/invoices/InvoicesScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const FACTS = { id: 'invoices', family: 'list', load: 'getInvoices', pageSize: 20, refreshOn: ['invoices'] } as const;
const machine = familyMachine(invoicesScreen)!;

const route = (tab: string) => ({ path: `/invoices/${tab}`, params: {}, tab });
const INPUT = { route: route('unpaid'), user: { roles: ['clientUser'] } as never, tenant: 'alpha' };
const invoice = (n: number, status: 'unpaid' | 'overdue' | 'paid', amount: number) => ({
  id: `inv-${n}`,
  number: `FA-2026-${String(300 + n).padStart(5, '0')}`,
  clientId: 'c-logistique-rhone',
  clientName: 'Logistique Rhône',
  establishmentName: `Entrepôt <b>${n}</b>`,
  issuedOn: '2026-03-02',
  dueOn: '2026-04-01',
  amount,
  currency: 'EUR',
  status,
  paidOn: status === 'paid' ? '2026-03-30' : null,
});
const OVERDUE = invoice(1, 'overdue', 1234.56);
const TWENTY = [OVERDUE, ...Array.from({ length: 19 }, (_, i) => invoice(i + 2, 'unpaid', 980 + i))];
const FIRST = { items: TWENTY, total: 21 };
const LAST = { items: [invoice(21, 'paid', 15000)], total: 21 };
const NONE = { items: [], total: 0 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Factures indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('paid') }, { route: { ...route('unpaid'), path: '/Invoices/unpaid/' } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'invoiceAvailable', category: 'invoices' } },
      { notification: { id: 'n-2', type: 'newsPublished', category: 'news' } },
    ],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('invoices model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

describe('invoices view: what a client sees in each state, in French', () => {
  for (const path of chartCover(model.paths().filter((p) => !pathMentions(p, 'NOTIFICATION') || pathMentions(p, 'MORE')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <InvoicesScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="invoices"]')!;
          const text = textOf(root);
          const items = snapshot.context.items as ReturnType<typeof invoice>[];
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les factures n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' }))
            expect(text).toContain(
              snapshot.context.route.tab === 'paid' ? 'Aucune facture réglée pour le moment.' : 'Aucune facture à régler.',
            );
          if (snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' })) {
            const cards = [...root.querySelectorAll('li[data-item]')];
            expect(cards.map((card) => card.getAttribute('data-item'))).toEqual(items.map((item) => item.id));
            // A server text stays text.
            expect(root.querySelector('b')).toBeNull();
            const first = cards[0];
            if (items.length === 0) expect(cards).toHaveLength(0);
            else if (items[0].status === 'overdue') {
              expect(textOf(first)).toContain('En retard');
              expect(textOf(first)).toContain('1 avr. 2026 — échéance dépassée');
              expect(textOf(first)).toContain('1 234,56 €');
            } else {
              expect(textOf(first)).toContain('Réglée le');
              expect(textOf(first)).toContain('30 mars 2026');
              expect(textOf(first)).toContain('15 000,00 €');
            }
            // The overdue ones shown are counted above the list; none, no line.
            if (items.some((item) => item.status === 'overdue')) expect(text).toContain('1 facture en retard de paiement.');
            else expect(text).not.toContain('en retard de paiement');
            if (items.length > 0) expect(first.querySelector('a')?.getAttribute('href')).toBe(`/document-preview?invoice=${items[0].id}`);
            expect(text).toContain(`${items.length} sur ${snapshot.context.total}`);
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

  it('in English: dates and amounts in the US format, the amount still in euros', async () => {
    const en = await shellI18n('en');
    const { createActor } = await import('xstate');
    const actor = createActor(
      machine.provide({
        actors: { loadPage: (await import('xstate')).fromPromise(async (): Promise<ScreenPage> => ({ items: [OVERDUE], total: 1 })) },
      }),
      { input: INPUT },
    );
    actor.start();
    renderScreen(en, <InvoicesScreen actorRef={actor as never} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const text = textOf(document.body);
    expect(text).toContain('Invoice FA-2026-00301');
    expect(text).toContain('Overdue');
    expect(text).toContain('Apr 1, 2026 — past due');
    expect(text).toContain('€1,234.56');
    expect(text).toContain('1 invoice is overdue.');
    actor.stop();
  });
});

describe('invoices as declared', () => {
  it('is a list of 20 a page read from getInvoices, its tabs the client invoices menu, unpaid by default, refreshed by invoices (docs/screens/invoices.md)', () => {
    expect(invoicesScreen).toMatchObject({
      id: 'invoices',
      paths: ['/invoices'],
      tabs: 'clientInvoices',
      defaultTab: 'unpaid',
      machine: { family: 'list', load: 'getInvoices', pageSize: 20, refreshOn: ['invoices'] },
    });
    expect(invoicesScreen.machine).not.toHaveProperty('followsAgencyFolders');
  });
});

publishJourneys('invoices', { model });

it('gate: every state, transition, named action and sneak path of invoices', () => assertJointCoverage([model]));
