// @vitest-environment happy-dom
// The FAQ screen (docs/screens/faq.md): its machine is the list family configured by its
// declaration, with a search. Its paths are replayed on a live actor, each step checked by the
// families' oracle with the facts of its screen contract (tests/model/families/screenOracle.ts), then
// through its view, where each state is checked on screen in French and the person's typing, Enter
// and "show more" go through the page.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, fireEvent, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { familyMachine } from '../../machines/screens/familyMachine';
import { faqScreen } from '../../machines/screens/faq.screen';
import FaqScreen from '../../src/views/screens/faq/FaqScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/faq.md): 20 a page, read from getFaq,
// nothing pushed refreshes it, a search.
const FACTS = { id: 'faq', family: 'list', load: 'getFaq', pageSize: 20, refreshOn: [], search: true } as const;

const machine = familyMachine(faqScreen)!;

const route = (tab: string, search?: string) => ({ path: `/faq/${tab}`, params: {}, tab, ...(search && { query: { search } }) });
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
    // The search has its own model below: typing here would multiply the pages' paths.
    'SEARCH.TYPED': [],
    'SEARCH.APPLIED': [],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

// The search (docs/screens/faq.md "What they see and do"): typing, its rest, Enter, a search in the
// URL; the pages read are one page of matches, or none.
const searchModel = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [],
    // A search in the URL (a shared link, the back button), with blanks the read leaves out.
    'ROUTE.CHANGED': [{ route: route('all', ' acompte ') }],
    'NOTIFICATION.RECEIVED': [],
    MORE: [],
    // Words with a double blank, and blanks only (no search).
    'SEARCH.TYPED': [{ text: 'paie  semaine' }, { text: '  ' }],
    'SEARCH.APPLIED': [],
  },
  alwaysPossible: ['SEARCH.SUBMIT'],
});

describe('faq model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('faq model: the search', () => {
  for (const path of searchModel.paths()) it(path.description, () => searchModel.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

describe('faq view: what a person sees in each state', () => {
  // The paths that take every step of each model's chart (docs/model-testing.md, "Replay hooks").
  const viewed = [...chartCover(model.paths()), ...chartCover(searchModel.paths()).map((p) => ({ ...p, search: true }))];
  for (const path of viewed) {
    const replaying = 'search' in path ? searchModel : model;
    it(path.description, () =>
      replaying.replay(path, {
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
          // The search field shows what was typed; the URL's search is said with the results.
          const applied = String(snapshot.context.route.query?.search ?? '').trim();
          expect(root.querySelector<HTMLInputElement>('input[type="search"]')!.value).toBe(snapshot.context.typed);
          if (snapshot.matches({ data: 'empty' }))
            expect(text).toContain(
              applied === ''
                ? 'Aucune question dans cette catégorie pour le moment.'
                : `Aucune question de cette catégorie ne correspond à « ${applied} ».`,
            );
          const status = root.querySelector('.list-search__status')!.textContent;
          if (applied !== '' && snapshot.matches({ data: 'loaded' }))
            expect(status).toBe(
              `${snapshot.context.total} question${snapshot.context.total > 1 ? 's correspondent' : ' correspond'} à « ${applied} ».`,
            );
          else expect(status).toBe('');
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
        // "Show more" is the view's button; typing goes into the field, Enter submits its form.
        send: (event, { actor }) => {
          const more = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Afficher plus');
          const field = document.body.querySelector<HTMLInputElement>('input[type="search"]')!;
          if (event.type === 'MORE' && more) more.click();
          // A field set to what it holds fires no change (a keystroke always changes it): that step goes to the machine.
          else if (event.type === 'SEARCH.TYPED' && field.value !== (event as unknown as { text: string }).text)
            fireEvent.change(field, { target: { value: (event as unknown as { text: string }).text } });
          else if (event.type === 'SEARCH.SUBMIT') fireEvent.submit(field.form!);
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
      machine: { family: 'list', load: 'getFaq', pageSize: 20, search: true },
    });
    expect(faqScreen.machine).not.toHaveProperty('refreshOn');
  });
});

publishJourneys('faq', { model, search: searchModel });

it('gate: every state, transition, named action and sneak path of the FAQ', () => assertJointCoverage([model, searchModel]));
