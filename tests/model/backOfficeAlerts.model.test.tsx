// @vitest-environment happy-dom
// The backOfficeAlerts screen (docs/screens/backOfficeAlerts.md): the list family configured by its declaration, its
// paths checked by the families' oracle with its contract's facts, then through its view.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { backOfficeAlertsScreen } from '../../machines/screens/backOfficeAlerts.screen';
import BackOfficeAlertsScreen from '../../src/views/screens/backOfficeAlerts/BackOfficeAlertsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/backOfficeAlerts.md): 20 a page, read from getBackOfficeAlerts.
const FACTS = { id: 'backOfficeAlerts', family: 'list', load: 'getBackOfficeAlerts', pageSize: 20, refreshOn: [] } as const;
const machine = familyMachine(backOfficeAlertsScreen)!;

const INPUT = { route: { path: '/back-office/alerts', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };
// Every schedule the view words differently: both days, a start only, an end only, none; enabled or not.
const SCHEDULES = [
  { from: '2026-10-01', until: '2026-10-08', enabled: true },
  { from: '2999-01-01', until: null, enabled: true },
  { from: null, until: '2000-01-01', enabled: true },
  { from: null, until: null, enabled: false },
  { from: null, until: null, enabled: true },
] as const;
const item = (n: number) => ({
  id: 'a-' + n,
  message: 'Alerte <b>' + n + '</b>',
  level: (['info', 'warning', 'critical'] as const)[n % 3],
  ...SCHEDULES[n % SCHEDULES.length],
});
const FIRST = { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), total: 21 };
const LAST = { items: [item(21)], total: 21 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/back-office/alerts/' } }],
  },
  alwaysPossible: ['MORE'],
});

describe('backOfficeAlerts model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('backOfficeAlerts view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths())) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(<I18nextProvider i18n={i18n}>{<BackOfficeAlertsScreen actorRef={actor as never} />}</I18nextProvider>).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="backOfficeAlerts"]')!;
          const text = root.textContent ?? '';
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les alertes n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune alerte pour le moment.');
          if (snapshot.matches({ data: 'loaded' })) {
            // Each alert's message as text (a tag in it stays text), its level, its standing today
            // and its schedule in French (docs/screens/backOfficeAlerts.md "What they see").
            const items = snapshot.context.items as ReturnType<typeof item>[];
            const rows = [...root.querySelectorAll('li')];
            expect(rows.map((li) => li.querySelector('p')?.textContent)).toEqual(items.map((i) => i.message));
            expect(root.querySelector('b')).toBeNull();
            const expected: Record<string, string> = {
              'a-1': 'Avertissement · Programmée · À partir du 1 janvier 2999',
              'a-2': 'Critique · Terminée · Jusqu’au 1 janvier 2000',
              'a-3': 'Information · Désactivée · Sans date de fin',
              'a-4': 'Avertissement · Affichée · Sans date de fin',
              'a-5': 'Critique · Terminée · Du 1 octobre 2026 au 8 octobre 2026',
            };
            for (const row of rows.filter((li) => li.dataset.item! in expected))
              expect(row.querySelectorAll('p')[1].textContent).toBe(expected[row.dataset.item!]);
            const more = [...root.querySelectorAll('button')].find((b) => /Afficher plus|Chargement/.test(b.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
          }
        },
      }),
    );
  }
});

describe('the backOfficeAlerts screen as declared', () => {
  it('is a list of 20 a page read from getBackOfficeAlerts at /back-office/alerts (docs/screens/backOfficeAlerts.md)', () => {
    expect(backOfficeAlertsScreen).toMatchObject({
      id: 'backOfficeAlerts',
      paths: ['/back-office/alerts'],
      machine: { family: 'list', load: 'getBackOfficeAlerts', pageSize: 20 },
    });
  });
});

publishJourneys('backOfficeAlerts', { model });

it('gate: every state, transition, named action and sneak path of backOfficeAlerts', () => assertJointCoverage([model]));
