// @vitest-environment happy-dom
// The news article (docs/screens/newsArticle.md): the detail family configured by its declaration,
// one article read by the id in the URL; a 404 and a 403 say so, any other failure raises the
// shared dialog. Its paths are replayed on a live actor, each step checked by the families' oracle
// with the facts of its screen contract, then through its view, each state checked on screen in French.
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
import { newsArticleScreen } from '../../machines/screens/newsArticle.screen';
import NewsArticleScreen from '../../src/views/screens/newsArticle/NewsArticleScreen';
import { assertJointCoverage, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts (docs/screens/newsArticle.md): read from getNewsArticle, nothing pushed reads it again.
const FACTS = { id: 'newsArticle', family: 'detail', load: 'getNewsArticle', refreshOn: [] } as const;

const machine = familyMachine(newsArticleScreen)!;

const route = (newsId: string, path = `/news/${newsId}`) => ({ path, params: { newsId }, tab: null });
const INPUT = { route: route('news-02'), user: {} as never, tenant: 'alpha' };
const ADVANCE = {
  id: 'news-02',
  publishedAt: '2026-03-14T08:30:00.000Z',
  title: 'Demandez votre <b>acompte</b> en ligne',
  summary: 'En deux minutes.',
  body: 'Premier paragraphe.\n\nDeuxième paragraphe,\nsur deux lignes.\n\n\nTroisième.',
};
const CLOSING = {
  id: 'news-06',
  publishedAt: '2026-02-28T08:30:00.000Z',
  title: 'Agences fermées',
  summary: '',
  body: 'Un seul paragraphe.',
};

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadItem': [{ output: ADVANCE }, { output: CLOSING }],
    'xstate.error.actor.loadItem': [
      { error: httpFailure(404, 'Cette actualité n’existe pas ou n’est plus publiée.') },
      { error: httpFailure(403, 'Cette actualité ne vous est pas destinée.') },
      { error: httpFailure(500, 'Actualités indisponibles') },
    ],
    // Another article (the back button, a link); the same one spelled otherwise.
    'ROUTE.CHANGED': [{ route: route('news-06') }, { route: route('news-02', '/News/news-02/') }],
    'NOTIFICATION.RECEIVED': [{ notification: { id: 'n-1', type: 'newsPublished', category: 'news' } }],
  },
  alwaysPossible: ['NOTIFICATION.RECEIVED'],
});

describe('news article model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } } });
});
afterEach(() => cleanup());

const DATES: Record<string, string> = { 'news-02': 'Publié le 14 mars 2026', 'news-06': 'Publié le 28 février 2026' };
const PARAGRAPHS: Record<string, string[]> = {
  'news-02': ['Premier paragraphe.', 'Deuxième paragraphe,\nsur deux lignes.', 'Troisième.'],
  'news-06': ['Un seul paragraphe.'],
};

describe('news article view: what a person sees in each state', () => {
  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <MemoryRouter>
              <I18nextProvider i18n={i18n}>
                <NewsArticleScreen actorRef={actor as never} />
              </I18nextProvider>
            </MemoryRouter>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="newsArticle"]')!;
          const text = root.textContent ?? '';
          // A way back to the news in every state.
          expect(root.querySelector('a[href="/news"]')!.textContent).toBe('Toutes les actualités');
          expect(text.includes('Chargement…')).toBe(snapshot.matches({ data: 'loading' }));
          expect(text.includes('Cette actualité n’a pas pu être chargée.')).toBe(snapshot.matches({ data: 'loadFailed' }));
          expect(text.includes('Cette actualité n’existe pas ou n’est plus publiée.')).toBe(snapshot.matches({ data: 'notFound' }));
          expect(text.includes('Cette actualité ne vous est pas destinée.')).toBe(snapshot.matches({ data: 'forbidden' }));
          const article = root.querySelector('article');
          if (snapshot.matches({ data: 'shown' })) {
            const item = snapshot.context.item as typeof ADVANCE;
            // The title as text (a tag in it stays text), its date, its summary, its paragraphs.
            expect(article!.querySelector('h2')!.textContent).toBe(item.title);
            expect(root.querySelector('b')).toBeNull();
            expect(article!.querySelector('time')!.textContent).toBe(DATES[item.id]);
            expect(article!.querySelector('.news-article__summary')?.textContent ?? '').toBe(item.summary);
            const paragraphs = [...article!.querySelectorAll(':scope > p:not(.news__date):not(.news-article__summary)')];
            expect(paragraphs.map((p) => p.textContent)).toEqual(PARAGRAPHS[item.id]);
          } else expect(article).toBeNull();
          expect(root.getAttribute('aria-busy')).toBe(snapshot.matches({ data: 'loading' }) ? 'true' : null);
        },
      }),
    );
  }
});

describe('the news article as declared', () => {
  it('is a detail read from getNewsArticle by the id in /news/:newsId, nothing pushed reads it again (docs/screens/newsArticle.md)', () => {
    expect(newsArticleScreen).toMatchObject({
      id: 'newsArticle',
      paths: ['/news/:newsId'],
      machine: { family: 'detail', load: 'getNewsArticle' },
    });
    expect(newsArticleScreen.machine).not.toHaveProperty('refreshOn');
  });
});

publishJourneys('newsArticle', { model });

it('gate: every state, transition, named action and sneak path of the news article', () => assertJointCoverage([model]));
