// @vitest-environment happy-dom
// The client's missions (docs/screens/missions.md): the list family configured by its declaration,
// its paths checked by the families' oracle with its contract's facts, then through its view: the
// missions grouped by establishment in the server's order, names as text, dates in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { missionsScreen } from '../../machines/screens/missions.screen';
import MissionsScreen from '../../src/views/screens/missions/MissionsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/missions.md): 20 a page, read from
// getMissions, read again on a push of a contract.
const FACTS = { id: 'missions', family: 'list', load: 'getMissions', pageSize: 20, refreshOn: ['contracts'] } as const;
const machine = familyMachine(missionsScreen)!;

const INPUT = { route: { path: '/missions/current', params: {}, tab: 'current' }, user: {} as never, tenant: 'alpha' };
// Establishment A holds the first 12 items, B the rest: the groups follow the server's order.
const item = (n: number) => ({
  id: 'm-' + n,
  worker: 'Intérimaire <b>' + n + '</b>',
  position: 'Cariste',
  establishment: n <= 12 ? { id: 'e-a', name: 'Entrepôt de Corbas' } : { id: 'e-b', name: 'Plateforme de Saint-Priest' },
  startDate: '2026-11-' + String(n).padStart(2, '0'),
  endDate: '2026-12-18',
  weeklyHours: 35,
  agency: 'Alpha Intérim Lyon Part-Dieu',
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
    'ROUTE.CHANGED': [
      { route: { ...INPUT.route, path: '/missions/current/' } },
      { route: { path: '/missions/upcoming', params: {}, tab: 'upcoming' } },
    ],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'contractToSign', category: 'contracts' } },
      { notification: { id: 'n-2', type: 'daysOffAnswered', category: 'daysOff' } },
    ],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('missions model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('missions view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths())) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(<I18nextProvider i18n={i18n}>{<MissionsScreen actorRef={actor as never} />}</I18nextProvider>).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="missions"]')!;
          const text = root.textContent ?? '';
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les missions n’ont pas pu être chargées.');
          const tab = snapshot.context.route.tab;
          if (snapshot.matches({ data: 'empty' }))
            expect(text).toContain(tab === 'upcoming' ? 'Aucune mission à venir.' : 'Aucun intérimaire en mission chez vous aujourd’hui.');
          if (snapshot.matches({ data: 'loaded' })) {
            // Each worker's name as text (a tag in it stays text), under the establishment's heading.
            const items = snapshot.context.items as ReturnType<typeof item>[];
            expect([...root.querySelectorAll('li h3')].map((h3) => h3.textContent)).toEqual(items.map((i) => `${i.worker} — Cariste`));
            expect(root.querySelector('b')).toBeNull();
            const groups = [...root.querySelectorAll('section')].map((section) => ({
              heading: section.querySelector('h2')?.textContent,
              count: section.querySelectorAll('li').length,
            }));
            // One group per run of the same establishment, in the order shown.
            const runs: { heading: string; count: number }[] = [];
            for (const i of items) {
              if (runs.at(-1)?.heading === i.establishment.name) runs.at(-1)!.count += 1;
              else runs.push({ heading: i.establishment.name, count: 1 });
            }
            expect(groups).toEqual(runs);
            expect(groups.length).toBeGreaterThan(0);
            const first = Number(items[0].id.slice(2));
            expect(root.querySelector('li .paper__meta')?.textContent?.replace(/\s/g, ' ')).toBe(
              `Du ${first} nov. 2026 au 18 déc. 2026 · 35 h par semaine`,
            );
            expect(root.querySelector('li')?.textContent).toContain('Agence : Alpha Intérim Lyon Part-Dieu');
            const more = [...root.querySelectorAll('button')].find((b) => /Afficher plus|Chargement/.test(b.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
          }
        },
      }),
    );
  }
});

describe('the missions screen as declared', () => {
  it('is the client’s list of 20 a page read from getMissions at /missions, on Under way first (docs/screens/missions.md)', () => {
    expect(missionsScreen).toMatchObject({
      id: 'missions',
      paths: ['/missions'],
      userTypes: ['client'],
      tabs: 'missions',
      defaultTab: 'current',
      machine: { family: 'list', load: 'getMissions', pageSize: 20, refreshOn: ['contracts'] },
    });
  });
});

publishJourneys('missions', { model });

it('gate: every state, transition, named action and sneak path of missions', () => assertJointCoverage([model]));
