// @vitest-environment happy-dom
// Back office › news (docs/screens/backOfficeNews.md): the list family with the publication
// lifecycle's actions. The facts of the contract are written out: write a new article (title required,
// at most 120 characters, summary 300, text 2000, all sent trimmed, the readers as roles in the
// form's order; saved as a draft, stored first) and change one in any status, the form kept as a
// draft; publish only a draft or a withdrawn article, withdraw only a published one, each after a
// confirmation, the answer stored in place; offered to the back office's roles only. One model per kind of reader: communication (the actions
// happen) and a role outside the back office (the same starts change nothing). Communication's paths
// are replayed through the view too.
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import { backOfficeNewsMachine, BACK_OFFICE_NEWS_ACTIONS } from '../../machines/backOfficeNews/backOfficeNews.machine';
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
type Draft = Readonly<Record<string, string>>;
const ROLE_ORDER = [
  'worker',
  'selfRegistered',
  'clientUser',
  'agencyAssistant',
  'agencySales',
  'agencyDirector',
  'administrator',
  'support',
  'communication',
  'moa',
];
const within = (value: string | undefined, max: number) => (value ?? '').trim().length <= max;
const newsForm = {
  initial: (item: Readonly<Record<string, unknown>> | null) => ({
    title: (item?.title as string) ?? '',
    summary: (item?.summary as string) ?? '',
    body: (item?.body as string) ?? '',
    audience: ((item?.audience as string[]) ?? []).join(','),
  }),
  valid: (draft: Draft) =>
    (draft.title ?? '').trim() !== '' && within(draft.title, 120) && within(draft.summary, 300) && within(draft.body, 2000),
  // A field the form never held is sent empty.
  body: (draft: Draft) => ({
    title: (draft.title ?? '').trim(),
    summary: (draft.summary ?? '').trim(),
    body: (draft.body ?? '').trim(),
    audience: ROLE_ORDER.filter((role) => (draft.audience ?? '').split(',').includes(role)),
  }),
};
const offeredToPublishers = (roles: readonly string[]) => roles.some((role) => PUBLISHERS.includes(role));
const FACTS: ScreenFacts = {
  id: 'backOfficeNews',
  family: 'list',
  load: 'getBackOfficeNews',
  pageSize: 20,
  actions: {
    create: { call: 'createBackOfficeNews', on: 'new', offeredTo: offeredToPublishers, form: newsForm, effect: 'store' },
    edit: {
      call: 'updateBackOfficeNews',
      on: 'item',
      allowedFor: (item) => ['draft', 'enabled', 'disabled'].includes(item.status as string),
      offeredTo: offeredToPublishers,
      form: newsForm,
      effect: 'store',
    },
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
const WRITTEN = article('new-1', 'Vestiaires rénovés', 'draft', ['worker'], null);
const KEPT_NEW = { action: 'create', targetId: null, draft: { title: ' Vestiaires ', summary: '', body: '', audience: 'worker' } };
const KEPT_EDIT = { action: 'edit', targetId: 'live', draft: { title: '', summary: '', body: 'Texte.', audience: '' } };
const MORE_PAGE = { items: [article('old', 'Ancienne', 'enabled', [], '2026-06-01T08:30:00Z')], total: 4 };

type Events = NonNullable<Parameters<typeof createModel<typeof backOfficeNewsMachine>>[1]>['events'];
function model(roles: string[], events: Events) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha' };
  return createModel(backOfficeNewsMachine, { input, oracle: screenOracle(FACTS, input), ignores: screenIgnores(FACTS), events });
}
const LIFECYCLE_STARTS = [
  { action: 'enable', id: 'draft' },
  { action: 'enable', id: 'gone' },
  { action: 'enable', id: 'live' },
  { action: 'disable', id: 'live' },
  { action: 'disable', id: 'draft' },
  { action: 'disable', id: 'gone' },
  { action: 'remove', id: 'draft' },
];
function readerModel(
  roles: string[],
  pages: { items: unknown[]; total: number }[],
  kept: unknown,
  writes: { action: string; id?: string }[],
) {
  return model(roles, {
    'xstate.done.actor.loadPage': [...pages.map((output) => ({ output })), { output: { items: [], total: 0 } }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Actualités indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('draft') }],
    'xstate.done.actor.readDraft': [{ output: kept }],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [...LIFECYCLE_STARTS, ...writes],
    'ACTION.CHANGE': [],
    'xstate.done.actor.perform': [{ output: { item: { ...DRAFT, status: 'enabled', publishedAt: '2026-11-28T09:00:00Z' } } }],
    'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette actualité est déjà publiée.') }],
    'ACTION.RETRY': [{ request: { action: 'enable', targetId: 'draft', body: null, params: {} } }],
  });
}
// Communication publishing and withdrawing (no form kept).
const communication = readerModel(['communication'], [PAGE], null, []);
// A reader outside the back office: nothing offered, not even a form kept before.
const outsider = readerModel(['agencyDirector'], [{ ...PAGE, total: 4 }, MORE_PAGE], KEPT_NEW, [
  { action: 'create' },
  { action: 'edit', id: 'gone' },
]);
// Communication writing: a new article and a change, the form's rules, its draft kept and restored.
const writer = model(['communication'], {
  'xstate.done.actor.loadPage': [{ output: PAGE }],
  'xstate.error.actor.loadPage': [],
  'ROUTE.CHANGED': [],
  'xstate.done.actor.readDraft': [{ output: null }, { output: KEPT_EDIT }],
  'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
  'ACTION.START': [{ action: 'create' }, { action: 'edit', id: 'gone' }, { action: 'edit', id: 'nobody' }],
  'ACTION.CHANGE': [
    { field: 'title', value: ` ${'x'.repeat(120)} ` },
    { field: 'audience', value: 'clientUser,worker,king' },
  ],
  'xstate.done.actor.perform': [{ output: { item: WRITTEN } }],
  'xstate.error.actor.perform': [{ error: httpFailure(500, 'Enregistrement impossible') }],
  'ACTION.RETRY': [
    { request: { action: 'create', targetId: null, body: { title: 'Vestiaires', summary: '', body: '', audience: [] }, params: {} } },
  ],
});

describe('back office news model, communication', () => {
  for (const path of communication.paths()) it(path.description, () => communication.replay(path));
});
describe('back office news model, a role outside the back office (acts on nothing)', () => {
  for (const path of outsider.paths()) it(path.description, () => outsider.replay(path));
});
describe('back office news model, communication writing', () => {
  for (const path of writer.paths()) it(path.description, () => writer.replay(path));
});

let fr: I18n;
beforeAll(async () => {
  fr = await shellI18n('fr');
});
afterEach(() => cleanup());

const STATUS_WORDS: Record<string, string> = { draft: 'Brouillon', enabled: 'Activée', disabled: 'Désactivée' };
// The lifecycle, as the contract says, in the buttons' words.
const BUTTONS: Record<string, string[]> = {
  draft: ['Modifier', 'Publier'],
  enabled: ['Modifier', 'Désactiver'],
  disabled: ['Modifier', 'Publier'],
};
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
          // The toolbar sits above the list.
          const write = [...document.body.querySelectorAll('button')].find((button) => button.textContent === 'Écrire une actualité');
          expect(Boolean(write)).toBe(idle);
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

const PROBLEM_WORDS: Record<string, string> = { required: 'Ce champ est obligatoire.', tooLong: 'caractères au plus.' };
const titleProblem = (draft: Draft) => {
  const title = (draft.title ?? '').trim();
  return title === '' ? 'required' : title.length > 120 ? 'tooLong' : null;
};

describe('back office news view: communication writes and changes an article, in French', () => {
  for (const path of chartCover(writer.paths())) {
    it(path.description, () =>
      writer.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <BackOfficeNewsScreen actorRef={actor as never} />),
        onStep: (live) => {
          const snapshot = live as unknown as AnyMachineSnapshot;
          const root = document.body;
          const under = snapshot.context.action;
          const forms = [...root.querySelectorAll('form')];
          // A Retry from the error dialog after the form was left sends the same request without a form.
          const open = under?.draft != null && ['editing', 'pending', 'failed'].some((state) => snapshot.matches({ action: state }));
          expect(forms).toHaveLength(open ? 1 : 0);
          if (open) {
            const form = forms[0];
            // A new article's form above the list, a change in its card.
            const card = form.closest('li');
            expect(card?.getAttribute('data-item') ?? null).toBe(under.targetId);
            expect(textOf(form.querySelector('h2'))).toBe(
              under.name === 'create'
                ? 'Nouvelle actualité'
                : `Modifier « ${snapshot.context.items.find((item: { id: string }) => item.id === under.targetId).title} »`,
            );
            const field = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value;
            expect([field('title'), field('summary'), field('body')]).toEqual(
              [under.draft.title, under.draft.summary, under.draft.body].map((value) => value ?? ''),
            );
            const ticked = [...form.querySelectorAll<HTMLInputElement>('input[name="audience"]')]
              .filter((box) => box.checked)
              .map((box) => box.value);
            expect(ticked).toEqual(ROLE_ORDER.filter((role) => (under.draft.audience ?? '').split(',').includes(role)));
            const problem = under.showProblems ? titleProblem(under.draft) : null;
            const titleInput = form.querySelector('[name="title"]')!;
            expect(titleInput.getAttribute('aria-invalid')).toBe(problem ? 'true' : null);
            if (problem) expect(textOf(form)).toContain(PROBLEM_WORDS[problem]);
            expect(Boolean(form.querySelector('[data-draft-restored]'))).toBe(under.draftRestored);
            expect(textOf(form).includes('L’actualité n’a pas pu être enregistrée. Vos saisies sont conservées.')).toBe(
              snapshot.matches({ action: 'failed' }),
            );
            expect(textOf(form.querySelector('button[type="submit"]'))).toBe(
              snapshot.matches({ action: 'pending' }) ? 'Enregistrement…' : 'Enregistrer',
            );
          }
          const outcome = snapshot.context.outcome;
          const created = outcome?.action === 'create' && snapshot.matches({ action: 'idle' });
          expect(textOf(root).includes('Brouillon enregistré, en tête de la liste.')).toBe(created);
          if (outcome?.action === 'edit' && snapshot.matches({ action: 'idle' }))
            expect(textOf(root.querySelector(`li[data-item="${outcome.targetId}"] .desk-outcome`))).toMatch(/^« .+ » est enregistrée\.$/);
          // What was typed stays text.
          expect(root.querySelector('b')).toBeNull();
        },
        send: (event, { actor }) => {
          const root = document.body;
          const button = (label: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);
          const start = event as { type: string; action?: string; id?: string };
          if (start.type === 'ACTION.START' && start.action === 'create' && button('Écrire une actualité'))
            return button('Écrire une actualité')!.click();
          if (start.type === 'ACTION.START' && start.action === 'edit') {
            const edit = root.querySelector<HTMLButtonElement>(`li[data-item="${start.id}"] .desk-actions button`);
            if (edit?.textContent === 'Modifier' && edit.getAttribute('aria-disabled') === null) return edit.click();
          }
          if (start.type === 'ACTION.SUBMIT' && root.querySelector('form button[type="submit"]'))
            return root.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
          actor.send(event as never);
        },
      }),
    );
  }
});

describe('the article form’s rules, at their edges (docs/screens/backOfficeNews.md)', () => {
  const { problems, body } = BACK_OFFICE_NEWS_ACTIONS.create.form!;
  const ok = { title: 'Titre', summary: '', body: '', audience: '' };
  it('a title is required, 120 characters once trimmed; a summary 300; a text 2000', () => {
    expect(problems({ ...ok, title: ` ${'x'.repeat(120)} `, summary: 'y'.repeat(300), body: 'z'.repeat(2000) })).toEqual({});
    expect(problems({ ...ok, title: '   ' })).toEqual({ title: 'required' });
    expect(problems({ title: 'x'.repeat(121), summary: 'y'.repeat(301), body: 'z'.repeat(2001), audience: '' })).toEqual({
      title: 'tooLong',
      summary: 'tooLong',
      body: 'tooLong',
    });
  });
  it('sends the texts trimmed and the readers as known roles, in the form’s order', () => {
    expect(body!({ title: ' T ', summary: ' S ', body: ' B ', audience: 'moa,king,worker' })).toEqual({
      title: 'T',
      summary: 'S',
      body: 'B',
      audience: ['worker', 'moa'],
    });
  });
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

publishJourneys('backOfficeNews', { communication, outsider, writer });

it('gate: every state, transition, named action and sneak path of back office news', () =>
  assertJointCoverage([communication, outsider, writer]));
