// @vitest-environment happy-dom
// Back office › banners (docs/screens/backOfficeBanners.md): the list family with the publishing
// actions, configured as for news and FAQs. The facts of the contract are written out: write a new
// banner (a title of 1 to 80 characters, a text of at most 200, a link that is empty or a page of the
// portal, never another site; the roles with a home; sent trimmed, no link as null; saved as a draft,
// stored first) and change one in any status, the form kept as a draft; publish only a draft or a
// disabled banner, disable only an enabled one, each after a confirmation, the answer stored in
// place; offered to the back office's roles only. Three models: support publishing, support writing,
// and a role outside the back office (nothing happens).
import { afterEach, beforeAll, describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { AnyMachineSnapshot } from 'xstate';
import {
  backOfficeBannersMachine,
  BACK_OFFICE_BANNER_ACTIONS,
  BANNER_AUDIENCE_ROLES,
} from '../../machines/backOfficeBanners/backOfficeBanners.machine';
import BackOfficeBannersScreen from '../../src/views/screens/backOfficeBanners/BackOfficeBannersScreen';
import { assertJointCoverage, chartCover, createModel } from './harness';
import { publishJourneys } from './journeys';
import { screenIgnores, screenOracle, type ScreenFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';
import { renderScreen, shellI18n, textOf } from './deskFixtures';

type Draft = Readonly<Record<string, string>>;
const PUBLISHERS = ['administrator', 'support', 'communication', 'moa'];
// The contract's example paths of the portal's pages; any other link is refused.
const PORTAL_LINKS = ['', '/advantages', '/news', '/time-sheets'];
const offeredToPublishers = (roles: readonly string[]) => roles.some((role) => PUBLISHERS.includes(role));
const trimmed = (value: string | undefined) => (value ?? '').trim();
const bannerForm = {
  initial: (item: Readonly<Record<string, unknown>> | null) => ({
    title: (item?.title as string) ?? '',
    text: (item?.text as string) ?? '',
    link: (item?.link as string | null) ?? '',
    audience: ((item?.audience as string[]) ?? []).join(','),
  }),
  valid: (draft: Draft) =>
    trimmed(draft.title) !== '' &&
    trimmed(draft.title).length <= 80 &&
    trimmed(draft.text).length <= 200 &&
    PORTAL_LINKS.includes(trimmed(draft.link)),
  body: (draft: Draft) => ({
    title: trimmed(draft.title),
    text: trimmed(draft.text),
    link: trimmed(draft.link) === '' ? null : trimmed(draft.link),
    audience: (draft.audience ?? '').split(',').filter((role) => role !== ''),
  }),
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
  id: 'backOfficeBanners',
  family: 'list',
  load: 'getBackOfficeBanners',
  pageSize: 20,
  actions: {
    create: { call: 'createBackOfficeBanner', on: 'new', offeredTo: offeredToPublishers, form: bannerForm, effect: 'store' },
    edit: {
      call: 'updateBackOfficeBanner',
      on: 'item',
      allowedFor: (item) => ['draft', 'enabled', 'disabled'].includes(item.status as string),
      offeredTo: offeredToPublishers,
      form: bannerForm,
      effect: 'store',
    },
    enable: lifecycle('enableBackOfficeBanner', ['draft', 'disabled']),
    disable: lifecycle('disableBackOfficeBanner', ['enabled']),
  },
};

const route = (tab: string) => ({ path: `/back-office/banners/${tab}`, params: {}, tab });
const banner = (id: string, title: string, status: string, link: string | null, audience: string[]) => ({
  id,
  title,
  text: `Texte de ${id}.`,
  link,
  audience,
  status,
  publishedAt: status === 'draft' ? null : '2026-11-20T08:00:00Z',
});
const DRAFT = banner('draft', 'Le pass <b>mutuelle</b>', 'draft', '/advantages', ['worker', 'selfRegistered']);
const LIVE = banner('live', 'Validez vos relevés', 'enabled', '/time-sheets', ['clientUser']);
const GONE = banner('gone', 'Acompte de rentrée', 'disabled', null, []);
const PAGE = { items: [DRAFT, LIVE, GONE], total: 3 };
const WRITTEN = banner('new-1', 'Nouveau : la carte carburant', 'draft', '/news', []);
const KEPT_NEW = { action: 'create', targetId: null, draft: { title: 'Nouveau ?', text: '', link: '', audience: '' } };
const KEPT_EDIT = {
  action: 'edit',
  targetId: 'live',
  draft: { title: ' ', text: 'Un clic.', link: '/time-sheets', audience: 'clientUser' },
};

type Events = NonNullable<Parameters<typeof createModel<typeof backOfficeBannersMachine>>[1]>['events'];
function model(roles: string[], events: Events) {
  const input = { route: route('all'), user: { roles } as never, tenant: 'alpha' };
  return createModel(backOfficeBannersMachine, { input, oracle: screenOracle(FACTS, input), ignores: screenIgnores(FACTS), events });
}
// Support publishing and disabling (no form kept).
const support = model(['support'], {
  'xstate.done.actor.loadPage': [
    { output: { ...PAGE, total: 4 } },
    { output: { items: [banner('old', 'Ancienne bannière', 'enabled', null, [])], total: 4 } },
    { output: { items: [], total: 0 } },
  ],
  'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Bannières indisponibles') }],
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
  'xstate.error.actor.perform': [{ error: httpFailure(409, 'Cette bannière est déjà publiée.') }],
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
    { field: 'title', value: ` ${'x'.repeat(80)} ` },
    { field: 'link', value: '//partner.example/offer' },
  ],
  'xstate.done.actor.perform': [{ output: { item: WRITTEN } }],
  'xstate.error.actor.perform': [{ error: httpFailure(500, 'Enregistrement impossible') }],
  'ACTION.RETRY': [{ request: { action: 'create', targetId: null, body: { title: 'T', text: '', link: null, audience: [] }, params: {} } }],
});

describe('back office banners model, support publishing', () => {
  for (const path of support.paths()) it(path.description, () => support.replay(path));
});
describe('back office banners model, a role outside the back office (acts on nothing)', () => {
  for (const path of outsider.paths()) it(path.description, () => outsider.replay(path));
});
describe('back office banners model, support writing', () => {
  for (const path of writer.paths()) it(path.description, () => writer.replay(path));
});

describe('the banner form’s rules, at their edges (docs/screens/backOfficeBanners.md)', () => {
  const { problems, body } = BACK_OFFICE_BANNER_ACTIONS.create.form!;
  const ok = { title: 't', text: '', link: '' };
  it('a title of 80 characters once trimmed, required; a text of 200', () => {
    expect(problems({ ...ok, title: ` ${'x'.repeat(80)} `, text: 'y'.repeat(200) })).toEqual({});
    expect(problems({ ...ok, title: '  ' })).toEqual({ title: 'required' });
    expect(problems({ ...ok, title: 'x'.repeat(81), text: 'y'.repeat(201) })).toEqual({ title: 'tooLong', text: 'tooLong' });
  });
  it('a link only to a page of the portal: never another site, a scheme or a path outside its pages', () => {
    for (const link of ['/advantages', ' /news/news-01 ', '/time-sheets/to-fill?week=2026-W48', '/home#top'])
      expect(problems({ ...ok, link }), link).toEqual({});
    for (const link of [
      'https://partner.example/offer',
      '//partner.example/offer',
      '/\\partner.example',
      'javascript:alert(1)',
      'advantages',
      '/',
      '/nowhere',
      '/home/../../partner',
      '/home page',
    ])
      expect(problems({ ...ok, link }), link).toEqual({ link: 'notPortalLink' });
    expect(problems({ ...ok, link: `/news/${'x'.repeat(195)}` })).toEqual({ link: 'tooLong' });
    expect(problems({ ...ok, link: `/news/${'x'.repeat(194)}` })).toEqual({});
  });
  it('sends the texts trimmed, no link as null, the roles with a home only', () => {
    expect(body!({ title: ' T ', text: ' x ', link: ' ', audience: 'moa,worker,clientUser,communication' })).toEqual({
      title: 'T',
      text: 'x',
      link: null,
      audience: ['worker', 'clientUser'],
    });
    expect(body!({ title: 'T', text: '', link: ' /advantages ', audience: '' })).toEqual({
      title: 'T',
      text: '',
      link: '/advantages',
      audience: [],
    });
  });
  it('an empty form: only the title is missing; sent as nothing', () => {
    expect(problems({})).toEqual({ title: 'required' });
    expect(body!({})).toEqual({ title: '', text: '', link: null, audience: [] });
  });
  it('a new banner’s form is empty; a banner’s form holds its texts, its link (none: empty) and its roles', () => {
    const { initial } = BACK_OFFICE_BANNER_ACTIONS.create.form!;
    expect(initial(null)).toEqual({ title: '', text: '', link: '', audience: '' });
    expect(initial(GONE)).toEqual({ title: GONE.title, text: GONE.text, link: '', audience: '' });
    expect(initial(DRAFT)).toEqual({ title: DRAFT.title, text: DRAFT.text, link: '/advantages', audience: 'worker,selfRegistered' });
  });
  it('targets the roles that have a home: not communication nor moa', () => {
    expect(BANNER_AUDIENCE_ROLES).toEqual([
      'worker',
      'selfRegistered',
      'clientUser',
      'agencyAssistant',
      'agencySales',
      'agencyDirector',
      'administrator',
      'support',
    ]);
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
const AUDIENCE_WORDS: Record<string, string> = {
  '': 'Tout le monde',
  'worker,selfRegistered': 'Intérimaire, Intérimaire inscrit·e en autonomie',
  clientUser: 'Utilisateur·rice client',
};

describe('back office banners view: what support sees, publishes and writes, in French', () => {
  const replayed = (which: typeof support) => chartCover(which.paths()).map((path) => [path, which] as const);
  for (const [path, which] of [...replayed(support), ...replayed(writer)]) {
    it(path.description, () =>
      which.replay(path, {
        onStart: ({ actor }) => renderScreen(fr, <BackOfficeBannersScreen actorRef={actor as never} />),
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
            expect([field('title'), field('text'), field('link')]).toEqual(
              [under.draft.title, under.draft.text, under.draft.link].map((value) => value ?? ''),
            );
            const ticked = [...form.querySelectorAll<HTMLInputElement>('[name="audience"]:checked')].map((box) => box.value);
            expect(ticked.join(',')).toBe(under.draft.audience ?? '');
            const problem = under.showProblems && !bannerForm.valid(under.draft);
            expect(Boolean(form.querySelector('[aria-invalid="true"]'))).toBe(problem);
            expect(Boolean(form.querySelector('[data-draft-restored]'))).toBe(under.draftRestored);
            expect(textOf(form).includes('La bannière n’a pas pu être enregistrée. Vos saisies sont conservées.')).toBe(
              snapshot.matches({ action: 'failed' }),
            );
          }
          const write = [...body.querySelectorAll('button')].find((button) => button.textContent === 'Écrire une bannière');
          if (!snapshot.matches({ data: 'loaded' })) return;
          expect(Boolean(write)).toBe(idle);
          // A tag in a title stays text.
          expect(body.querySelector('b')).toBeNull();
          for (const item of snapshot.context.items as ReturnType<typeof banner>[]) {
            const card = body.querySelector(`li[data-item="${item.id}"]`)!;
            expect(textOf(card.querySelector('h2'))).toBe(`${item.title}${STATUS_WORDS[item.status]}`);
            expect(textOf(card)).toContain(`Lien${item.link ?? 'Aucun'}`);
            expect(textOf(card)).toContain(`Affichée pour${AUDIENCE_WORDS[item.audience.join(',')]}`);
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
            expect(textOf(question)).toContain(`${under.name === 'enable' ? 'Publier' : 'Désactiver'} « ${item.title} »`);
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
          if (start.type === 'ACTION.START' && start.action === 'create' && button('Écrire une bannière'))
            return button('Écrire une bannière')!.click();
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

describe('back office banners as declared', () => {
  it('its own machine, for internal users, the back office’s banners with their four lists, all by default', async () => {
    const { backOfficeBannersScreen } = await import('../../machines/screens/backOfficeBanners.screen');
    expect(backOfficeBannersScreen).toMatchObject({
      paths: ['/back-office/banners'],
      userTypes: ['internalUser'],
      tabs: 'backOfficeBanners',
      defaultTab: 'all',
      machine: 'own',
    });
  });
});

publishJourneys('backOfficeBanners', { support, outsider, writer });

it('gate: every state, transition, named action and sneak path of back office banners', () =>
  assertJointCoverage([support, outsider, writer]));
