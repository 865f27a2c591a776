// Model-based tests of the list family (machines/families/list.ts, docs/screens/README.md "List" and
// "Action"): a fixture list screen configured with every kind of action, its paths replayed on a live
// actor, each step checked by the families' oracle (tests/model/families/screenOracle.ts). Two focused
// models share it: the data region (pages, tabs, pushes, failures) and the action region (forms,
// confirmations, optimistic changes, drafts, failures).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { LIST_TAKE_MAX } from '../../contract/wire';
import { createListMachine } from '../../machines/families/list';
import type { ActionSpecs } from '../../machines/families/action';
import { assertJointCoverage, createModel } from './harness';
import { screenIgnores, screenOracle, type ActionFacts } from './families/screenOracle';
import { httpFailure } from './notificationFixtures';

const PAGE_SIZE = 2;
const route = (tab: string, path = `/offers/${tab}`) => ({ path, params: {}, tab });
const INPUT = { route: route('all'), user: {} as never, tenant: 'alpha' };

const OFFER_1 = { id: 'o-1', title: 'Cariste', favorite: false, status: 'open' };
const OFFER_2 = { id: 'o-2', title: 'Préparateur', favorite: true, status: 'closed' };
const OFFER_3 = { id: 'o-3', title: 'Magasinier', favorite: false, status: 'open' };
const FIRST = { items: [OFFER_1, OFFER_2], total: 3 };
const NEXT = { items: [OFFER_3], total: 3 };
const NONE = { items: [], total: 0 };

// The fixture's actions, one of each kind the contract describes.
const required = (draft: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  draft.title?.trim() ? {} : { title: 'required' };
const ACTIONS: ActionSpecs = {
  // Shown at once, put back if the call fails.
  favorite: { call: 'favoriteOffer', on: 'item', optimistic: (item) => ({ ...item, favorite: !item.favorite }), effect: 'store' },
  // Asks first; only open offers.
  close: { call: 'closeOffer', on: 'item', confirm: true, allowedFor: (item) => item.status === 'open', effect: 'remove' },
  // A form for a new one.
  create: {
    call: 'createOffer',
    on: 'new',
    form: { initial: () => ({ title: '' }), problems: required, body: (draft) => ({ title: draft.title.trim() }) },
    effect: 'store',
  },
  // A form on an item (only open offers), confirmed, then the list is read again.
  rename: {
    call: 'renameOffer',
    on: 'item',
    confirm: true,
    allowedFor: (item) => item.status === 'open',
    form: { initial: (item) => ({ title: String(item!.title) }), problems: required },
    effect: 'reload',
  },
};
// The same, as the oracle states them (what the contract says each does).
const FACTS: Record<string, ActionFacts> = {
  favorite: { call: 'favoriteOffer', on: 'item', optimistic: (item) => ({ ...item, favorite: !item.favorite }), effect: 'store' },
  close: { call: 'closeOffer', on: 'item', confirm: true, allowedFor: (item) => item.status === 'open', effect: 'remove' },
  create: {
    call: 'createOffer',
    on: 'new',
    form: { initial: () => ({ title: '' }), valid: (draft) => draft.title.trim() !== '', body: (draft) => ({ title: draft.title.trim() }) },
    effect: 'store',
  },
  rename: {
    call: 'renameOffer',
    on: 'item',
    confirm: true,
    allowedFor: (item) => item.status === 'open',
    form: { initial: (item) => ({ title: String(item!.title) }), valid: (draft) => draft.title.trim() !== '' },
    effect: 'reload',
  },
};

const common = {
  contract: 'docs/screens/README.md',
  description: 'Fixture offers',
  load: 'getOffers',
  pageSize: PAGE_SIZE,
  refreshOn: ['jobOffers'],
};
const plainMachine = createListMachine({ ...common, id: 'offers' });
const actionMachine = createListMachine({ ...common, id: 'offers', actions: ACTIONS });
const factsOf = (actions: Record<string, ActionFacts>) =>
  ({ id: 'offers', family: 'list', load: 'getOffers', pageSize: PAGE_SIZE, refreshOn: ['jobOffers'], actions }) as const;

const dataModel = createModel(plainMachine, {
  input: INPUT,
  oracle: screenOracle(factsOf({}), INPUT),
  ignores: screenIgnores(factsOf({})),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }, { output: NEXT }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Offres indisponibles') }],
    'ROUTE.CHANGED': [{ route: route('favorites') }, { route: route('all', '/Offers/all/') }],
    'NOTIFICATION.RECEIVED': [
      { notification: { id: 'n-1', type: 'jobOfferMatch', category: 'jobOffers' } },
      { notification: { id: 'n-2', type: 'documentAvailable', category: 'documents' } },
    ],
    'xstate.done.actor.perform': [],
    'xstate.error.actor.perform': [],
    'xstate.done.actor.readDraft': [],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [{ action: 'favorite', id: 'o-1' }],
    'ACTION.RETRY': [],
    'LOAD.RETRY': [{}],
    'MORE.RETRY': [{}],
  },
  // A push, a route change and "show more" can come in any state: the oracle says when they act.
  // The error dialog's Retries too, so that a state that lost its handler fails the oracle.
  alwaysPossible: ['NOTIFICATION.RECEIVED', 'MORE', 'LOAD.RETRY', 'MORE.RETRY'],
});

const KEPT_NEW = { action: 'create', targetId: null, draft: { title: 'Soudeur' } };
const KEPT_RENAME = { action: 'rename', targetId: 'o-1', draft: { title: 'Cariste H/F' } };
const KEPT_GONE = { action: 'rename', targetId: 'o-9', draft: { title: 'Ancienne' } };
// Not restored: a new item's draft that names an item, a draft of an action without a form, and a
// draft on an item that no longer offers its action (a closed offer).
const KEPT_CLOSED = { action: 'rename', targetId: 'o-2', draft: { title: 'Préparateur H/F' } };
const KEPT_NEW_ON_ITEM = { action: 'create', targetId: 'o-1', draft: { title: 'Soudeur' } };
const KEPT_FORMLESS = { action: 'favorite', targetId: 'o-1', draft: {} };
const REQUEST = { action: 'favorite', targetId: 'o-1', body: null, params: {} };

const actionModel = createModel(actionMachine, {
  input: INPUT,
  oracle: screenOracle(factsOf(FACTS), INPUT),
  ignores: screenIgnores(factsOf(FACTS)),
  events: {
    'xstate.done.actor.loadPage': [{ output: FIRST }],
    'xstate.error.actor.loadPage': [],
    'ROUTE.CHANGED': [],
    'NOTIFICATION.RECEIVED': [],
    MORE: [],
    'MORE.RETRY': [],
    'xstate.done.actor.readDraft': [
      { output: null },
      { output: KEPT_NEW },
      { output: KEPT_RENAME },
      { output: KEPT_GONE },
      { output: KEPT_NEW_ON_ITEM },
      { output: KEPT_FORMLESS },
      { output: KEPT_CLOSED },
    ],
    'xstate.error.actor.readDraft': [{ error: new Error('storage') }],
    'xstate.done.actor.perform': [{ output: { item: { ...OFFER_1, title: 'Cariste confirmé' } } }, { output: undefined }],
    'xstate.error.actor.perform': [{ error: httpFailure(500, 'Action impossible') }],
    'ACTION.START': [
      { action: 'favorite', id: 'o-1' },
      { action: 'close', id: 'o-1' },
      { action: 'close', id: 'o-2' },
      { action: 'create' },
      { action: 'rename', id: 'o-1' },
      { action: 'unknown', id: 'o-1' },
      { action: 'favorite', id: 'o-9' },
    ],
    'ACTION.CHANGE': [
      { field: 'title', value: ' Soudeur ' },
      { field: 'title', value: '' },
    ],
    'ACTION.RETRY': [{ request: REQUEST }],
  },
});

it('reads again every item shown after a push in one read, as far as the contract lets one read go; the rest with “show more”', async () => {
  const shown = Array.from({ length: LIST_TAKE_MAX + 20 }, (_, i) => ({ ...OFFER_1, id: `o-${i}` }));
  const takes: unknown[] = [];
  const final = await dataModel.run(
    [
      { type: 'xstate.done.actor.loadPage', output: { items: shown, total: shown.length + 5 } },
      { type: 'NOTIFICATION.RECEIVED', notification: { id: 'n-1', type: 'jobOfferMatch', category: 'jobOffers' } },
      { type: 'xstate.done.actor.loadPage', output: { items: shown.slice(0, LIST_TAKE_MAX), total: shown.length + 5 } },
    ],
    {
      onStep: (_snapshot, _step, { invocations }) => {
        takes.push((invocations.at(-1)?.input as { take?: number } | undefined)?.take);
      },
    },
  );
  // The first read, its answer, the refresh, its answer.
  expect(takes).toEqual([PAGE_SIZE, PAGE_SIZE, LIST_TAKE_MAX, LIST_TAKE_MAX]);
  expect((final.context as { items: unknown[] }).items).toHaveLength(LIST_TAKE_MAX);
  expect(final.can({ type: 'MORE' })).toBe(true);
});

// The options a screen turns on, in their own model: a search (docs/screens/README.md "List ›
// Search": typing, its rest, Enter, a search in the URL) and the agency-folder selection every read
// carries (spec section 5), which a new selection reads again.
const searchRoute = (search: string) => ({ ...route('all'), query: { search } });
const SEARCH_INPUT = { ...INPUT, agencyFolders: ['f-lyo'] };
const SEARCH_FACTS = { ...factsOf({}), search: true, followsAgencyFolders: true } as const;
const searchMachine = createListMachine({ ...common, id: 'offers', search: true, followsAgencyFolders: true });
const searchModel = createModel(searchMachine, {
  input: SEARCH_INPUT,
  oracle: screenOracle(SEARCH_FACTS, SEARCH_INPUT),
  ignores: screenIgnores(SEARCH_FACTS),
  events: {
    'xstate.done.actor.loadPage': [{ output: NEXT }, { output: NONE }],
    'xstate.error.actor.loadPage': [{ error: httpFailure(500, 'Offres indisponibles') }],
    // A search in the URL (a shared link, the back button), with blanks the read leaves out.
    'ROUTE.CHANGED': [{ route: searchRoute(' Cariste  CACES ') }],
    'NOTIFICATION.RECEIVED': [],
    MORE: [],
    // Words with a double blank, and blanks only (no search).
    'SEARCH.TYPED': [{ text: 'cariste  nuit' }, { text: '  ' }],
    'SEARCH.APPLIED': [],
    'AGENCY_FOLDERS.CHANGED': [{ ids: ['f-par'] }],
    'xstate.done.actor.perform': [],
    'xstate.error.actor.perform': [],
    'xstate.done.actor.readDraft': [],
    'xstate.error.actor.readDraft': [],
    'ACTION.START': [],
    'ACTION.RETRY': [],
    'LOAD.RETRY': [{}],
    'MORE.RETRY': [],
  },
  alwaysPossible: ['SEARCH.SUBMIT', 'LOAD.RETRY'],
});

describe('list family model: data', () => {
  for (const path of dataModel.paths()) it(path.description, () => dataModel.replay(path));
});

describe('list family model: actions', () => {
  for (const path of actionModel.paths()) it(path.description, () => actionModel.replay(path));
});

describe('list family model: a search, and the agency folders', () => {
  for (const path of searchModel.paths()) it(path.description, () => searchModel.replay(path));
});

describe('list family: what the paths above do not show', () => {
  it('the machine is named for its screen and cites its contract', () => {
    expect(actionMachine.id).toBe('offers');
    expect(actionMachine.root.description).toContain('(screens/README.md › List)');
  });
});

it('gate: every state, transition, named action and sneak path of the list family', () => assertJointCoverage([dataModel, actionModel]));
