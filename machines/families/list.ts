// The list family (docs/screens/README.md "List"): a screen that shows pages of items read from one
// call, its tabs the entries of its sub-menu (the tab is in the URL), and the actions its items
// offer. Each list screen configures it (machines/screens/<id>.screen.ts, or a machine of its own that
// passes actions); nothing of it is copied.
//
//   data:   loading ─→ empty | loaded.idle ─MORE→ loaded.loadingMore ─→ loaded.idle
//              └error→ loadFailed ─LOAD.RETRY→ loading          └error→ loaded.moreFailed ─MORE.RETRY→
//           empty | loaded ─push of its category, or an action's reload→ refreshing ─→ empty | loaded
//           any ─ROUTE.CHANGED to another tab or id→ loading
//           any ─SEARCH.APPLIED→ loading
//   search: (a list with a search) idle ─SEARCH.TYPED→ debouncing ─typing rests, or SEARCH.SUBMIT→ idle,
//           the new search in the route and the URL, SEARCH.APPLIED raised
//           any ─AGENCY_FOLDERS.CHANGED to another selection→ loading (a list that follows the folders)
//   action: the action family (action.ts)
import { assign, raise, sendParent, setup } from 'xstate';
import { LIST_TAKE_MAX } from '../../contract/wire';
import { SEARCH_DEBOUNCE_MS } from '../domain/constants';
import { failureRaisedBy, type FailureParams } from '../domain/failures';
import { inWords } from '../domain/figures';
import type { AppNotification } from '../domain/types';
import { placeholderAction, placeholderActor } from '../placeholders';
import { actionActors, actionFeatures, actionSetup, actionRegion, type ActionContext, type ActionEvent, type ActionSpecs } from './action';
import {
  familyCitation,
  isSameSelection,
  isSameView,
  normalizedSearch,
  SCREEN_ACTOR_ID,
  searchOf,
  withSearch,
  type ScreenHostEvent,
  type ScreenInput,
  type ScreenItem,
  type ScreenPage,
  type ScreenRoute,
} from './screen';

export interface ListOptions {
  /** The screen's id: the machine's id, its chart, its texts. */
  id: string;
  /** The screen contract its descriptions cite: `docs/screens/<id>.md`. */
  contract: string;
  /** What the screen is for, in a product owner's words. */
  description: string;
  /** The contract call that reads a page (`skip`, `take`, the tab); the error dialog names it. */
  load: string;
  /** Items per page; "show more" reads the next page. */
  pageSize: number;
  /** The call answers every item at once (a person's few devices): no "show more". */
  onePage?: boolean;
  /** Categories of pushed notifications that make the list read again. */
  refreshOn?: readonly string[];
  /** The screen has one view (no tabs, no route parameters): a move inside it never reads again. */
  oneView?: boolean;
  /**
   * A search the person types (docs/screens/README.md "List › Search"): the read carries it, the
   * URL's `?search=` holds it, a change of it is another view.
   */
  search?: boolean;
  /**
   * The list shows what the agency-folder selection of the header covers (spec section 5: the saved
   * selection drives what the lists show): its reads carry the selection, and a new one reads again.
   */
  followsAgencyFolders?: boolean;
  actions?: ActionSpecs;
}

/** What a page read asks for: where the screen is, and which slice. */
export interface ListPageRequest {
  route: ScreenRoute;
  skip: number;
  take: number;
  /** A list with a search: the search read ('' for none). */
  search?: string;
  /** A list that follows the agency folders: the selection in effect (empty: every folder). */
  folders?: readonly string[];
}

export interface ListContext extends ActionContext {
  items: ScreenItem[];
  total: number;
  /** A page has been read at least once (an action's kept form is looked for only then). */
  read: boolean;
  /** A list with a search: what its field shows, applied once the typing rests. */
  typed: string;
  /** The agency-folder selection the reads carry (a list that follows it; else always empty). */
  folders: readonly string[];
}

export type ListEvent =
  | ScreenHostEvent
  | ActionEvent
  | { type: 'MORE' }
  | { type: 'LOAD.RETRY' }
  | { type: 'MORE.RETRY' }
  /** The person types in the search field (the whole text). */
  | { type: 'SEARCH.TYPED'; text: string }
  /** The person asks for the search at once (Enter). */
  | { type: 'SEARCH.SUBMIT' }
  /** Raised by the machine: a new search is in the route, the list reads it. */
  | { type: 'SEARCH.APPLIED' };

export function createListMachine(options: ListOptions) {
  const specs = options.actions ?? {};
  // Only what the screen uses is in its chart: a push refreshes it if it names categories, an
  // action's reload if one of its actions asks for it.
  const refreshes = (options.refreshOn ?? []).length > 0;
  const reloads = actionFeatures(specs).reload;
  const readsAgain = refreshes || reloads;
  const searches = options.search === true;
  // Typed with its name; there only on a list read a page at a time ("show more").
  const pagingActions = (
    options.onePage
      ? {}
      : {
          appendPage: assign(({ context }: { context: ListContext }, params: { page: ScreenPage }) => {
            const known = new Set(context.items.map((item) => item.id));
            return { items: [...context.items, ...params.page.items.filter((item) => !known.has(item.id))], total: params.page.total };
          }),
        }
  ) as { appendPage: ReturnType<typeof assign<ListContext, ListEvent, { page: ScreenPage }, ListEvent, never>> };
  // Typed with its name; there only on a screen that reads again (the model gate asks each action to run).
  const refreshActions = (readsAgain ? { logRefreshFailed: placeholderAction<{ error: unknown }>('logRefreshFailed') } : {}) as {
    logRefreshFailed: ReturnType<typeof placeholderAction<{ error: unknown }>>;
  };
  // Typed with their names; there only on a list with a search.
  const searchActions = (
    searches
      ? {
          assignTyped: assign({ typed: (_, params: { text: string }) => params.text }),
          /** The search typed goes into the route: the reads carry it from now on. */
          applySearch: assign({
            route: ({ context }: { context: ListContext }) => withSearch(context.route, normalizedSearch(context.typed)),
          }),
          /** The page's URL holds the search, so it can be shared and survives a reload (replacing the URL: no history entry per search). */
          showSearch: placeholderAction<{ route: ScreenRoute }>('showSearch'),
          announceSearch: raise({ type: 'SEARCH.APPLIED' as const }),
        }
      : {}
  ) as {
    assignTyped: ReturnType<typeof assign<ListContext, ListEvent, { text: string }, ListEvent, never>>;
    applySearch: ReturnType<typeof assign<ListContext, ListEvent, undefined, ListEvent, never>>;
    showSearch: ReturnType<typeof placeholderAction<{ route: ScreenRoute }>>;
    announceSearch: ReturnType<typeof raise<ListContext, ListEvent, ListEvent, undefined, never>>;
  };
  // What a read asks for: the route, the slice, and on a list with a search, the search.
  const follows = options.followsAgencyFolders === true;
  // What a read asks for: the route, the slice; on a list with a search, the search; on a list that
  // follows the agency folders, the selection.
  const pageRequest = (context: ListContext, skip: number, take: number): ListPageRequest => ({
    route: context.route,
    skip,
    take,
    ...(searches ? { search: searchOf(context.route) } : {}),
    ...(follows ? { folders: context.folders } : {}),
  });
  const cite = familyCitation(options.contract, 'List');
  const searchCite = cite.replace('› List)', '› Search)');
  // Typed with their names; there only on a list that follows the agency folders.
  const folderActions = (
    follows ? { assignFolders: assign({ folders: (_, params: { ids: readonly string[] }) => [...params.ids] }) } : {}
  ) as { assignFolders: ReturnType<typeof assign<ListContext, ListEvent, { ids: readonly string[] }, ListEvent, never>> };
  const folderGuards = (
    follows
      ? {
          isOtherSelection: ({ context }: { context: ListContext }, params: { ids: readonly string[] }) =>
            !isSameSelection(context.folders, params.ids),
        }
      : {}
  ) as { isOtherSelection: (args: { context: ListContext }, params: { ids: readonly string[] }) => boolean };
  const pageOf = ({ event }: { event: { output: ScreenPage } }) => ({ page: event.output });
  const { actions: actionActions, guards: actionGuards } = actionSetup<ListContext>(specs, {
    find: (context, id) => context.items.find((item) => item.id === id),
    store: (context, item) =>
      context.items.some((known) => known.id === item.id)
        ? { items: context.items.map((known) => (known.id === item.id ? item : known)) }
        : { items: [item, ...context.items], total: context.total + 1 },
    remove: (context, id) =>
      context.items.some((known) => known.id === id)
        ? { items: context.items.filter((known) => known.id !== id), total: Math.max(0, context.total - 1) }
        : {},
  });
  const loadFailure = (call: string, retry: 'LOAD.RETRY' | 'MORE.RETRY') => ({
    type: 'raiseFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ call, error: event.error, retry: { type: retry } }),
  });

  return setup({
    types: {
      context: {} as ListContext,
      events: {} as ListEvent,
      input: {} as ScreenInput,
    },
    actors: {
      /** Reads a page of the screen's items (the call `options.load`). */
      loadPage: placeholderActor<ScreenPage, ListPageRequest>('loadPage'),
      ...actionActors(specs),
    },
    actions: {
      ...actionActions,
      assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
      assignPage: assign((_, params: { page: ScreenPage }) => ({ items: params.page.items, total: params.page.total, read: true })),
      ...pagingActions,
      ...folderActions,
      /** A refresh that fails keeps what shows; the failure is logged, not shown (docs/screens/README.md). */
      ...refreshActions,
      ...searchActions,
      raiseFailure: sendParent(failureRaisedBy<string, FailureParams['retry']>(SCREEN_ACTOR_ID)),
    },
    // Typed with its name; there only on a list with a search.
    delays: (searches ? { searchDebounce: SEARCH_DEBOUNCE_MS } : {}) as { searchDebounce: number },
    guards: {
      ...actionGuards,
      ...folderGuards,
      // On a list with a search, another search in the URL is another view too.
      isOtherView: ({ context }, params: { route: ScreenRoute }) =>
        !isSameView(context.route, params.route) || (searches && searchOf(context.route) !== searchOf(params.route)),
      isNewSearch: ({ context }) => normalizedSearch(context.typed) !== searchOf(context.route),
      isEmptyPage: (_, params: { page: ScreenPage }) => params.page.items.length === 0,
      hasMore: ({ context }) => context.items.length < context.total,
      hasItems: ({ context }) => context.items.length > 0,
      refreshesOn: (_, params: { notification: AppNotification }) => (options.refreshOn ?? []).includes(params.notification.category),
      hasRead: ({ context }) => context.read,
    },
  }).createMachine({
    id: options.id,
    description: `${options.description} ${cite}`,
    context: ({ input }) => ({
      route: input.route,
      roles: input.user?.roles ?? [],
      items: [],
      total: 0,
      read: false,
      typed: searchOf(input.route),
      folders: follows ? [...(input.agencyFolders ?? [])] : [],
      action: null,
      outcome: null,
    }),
    type: 'parallel',
    states: {
      data: {
        description: `The items of the screen’s tab, a page at a time ${cite}`,
        initial: 'loading',
        on: {
          ...(searches
            ? {
                'SEARCH.APPLIED': {
                  target: '.loading',
                  description: `A new search: the first page of what matches it is read ${searchCite}`,
                },
              }
            : {}),
          'ROUTE.CHANGED': [
            ...(options.oneView && !searches
              ? []
              : [
                  {
                    guard: {
                      type: 'isOtherView' as const,
                      params: ({ event }: { event: { route: ScreenRoute } }) => ({ route: event.route }),
                    },
                    target: '.loading',
                    actions: {
                      type: 'assignRoute' as const,
                      params: ({ event }: { event: { route: ScreenRoute } }) => ({ route: event.route }),
                    },
                    description: `The person opens another tab${searches ? ', or the URL holds another search' : ''}: its items are read ${cite}`,
                  },
                ]),
            {
              actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
              description: `The same tab under another spelling of its URL: nothing to read ${cite}`,
            },
          ],
          ...(follows
            ? {
                'AGENCY_FOLDERS.CHANGED': {
                  guard: {
                    type: 'isOtherSelection' as const,
                    params: ({ event }: { event: { ids: readonly string[] } }) => ({ ids: event.ids }),
                  },
                  target: '.loading',
                  actions: {
                    type: 'assignFolders' as const,
                    params: ({ event }: { event: { ids: readonly string[] } }) => ({ ids: event.ids }),
                  },
                  description: `The agency-folder selection changes: the list shows what the new one covers (§5, ${cite.slice(1, -1)})`,
                },
              }
            : {}),
        },
        states: {
          loading: {
            description: `Reads the first page ${cite}`,
            invoke: {
              id: 'loadPage',
              src: 'loadPage',
              input: ({ context }) => pageRequest(context, 0, options.pageSize),
              onDone: [
                {
                  guard: { type: 'isEmptyPage', params: pageOf },
                  target: 'empty',
                  actions: { type: 'assignPage', params: pageOf },
                  description: `Nothing to show ${cite}`,
                },
                { target: 'loaded', actions: { type: 'assignPage', params: pageOf }, description: `The first page shows ${cite}` },
              ],
              onError: {
                target: 'loadFailed',
                actions: loadFailure(options.load, 'LOAD.RETRY'),
                description: 'The read fails: the shared error dialog, with Retry (§8)',
              },
            },
          },
          loadFailed: {
            description: 'Waits for the error dialog’s Retry (§8)',
            on: { 'LOAD.RETRY': { target: 'loading', description: 'Retry: read the first page again (§8)' } },
          },
          empty: {
            description: `Nothing to show on this tab ${cite}`,
            on: {
              ...(refreshes
                ? {
                    'NOTIFICATION.RECEIVED': {
                      guard: { type: 'refreshesOn', params: ({ event }) => ({ notification: event.notification }) },
                      target: 'refreshing',
                      description: `A notification of this screen’s kind arrives: read again ${cite}`,
                    },
                  }
                : {}),
              ...(reloads ? { 'SCREEN.RELOAD': { target: 'refreshing', description: `An action asks to read again ${cite}` } } : {}),
            },
          },
          loaded: {
            description: `The items read so far ${cite}`,
            ...(options.onePage ? {} : { initial: 'idle' }),
            on: {
              ...(refreshes
                ? {
                    'NOTIFICATION.RECEIVED': {
                      guard: { type: 'refreshesOn', params: ({ event }) => ({ notification: event.notification }) },
                      target: 'refreshing',
                      description: `A notification of this screen’s kind arrives: read again ${cite}`,
                    },
                  }
                : {}),
              ...(reloads ? { 'SCREEN.RELOAD': { target: 'refreshing', description: `An action asks to read again ${cite}` } } : {}),
            },
            ...(options.onePage
              ? {}
              : {
                  states: {
                    idle: {
                      description: `The items show; more can be asked for while some are left ${cite}`,
                      on: { MORE: { guard: 'hasMore', target: 'loadingMore', description: `The person asks for more ${cite}` } },
                    },
                    loadingMore: {
                      description: `Reads the next page; the items read stay ${cite}`,
                      invoke: {
                        id: 'loadPage',
                        src: 'loadPage',
                        input: ({ context }) => pageRequest(context, context.items.length, options.pageSize),
                        onDone: {
                          target: 'idle',
                          actions: { type: 'appendPage', params: pageOf },
                          description: `The next page joins the list ${cite}`,
                        },
                        onError: {
                          target: 'moreFailed',
                          actions: loadFailure(options.load, 'MORE.RETRY'),
                          description: 'The next page fails: the shared error dialog, with Retry; the list stays (§8)',
                        },
                      },
                    },
                    moreFailed: {
                      description: 'The next page failed; the list stays (§8)',
                      on: {
                        'MORE.RETRY': { target: 'loadingMore', description: 'Retry from the error dialog: read the next page again (§8)' },
                        MORE: { target: 'loadingMore', description: `The person asks for more again ${cite}` },
                      },
                    },
                  },
                }),
          },
          ...(readsAgain
            ? {
                refreshing: {
                  description: `Reads again what shows; it stays on screen meanwhile ${cite}`,
                  invoke: {
                    id: 'loadPage',
                    src: 'loadPage',
                    // Every item shown, in one read, as far as the contract lets one read go: past it, the rest
                    // comes back with "show more".
                    input: ({ context }) =>
                      pageRequest(context, 0, Math.min(LIST_TAKE_MAX, Math.max(options.pageSize, context.items.length))),
                    onDone: [
                      {
                        guard: { type: 'isEmptyPage', params: pageOf },
                        target: 'empty',
                        actions: { type: 'assignPage', params: pageOf },
                        description: `Nothing left to show ${cite}`,
                      },
                      {
                        target: 'loaded',
                        actions: { type: 'assignPage', params: pageOf },
                        description: `The list shows what was read ${cite}`,
                      },
                    ],
                    onError: [
                      {
                        guard: 'hasItems',
                        target: 'loaded',
                        actions: { type: 'logRefreshFailed', params: ({ event }) => ({ error: event.error }) },
                        description: `The read fails: the list stays as it was, the failure logged ${cite}`,
                      },
                      {
                        target: 'empty',
                        actions: { type: 'logRefreshFailed', params: ({ event }) => ({ error: event.error }) },
                        description: `The read fails: still nothing to show, the failure logged ${cite}`,
                      },
                    ],
                  },
                },
              }
            : {}),
        },
      },
      ...(searches
        ? {
            search: {
              description: `What the person types in the search field, read once the typing rests for ${inWords(SEARCH_DEBOUNCE_MS)} ${searchCite}`,
              initial: 'idle',
              on: {
                'ROUTE.CHANGED': {
                  guard: { type: 'isOtherView', params: ({ event }) => ({ route: event.route }) },
                  target: '.idle',
                  actions: { type: 'assignTyped', params: ({ event }) => ({ text: searchOf(event.route) }) },
                  description: `Another tab, or another search in the URL: the field shows the URL’s search, nothing waits ${searchCite}`,
                },
              },
              states: {
                idle: {
                  description: `The list is read with what the field shows ${searchCite}`,
                  on: {
                    'SEARCH.TYPED': {
                      target: 'debouncing',
                      actions: { type: 'assignTyped', params: ({ event }) => ({ text: event.text }) },
                      description: `The person types: the field shows it, the wait starts ${searchCite}`,
                    },
                  },
                },
                debouncing: {
                  description: `The person is typing; the list is read once the typing rests ${searchCite}`,
                  after: {
                    searchDebounce: [
                      {
                        guard: 'isNewSearch',
                        target: 'idle',
                        actions: [
                          'applySearch',
                          { type: 'showSearch', params: ({ context }) => ({ route: context.route }) },
                          'announceSearch',
                        ],
                        description: `The typing rests on a new search: it goes into the URL and the list is read ${searchCite}`,
                      },
                      { target: 'idle', description: `The typing rests on the search already read: nothing to read ${searchCite}` },
                    ],
                  },
                  on: {
                    // Re-entered: the wait starts again (only this state: the screen's other regions stay).
                    'SEARCH.TYPED': {
                      target: 'debouncing',
                      reenter: true,
                      actions: { type: 'assignTyped', params: ({ event }) => ({ text: event.text }) },
                      description: `The person types on: the field shows it, the wait starts again ${searchCite}`,
                    },
                    'SEARCH.SUBMIT': [
                      {
                        guard: 'isNewSearch',
                        target: 'idle',
                        actions: [
                          'applySearch',
                          { type: 'showSearch', params: ({ context }) => ({ route: context.route }) },
                          'announceSearch',
                        ],
                        description: `Enter: the search at once, into the URL, and the list is read ${searchCite}`,
                      },
                      { target: 'idle', description: `Enter on the search already read: nothing to read ${searchCite}` },
                    ],
                  },
                },
              },
            },
          }
        : {}),
      action: actionRegion({ specs, dataShown: 'hasRead', contract: options.contract }),
    },
  });
}

export type ListMachine = ReturnType<typeof createListMachine>;
