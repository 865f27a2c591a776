// @vitest-environment happy-dom
// My offers (docs/screens/myOffers.md): the list family with three actions, checked at every step by
// the families' oracle (tests/model/families/screenOracle.ts) with the facts of the screen contract
// written out here: 10 offers a page read from getJobOffers, a push of category jobOffers reads the
// tab again; favourite and un-favourite show at once and are put back if the call fails; applying
// asks first and is offered once. Then through its view, each state checked on screen in French.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18nextProvider } from 'react-i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { myOffersMachine } from '../../machines/myOffers/myOffers.machine';
import { myOffersScreen } from '../../machines/screens/myOffers.screen';
import MyOffersScreen from '../../src/views/screens/myOffers/MyOffersScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

const offer = (n: number, more: Record<string, unknown> = {}) => ({
  id: `job-${n}`,
  position: `Cariste <i>${n}</i>`,
  company: n === 2 ? 'Entreprise de logistique' : 'Logistique Rhône',
  anonymous: n === 2,
  place: 'Corbas (69960)',
  startDate: '2026-12-07',
  endDate: '2027-01-29',
  hourlyRateCents: 1340,
  currency: 'EUR',
  weeklyHours: 35,
  description: `Chargement des camions ${n}.\n\nCACES exigé.`,
  publishedOn: '2026-11-27',
  favorite: false,
  application: null as null | { status: string; appliedOn: string },
  ...more,
});
const FREE = offer(1);
const FAVOURITE = offer(2, { favorite: true });
const UNDER_REVIEW = offer(3, { application: { status: 'underReview', appliedOn: '2026-11-23' } });
const FIRST = { items: [FREE, FAVOURITE, UNDER_REVIEW], total: 4 };
const MORE = { items: [offer(11, { application: { status: 'notRetained', appliedOn: '2026-10-01' } })], total: 4 };
const NONE = { items: [], total: 0 };

// The contract's actions, written out: favourite offered on a non-favourite, un-favourite on a
// favourite, both shown at once; apply asked first, offered until applied; each answer stored.
const FACTS: ScreenFacts = {
  id: 'myOffers',
  family: 'list',
  load: 'getJobOffers',
  pageSize: 10,
  refreshOn: ['jobOffers'],
  actions: {
    favorite: {
      call: 'favoriteJobOffer',
      on: 'item',
      allowedFor: (item) => item.favorite === false,
      optimistic: (item) => ({ ...item, favorite: true }),
      effect: 'store',
    },
    unfavorite: {
      call: 'unfavoriteJobOffer',
      on: 'item',
      allowedFor: (item) => item.favorite === true,
      optimistic: (item) => ({ ...item, favorite: false }),
      effect: 'store',
    },
    apply: { call: 'applyToJobOffer', on: 'item', confirm: true, allowedFor: (item) => item.application === null, effect: 'store' },
  },
};
const route = (tab: string) => ({ path: `/my-offers/${tab}`, params: {}, tab });
const INPUT = { route: route('all'), user: {} as never, tenant: 'alpha' };
const APPLIED = { ...FREE, application: { status: 'applied', appliedOn: '2026-11-28' } };

const model = createModel(myOffersMachine, {
  input: INPUT,
  oracle: screenOracle(FACTS, INPUT),
  ignores: screenIgnores(FACTS),
  events: {
    // The favourites tab is read empty: its own graph stays small.
    'xstate.done.actor.loadPage': (snapshot) =>
      snapshot.context.route.tab === 'favorites'
        ? [{ output: NONE }]
        : (snapshot as AnyMachineSnapshot).matches({ data: { loaded: 'loadingMore' } })
          ? [{ output: MORE }]
          : [{ output: FIRST }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Offres indisponibles') }],
    // Another tab; the same tab (nothing read).
    'ROUTE.CHANGED': (snapshot) => (snapshot.context.route.tab === 'all' ? [{ route: route('favorites') }, { route: route('all') }] : []),
    // A matching offer; a notification of another kind (sent where nothing else is under way).
    'NOTIFICATION.RECEIVED': (snapshot) => [
      { notification: { id: 'n-1', type: 'jobOfferMatch', category: 'jobOffers' } },
      ...(snapshot.context.outcome === null ? [{ notification: { id: 'n-2', type: 'newsPublished', category: 'news' } }] : []),
    ],
    // The server's answer: the offer as it now stands (the one before the call, changed by it).
    'xstate.done.actor.perform': (snapshot) => {
      const under = snapshot.context.action;
      const before = (under?.before ?? snapshot.context.items.find((item) => item.id === under?.targetId)) as ReturnType<typeof offer>;
      if (!under || !before) return [];
      if (under.name === 'apply') return [{ output: { item: { ...before, application: APPLIED.application } } }];
      return [{ output: { item: { ...before, favorite: under.name === 'favorite' } } }];
    },
    'xstate.error.actor.perform': [{ error: httpFailure(500, 'Appel impossible') }],
    // One action a path (the family's own model combines them): each action on an offer that offers
    // it, and on one that does not (favourite a favourite, un-favourite the other, apply twice).
    'ACTION.START': (snapshot) =>
      snapshot.context.outcome === null
        ? [
            { action: 'favorite', id: 'job-1' },
            { action: 'favorite', id: 'job-2' },
            { action: 'unfavorite', id: 'job-2' },
            { action: 'unfavorite', id: 'job-1' },
            { action: 'apply', id: 'job-1' },
            { action: 'apply', id: 'job-3' },
          ]
        : [],
    // The error dialog's Retry, after a failed favourite.
    'ACTION.RETRY': (snapshot) =>
      snapshot.context.outcome === null ? [{ request: { action: 'favorite', targetId: 'job-1', body: null, params: {} } }] : [],
  },
});

describe('myOffers model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

// A guard that refuses every offer leaves no path to refuse: each action is started once by hand.
describe('myOffers: each action starts on an offer that offers it', () => {
  it.each([
    ['favorite', 'job-1', 'pending'],
    ['unfavorite', 'job-2', 'pending'],
    ['apply', 'job-1', 'confirming'],
  ])('%s on %s: %s', async (action, id, state) => {
    const snapshot = await model.run([
      { type: 'xstate.done.actor.loadPage', output: FIRST },
      { type: 'ACTION.START', action, id },
    ]);
    expect(snapshot.value).toMatchObject({ action: state });
    expect(snapshot.context.action).toMatchObject({ name: action, targetId: id });
  });
});

describe('My offers as declared', () => {
  it('is its own machine on the My offers tabs, "all" by default (docs/screens/myOffers.md › Who)', () => {
    expect(myOffersScreen).toMatchObject({ id: 'myOffers', paths: ['/my-offers'], tabs: 'myOffers', defaultTab: 'all', machine: 'own' });
  });
});

const FR = JSON.parse(readFileSync(join(process.cwd(), 'public/i18n/core/fr.json'), 'utf8'));
let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({ lng: 'fr', resources: { fr: { translation: FR } }, interpolation: { escapeValue: false } });
});
afterEach(() => cleanup());

const STATUS_TEXT: Record<string, string> = {
  applied: 'Candidature envoyée le 28 novembre 2026',
  underReview: 'Candidature en cours d’examen (envoyée le 23 novembre 2026)',
  notRetained: 'Candidature non retenue (envoyée le 1 octobre 2026)',
};

describe('myOffers view: what a person sees in each state', () => {
  for (const path of chartCover(model.paths().filter((p) => !pathMentions(p, 'NOTIFICATION')))) {
    it(path.description, () =>
      model.replay(path, {
        onStart: ({ actor }) =>
          render(
            <I18nextProvider i18n={i18n}>
              <MyOffersScreen actorRef={actor as never} />
            </I18nextProvider>,
          ).container,
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="myOffers"]')!;
          const text = root.textContent ?? '';
          const items = snapshot.context.items as ReturnType<typeof offer>[];
          const tab = snapshot.context.route.tab;
          if (snapshot.matches({ data: 'loading' })) expect(text).toContain('Chargement…');
          if (snapshot.matches({ data: 'loadFailed' })) expect(text).toContain('Les offres n’ont pas pu être chargées.');
          if (snapshot.matches({ data: 'empty' }))
            expect(text).toContain(tab === 'all' ? 'Aucune offre près de vos missions pour le moment.' : 'Aucune offre favorite');
          if (!(snapshot.matches({ data: 'loaded' }) || snapshot.matches({ data: 'refreshing' }))) return;
          // Each offer, its position as text, its favourite and its application as the machine holds them.
          const cards = [...root.querySelectorAll<HTMLElement>('li[data-item]')];
          expect(cards.map((card) => card.dataset.item)).toEqual(items.map((item) => item.id));
          expect(root.querySelector('i')).toBeNull();
          const action = snapshot.value.action as string;
          const under = snapshot.context.action;
          for (const [index, card] of cards.entries()) {
            const item = items[index];
            expect(card.querySelector('h3')!.textContent).toBe(item.position);
            const star = card.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
            expect(star.getAttribute('aria-pressed')).toBe(String(item.favorite));
            expect(star.getAttribute('aria-disabled')).toBe(action === 'idle' ? null : 'true');
            if (item.application) expect(card.textContent).toContain(STATUS_TEXT[item.application.status]);
            if (item.anonymous) expect(card.textContent).toContain('Nom de l’entreprise communiqué par votre agence');
            expect(card.textContent).toContain('13,40');
            const asking = under?.targetId === item.id && under.name === 'apply' && ['confirming', 'pending'].includes(action);
            expect(Boolean(card.querySelector('[role="group"]'))).toBe(asking);
            const apply = [...card.querySelectorAll('button')].find((button) => button.textContent === 'Postuler');
            expect(Boolean(apply)).toBe(item.application === null && !asking);
            expect(card.textContent!.includes('Votre candidature est envoyée.')).toBe(
              snapshot.context.outcome?.action === 'apply' && snapshot.context.outcome.targetId === item.id,
            );
          }
        },
        // The person's clicks go through the view where it has the button.
        send: (event, { actor }) => {
          const buttons = [...document.body.querySelectorAll<HTMLButtonElement>('button')];
          const card = (id: string) => document.body.querySelector(`li[data-item="${id}"]`);
          const { id, action } = event as unknown as { id?: string; action?: string };
          const star = id ? card(id)?.querySelector<HTMLButtonElement>('button[aria-pressed]') : null;
          const more = buttons.find((button) => button.textContent === 'Afficher plus');
          if (event.type === 'MORE' && more) more.click();
          else if (event.type === 'ACTION.START' && action !== 'apply' && star) {
            // The star toggles: it starts the action the offer offers, whatever was asked.
            if ((star.getAttribute('aria-pressed') === 'true') === (action === 'unfavorite')) star.click();
            else actor.send(event as never);
          } else if (event.type === 'ACTION.CONFIRM')
            (
              buttons.find((button) => button.textContent === 'Confirmer ma candidature') ?? { click: () => actor.send(event as never) }
            ).click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

publishJourneys('myOffers', { model });

it('gate: every state, transition, named action and sneak path of My offers', () => assertJointCoverage([model]));
