// @vitest-environment happy-dom
// Back office › FAQs (docs/screens/backOfficeFaqs.md): the list family with the publishing actions,
// configured as for news. The facts of the contract are written out: write a new entry (a category of
// the FAQ's, a question of at most 200 characters and an answer of at most 2000, both required and
// sent trimmed; saved as a draft, stored first) and change one in any status, the form kept as a
// draft; publish only a draft or a disabled entry, disable only an enabled one, each after a
// confirmation, the answer stored in place; offered to the back office's roles only. Three models:
// support publishing, support writing, and a role outside the back office (nothing happens).
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { backOfficeFaqsMachine, BACK_OFFICE_FAQ_ACTIONS } from '../../machines/backOfficeFaqs/backOfficeFaqs.machine';
import BackOfficeFaqsScreen from '../../src/views/screens/backOfficeFaqs/BackOfficeFaqsScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];
const CATEGORIES = ['agencies', 'workers', 'clients', 'tutorial', 'other'];
const offeredToPublishers = (roles: readonly string[]) => roles.some((role) => PUBLISHERS.includes(role));
const filled = (value: string | undefined, max: number) => {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && trimmed.length <= max;
};
const faqForm = {
  initial: (item: Readonly<Record<string, unknown>> | null) => ({
    category: (item?.category as string) ?? '',
    question: (item?.question as string) ?? '',
    answer: (item?.answer as string) ?? '',
  }),
  valid: (draft: Draft) => CATEGORIES.includes(draft.category ?? '') && filled(draft.question, 200) && filled(draft.answer, 2000),
  body: (draft: Draft) => ({ category: draft.category, question: (draft.question ?? '').trim(), answer: (draft.answer ?? '').trim() }),
};
const lifecycle = (call: string, from: readonly string[]) => ({
  call,
  on: 'item' as const,
  confirm: true,
  allowedFor: (item: { id: string; status?: unknown }) => from.includes(item.status as string),
  offeredTo: offeredToPublishers,
  effect: 'store' as const,
});
const FACTS: ScreenFacts = {
  id: 'backOfficeFaqs',
  family: 'list',
  load: 'getBackOfficeFaqs',
  pageSize: 20,
  actions: {
    create: { call: 'createBackOfficeFaq', on: 'new', offeredTo: offeredToPublishers, form: faqForm, effect: 'store' },
    edit: {
      call: 'updateBackOfficeFaq',
      on: 'item',
      allowedFor: (item) => ['draft', 'enabled', 'disabled'].includes(item.status as string),
      offeredTo: offeredToPublishers,
      form: faqForm,
      effect: 'store',
    },
    enable: lifecycle('enableBackOfficeFaq', ['draft', 'disabled']),
    disable: lifecycle('disableBackOfficeFaq', ['enabled']),
  },
};

const route = (tab: string) => ({ path: `/back-office/faqs/${tab}`, params: {}, tab });
const entry = (id: string, question: string, status: string, category: string) => ({
  id,
  category,
  question,
  answer: `Réponse à ${id}.`,
  status,
});
const DRAFT = entry('draft', 'Accident <b>du travail</b> ?', 'draft', 'workers');
const LIVE = entry('live', 'Quand suis-je payé ?', 'enabled', 'workers');
const GONE = entry('gone', 'Équipements de sécurité ?', 'disabled', 'clients');
const PAGE = { items: [DRAFT, LIVE, GONE], total: 3 };
const WRITTEN = entry('new-1', 'Changer d’agence ?', 'draft', 'other');
const KEPT_NEW = { action: 'create', targetId: null, draft: { category: 'other', question: 'Changer ?', answer: '' } };
const KEPT_EDIT = { action: 'edit', targetId: 'live', draft: { category: 'workers', question: ' ', answer: 'Le vendredi.' } };

type Events = NonNullable<Parameters<typeof createModel<typeof backOfficeFaqsMachine>>[1]>['events'];
function model(roles: string[], events: Events) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha' };
  return createModel(backOfficeFaqsMachine, { input, oracle: screenOracle(FACTS, input), ignores: screenIgnores(FACTS), events });
}
// Support publishing and disabling (no form kept).
const support = model(['support'], {
  'xstate.done.actor.loadPage': [
    { output: { ...PAGE, total: 4 } },
    { output: { items: [entry('old', 'Ancienne question ?', 'enabled', 'other')], total: 4 } },
    { output: { items: [], total: 0 } },
  ],
  'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'FAQ indisponible') }],
  'ROUTE.CHANGED': [{ route: route('draft') }],
  'xstate.done.actor.readDraft': [{ output: null }],
  'xstate.error.actor.readDraft': [],
  'ACTION.START': [
    { action: 'enable', id: 'draft' },
    { action: 'enable', id: 'live' },
    { action: 'disable', id: 'live' },
    { action: 'disable', id: 'gone' },
  ],
  'ACTION.CHANGE': [],
  'xstate.done.actor.perform': [{ output: { item: { ...DRAFT, status: 'enabled' } } }],
  'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette question est déjà publiée.') }],
  'ACTION.RETRY': [{ request: { action: 'enable', targetId: 'draft', body: null, params: {} } }],
});
// A reader outside the back office: nothing offered, not even a form kept before.
const outsider = model(['agencyDirector'], {
  'xstate.done.actor.loadPage': [{ output: PAGE }],
  'xstate.error.actor.loadPage': [],
  'ROUTE.CHANGED': [],
  'xstate.done.actor.readDraft': [{ output: KEPT_NEW }],
  'xstate.error.actor.readDraft': [],
  'ACTION.START': [{ action: 'create' }, { action: 'edit', id: 'live' }, { action: 'enable', id: 'draft' }],
  'ACTION.CHANGE': [],
  'xstate.done.actor.perform': [],
  'xstate.error.actor.perform': [],
  'ACTION.RETRY': [],
});
// Support writing: a new entry and a change, the form's rules, its draft kept and restored.
const writer = model(['support'], {
  'xstate.done.actor.loadPage': [{ output: PAGE }],
  'xstate.error.actor.loadPage': [],
  'ROUTE.CHANGED': [],
  'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_EDIT }],
  'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
  'ACTION.START': [{ action: 'create' }, { action: 'edit', id: 'gone' }, { action: 'edit', id: 'nobody' }],
  'ACTION.CHANGE': [
    { field: 'category', value: 'other' },
    { field: 'question', value: ` ${'x'.repeat(200)} ` },
  ],
  'xstate.done.actor.perform': [{ output: { item: WRITTEN } }],
  'xstate.error.actor.perform': [{ error: httpFailure(500, 'Enregistrement impossible') }],
  'ACTION.RETRY': [{ request: { action: 'create', targetId: null, body: { category: 'other', question: 'Q', answer: 'R' }, params: {} } }],
});

describe('back office FAQs model, support publishing', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});
describe('back office FAQs model, a role outside the back office (acts on nothing)', () => {
  for (const path of outsider.paths()) it(path.description, () => outsider.replay(path));
});
describe('back office FAQs model, support writing', () => {
  for (const path of writer.paths()) it(path.description, () => writer.replay(path));
});

describe('the entry form’s rules, at their edges (docs/screens/backOfficeFaqs.md)', () => {
  const { problems, body } = BACK_OFFICE_FAQ_ACTIONS.create.form!;
  it('a category of the FAQ’s; a question of 200 characters once trimmed, an answer of 2000, both required', () => {
    expect(problems({ category: 'tutorial', question: ` ${'x'.repeat(200)} `, answer: 'y'.repeat(2000) })).toEqual({});
    expect(problems({ category: '', question: '  ', answer: '' })).toEqual({
      category: 'required',
      question: 'required',
      answer: 'required',
    });
    expect(problems({ category: 'all', question: 'x'.repeat(201), answer: 'y'.repeat(2001) })).toEqual({
      category: 'required',
      question: 'tooLong',
      answer: 'tooLong',
    });
  });
  it('sends the texts trimmed', () => {
    expect(body!({ category: 'other', question: ' Q ', answer: ' R ' })).toEqual({ category: 'other', question: 'Q', answer: 'R' });
  });
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const STATUS_WORDS: Record<string, string> = { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' };
const BUTTONS: Record<string, string[]> = {
  draft: ['Modifier', 'Publier'],
  enabled: ['Modifier', 'Désactiver'],
  disabled: ['Modifier', 'Publier'],
};
const CATEGORY_WORDS: Record<string, string> = { workers: 'Intérimaires', clients: 'Clients', other: 'Autres' };

describe('back office FAQs view: what support sees, publishes and writes, in French', () => {
  const replayed = (which: typeof support) => chartCover(which.paths()).map((path) => [path, which] as const);
  for (const [path, which] of [...replayed(support), ...replayed(writer)]) {
    it(path.description, () =>
      which.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <BackOfficeFaqsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const body = document.body;
          const idle = snapshot.matches({ action: 'idle' });
          const under = snapshot.context.action;
          // The form: a new entry's above the list, a change in its card, as the draft holds it.
          const forms = [...body.querySelectorAll('form')];
          const open = under?.draft != null && ['editing', 'pending', 'failed'].some((state) => snapshot.matches({ action: state }));
          expect(forms).toHaveLength(open ? 1 : 0);
          if (open) {
            const form = forms[0];
            expect(form.closest('li')?.getAttribute('data-item') ?? null).toBe(under.targetId);
            const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
            expect([field('category'), field('question'), field('answer')]).toEqual(
              [under.draft.category, under.draft.question, under.draft.answer].map((value) => value ?? ''),
            );
            const problem = under.showProblems && !faqForm.valid(under.draft);
            expect(Boolean(form.querySelector('[aria-invalid="true"]'))).toBe(problem);
            expect(Boolean(form.querySelector('[data-draft-restored]'))).toBe(under.draftRestored);
            expect(textOf(form).includes('La question n’a pas pu être enregistrée. Vos saisies sont conservées.')).toBe(
              snapshot.matches({ action: 'failed' }),
            );
          }
          const write = [...body.querySelectorAll('button')].find((button) => button.textContent === 'Écrire une question');
          if (!snapshot.matches({ data: 'loaded' })) return;
          expect(Boolean(write)).toBe(idle);
          // A tag in a question stays text.
          expect(body.querySelector('b')).toBeNull();
          for (const item of snapshot.context.items as ReturnType<typeof entry>[]) {
            const card = body.querySelector(`li[data-item="${item.id}"]`)!;
            expect(textOf(card.querySelector('h2'))).toBe(`${item.question}${STATUS_WORDS[item.status]}`);
            expect(textOf(card)).toContain(CATEGORY_WORDS[item.category]);
            const buttons = [...card.querySelectorAll('.desk-actions button')]
              .filter((button) => !button.closest('form'))
              .map((button) => button.textContent);
            expect(buttons).toEqual(idle ? BUTTONS[item.status] : []);
          }
          const question = body.querySelector('.desk-confirm');
          // The question shows on the card acted on (a Retry may act on one this page no longer shows).
          const asked = snapshot.context.items.find((candidate: { id: string }) => candidate.id === under?.targetId);
          if (
            asked &&
            (under.name === 'enable' || under.name === 'disable') &&
            (snapshot.matches({ action: 'confirming' }) || snapshot.matches({ action: 'pending' }))
          ) {
            const item = asked;
            expect(textOf(question)).toContain(`${under.name === 'enable' ? 'Publier' : 'Désactiver'} « ${item.question} »`);
          } else expect(question).toBeNull();
          const outcome = snapshot.context.outcome;
          expect(textOf(body).includes('Brouillon enregistré, en tête de la liste.')).toBe(outcome?.action === 'create' && idle);
          const shown = snapshot.context.items.some((candidate: { id: string }) => candidate.id === outcome?.targetId);
          if (outcome && outcome.action !== 'create' && idle && shown)
            expect(textOf(body.querySelector(`li[data-item="${outcome.targetId}"] .desk-outcome`))).toMatch(
              /^« .+ » est (publiée|désactivée|enregistrée)\.$/,
            );
        },
        send: (event, { actor }) => {
          const body = document.body;
          const button = (label: string) => [...body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);
          const start = event as { type: string; action?: string; id?: string };
          if (start.type === 'ACTION.START' && start.action === 'create' && button('Écrire une question'))
            return button('Écrire une question')!.click();
          if (start.type === 'ACTION.SUBMIT' && body.querySelector('form button[type="submit"]'))
            return body.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
          const label = event.type === 'ACTION.CONFIRM' ? 'Confirmer' : null;
          if (label && body.querySelector('.desk-confirm')) return button(label)!.click();
          actor.send(event as never);
        },
      }),
    );
  }
});

describe('back office FAQs as declared', () => {
  it('its own machine, for internal users, the back office’s FAQs with their four lists, all by default', async () => {
    const { backOfficeFaqsScreen } = await import('../../machines/screens/backOfficeFaqs.screen');
    expect(backOfficeFaqsScreen).toMatchObject({
      paths: ['/back-office/faqs'],
      userTypes: ['internalUser'],
      tabs: 'backOfficeFaqs',
      defaultTab: 'all',
      machine: 'own',
    });
  });
});

publishJourneys('backOfficeFaqs', { support, outsider, writer });

it('gate: every state, transition, named action and sneak path of back office FAQs', () =>
  assertJointCoverage([support, outsider, writer]));
