// The full notification list of `/my-profile/my-notifications` (spec section 2: "full
// notification list, reached from the popup's show-all link"). Invoked by the app machine while
// that route is shown (child id `notificationList`).
//
// - Pages of NOTIFICATION_LIST_PAGE_SIZE from `GET /v1/notifications?skip=N&take=M`, newest first;
//   loading, empty and failed (message + retry) states; previous / next page.
// - OPEN_NOTIFICATION: a processed entry, or a type that skips processing, leads where its type
//   says at once; an unprocessed one is marked processed first (failure → the shared error dialog,
//   Retry = MARK_PROCESSED.RETRY), the app is told (the bell counts again), then it redirects.
import { SCREEN_ACTOR_ID } from '../families/screen';
import { placeholderActor } from '../placeholders';
import { assign, sendParent, setup } from 'xstate';
import { NOTIFICATION_LIST_PAGE_SIZE } from '../domain/constants';
import { failureRaisedBy, type RaisedFailure } from '../domain/failures';
import { notificationRedirect, skipsProcessing, type NotificationRedirect } from '../domain/notificationRedirect';
import type { AppNotification, Paged } from '../domain/types';
import { markingProcessedState, markingTransition } from '../shared/markProcessed';

export interface NotificationListContext {
  /** Zero-based page shown (or being loaded). */
  page: number;
  items: AppNotification[];
  total: number;
  opening: AppNotification | null;
}

export type NotificationListEvent =
  | { type: 'NEXT_PAGE' }
  | { type: 'PREVIOUS_PAGE' }
  | { type: 'RETRY' }
  | { type: 'OPEN_NOTIFICATION'; notification: AppNotification }
  | { type: 'MARK_PROCESSED.RETRY'; notification: AppNotification };

export type NotificationListParentEvent =
  | { type: 'FAILURE.RAISED'; failure: RaisedFailure }
  | { type: 'NOTIFICATION.REDIRECT'; redirect: NotificationRedirect }
  | { type: 'NOTIFICATIONS.PROCESSED' };

/** The failures of this screen name the screen's child, which hears their Retry. */
export const NOTIFICATION_LIST_SOURCE = SCREEN_ACTOR_ID;

export function pageCount(context: Pick<NotificationListContext, 'total'>): number {
  return Math.max(1, Math.ceil(context.total / NOTIFICATION_LIST_PAGE_SIZE));
}

export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    events: {} as NotificationListEvent,
  },
  actors: {
    /** `GET /v1/notifications?skip=N&take=M`. */
    loadNotificationPage: placeholderActor<Paged<AppNotification>, { skip: number; take: number }>('loadNotificationPage'),
    /** `PATCH /v1/notifications/{id}/processed`. */
    markProcessed: placeholderActor<void, { id: string }>('markProcessed'),
  },
  actions: {
    assignPage: assign((_, params: { page: Paged<AppNotification> }) => ({ items: params.page.items, total: params.page.total })),
    goToNextPage: assign({ page: ({ context }) => context.page + 1 }),
    goToPreviousPage: assign({ page: ({ context }) => Math.max(0, context.page - 1) }),
    assignOpening: assign({ opening: (_, params: { notification: AppNotification }) => params.notification }),
    markOpenedProcessed: assign({
      items: ({ context }) => context.items.map((item) => (item.id === context.opening?.id ? { ...item, processed: true } : item)),
      opening: null,
    }),
    forgetOpening: assign({ opening: null }),
    raiseFailure: sendParent(
      failureRaisedBy<'markProcessed', { type: 'MARK_PROCESSED.RETRY'; notification: AppNotification }>(NOTIFICATION_LIST_SOURCE),
    ),
    requestRedirect: sendParent((_, params: { redirect: NotificationRedirect }) => ({
      type: 'NOTIFICATION.REDIRECT' as const,
      redirect: params.redirect,
    })),
    announceProcessed: sendParent({ type: 'NOTIFICATIONS.PROCESSED' }),
  },
  guards: {
    hasItems: (_, params: { page: Paged<AppNotification> }) => params.page.items.length > 0,
    hasNextPage: ({ context }) => context.page + 1 < pageCount(context),
    hasPreviousPage: ({ context }) => context.page > 0,
    opensAtOnce: (_, params: { notification: AppNotification }) =>
      params.notification.processed === true || skipsProcessing(params.notification),
    hasRedirect: (_, params: { notification: AppNotification }) => notificationRedirect(params.notification) !== null,
  },
}).createMachine({
  id: 'notificationList',
  description: `The full notification list, reached from the popup’s show-all link: pages of ${NOTIFICATION_LIST_PAGE_SIZE}, open one (§2 Authorised layout)`,
  context: { page: 0, items: [], total: 0, opening: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads a page of notifications, newest first (decisions.md › Notifications)',
      invoke: {
        id: 'loadNotificationPage',
        src: 'loadNotificationPage',
        input: ({ context }) => ({ skip: context.page * NOTIFICATION_LIST_PAGE_SIZE, take: NOTIFICATION_LIST_PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'hasItems', params: ({ event }) => ({ page: event.output }) },
            target: 'ready',
            actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
            description: 'The page has notifications (§2 Authorised layout)',
          },
          {
            target: 'empty',
            actions: { type: 'assignPage', params: ({ event }) => ({ page: event.output }) },
            description: 'The page is empty (decisions.md › Notifications)',
          },
        ],
        onError: { target: 'failed', description: 'The page fails to load (decisions.md › Notifications)' },
      },
    },
    /** No notification at all (or a page past the end: it offers the first page again). */
    empty: {
      description: 'No notification; past the end, a way back (decisions.md › Notifications)',
      on: {
        PREVIOUS_PAGE: {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: 'goToPreviousPage',
          description: 'The user goes back a page (decisions.md › Notifications)',
        },
      },
    },
    failed: {
      description: 'A message with a retry button (decisions.md › Notifications)',
      on: { RETRY: { target: 'loading', description: 'The user retries: load the page again (decisions.md › Notifications)' } },
    },
    ready: {
      description: 'A page of notifications, processed ones told apart (§2 Authorised layout, decisions.md › Notifications)',
      on: {
        NEXT_PAGE: {
          guard: 'hasNextPage',
          target: 'loading',
          actions: 'goToNextPage',
          description: 'The user goes to the next page (decisions.md › Notifications)',
        },
        PREVIOUS_PAGE: {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: 'goToPreviousPage',
          description: 'The user goes back a page (decisions.md › Notifications)',
        },
        OPEN_NOTIFICATION: [
          {
            guard: { type: 'opensAtOnce', params: ({ event }) => ({ notification: event.notification }) },
            actions: { type: 'requestRedirect', params: ({ event }) => ({ redirect: notificationRedirect(event.notification)! }) },
            description: 'The user opens a processed entry, or a type that skips processing: redirect at once (§3 Notification)',
          },
          markingTransition({
            target: 'opening',
            assign: 'assignOpening',
            description: 'The user opens an unprocessed entry: mark it processed first (decisions.md › Notifications)',
          }),
        ],
        'MARK_PROCESSED.RETRY': markingTransition({
          target: 'opening',
          assign: 'assignOpening',
          description: 'Retry from the error dialog: mark it again (§8)',
        }),
      },
    },
    opening: markingProcessedState({
      notification: (context: NotificationListContext) => context.opening!,
      settled: 'ready',
      afterMarked: 'markOpenedProcessed',
      afterFailed: 'forgetOpening',
      descriptions: {
        state: 'Marks the opened entry processed (§7, decisions.md › Notifications)',
        redirected: 'Marked: the bell counts again and the portal goes to its type’s route (§3 Notification)',
        marked: 'Marked; its type leads nowhere: shown as processed (decisions.md › Notifications)',
        failed: 'Marking failed: the shared error dialog, with Retry (§8)',
      },
    }),
  },
});
