// @vitest-environment happy-dom
// The documents screen (docs/screens/documents.md): the list family configured by its declaration.
// Its paths are replayed on a live actor, each step checked by the families' oracle with the facts
// of its screen contract (tests/model/families/screenOracle.ts), then through its view, where each
// state is checked on screen in French: newest first as answered, the new ones marked, each opening
// its preview with the way back to this tab.
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
import { documentsScreen } from '../../machines/screens/documents.screen';
import DocumentsScreen from '../../src/views/screens/documents/DocumentsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

// The screen contract's facts, written out (docs/screens/documents.md): 20 a page, read from
// getDocuments, a push of category documents reads the tab again.
const FACTS = { id: 'documents', family: 'list', load: 'getDocuments', pageSize: 20, refreshOn: ['documents'] } as const;

const machine = familyMachine(documentsScreen)!;

const route = (tab: string) => ({ path: `/documents/${tab === 'nonBinding' ? 'non-binding' : tab}`, params: {}, tab });
const INPUT = { route: route('personal'), user: {} as never, tenant: 'alpha' };
const doc = (n: number, isNew: boolean) => ({
  id: `doc-pay-${n}`,
  category: 'personal',
  kind: 'payslip',
  title: `Bulletin de salaire <b>${n}</b>`,
  issuedAt: `2026-${String(12 - (n % 12)).padStart(2, '0')}-03`,
  new: isNew,
  fileName: `bulletin-${n}.pdf`,
});
const TWENTY = Array.from({ length: 20 }, (_, i) => doc(i + 1, i === 0));
const FIRST = { items: TWENTY, total: 21 };
const LAST = { items: [doc(21, false)], total: 21 };
const NONE = { items: [], total: 0 };

const model = createModel(machine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: LAST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Documents indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('administrative') }, { route: { ...route('personal'), path: '/Documents/personal/' } }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'documentAvailable', category: 'documents' } },
      { notification: { id: 'n-2', type: 'newsPublished', category: 'news' } },
    ],
  },
  alwaysPossible: ['MORE', 'NOTIFICATION.RECEIVED'],
});

describe('documents model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  // As the portal's (src/services/i18n.ts): React escapes, i18next does not.
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

describe('documents view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths().filter((p) => pathMentions(p, 'MORE') || !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <MemoryRouter initialEntries={['/documents/personal']}>
                <DocumentsScreen actorRef={actor as never} />
              </MemoryRouter>
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="documents"]')!;
          const text = root.textContent ?? '';
          const items = snapshot.context.items as ReturnType<typeof doc>[];
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les documents n’ont pas pu être chargés.');
          if (snapshot.matches({ data: 'empty' })) expect(text).toContain('Aucun document dans cette catégorie pour le moment.');
          if ((snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' })) && items.length > 0) {
            // Each title as text (a tag in it stays text), in the order answered.
            const titles = [...root.querySelectorAll('h3')].map((title) => title.textContent);
            expect(titles).toEqual(items.map((item) => item.title));
            expect(root.querySelector('b')).toBeNull();
            // The new ones, and only they, say so in words.
            const marked = [...root.querySelectorAll('li')]
              .filter((li) => li.textContent?.includes('Nouveau'))
              .map((li) => li.dataset.item);
            expect(marked).toEqual(items.filter((item) => item.new).map((item) => item.id));
            // Each opens its preview, the way back leading to this tab.
            const first = root.querySelector<HTMLAnchorElement>(`li[data-item="${items[0].id}"] a`)!;
            expect(first.getAttribute('href')).toBe(`/document-preview?document=${items[0].id}&back=%2Fdocuments%2Fpersonal`);
            expect(first.getAttribute('aria-label')).toBe(`Ouvrir ${items[0].title}`);
            expect(text).toContain('Bulletin de salaire · Émis le');
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

describe('the documents screen as declared', () => {
  it('is a list of 20 a page read from getDocuments, its tabs the documents menu, read again on a documents push', () => {
    expect(documentsScreen).toMatchObject({
      id: 'documents',
      paths: ['/documents'],
      tabs: 'documents',
      machine: { family: 'list', load: 'getDocuments', pageSize: 20, refreshOn: ['documents'] },
    });
  });
});

publishJourneys('documents', { model });

it('gate: every state, transition, named action and sneak path of the documents screen', () => assertJointCoverage([model]));
