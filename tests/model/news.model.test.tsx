// @vitest-environment happy-dom
// The news screen (docs/screens/news.md): its machine is the list family configured by its
// declaration, five a page, read again when a `news` notification is pushed. Its paths are replayed
// on a live actor, each step checked by the families' oracle with the facts of its screen contract
// (tests/model/families/screenOracle.ts), then through its view, where each state is checked on
// screen in French and "show more" goes through the page.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { AnyMachineSnapshot } from 'xstate';
import { familyMachine } from '../../machines/screens/familyMachine';
import { newsScreen } from '../../machines/screens/news.screen';
import NewsScreen from '../../src/views/screens/news/NewsScreen';
import { assertJointCoverage, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/news.md): 5 a page, read from getNews, a
// pushed `news` notification reads it again.
const FACTS = { id: 'news', family: 'list', load: 'getNews', pageSize: 5, refreshOn: ['news'] } as const;

const machine = familyMachine(newsScreen)!;

const INPUT = { route: { path: '/news', params: {}, tab: null }, user: {} as never, tenant: 'alpha' };
const article = (n: number) => ({
  id: `news-${n}`,
  publishedAt: `2026-03-${String(20 - n).padStart(2, '0')}T08:30:00.000Z`,
  title: `Titre <b>${n}</b>`,
  summary: n === 3 ? '' : `Résumé ${n}.`,
});
const FIRST = { items: [1, 2, 3, 4, 5].map(article), total: 7 };
const LAST = { items: [6, 7].map(article), total: 7 };
const NONE = { items: [], total: 0 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Actualités indisponibles') }],
    // The same list under another spelling of its URL: one view, nothing read.
    'ROUTE.CHANGED': [{ route: { path: '/News/', params: {}, tab: null } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'newsPublished', category: 'news' } },
      { notification: { id: 'n-2', type: 'documentAvailable', category: 'documents' } },
    ],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('news model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

// The dates the articles above show, as French writes them (UTC, the day the server wrote).
const FRENCH_DATE: Record<string, string> = {
  'news-1': '19 mars 2026',
  'news-2': '18 mars 2026',
  'news-3': '17 mars 2026',
  'news-4': '16 mars 2026',
  'news-5': '15 mars 2026',
  'news-6': '14 mars 2026',
  'news-7': '13 mars 2026',
};

describe('news view: what a person sees in each state', () => {
  const viewed = model.paths().filter((p) => !pathMentions(p, 'documentAvailable'));
  for (const path of viewed) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <MemoryRouter>
              <I18nextProvider i18n={i18n}>
                <NewsScreen actorRef={actor as never} />
              </I18nextProvider>
            </MemoryRouter>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="news"]')!;
          const text = root.textContent ?? '';
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les actualités n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucune actualité pour le moment.');
          const items = snapshot.context.items as ReturnType<typeof article>[];
          if (snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' })) {
            // Each article: its title a link to its page (as text: a tag in it stays text), its date, its summary.
            const links = [...root.querySelectorAll<HTMLAnchorElement>('li h2 a')];
            expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
              items.map((item) => [item.title, `/news/${item.id}`]),
            );
            expect(root.querySelector('b')).toBeNull();
            for (const item of items) {
              const entry = root.querySelector(`[data-item="${item.id}"]`)!;
              expect(entry.querySelector('time')!.textContent).toBe(`Publié le ${FRENCH_DATE[item.id]}`);
              expect(entry.querySelector('.news__summary')?.textContent ?? '').toBe(item.summary);
            }
            expect(text).toContain(`${items.length} sur ${snapshot.context.total}`);
            const more = [...root.querySelectorAll('button')].find((button) => /Afficher plus|Chargement/.test(button.textContent ?? ''));
            expect(Boolean(more)).toBe(items.length < snapshot.context.total);
          } else expect(root.querySelectorAll('li h2 a')).toHaveLength(0);
          expect(root.getAttribute('aria-busy')).toBe(
            snapshot.matches({ data: 'loading' }) ||
              snapshot.matches({ data: 'refreshing' }) ||
              snapshot.matches({ data: { loaded: 'loadingMore' } })
              ? 'true'
              : null,
          );
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

describe('the news as declared', () => {
  it('is a list of 5 a page read from getNews, read again on a pushed news notification, no tabs (docs/screens/news.md)', () => {
    expect(newsScreen).toMatchObject({
      id: 'news',
      paths: ['/news'],
      machine: { family: 'list', load: 'getNews', pageSize: 5, refreshOn: ['news'] },
    });
    expect(newsScreen).not.toHaveProperty('tabs');
  });
});

publishJourneys('news', { model });

it('gate: every state, transition, named action and sneak path of the news', () => assertJointCoverage([model]));
