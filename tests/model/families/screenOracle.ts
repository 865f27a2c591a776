// The oracle of the screen families, written from their contract (docs/screens/README.md "List",
// "Detail", "Action"), for the families' own model tests and for every screen built on them. A
// screen's test gives its facts as its screen contract states them (page size, the call's name, the
// categories that refresh it, its actions); nothing here reads the machine under test.
//
// At every step it works out, from the state before and the step's event, what the contract says
// must follow: the data region's and the action region's state, the calls made (with their input),
// the messages to the app, the drafts kept or dropped, the items shown; then compares.
import { expect } from '../harness/fastExpect';
import { LIST_TAKE_MAX } from '../../../contract/wire';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { IgnoredEvents, Oracle, OracleCheck } from '../harness';

type Item = { readonly id: string } & Readonly<Record<string, unknown>>;
type Draft = Readonly<Record<string, string>>;
interface Route {
  path: string;
  params: Readonly<Record<string, string>>;
  tab: string | null;
  query?: Readonly<Record<string, string>>;
}

/** An action as its screen contract states it. */
export interface ActionFacts {
  call: string;
  on: 'item' | 'new';
  confirm?: boolean;
  allowedFor?: (item: Item) => boolean;
  /** Offered to these roles only (spec section 6). */
  offeredTo?: (roles: readonly string[]) => boolean;
  optimistic?: (item: Item) => Item;
  form?: {
    initial: (item: Item | null) => Draft;
    /** Whether the draft may be sent, for the item acted on (null: a new one). */
    valid: (draft: Draft, item: Item | null) => boolean;
    body?: (draft: Draft) => unknown;
  };
  effect: 'store' | 'remove' | 'reload';
}

export interface ScreenFacts {
  /** The machine's id: the screen's. */
  id: string;
  family: 'list' | 'detail';
  /** The call that reads the screen, as the error dialog names it. */
  load: string;
  /** A list's page size. */
  pageSize?: number;
  /** A list read at once: no "show more". */
  onePage?: boolean;
  /** Notification categories that make the screen read again. */
  refreshOn?: readonly string[];
  /** A list with a search field (docs/screens/README.md "List › Search"). */
  search?: boolean;
  /** A list or a detail that shows what the agency-folder selection covers (spec section 5): its reads carry it. */
  followsAgencyFolders?: boolean;
  actions?: Readonly<Record<string, ActionFacts>>;
}

interface UnderWay {
  name: string;
  targetId: string | null;
  draft: Draft | null;
  showProblems: boolean;
  draftRestored: boolean;
  before: Item | null;
  request: { action: string; targetId: string | null; body: unknown; params: Readonly<Record<string, string>> } | null;
}

/** What the contract says after a step: both regions, the context a view reads, and the effects. */
interface Expected {
  data: string;
  action: string;
  /** A list with a search: its region's state and what its field shows. */
  search: string;
  typed: string;
  /** The routes put in the URL (showSearch) during the step. */
  shown: Route[];
  route: Route;
  items: Item[];
  total: number;
  item: Item | null;
  underWay: UnderWay | null;
  outcome: { action: string; targetId: string | null } | null;
  read: boolean;
  folders: readonly string[];
  calls: { src: string; input: unknown }[];
  messages: AnyEventObject[];
  drafts: { type: string; params?: unknown }[];
  /** The failures a refresh logged in this step, each with the error it failed with. */
  logged: unknown[];
}

// "List › Search": a search is read trimmed, its blanks made one, at most 100 characters.
const searchIn = (route: Route) => (route.query?.search ?? '').trim().split(/\s+/).join(' ').slice(0, 100).trim();
const sameView = (a: Route, b: Route, search = false) =>
  (!search || searchIn(a) === searchIn(b)) &&
  a.tab === b.tab &&
  Object.keys(a.params).length === Object.keys(b.params).length &&
  Object.keys(a.params).every((key) => Object.hasOwn(b.params, key) && a.params[key] === b.params[key]);
const statusOf = (error: unknown) => (error as { status?: number } | undefined)?.status;
const messageOf = (error: unknown) =>
  (error as { serverMessage?: string }).serverMessage || (error as { message?: string }).message || 'Unknown error';
const paths = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${paths(v)}`)[0];
const data = (snapshot: { value: unknown }) => paths((snapshot.value as { data: unknown }).data);
const action = (snapshot: { value: unknown }) => paths((snapshot.value as { action: unknown }).action);
const searchState = (snapshot: { value: unknown }) => {
  const value = (snapshot.value as { search?: unknown }).search;
  return value === undefined ? 'none' : paths(value);
};
type Snap = { value: unknown; context: Record<string, unknown> };
const contextOf = (snapshot: Snap) =>
  snapshot.context as unknown as Omit<
    Expected,
    'data' | 'action' | 'search' | 'shown' | 'calls' | 'messages' | 'drafts' | 'logged' | 'folders'
  > & {
    folders?: readonly string[];
    action: UnderWay | null;
  };

/** Where an action may find its item. */
const findItem = (facts: ScreenFacts, state: Pick<Expected, 'items' | 'item'>, id: string | null | undefined) =>
  id == null
    ? undefined
    : facts.family === 'list'
      ? state.items.find((item) => item.id === id)
      : state.item?.id === id
        ? state.item
        : undefined;

function storeItem(facts: ScreenFacts, state: Expected, item: Item) {
  if (facts.family === 'detail') {
    if (state.item === null || state.item.id === item.id) state.item = item;
    return;
  }
  if (state.items.some((known) => known.id === item.id)) state.items = state.items.map((known) => (known.id === item.id ? item : known));
  else {
    state.items = [item, ...state.items];
    state.total += 1;
  }
}

/** The contract's answer to one step, from the state before it. */
function expectedAfter(
  facts: ScreenFacts,
  before: Snap | null,
  event: AnyEventObject,
  input: { route: Route; agencyFolders?: readonly string[]; user?: { roles?: readonly string[] } },
): Expected {
  const roles = input.user?.roles ?? [];
  const offered = (chosen: ActionFacts) => !chosen.offeredTo || chosen.offeredTo(roles);
  const pageSize = facts.pageSize ?? 0;
  const follows = facts.followsAgencyFolders === true;
  const specs = facts.actions ?? {};
  const hasForms = Object.values(specs).some((spec) => spec.form);
  const noActions = Object.keys(specs).length === 0;
  const load = facts.family === 'list' ? 'loadPage' : 'loadItem';
  // A list or a detail that follows the agency folders sends the selection in effect with every read (spec section 5).
  let folders: readonly string[] = [];
  const loadInput = (route: Route, skip = 0, take = pageSize) =>
    facts.family === 'list'
      ? { route, skip, take, ...(facts.search ? { search: searchIn(route) } : {}), ...(follows ? { folders } : {}) }
      : follows
        ? { ...route, folders }
        : route;
  const failure = (call: string, error: unknown, retry: AnyEventObject) => ({
    type: 'FAILURE.RAISED',
    failure: { source: 'screen', call, message: messageOf(error), retry },
  });

  if (before === null) {
    folders = follows ? [...(input.agencyFolders ?? [])] : [];
    return {
      data: 'loading',
      action: noActions ? 'none' : hasForms ? 'waiting' : 'idle',
      search: facts.search ? 'idle' : 'none',
      typed: searchIn(input.route),
      shown: [],
      route: input.route,
      items: [],
      total: 0,
      item: null,
      underWay: null,
      outcome: null,
      read: false,
      folders,
      calls: [{ src: load, input: loadInput(input.route) }],
      messages: [],
      drafts: [],
      logged: [],
    };
  }
  const was = contextOf(before);
  folders = was.folders ?? [];
  const state: Expected = {
    data: data(before),
    action: action(before),
    search: searchState(before),
    typed: was.typed,
    shown: [],
    route: was.route,
    items: facts.family === 'list' ? was.items : [],
    total: facts.family === 'list' ? was.total : 0,
    item: facts.family === 'detail' ? was.item : null,
    underWay: was.action,
    outcome: was.outcome,
    read: facts.family === 'list' ? was.read : was.item !== null,
    folders,
    calls: [],
    messages: [],
    drafts: [],
    logged: [],
  };
  const loadedIdle = facts.onePage ? 'loaded' : 'loaded.idle';
  const shown = () =>
    (facts.family === 'list' ? ['empty', loadedIdle, 'loaded.loadingMore', 'loaded.moreFailed'] : ['shown']).includes(state.data);
  const refresh = () => {
    state.data = 'refreshing';
    // Every item shown, in one read, up to the most one read may ask for (contract/wire.ts).
    state.calls.push({ src: load, input: loadInput(state.route, 0, Math.min(LIST_TAKE_MAX, Math.max(pageSize, state.items.length))) });
  };
  const listed = (items: Item[], total: number) => {
    state.items = items;
    state.total = total;
    state.read = true;
    state.data = items.length === 0 ? 'empty' : loadedIdle;
  };

  // The data region (docs/screens/README.md "List", "Detail").
  switch (event.type) {
    case 'ROUTE.CHANGED': {
      const route = (event as unknown as { route: Route }).route;
      if (!sameView(state.route, route, facts.search)) {
        state.data = 'loading';
        if (facts.family === 'detail') state.item = null;
        state.calls.push({ src: load, input: loadInput(route) });
        // The field shows the URL's search; nothing waits.
        if (facts.search) {
          state.search = 'idle';
          state.typed = searchIn(route);
        }
      }
      state.route = route;
      break;
    }
    // "List › Search": typing waits; once it rests (or Enter), a new search goes into the route and
    // the URL, and the first page of what matches is read.
    case 'SEARCH.TYPED':
      if (facts.search) {
        state.typed = (event as unknown as { text: string }).text;
        state.search = 'debouncing';
      }
      break;
    case 'SEARCH.SUBMIT':
    case 'xstate.after.searchDebounce.' + facts.id + '.search.debouncing':
      if (state.search === 'debouncing') {
        state.search = 'idle';
        const typed = searchIn({ ...state.route, query: { search: state.typed } });
        if (typed !== searchIn(state.route)) {
          const { search: _, ...others } = state.route.query ?? {};
          const query = typed === '' ? others : { ...others, search: typed };
          const { query: __, ...rest } = state.route;
          state.route = Object.keys(query).length > 0 ? { ...rest, query } : rest;
          state.shown.push(state.route);
          state.data = 'loading';
          state.calls.push({ src: load, input: loadInput(state.route) });
        }
      }
      break;
    case 'AGENCY_FOLDERS.CHANGED': {
      // Another selection (order aside): the list shows what it covers, read from the first page.
      const ids = (event as unknown as { ids: readonly string[] }).ids;
      const same = new Set(ids).size === new Set(folders).size && ids.every((id) => folders.includes(id));
      if (follows && !same) {
        folders = [...ids];
        state.folders = folders;
        state.data = 'loading';
        // A detail: the item of the old selection goes at once.
        if (facts.family === 'detail') state.item = null;
        state.calls.push({ src: load, input: loadInput(state.route) });
      }
      break;
    }
    case 'LOAD.RETRY':
      if (state.data === 'loadFailed') {
        state.data = 'loading';
        state.calls.push({ src: load, input: loadInput(state.route) });
      }
      break;
    case 'MORE':
    case 'MORE.RETRY':
      if (
        (event.type === 'MORE' && state.data === 'loaded.idle' && state.items.length < state.total) ||
        state.data === 'loaded.moreFailed'
      ) {
        state.data = 'loaded.loadingMore';
        state.calls.push({ src: load, input: loadInput(state.route, state.items.length) });
      }
      break;
    // Raised by an action whose answer asks the screen to read again (also handled below, where the
    // action's answer raises it in the same step).
    case 'SCREEN.RELOAD':
      if (shown()) refresh();
      break;
    case 'NOTIFICATION.RECEIVED': {
      const category = (event as unknown as { notification: { category: string } }).notification.category;
      if ((facts.refreshOn ?? []).includes(category) && shown()) refresh();
      break;
    }
    case `xstate.done.actor.${load}`: {
      const output = (event as unknown as { output: unknown }).output;
      if (facts.family === 'detail') {
        state.item = output as Item;
        state.data = 'shown';
      } else if (state.data === 'loaded.loadingMore') {
        const page = output as { items: Item[]; total: number };
        const known = new Set(state.items.map((item) => item.id));
        state.items = [...state.items, ...page.items.filter((item) => !known.has(item.id))];
        state.total = page.total;
        state.data = 'loaded.idle';
      } else {
        const page = output as { items: Item[]; total: number };
        listed(page.items, page.total);
      }
      break;
    }
    case `xstate.error.actor.${load}`: {
      const error = (event as unknown as { error: unknown }).error;
      if (state.data === 'refreshing') {
        if (facts.family === 'detail' && statusOf(error) === 404) {
          state.data = 'notFound';
          state.item = null;
        } else {
          state.logged.push(error);
          state.data = facts.family === 'detail' ? 'shown' : state.items.length > 0 ? loadedIdle : 'empty';
        }
      } else if (state.data === 'loaded.loadingMore') {
        state.data = 'loaded.moreFailed';
        state.messages.push(failure(facts.load, error, { type: 'MORE.RETRY' }));
      } else if (facts.family === 'detail' && statusOf(error) === 404) state.data = 'notFound';
      else if (facts.family === 'detail' && statusOf(error) === 403) state.data = 'forbidden';
      else {
        state.data = 'loadFailed';
        state.messages.push(failure(facts.load, error, { type: 'LOAD.RETRY' }));
      }
      break;
    }
  }

  // The action region (docs/screens/README.md "Action").
  const spec = (name: string | undefined) => (name !== undefined && Object.hasOwn(specs, name) ? specs[name] : undefined);
  const keep = () =>
    state.drafts.push({
      type: 'keepDraft',
      params: { action: state.underWay!.name, targetId: state.underWay!.targetId, draft: state.underWay!.draft },
    });
  const send = (request: UnderWay['request']) => {
    state.action = 'pending';
    state.underWay = { ...state.underWay!, request };
    const chosen = spec(state.underWay.name)!;
    const target = findItem(facts, state, state.underWay.targetId);
    if (chosen.optimistic && target) {
      state.underWay = { ...state.underWay, before: target };
      storeItem(facts, state, chosen.optimistic(target));
    }
    state.calls.push({ src: 'perform', input: request });
  };
  const requestNow = () => {
    const chosen = spec(state.underWay!.name)!;
    const draft = state.underWay!.draft;
    const body = draft === null ? null : chosen.form?.body ? chosen.form.body(draft) : draft;
    return { action: state.underWay!.name, targetId: state.underWay!.targetId, body, params: state.route.params };
  };
  const valid = () =>
    Boolean(spec(state.underWay?.name)?.form?.valid(state.underWay!.draft ?? {}, findItem(facts, state, state.underWay!.targetId) ?? null));

  // A detail has read once it holds its item (a list, once a page came: \`listed\`).
  if (facts.family === 'detail') state.read = state.item !== null;
  if (state.action === 'waiting' && state.read) {
    state.action = 'restoring';
    state.calls.push({ src: 'readDraft', input: undefined });
  }
  switch (event.type) {
    case 'ACTION.START': {
      if (state.action !== 'idle') break;
      const start = event as unknown as { action: string; id?: string };
      const chosen = spec(start.action);
      if (!chosen || !offered(chosen)) break;
      const item = chosen.on === 'new' ? null : findItem(facts, state, start.id);
      if (chosen.on === 'item' && (!item || (chosen.allowedFor && !chosen.allowedFor(item)))) break;
      state.outcome = null;
      state.underWay = {
        name: start.action,
        targetId: item?.id ?? null,
        draft: chosen.form ? chosen.form.initial(item ?? null) : null,
        showProblems: false,
        draftRestored: false,
        before: null,
        request: null,
      };
      if (chosen.form) state.action = 'editing';
      else if (chosen.confirm) state.action = 'confirming';
      else send(requestNow());
      break;
    }
    case 'ACTION.CHANGE': {
      const hasForm = Boolean(spec(state.underWay?.name)?.form);
      if (state.action === 'editing' || (state.action === 'failed' && hasForm)) {
        const change = event as unknown as { field: string; value: string };
        state.underWay = { ...state.underWay!, draft: { ...state.underWay!.draft, [change.field]: change.value } };
        state.action = 'editing';
        keep();
      }
      break;
    }
    case 'ACTION.SUBMIT':
      if (state.action === 'editing') {
        if (!valid()) state.underWay = { ...state.underWay!, showProblems: true };
        else if (spec(state.underWay!.name)!.confirm) state.action = 'confirming';
        else send(requestNow());
      } else if (state.action === 'failed' && valid()) send(requestNow());
      break;
    case 'ACTION.CONFIRM':
      if (state.action === 'confirming') send(requestNow());
      break;
    case 'ACTION.CANCEL':
      if (state.action === 'editing' || state.action === 'failed') {
        state.action = 'idle';
        state.underWay = null;
        if (hasForms) state.drafts.push({ type: 'dropDraft' });
      } else if (state.action === 'confirming') {
        if (spec(state.underWay!.name)!.form) state.action = 'editing';
        else {
          state.action = 'idle';
          state.underWay = null;
        }
      }
      break;
    case 'ACTION.RETRY': {
      // The error dialog's Retry: the same request again, from the form kept after a failure, or
      // (an action without a form: the screen went on) from no action under way.
      const request = (event as unknown as { request: NonNullable<UnderWay['request']> }).request;
      const formless = Object.values(specs).some((spec) => !spec.form);
      if (state.action === 'failed') send(request);
      else if (state.action === 'idle' && formless) {
        state.outcome = null;
        state.underWay = {
          name: request.action,
          targetId: request.targetId,
          draft: null,
          showProblems: false,
          draftRestored: false,
          before: null,
          request,
        };
        send(request);
      }
      break;
    }
    case 'xstate.done.actor.perform': {
      const chosen = spec(state.underWay!.name)!;
      const output = (event as unknown as { output?: { item?: Item } }).output;
      if (chosen.effect === 'remove' && state.underWay!.targetId && facts.family === 'list') {
        if (state.items.some((item) => item.id === state.underWay!.targetId)) {
          state.items = state.items.filter((item) => item.id !== state.underWay!.targetId);
          state.total = Math.max(0, state.total - 1);
        }
      }
      if (chosen.effect === 'store' && output?.item) storeItem(facts, state, output.item);
      state.outcome = { action: state.underWay!.name, targetId: state.underWay!.targetId };
      state.underWay = null;
      state.action = 'idle';
      // A form sent is dropped (docs/decisions.md "Drafts across a re-login or the maintenance page").
      if (hasForms) state.drafts.push({ type: 'dropDraft' });
      if (chosen.effect === 'reload' && shown()) refresh();
      break;
    }
    case 'xstate.error.actor.perform': {
      const error = (event as unknown as { error: unknown }).error;
      if (state.underWay!.before) {
        storeItem(facts, state, state.underWay!.before);
        state.underWay = { ...state.underWay!, before: null };
      }
      state.messages.push(failure(spec(state.underWay!.name)!.call, error, { type: 'ACTION.RETRY', request: state.underWay!.request }));
      // A form stays with what was typed; an action without one leaves the screen as it was.
      if (spec(state.underWay!.name)!.form) state.action = 'failed';
      else {
        state.action = 'idle';
        state.underWay = null;
      }
      break;
    }
    case 'xstate.done.actor.readDraft': {
      const kept = (event as unknown as { output: { action: string; targetId: string | null; draft: Draft } | null }).output;
      const chosen = spec(kept?.action);
      const item = kept && chosen?.on === 'item' ? findItem(facts, state, kept.targetId) : undefined;
      const restorable =
        kept !== null &&
        Boolean(chosen?.form) &&
        offered(chosen!) &&
        (chosen!.on === 'new' ? kept.targetId === null : Boolean(item && (!chosen!.allowedFor || chosen!.allowedFor(item))));
      if (restorable) {
        state.action = 'editing';
        state.underWay = {
          name: kept!.action,
          targetId: kept!.targetId,
          draft: kept!.draft,
          showProblems: false,
          draftRestored: true,
          before: null,
          request: null,
        };
      } else state.action = 'idle';
      break;
    }
    case 'xstate.error.actor.readDraft':
      state.action = 'idle';
      break;
  }
  return state;
}

/** Invocations started during this step (counted per path). */
const counts = new WeakMap<object, number[]>();
function startedThisStep(check: OracleCheck<AnyStateMachine>) {
  const perStep = counts.get(check.path) ?? [];
  const from = check.index > 0 ? (perStep[check.index - 1] ?? 0) : 0;
  perStep[check.index] = check.invocations.length;
  counts.set(check.path, perStep);
  return check.invocations.slice(from).map(({ src, input }) => ({ src, input }));
}

/** The states each region of a screen has, by what its contract states. */
function statesOf(facts: ScreenFacts) {
  const actions = Object.values(facts.actions ?? {});
  // A screen reads again on a push of its categories or an action's reload; else it has no `refreshing`.
  const readsAgain = (facts.refreshOn ?? []).length > 0 || actions.some((spec) => spec.effect === 'reload');
  const dataStates = [
    ...(facts.family === 'list'
      ? ['loading', 'loadFailed', 'empty', ...(facts.onePage ? ['loaded'] : ['loaded.idle', 'loaded.loadingMore', 'loaded.moreFailed'])]
      : ['loading', 'loadFailed', 'notFound', 'forbidden', 'shown']),
    ...(readsAgain ? ['refreshing'] : []),
  ];
  const actionStates =
    actions.length === 0
      ? ['none']
      : [
          ...(actions.some((spec) => spec.form) ? ['waiting', 'restoring', 'editing'] : []),
          'idle',
          ...(actions.some((spec) => spec.confirm) ? ['confirming'] : []),
          'pending',
          ...(actions.some((spec) => spec.form) ? ['failed'] : []),
        ];
  const searchStates = facts.search ? ['idle', 'debouncing'] : [];
  return { dataStates, actionStates, searchStates };
}

const ACTION_EVENTS = ['ACTION.START', 'ACTION.CHANGE', 'ACTION.SUBMIT', 'ACTION.CONFIRM', 'ACTION.CANCEL', 'ACTION.RETRY'];

/**
 * The events each state of a screen built on a family ignores, written from the families' contract
 * (docs/screens/README.md "List", "Detail", "Action"), for the model of every screen built on them
 * (`ignores: screenIgnores(facts)`, beside `oracle: screenOracle(facts, input)`):
 * - the data region reads, the action region acts: neither hears the other's events;
 * - Retry of a read belongs to its failed read, "show more" and its Retry to a list's loaded pages
 *   (a list read at once has neither);
 * - a push of the screen's categories and an action's reload read again only what shows (a list's
 *   `empty` and `loaded`, a detail's `shown`), and are ignored where nothing does or a read runs;
 * - an action starts from `idle` only; a form's changes and sending belong to `editing` (and to
 *   `failed`, where the form shows as typed), Confirm to `confirming`, Cancel to the form, the
 *   question and a failure, Retry to a failure (the failure of an action without a form leaves the
 *   screen `idle`, where its Retry then comes); while the data or a kept form is read (`waiting`,
 *   `restoring`) or the call runs (`pending`), the person's actions wait.
 */
export function screenIgnores<TMachine extends AnyStateMachine>(facts: ScreenFacts): IgnoredEvents<TMachine> {
  const { id } = facts;
  const { dataStates, actionStates, searchStates } = statesOf(facts);
  // "List › Search": the search region hears typing, Enter and the URL; the other regions do not.
  const searchEvents = facts.search ? ['SEARCH.TYPED', 'SEARCH.SUBMIT'] : [];
  const more = facts.family === 'list' ? ['MORE', 'MORE.RETRY'] : [];
  const formless = Object.values(facts.actions ?? {}).some((spec) => !spec.form);
  const rereads = ['NOTIFICATION.RECEIVED', 'SCREEN.RELOAD'];
  // What shows reads again only on what the screen is configured for.
  const shownIgnores = [
    ...((facts.refreshOn ?? []).length ? [] : ['NOTIFICATION.RECEIVED']),
    ...(Object.values(facts.actions ?? {}).some((spec) => spec.effect === 'reload') ? [] : ['SCREEN.RELOAD']),
  ];
  const data: Record<string, string[]> = {
    loading: ['LOAD.RETRY', ...more, ...rereads],
    loadFailed: [...more, ...rereads],
    refreshing: ['LOAD.RETRY', ...more, ...rereads],
    // A list.
    empty: ['LOAD.RETRY', ...more, ...shownIgnores],
    loaded: ['LOAD.RETRY', ...more, ...shownIgnores],
    'loaded.idle': ['LOAD.RETRY', 'MORE.RETRY', ...shownIgnores],
    'loaded.loadingMore': ['LOAD.RETRY', ...more, ...shownIgnores],
    // Its "show more" again, beside the dialog's Retry.
    'loaded.moreFailed': ['LOAD.RETRY', ...shownIgnores],
    // A detail.
    shown: ['LOAD.RETRY', ...shownIgnores],
    notFound: ['LOAD.RETRY', ...rereads],
    forbidden: ['LOAD.RETRY', ...rereads],
  };
  const action: Record<string, string[]> = {
    none: ACTION_EVENTS,
    waiting: ACTION_EVENTS,
    restoring: ACTION_EVENTS,
    idle: ACTION_EVENTS.filter((type) => type !== 'ACTION.START' && !(formless && type === 'ACTION.RETRY')),
    editing: ['ACTION.START', 'ACTION.CONFIRM', 'ACTION.RETRY'],
    confirming: ['ACTION.START', 'ACTION.CHANGE', 'ACTION.SUBMIT', 'ACTION.RETRY'],
    pending: ACTION_EVENTS,
    failed: ['ACTION.START', 'ACTION.CONFIRM'],
  };
  const search: Record<string, string[]> = {
    // Enter with nothing typed since the last read: nothing to read.
    idle: ['SEARCH.SUBMIT'],
    debouncing: [],
  };
  return Object.fromEntries([
    [`${id}.data`, [...ACTION_EVENTS, ...searchEvents]],
    [`${id}.action`, ['LOAD.RETRY', ...more, 'SCREEN.RELOAD', ...searchEvents, ...(facts.search ? ['SEARCH.APPLIED'] : [])]],
    ...(facts.search ? [[`${id}.search`, ['LOAD.RETRY', ...more, ...rereads, ...ACTION_EVENTS, 'SEARCH.APPLIED']]] : []),
    ...searchStates.map((state) => [`${id}.search.${state}`, search[state]]),
    ...dataStates.map((state) => [`${id}.data.${state}`, data[state]]),
    ...actionStates.map((state) => [`${id}.action.${state}`, action[state]]),
  ]) as IgnoredEvents<TMachine>;
}

/**
 * The oracle of a screen built on a family. At the machine's root, every step: the regions' states,
 * the context a view reads, the calls, the messages, the drafts and the log are what the contract
 * says. At each state: the contract says this state.
 */
export function screenOracle<TMachine extends AnyStateMachine>(
  facts: ScreenFacts,
  input: { route: Route; agencyFolders?: readonly string[]; user?: { roles?: readonly string[] } },
): Oracle<TMachine> {
  const cache = new WeakMap<object, Expected[]>();
  const expectedAt = (c: OracleCheck<TMachine>) => {
    const perPath = cache.get(c.path) ?? [];
    cache.set(c.path, perPath);
    const before = c.index > 0 ? (c.path.steps[c.index - 1].state as unknown as Snap) : null;
    return (perPath[c.index] ??= expectedAfter(facts, before, c.event, input));
  };
  const whole = (c: OracleCheck<TMachine>) => {
    const expected = expectedAt(c);
    const snapshot = c.snapshot as unknown as Snap;
    const context = contextOf(snapshot);
    expect({ data: data(snapshot), action: action(snapshot), search: searchState(snapshot) }).toEqual({
      data: expected.data,
      action: expected.action,
      search: expected.search,
    });
    expect(context.route).toEqual(expected.route);
    if (facts.search) expect(context.typed).toBe(expected.typed);
    expect(c.effects.filter((effect) => effect.type === 'showSearch').map((effect) => effect.params)).toEqual(
      expected.shown.map((route) => ({ route })),
    );
    if (facts.family === 'list') {
      expect(context.items).toEqual(expected.items);
      expect(context.total).toBe(expected.total);
      if (facts.followsAgencyFolders) expect(context.folders).toEqual(expected.folders);
    } else {
      expect(context.item).toEqual(expected.item);
      if (facts.followsAgencyFolders) expect(context.folders).toEqual(expected.folders);
    }
    expect(context.action).toEqual(expected.underWay);
    expect(context.outcome).toEqual(expected.outcome);
    expect(startedThisStep(c as unknown as OracleCheck<AnyStateMachine>)).toEqual(expected.calls);
    expect(c.sent.filter((sent) => sent.to === 'parent').map((sent) => sent.event)).toEqual(expected.messages);
    const drafts = c.effects.filter((effect) => effect.type === 'keepDraft' || effect.type === 'dropDraft');
    expect(drafts.map((effect) => (effect.type === 'dropDraft' ? { type: 'dropDraft' } : effect))).toEqual(expected.drafts);
    expect(c.effects.filter((effect) => effect.type === 'logRefreshFailed').map((effect) => effect.params)).toEqual(
      expected.logged.map((error) => ({ error })),
    );
  };
  const { dataStates, actionStates, searchStates } = statesOf(facts);
  return Object.fromEntries([
    [facts.id, whole],
    ...searchStates.map((state) => [`${facts.id}.search.${state}`, (c: OracleCheck<TMachine>) => expect(expectedAt(c).search).toBe(state)]),
    ...dataStates.map((state) => [`${facts.id}.data.${state}`, (c: OracleCheck<TMachine>) => expect(expectedAt(c).data).toBe(state)]),
    ...actionStates.map((state) => [`${facts.id}.action.${state}`, (c: OracleCheck<TMachine>) => expect(expectedAt(c).action).toBe(state)]),
  ]) as Oracle<TMachine>;
}
