// @vitest-environment happy-dom
// The contracts screen (docs/screens/contracts.md): the list family configured by its declaration.
// Its paths are replayed on a live actor, each step checked by the families' oracle with the facts
// of its screen contract (tests/model/families/screenOracle.ts), then through its view, where each
// state is checked on screen in French: the contracts as answered, each with its status in words and
// the day by which to sign it, each opening its page; the empty line of the tab.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import type { Contract } from '../../machines/contract/contract.machine';
import { familyMachine } from '../../machines/screens/familyMachine';
import { contractsScreen } from '../../machines/screens/contracts.screen';
import ContractsScreen from '../../src/views/screens/contracts/ContractsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/contracts.md): 20 a page, read from
// getContracts, a push of category contracts (a new one to sign) or documents (a signed copy) reads
// the tab again.
const FACTS = { id: 'contracts', family: 'list', load: 'getContracts', pageSize: 20, refreshOn: ['contracts', 'documents'] } as const;

const machine = familyMachine(contractsScreen)!;

const PATHS = { toSign: '/contracts/to-sign', inProgress: '/contracts/in-progress', ended: '/contracts/ended' } as const;
const route = (tab: keyof typeof PATHS) => ({ path: PATHS[tab], params: {}, tab });
const INPUT = { route: route('toSign'), user: {} as never, tenant: 'alpha' };
const contract = (n: number, status: Contract['status']): Contract => ({
  id: `ct-worker-${n}`,
  reference: `CT-2026-${String(4100 + n).padStart(5, '0')}`,
  kind: 'mission',
  status,
  agency: { name: 'Alpha Intérim Lyon', address: '17 rue de la Villette, 69003 Lyon', phone: '04 72 00 00 00' },
  client: { name: `Logistique <b>Rhône</b> ${n}` },
  site: { name: 'Entrepôt de Corbas', address: 'ZI de Corbas, 69960 Corbas' },
  worker: { name: 'Camille Martin' },
  position: 'Cariste CACES 3',
  startDate: '2026-12-28',
  endDate: '2027-02-26',
  hourlyRate: 12.4,
  weeklyHours: 35,
  signBy: status === 'toSign' || status === 'signing' ? '2026-12-26' : null,
  signedAt: status === 'toSign' ? null : '2026-11-28T09:12:00Z',
  documentId: `doc-ct-worker-${n}`,
});
const TWENTY = Array.from({ length: 20 }, (_, i) => contract(i + 1, i === 0 ? 'signing' : 'toSign'));
const FIRST = { items: TWENTY, total: 21 };
const LAST = { items: [contract(21, 'toSign')], total: 21 };
const NONE = { items: [], total: 0 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Contrats indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('inProgress') }, { route: { ...route('toSign'), path: '/Contracts/to-sign/' } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } },
      { notification: { id: 'n-2', type: 'documentAvailable', category: 'documents' } },
      { notification: { id: 'n-3', type: 'newsPublished', category: 'news' } },
    ],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('contracts model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const STATUS_TEXT = { toSign: 'À signer', signing: 'Signature en cours de confirmation', inProgress: 'En cours', ended: 'Terminé' };
const EMPTY = { toSign: 'Aucun contrat à signer.', inProgress: 'Aucun contrat en cours.', ended: 'Aucun contrat terminé.' };

describe('contracts view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths().filter((p) => pathMentions(p, 'MORE') || !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <MemoryRouter initialEntries={['/contracts/to-sign']}>
                <ContractsScreen actorRef={actor as never} />
              </MemoryRouter>
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="contracts"]')!;
          const text = root.textContent ?? '';
          const items = snapshot.context.items as Contract[];
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les contrats n’ont pas pu être chargés.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain(EMPTY[snapshot.context.route.tab as keyof typeof EMPTY]);
          if ((snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' })) && items.length > 0) {
            // Each as answered: position and client as text (a tag in a name stays text), its status in words.
            const titles = [...root.querySelectorAll('h3')].map((title) => title.textContent);
            expect(titles).toEqual(items.map((item) => `${item.position} — ${item.client.name}`));
            expect(root.querySelector('b')).toBeNull();
            const statuses = [...root.querySelectorAll('[data-testid="contract-status"]')].map((s) => s.textContent);
            expect(statuses).toEqual(items.map((item) => STATUS_TEXT[item.status]));
            // The day by which to sign, for those to sign only.
            const signBy = [...root.querySelectorAll('li')].filter((li) => li.textContent?.includes('À signer avant le 26 déc. 2026'));
            expect(signBy.map((li) => li.dataset.item)).toEqual(items.filter((item) => item.status === 'toSign').map((item) => item.id));
            expect(text).toMatch(/12,40\s€ brut de l’heure/);
            // Each opens its page.
            const open = root.querySelector<HTMLAnchorElement>(`li[data-item="${items[0].id}"] a`)!;
            expect(open.getAttribute('href')).toBe(`/contracts/${items[0].id}`);
            expect(open.getAttribute('aria-label')).toBe(
              `Voir le contrat ${items[0].reference}, Cariste CACES 3 chez ${items[0].client.name}`,
            );
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
});

describe('the contracts screen as declared', () => {
  it('is a list of 20 a page read from getContracts on the decided contracts tabs, read again on a contracts or documents push', () => {
    expect(contractsScreen).toMatchObject({
      id: 'contracts',
      paths: ['/contracts', '/contracts/to-sign', '/contracts/in-progress', '/contracts/ended'],
      userTypes: ['worker'],
      tabs: 'contracts',
      defaultTab: 'toSign',
      machine: { family: 'list', load: 'getContracts', pageSize: 20, refreshOn: ['contracts', 'documents'] },
    });
  });
});

publishJourneys('contracts', { model });

it('gate: every state, transition, named action and sneak path of the contracts screen', () => assertJointCoverage([model]));
