// @vitest-environment happy-dom
// The FAQ screen (docs/screens/faq.md): its machine is the list family configured by its
// declaration. Its paths are replayed on a live actor, each step checked by the families' oracle with
// the facts of its screen contract (tests/model/families/screenOracle.ts), then through its view,
// where each state is checked on screen in French.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { familyMachine } from '../../machines/screens/familyMachine';
import { faqScreen } from '../../machines/screens/faq.screen';
import FaqScreen from '../../src/views/screens/faq/FaqScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/faq.md): 20 a page, read from getFaq,
// nothing pushed refreshes it.
const FACTS = { id: 'faq', family: 'list', load: 'getFaq', pageSize: 20, refreshOn: [] } as const;

const machine = familyMachine(faqScreen)!;

const route = (tab: string) => ({ path: `/faq/${tab}`, params: {}, tab });
const INPUT = { route: route('all'), user: {} as never, tenant: 'alpha' };
const entry = (n: number, category: string) => ({
  id: `faq-${n}`,
  category,
  question: `Question <b>${n}</b> ?`,
  answer: `Première partie ${n}.\n\nDeuxième partie ${n}.`,
});
const TWENTY = Array.from({ length: 20 }, (_, i) => entry(i + 1, 'workers'));
const FIRST = { items: TWENTY, total: 21 };
const LAST = { items: [entry(21, 'other')], total: 21 };
const NONE = { items: [], total: 0 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'FAQ indisponible') }],
    'ROUTE.CHANGED': [{ route: route('tutorial') }, { route: { ...route('all'), path: '/FAQ/all/' } }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'newsPublished', category: 'news' } }],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('faq model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('faq view: what a person sees in each state', () => {
  for (const path of model.paths().filter((p) => p.description.includes('MORE') || !p.description.includes('NOTIFICATION'))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) => render(<I18nextProvider i18n={i18n}>{<FaqScreen actorRef={actor as never} />}</I18nextProvider>).container,
        onStep: (live, _step, { actor }) => {
          const snapshot = live as unknown as import('xstate').AnyMachineSnapshot;
          const container = document.body;
          const root = container.querySelector<HTMLElement>('[data-machine="faq"]')!;
          expect(root.dataset.state).toContain(`data.${typeof snapshot.value.data === 'string' ? snapshot.value.data : 'loaded'}`);
          const text = root.textContent ?? '';
          const items = snapshot.context.items;
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les questions n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune question dans cette catégorie pour le moment.');
          if (snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' })) {
            // Each question, as text (a tag in it stays text), its answer in paragraphs.
            const questions = [...root.querySelectorAll('summary')].map((summary) => summary.textContent);
            expect(questions).toEqual(items.map((item: { question: string }) => item.question));
            expect(root.querySelector('b')).toBeNull();
            const first = root.querySelector('details')!;
            expect([...first.querySelectorAll('p')].map((p) => p.textContent)).toEqual(String(items[0].answer).split('\n\n'));
            expect(text).toContain(`${items.length} sur ${snapshot.context.total}`);
            const more = [...root.querySelectorAll('button')].find((button) => /Afficher plus|Chargement/.test(button.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
            if (snapshot.matches({ data: { loaded: 'loadingMore' } })) expect(more!.getAttribute('aria-busy')).toBe('true');
          }
          expect(root.getAttribute('aria-busy')).toBe(
            snapshot.matches({ data: 'loading' }) ||
              snapshot.matches({ data: 'refreshing' }) ||
              snapshot.matches({ data: { loaded: 'loadingMore' } })
              ? 'true'
              : null,
          );
          void actor;
        },
        // "Show more" is the view's button.
        send: (event, { actor }) => {
          const more = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Afficher plus');
          if (event.type === 'MORE' && more) more.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('the FAQ as declared', () => {
  it('is a list of 20 a page read from getFaq, its tabs the FAQ categories, "all" by default (docs/screens/faq.md)', () => {
    expect(faqScreen).toMatchObject({
      id: 'faq',
      paths: ['/faq'],
      tabs: 'faqCategories',
      defaultTab: 'all',
      machine: { family: 'list', load: 'getFaq', pageSize: 20 },
    });
    expect(faqScreen.machine).not.toHaveProperty('refreshOn');
  });
});

publishJourneys('faq', { model });

it('gate: every state, transition, named action and sneak path of the FAQ', () => assertJointCoverage([model]));
