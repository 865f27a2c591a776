// The notification popup behind the bell (spec section 4 "Popup", section 9; decisions.md calls).
// Invoked by the app machine for non-internal users (child id `popup`).
//
// - closed / open. OPEN (the bell) loads the first page again; CLOSE (the bell, Escape, a press
//   outside, an entry chosen) closes it. Focus going back to the bell is the view's.
// - The list shows 10 notifications first, then 10 more per LOAD_MORE while the server has more.
// - A pushed notification (not an important one: those go to the banner) joins the top of the open
//   list; a closed popup keeps no list (opening reads the first page again).
// - CLEAR marks the shown notifications processed (`POST /v1/notifications/popup/processed`), tells
//   the app (the bell counts again) and reloads the first page; a failure raises the shared error
//   dialog, whose Retry (CLEAR.RETRY) repeats the call with the same ids.
// - OPEN_NOTIFICATION: the entry's type decides. A type that skips processing redirects at once;
//   otherwise the notification is marked processed first (failure → the error dialog, Retry =
//   MARK_PROCESSED.RETRY), the app is told, then it redirects. The popup closes.
// - A failed page load shows a message with a retry button in the popup (not in the spec's error
//   catalogue: the popup alone is affected).
import { placeholderAction, placeholderActor } from '../placeholders';
import { assign, sendParent, setup } from 'xstate';
import { POPUP_PAGE_SIZE } from '../domain/constants';
import { failureRaisedBy, type RaisedFailure } from '../domain/failures';
import { isImportantNotification, notificationRedirect, skipsProcessing, type NotificationRedirect } from '../domain/notificationRedirect';
import type { AppNotification, Paged } from '../domain/types';
import { markingProcessedState, markingTransition } from '../shared/markProcessed';

export interface PopupContext {
  items: AppNotification[];
  /** Unprocessed popup notifications on the server. */
  total: number;
  /** The notification being opened (marked processed, then redirected to). */
  opening: AppNotification | null;
  /** Ids sent by the last clear, for its retry. */
  clearing: string[];
}

/** The events the shared error dialog sends back on Retry: each repeats one call. */
export type PopupRetryEvent = { type: 'CLEAR.RETRY'; ids: string[] } | { type: 'MARK_PROCESSED.RETRY'; notification: AppNotification };

export type PopupEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY_LOAD' }
  | { type: 'CLEAR' }
  | { type: 'OPEN_NOTIFICATION'; notification: AppNotification }
  | PopupRetryEvent
  | { type: 'NOTIFICATION.RECEIVED'; notification: AppNotification };

export type PopupParentEvent =
  | { type: 'FAILURE.RAISED'; failure: RaisedFailure }
  | { type: 'NOTIFICATION.REDIRECT'; redirect: NotificationRedirect }
  | { type: 'NOTIFICATIONS.PROCESSED' };

export const POPUP_SOURCE = 'popup';

export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
  },
  actors: {
    /** `GET /v1/notifications/popup?skip=N&take=10`. */
    loadPopupPage: placeholderActor<Paged<AppNotification>, { skip: number; take: number }>('loadPopupPage'),
    /** `POST /v1/notifications/popup/processed` `{ids}`. */
    markPopupProcessed: placeholderActor<void, { ids: string[] }>('markPopupProcessed'),
    /** `PATCH /v1/notifications/{id}/processed`. */
    markProcessed: placeholderActor<void, { id: string }>('markProcessed'),
  },
  actions: {
    assignFirstPage: assign((_, params: { page: Paged<AppNotification> }) => ({ items: params.page.items, total: params.page.total })),
    appendPage: assign(({ context }, params: { page: Paged<AppNotification> }) => ({
      items: [...context.items, ...params.page.items.filter((item) => !context.items.some((shown) => shown.id === item.id))],
      total: params.page.total,
    })),
    addPushed: assign(({ context }, params: { notification: AppNotification }) => ({
      items: [params.notification, ...context.items],
      total: context.total + 1,
    })),
    assignOpening: assign({ opening: (_, params: { notification: AppNotification }) => params.notification }),
    forgetOpening: assign({ opening: null }),
    forgetList: assign({ items: [], total: 0 }),
    assignClearing: assign({ clearing: (_, params: { ids: string[] }) => params.ids }),
    forgetClearing: assign({ clearing: [] }),
    raiseFailure: sendParent(failureRaisedBy<'clearPopup' | 'markProcessed', PopupRetryEvent>(POPUP_SOURCE)),
    requestRedirect: sendParent((_, params: { redirect: NotificationRedirect }) => ({
      type: 'NOTIFICATION.REDIRECT' as const,
      redirect: params.redirect,
    })),
    announceProcessed: sendParent({ type: 'NOTIFICATIONS.PROCESSED' }),
    /** A failed "load more" keeps the list shown; the reason goes to the log. */
    logLoadFailure: placeholderAction<{ error: unknown }>('logLoadFailure'),
  },
  guards: {
    hasMore: ({ context }) => context.items.length < context.total,
    hasItems: ({ context }) => context.items.length > 0,
    isShownInPopup: ({ context }, params: { notification: AppNotification }) =>
      !isImportantNotification(params.notification) && !context.items.some((item) => item.id === params.notification.id),
    skipsProcessing: (_, params: { notification: AppNotification }) => skipsProcessing(params.notification),
    hasRedirect: (_, params: { notification: AppNotification }) => notificationRedirect(params.notification) !== null,
  },
}).createMachine({
  id: 'popup',
  description: `The notification popup behind the bell: ${POPUP_PAGE_SIZE} at first, ${POPUP_PAGE_SIZE} more on demand, clear, open one (§4 Popup, §9)`,
  context: { items: [], total: 0, opening: null, clearing: [] },
  initial: 'closed',
  on: {
    // The dialog's Retry can come after the popup closed: the call is repeated all the same.
    'MARK_PROCESSED.RETRY': markingTransition({
      target: '.opening',
      assign: 'assignOpening',
      description: 'Retry from the error dialog: mark the chosen notification again, open or closed (§8)',
    }),
    'CLEAR.RETRY': {
      target: '.open.clearing',
      actions: { type: 'assignClearing', params: ({ event }) => ({ ids: event.ids }) },
      description: 'Retry from the error dialog: clear the same notifications again (§8)',
    },
  },
  states: {
    closed: {
      description: 'The popup is closed; it keeps no list (§4 Popup)',
      // Opening reads the first page again: nothing of the last list is kept.
      entry: 'forgetList',
      on: { OPEN: { target: 'open', description: 'The user clicks the bell: the popup opens (§4 Popup, §6)' } },
    },
    open: {
      description: 'The popup is open (§4 Popup)',
      initial: 'loading',
      on: {
        CLOSE: { target: 'closed', description: 'Escape, a click outside or the bell: the popup closes (§4 Popup)' },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isShownInPopup', params: ({ event }) => ({ notification: event.notification }) },
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
          description: 'A pushed notification (not an important one) joins the top of the list (decisions.md › Notifications)',
        },
      },
      states: {
        loading: {
          description: `Loads the first ${POPUP_PAGE_SIZE} notifications (§4 Popup, §9)`,
          invoke: {
            id: 'loadFirstPage',
            src: 'loadPopupPage',
            input: { skip: 0, take: POPUP_PAGE_SIZE },
            onDone: {
              target: 'ready',
              actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
              description: 'The first page arrives (§4 Popup)',
            },
            onError: {
              target: 'failed',
              actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The first page fails to load (decisions.md › Notifications)',
            },
          },
        },
        failed: {
          description: 'A message with its own retry button in the popup (decisions.md › Notifications)',
          on: {
            RETRY_LOAD: { target: 'loading', description: 'The user retries: load the first page again (decisions.md › Notifications)' },
          },
        },
        ready: {
          description: 'The list, with “load more” while the server has more (§4 Popup, §9)',
          on: {
            LOAD_MORE: {
              guard: 'hasMore',
              target: 'loadingMore',
              description: `“Load more”, while the server has more: ${POPUP_PAGE_SIZE} more (§9)`,
            },
            CLEAR: {
              guard: 'hasItems',
              target: 'clearing',
              actions: { type: 'assignClearing', params: ({ context }) => ({ ids: context.items.map((item) => item.id) }) },
              description: 'The user clears a list that has entries (§4 Popup)',
            },
            OPEN_NOTIFICATION: [
              {
                guard: { type: 'skipsProcessing', params: ({ event }) => ({ notification: event.notification }) },
                target: '#popup.closed',
                actions: { type: 'requestRedirect', params: ({ event }) => ({ redirect: notificationRedirect(event.notification)! }) },
                description: 'The user opens an entry whose type skips processing: redirect at once (§3 Notification)',
              },
              markingTransition({
                target: '#popup.opening',
                assign: 'assignOpening',
                description: 'The user opens an entry: the popup closes and marks it processed (decisions.md › Notifications)',
              }),
            ],
          },
        },
        loadingMore: {
          description: `Loads the next ${POPUP_PAGE_SIZE} notifications (§4 Popup, §9)`,
          invoke: {
            id: 'loadNextPage',
            src: 'loadPopupPage',
            input: ({ context }) => ({ skip: context.items.length, take: POPUP_PAGE_SIZE }),
            onDone: {
              target: 'ready',
              actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
              description: 'The next page joins the list (§9)',
            },
            onError: {
              target: 'ready',
              actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
              description: '“Load more” fails: the list stays, the failure is logged (decisions.md › Notifications)',
            },
          },
        },
        clearing: {
          description: 'Marks the shown notifications processed (§4 Popup, §7)',
          invoke: {
            id: 'markPopupProcessed',
            src: 'markPopupProcessed',
            input: ({ context }) => ({ ids: context.clearing }),
            onDone: {
              target: 'loading',
              actions: ['announceProcessed', 'forgetClearing', 'forgetList'],
              description: 'Cleared: the bell counts again and the first page is read again (§4 Popup, decisions.md › Notifications)',
            },
            onError: {
              target: 'ready',
              // The retry event carries the ids: nothing else to keep.
              actions: [
                {
                  type: 'raiseFailure',
                  params: ({ context, event }) => ({
                    call: 'clearPopup',
                    error: event.error,
                    retry: { type: 'CLEAR.RETRY', ids: context.clearing },
                  }),
                },
                'forgetClearing',
              ],
              description: 'Clearing failed: the shared error dialog, with Retry (§8)',
            },
          },
        },
      },
    },
    /** The chosen entry is being marked processed; the popup is closed meanwhile. */
    opening: {
      entry: 'forgetList',
      ...markingProcessedState({
        notification: (context: PopupContext) => context.opening!,
        settled: 'closed',
        afterMarked: 'forgetOpening',
        afterFailed: 'forgetOpening',
        descriptions: {
          state: 'The popup is closed while the chosen entry is marked processed (§4 Toaster, decisions.md › Notifications)',
          redirected: 'Marked: the bell counts again and the portal goes to its type’s route (§3 Notification)',
          marked: 'Marked; its type leads nowhere: the bell counts again (decisions.md › Notifications)',
          failed: 'Marking failed: the shared error dialog, with Retry (§8)',
        },
      }),
    },
  },
});
