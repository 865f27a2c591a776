// @vitest-environment happy-dom
// Back office › news (docs/screens/backOfficeNews.md): the list family with the publication
// lifecycle's actions. The facts of the contract are written out: publish only a draft or a withdrawn
// article, withdraw only a published one, each after a confirmation, the answer stored in place;
// offered to the back office's roles only. One model per kind of reader: communication (the actions
// happen) and a role outside the back office (the same starts change nothing). Communication's paths
// are replayed through the view too.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { backOfficeNewsMachine } from '../../machines/backOfficeNews/backOfficeNews.machine';
import BackOfficeNewsScreen from '../../src/views/screens/backOfficeNews/BackOfficeNewsScreen';
import { assertJointCoverage, chartCover, createModel, pathMentions } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];
const lifecycle = (call: string, from: readonly string[]) => ({
  call,
  on: 'item' as const,
  confirm: true,
  allowedFor: (item: { id: string; status?: unknown }) => from.includes(item.status as string),
  offeredTo: (roles: readonly string[]) => roles.some((role) => PUBLISHERS.includes(role)),
  effect: 'store' as const,
});
const FACTS: ScreenFacts = {
  id: 'backOfficeNews',
  family: 'list',
  load: 'getBackOfficeNews',
  pageSize: 20,
  actions: {
    enable: lifecycle('enableBackOfficeNews', ['draft', 'disabled']),
    disable: lifecycle('disableBackOfficeNews', ['enabled']),
  },
};

const route = (tab: string) => ({ path: `/back-office/news/${tab}`, params: {}, tab });
const article = (id: string, title: string, status: string, audience: string[], publishedAt: string | null) => ({
  id,
  title,
  summary: `Résumé de ${id}`,
  body: 'Texte.',
  audience,
  status,
  publishedAt,
});
const DRAFT = article('draft', 'Enquête <b>satisfaction</b>', 'draft', [], null);
const LIVE = article('live', 'Acompte en ligne', 'enabled', ['worker'], '2026-11-26T08:30:00Z');
const GONE = article('gone', 'Relevés papier', 'disabled', ['worker', 'clientUser'], '2026-08-30T08:30:00Z');
const PAGE = { items: [DRAFT, LIVE, GONE], total: 3 };
const MORE_PAGE = { items: [article('old', 'Ancienne', 'enabled', [], '2026-06-01T08:30:00Z')], total: 4 };

function readerModel(roles: string[], pages: { items: unknown[]; total: number }[]) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha' };
  return createModel(backOfficeNewsMachine, {
    input,
    oracle: screenOracle(FACTS, input),
    ignores: screenIgnores(FACTS),
    events: {
      'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
      'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Actualités indisponibles') }],
      'ROUTE.CHANGED': [{ route: route('draft') }],
      'ACTION.START': [
        { action: 'enable', id: 'draft' },
        { action: 'enable', id: 'gone' },
        { action: 'enable', id: 'live' },
        { action: 'disable', id: 'live' },
        { action: 'disable', id: 'draft' },
        { action: 'disable', id: 'gone' },
        { action: 'remove', id: 'draft' },
      ],
      'xstate.done.actor.perform': [{ output: { item: { ...DRAFT, status: 'enabled', publishedAt: '2026-11-28T09:00:00Z' } } }],
      'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette actualité est déjà publiée.') }],
      'ACTION.RETRY': [{ request: { action: 'enable', targetId: 'draft', body: null, params: {} } }],
    },
  });
}
const communication = readerModel(['communication'], [PAGE]);
const outsider = readerModel(['agencyDirector'], [{ ...PAGE, total: 4 }, MORE_PAGE]);

describe('back office news model, communication', () => {
  for (const path of communication.paths()) it(path.description, () => communication.replay(path));
});
describe('back office news model, a role outside the back office (acts on nothing)', () => {
  for (const path of outsider.paths()) it(path.description, () => outsider.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const STATUS_WORDS: Record<string, string> = { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' };
// The lifecycle, as the contract says, in the buttons' words.
const BUTTONS: Record<string, string[]> = { draft: ['Publier'], enabled: ['Désactiver'], disabled: ['Publier'] };
const AUDIENCE: Record<string, string> = { draft: 'Tout le monde', live: 'Intérimaire', gone: 'Intérimaire, ' };

describe('back office news view: what communication sees and can do, in French', () => {
  for (const path of chartCover(communication.paths().filter((p) => pathMentions(p, 'ACTION') || pathMentions(p, 'perform')))) {
    it(path.description, () =>
      communication.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <BackOfficeNewsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body.querySelector<HTMLElement>('[data-machine="backOfficeNews"]')!;
          if (!snapshot.matches({ data: 'loaded' })) return;
          // A tag in a title stays text.
          expect(root.querySelector('b')).toBeNull();
          const idle = snapshot.matches({ action: 'idle' });
          for (const item of snapshot.context.items as ReturnType<typeof article>[]) {
            const card = root.querySelector(`li[data-item="${item.id}"]`)!;
            expect(textOf(card.querySelector('h2'))).toBe(`${item.title}${STATUS_WORDS[item.status]}`);
            expect(textOf(card)).toContain(AUDIENCE[item.id]);
            expect(Boolean(card.querySelector('time'))).toBe(item.publishedAt !== null);
            const buttons = [...card.querySelectorAll('.desk-actions button')].map((button) => button.textContent);
            expect(buttons).toEqual(idle ? BUTTONS[item.status] : []);
          }
          const under = snapshot.context.action;
          const question = root.querySelector('.desk-confirm');
          if (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' })) {
            const item = snapshot.context.items.find((candidate: { id: string }) => candidate.id === under.targetId);
            expect(textOf(question)).toContain(`${under.name === 'enable' ? 'Publier' : 'Désactiver'} « ${item.title} »`);
            expect(textOf(question)).toContain(snapshot.matches({ action: 'pending' }) ? 'En cours…' : 'Confirmer');
          } else expect(question).toBeNull();
          const outcome = snapshot.context.outcome;
          if (outcome && idle)
            expect(textOf(root.querySelector(`li[data-item="${outcome.targetId}"] .desk-outcome`))).toMatch(
              /^« .+ » est (publiée|désactivée)\.$/,
            );
        },
        send: (event, { actor }) => {
          const root = document.body.querySelector<HTMLElement>('[data-machine="backOfficeNews"]')!;
          const press = (selector: string, label: string) =>
            [...root.querySelectorAll<HTMLButtonElement>(selector)].find((button) => button.textContent === label);
          // The person's button where the view shows it; else the event as the model sends it.
          const label = event.type === 'ACTION.CONFIRM' ? 'Confirmer' : event.type === 'ACTION.CANCEL' ? 'Annuler' : null;
          const button = label ? press('.desk-confirm button', label) : undefined;
          if (button) button.click();
          else actor.send(event as never);
        },
      }),
    );
  }
});

describe('back office news as declared', () => {
  it('its own machine, for internal users, the back office’s news with its four lists, all by default', async () => {
    const { backOfficeNewsScreen } = await import('../../machines/screens/backOfficeNews.screen');
    expect(backOfficeNewsScreen).toMatchObject({
      paths: ['/back-office/news'],
      userTypes: ['internalUser'],
      tabs: 'backOfficeNews',
      defaultTab: 'all',
      machine: 'own',
    });
  });
});

publishJourneys('backOfficeNews', { communication, outsider });

it('gate: every state, transition, named action and sneak path of back office news', () => assertJointCoverage([communication, outsider]));
