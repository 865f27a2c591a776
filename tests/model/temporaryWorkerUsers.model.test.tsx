// @vitest-environment happy-dom
// The temporaryWorkerUsers screen (docs/screens/temporaryWorkerUsers.md): the list family configured by its declaration, its
// paths checked by the families' oracle with its contract's facts, then through its view.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { temporaryWorkerUsersScreen } from '../../machines/screens/temporaryWorkerUsers.screen';
import TemporaryWorkerUsersScreen from '../../src/views/screens/temporaryWorkerUsers/TemporaryWorkerUsersScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/temporaryWorkerUsers.md): 20 a page, read from getTemporaryWorkerUsers.
const FACTS = { id: 'temporaryWorkerUsers', family: 'list', load: 'getTemporaryWorkerUsers', pageSize: 20, refreshOn: [] } as const;
const machine = familyMachine(temporaryWorkerUsersScreen)!;

const INPUT = { route: { path: '/temporary-workers/users', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };
const item = (n: number) => ({ id: 'i-' + n, title: 'Élément <b>' + n + '</b>', date: '2026-10-' + String(n).padStart(2, '0') });
const FIRST = { items: Array.from({ length: 20 }, (_, i) => item(i + 1)), total: 21 };
const LAST = { items: [item(21)], total: 21 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Liste indisponible') }],
    'ROUTE.CHANGED': [{ route: { ...INPUT.route, path: '/temporary-workers/users/' } }],
  },
  alwaysPossible: ['MORE'],
});

describe('temporaryWorkerUsers model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('temporaryWorkerUsers view: what a person sees in each state', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(<I18nextProvider i18n={i18n}>{<TemporaryWorkerUsersScreen actorRef={actor as never} />}</I18nextProvider>).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="temporaryWorkerUsers"]')!;
          const text = root.textContent ?? '';
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('La liste n’a pas pu être chargée.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Rien à afficher pour le moment.');
          if (snapshot.matches({ data: 'loaded' })) {
            // Each item's title as text (a tag in it stays text), its date in French.
            const items = snapshot.context.items as { id: string; title: string }[];
            expect([...root.querySelectorAll('li')].map((li) => li.textContent?.split(' — ')[0])).toEqual(items.map((i) => i.title));
            expect(root.querySelector('b')).toBeNull();
            expect(root.querySelector('time')?.textContent).toBe(items[0].id.slice(2) + ' octobre 2026');
            const more = [...root.querySelectorAll('button')].find((b) => /Afficher plus|Chargement/.test(b.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
          }
        },
      }),
    );
  }
});

describe('the temporaryWorkerUsers screen as declared', () => {
  it('is a list of 20 a page read from getTemporaryWorkerUsers at /temporary-workers/users (docs/screens/temporaryWorkerUsers.md)', () => {
    expect(temporaryWorkerUsersScreen).toMatchObject({
      id: 'temporaryWorkerUsers',
      paths: ['/temporary-workers/users'],
      machine: { family: 'list', load: 'getTemporaryWorkerUsers', pageSize: 20 },
    });
  });
});

publishJourneys('temporaryWorkerUsers', { model });

it('gate: every state, transition, named action and sneak path of temporaryWorkerUsers', () => assertJointCoverage([model]));
