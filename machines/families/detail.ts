// The detail family (docs/screens/README.md "Detail"): one item read by the id in the URL, with the
// actions it offers. Each detail screen configures it; nothing of it is copied.
//
//   data:   loading ─→ shown ─push of its category, or an action's reload→ refreshing ─→ shown
//              ├404→ notFound    ├403→ forbidden    └other error→ loadFailed ─LOAD.RETRY→ loading
//           any ─ROUTE.CHANGED to another id→ loading
//           any ─AGENCY_FOLDERS.CHANGED to another selection→ loading (a detail that follows the folders)
//   action: the action family (action.ts), on the item shown
import { assign, sendParent, setup } from 'xstate';
import { errorStatus } from '../domain/errors';
import { failureRaisedBy, type FailureParams } from '../domain/failures';
import type { AppNotification } from '../domain/types';
import { placeholderAction, placeholderActor } from '../placeholders';
import { actionActors, actionFeatures, actionSetup, actionRegion, type ActionContext, type ActionEvent, type ActionSpecs } from './action';
import {
  familyCitation,
  isSameView,
  isSameSelection,
  SCREEN_ACTOR_ID,
  type ScreenHostEvent,
  type ScreenInput,
  type ScreenItem,
  type ScreenRoute,
} from './screen';

export interface DetailOptions {
  /** The screen's id: the machine's id, its chart, its texts. */
  id: string;
  /** The screen contract its descriptions cite: `docs/screens/<id>.md`. */
  contract: string;
  /** What the screen is for, in a product owner's words. */
  description: string;
  /** The contract call that reads the item (the route's parameters fill its path); the error dialog names it. */
  load: string;
  /** Categories of pushed notifications that make the item read again. */
  refreshOn?: readonly string[];
  /** The screen has one view (no route parameters): a move inside it never reads again. */
  oneView?: boolean;
  /** What it shows is what the header's agency-folder selection covers (spec section 5): its reads carry it. */
  followsAgencyFolders?: boolean;
  actions?: ActionSpecs;
}

export interface DetailContext extends ActionContext {
  item: ScreenItem | null;
  /** The agency-folder selection the reads carry (a detail that follows it; else always empty). */
  folders: readonly string[];
}

/** What a read carries: the route, and the agency-folder selection of a detail that follows it. */
export type DetailRead = ScreenRoute & { folders?: readonly string[] };

export type DetailEvent = ScreenHostEvent | ActionEvent | { type: 'LOAD.RETRY' };

/** HTTP statuses the detail tells apart from a failure (docs/screens/README.md › Detail). */
const NOT_FOUND = 404;
const FORBIDDEN = 403;

export function createDetailMachine(options: DetailOptions) {
  const specs = options.actions ?? {};
  // Only what the screen uses is in its chart: a push refreshes it if it names categories, an
  // action's reload if one of its actions asks for it.
  const refreshes = (options.refreshOn ?? []).length > 0;
  const reloads = actionFeatures(specs).reload;
  const readsAgain = refreshes || reloads;
  // Typed with its name; there only on a screen that reads again (the model gate asks each action to run).
  const refreshActions = (readsAgain ? { logRefreshFailed: placeholderAction<{ error: unknown }>('logRefreshFailed') } : {}) as {
    logRefreshFailed: ReturnType<typeof placeholderAction<{ error: unknown }>>;
  };
  // The item is forgotten when another one is opened or it is gone on a refresh: a screen of one view
  // that never reads again has neither, so the action is not in its chart.
  const follows = options.followsAgencyFolders === true;
  const forgets = !options.oneView || readsAgain || follows;
  const readOf = (context: DetailContext): DetailRead => (follows ? { ...context.route, folders: context.folders } : context.route);
  // Typed with their names; there only on a detail that follows the agency folders.
  const folderActions = (
    follows ? { assignFolders: assign({ folders: (_, params: { ids: readonly string[] }) => [...params.ids] }) } : {}
  ) as {
    assignFolders: ReturnType<typeof assign<DetailContext, DetailEvent, { ids: readonly string[] }, DetailEvent, never>>;
  };
  const folderGuards = (
    follows
      ? {
          isOtherSelection: ({ context }: { context: DetailContext }, params: { ids: readonly string[] }) =>
            !isSameSelection(context.folders, params.ids),
        }
      : {}
  ) as { isOtherSelection: (args: { context: DetailContext }, params: { ids: readonly string[] }) => boolean };
  const forgetActions = (forgets ? { forgetItem: assign({ item: null }) } : {}) as {
    forgetItem: ReturnType<typeof assign<DetailContext, DetailEvent, undefined, DetailEvent, never>>;
  };
  const cite = familyCitation(options.contract, 'Detail');
  const itemOf = ({ event }: { event: { output: ScreenItem } }) => ({ item: event.output });
  const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
  const { actions: actionActions, guards: actionGuards } = actionSetup<DetailContext>(specs, {
    find: (context, id) => (context.item?.id === id ? context.item : undefined),
    store: (context, item) => (context.item === null || context.item.id === item.id ? { item } : {}),
    remove: () => ({}),
  });

  return setup({
    types: {
      context: {} as DetailContext,
      events: {} as DetailEvent,
      input: {} as ScreenInput,
    },
    actors: {
      /** Reads the item the route names (the call `options.load`). */
      loadItem: placeholderActor<ScreenItem, DetailRead>('loadItem'),
      ...actionActors(specs),
    },
    actions: {
      ...actionActions,
      assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
      assignItem: assign({ item: (_, params: { item: ScreenItem }) => params.item }),
      ...forgetActions,
      ...folderActions,
      /** A refresh that fails keeps what shows; the failure is logged, not shown (docs/screens/README.md). */
      ...refreshActions,
      raiseFailure: sendParent(failureRaisedBy<string, FailureParams['retry']>(SCREEN_ACTOR_ID)),
    },
    guards: {
      ...actionGuards,
      isOtherView: ({ context }, params: { route: ScreenRoute }) => !isSameView(context.route, params.route),
      isNotFound: (_, params: { error: unknown }) => errorStatus(params.error) === NOT_FOUND,
      isForbidden: (_, params: { error: unknown }) => errorStatus(params.error) === FORBIDDEN,
      refreshesOn: (_, params: { notification: AppNotification }) => (options.refreshOn ?? []).includes(params.notification.category),
      hasRead: ({ context }) => context.item !== null,
      ...folderGuards,
    },
  }).createMachine({
    id: options.id,
    description: `${options.description} ${cite}`,
    context: ({ input }) => ({
      route: input.route,
      roles: input.user?.roles ?? [],
      item: null,
      folders: follows ? [...(input.agencyFolders ?? [])] : [],
      action: null,
      outcome: null,
    }),
    type: 'parallel',
    states: {
      data: {
        description: `The item the URL names ${cite}`,
        initial: 'loading',
        on: {
          'ROUTE.CHANGED': [
            ...(options.oneView
              ? []
              : [
                  {
                    guard: {
                      type: 'isOtherView' as const,
                      params: ({ event }: { event: { route: ScreenRoute } }) => ({ route: event.route }),
                    },
                    target: '.loading',
                    actions: [
                      { type: 'assignRoute' as const, params: ({ event }: { event: { route: ScreenRoute } }) => ({ route: event.route }) },
                      'forgetItem' as const,
                    ],
                    description: `The person opens another item: it is read ${cite}`,
                  },
                ]),
            {
              actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
              description: `The same item under another spelling of its URL: nothing to read ${cite}`,
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
                  actions: [
                    { type: 'assignFolders' as const, params: ({ event }: { event: { ids: readonly string[] } }) => ({ ids: event.ids }) },
                    'forgetItem' as const,
                  ],
                  description: `The agency-folder selection changes: what the new one covers is read (§5, ${cite.slice(1, -1)})`,
                },
              }
            : {}),
        },
        states: {
          loading: {
            description: `Reads the item ${cite}`,
            invoke: {
              id: 'loadItem',
              src: 'loadItem',
              input: ({ context }) => readOf(context),
              onDone: { target: 'shown', actions: { type: 'assignItem', params: itemOf }, description: `The item shows ${cite}` },
              onError: [
                { guard: { type: 'isNotFound', params: errorOf }, target: 'notFound', description: `No such item (404) ${cite}` },
                {
                  guard: { type: 'isForbidden', params: errorOf },
                  target: 'forbidden',
                  description: `Not this person’s to see (403) ${cite}`,
                },
                {
                  target: 'loadFailed',
                  actions: {
                    type: 'raiseFailure',
                    params: ({ event }) => ({ call: options.load, error: event.error, retry: { type: 'LOAD.RETRY' } }),
                  },
                  description: 'The read fails: the shared error dialog, with Retry (§8)',
                },
              ],
            },
          },
          loadFailed: {
            description: 'Waits for the error dialog’s Retry (§8)',
            on: { 'LOAD.RETRY': { target: 'loading', description: 'Retry: read the item again (§8)' } },
          },
          notFound: { description: `The item does not exist, or no longer: a way back to the list ${cite}` },
          forbidden: { description: `The item is not this person’s to see: a way back to the list ${cite}` },
          shown: {
            description: `The item and what can be done with it ${cite}`,
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
          ...(readsAgain
            ? {
                refreshing: {
                  description: `Reads the item again; it stays on screen meanwhile ${cite}`,
                  invoke: {
                    id: 'loadItem',
                    src: 'loadItem',
                    input: ({ context }) => readOf(context),
                    onDone: {
                      target: 'shown',
                      actions: { type: 'assignItem', params: itemOf },
                      description: `The item shows as read ${cite}`,
                    },
                    onError: [
                      {
                        guard: { type: 'isNotFound', params: errorOf },
                        target: 'notFound',
                        actions: 'forgetItem',
                        description: `The item is gone (404) ${cite}`,
                      },
                      {
                        target: 'shown',
                        actions: { type: 'logRefreshFailed', params: errorOf },
                        description: `The read fails: the item stays as it was, the failure logged ${cite}`,
                      },
                    ],
                  },
                },
              }
            : {}),
        },
      },
      action: actionRegion({ specs, dataShown: 'hasRead', contract: options.contract }),
    },
  });
}

export type DetailMachine = ReturnType<typeof createDetailMachine>;
