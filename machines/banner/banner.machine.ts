// The important-notification banner (spec section 4 "Banner", sections 6 and 9). Invoked by the app
// machine for non-internal users (child id `banner`); the rule is written here too, so a banner
// started for an internal user fetches nothing.
//
// - The important notifications load on entry; a failure raises the shared error dialog, whose
//   Retry (LOAD.RETRY) loads them again.
// - Shown while important notifications remain, with the text of the first one's type. Ids pushed as
//   processed (IMPORTANT.PROCESSED) are removed; when none remain the banner fades out (800 ms).
// - CLOSE fades it out too; it stays hidden until a new important notification is pushed.
// - A pushed important notification (NOTIFICATION.RECEIVED) goes first and shows the banner.
// - OPEN (its button) leads where the first notification's type says.
import { placeholderActor } from '../placeholders';
import { assign, sendParent, setup } from 'xstate';
import { BANNER_FADE_MS } from '../domain/constants';
import { failureRaisedBy, type RaisedFailure } from '../domain/failures';
import { isImportantNotification, notificationRedirect, type NotificationRedirect } from '../domain/notificationRedirect';
import type { AppNotification, UserType } from '../domain/types';

export interface BannerInput {
  userType: UserType;
}

export interface BannerContext {
  userType: UserType;
  /** Unprocessed important notifications, the one shown first. */
  notifications: AppNotification[];
}

export type BannerEvent =
  | { type: 'IMPORTANT.PROCESSED'; ids: string[] }
  | { type: 'NOTIFICATION.RECEIVED'; notification: AppNotification }
  | { type: 'CLOSE' }
  | { type: 'OPEN' }
  | { type: 'LOAD.RETRY' };

export type BannerParentEvent =
  { type: 'FAILURE.RAISED'; failure: RaisedFailure } | { type: 'NOTIFICATION.REDIRECT'; redirect: NotificationRedirect };

export const BANNER_SOURCE = 'banner';

export const bannerMachine = setup({
  types: {
    context: {} as BannerContext,
    events: {} as BannerEvent,
    input: {} as BannerInput,
  },
  actors: {
    /** `GET /v1/notifications/important`. */
    loadImportantNotifications: placeholderActor<AppNotification[]>('loadImportantNotifications'),
  },
  actions: {
    assignNotifications: assign({
      notifications: (_, params: { notifications: AppNotification[] }) => params.notifications.filter(isImportantNotification),
    }),
    removeProcessed: assign({
      notifications: ({ context }, params: { ids: string[] }) => context.notifications.filter((n) => !params.ids.includes(n.id)),
    }),
    addPushed: assign({
      notifications: ({ context }, params: { notification: AppNotification }) => [
        params.notification,
        ...context.notifications.filter((n) => n.id !== params.notification.id),
      ],
    }),
    raiseFailure: sendParent(failureRaisedBy<'loadImportantNotifications', { type: 'LOAD.RETRY' }>(BANNER_SOURCE)),
    requestRedirect: sendParent((_, params: { redirect: NotificationRedirect }) => ({
      type: 'NOTIFICATION.REDIRECT' as const,
      redirect: params.redirect,
    })),
  },
  guards: {
    isInternalUser: ({ context }) => context.userType === 'internalUser',
    hasNotifications: ({ context }) => context.notifications.length > 0,
    isImportant: (_, params: { notification: AppNotification }) => isImportantNotification(params.notification),
    hasRedirect: ({ context }) => context.notifications.length > 0 && notificationRedirect(context.notifications[0]) !== null,
  },
  delays: {
    bannerFade: BANNER_FADE_MS,
  },
}).createMachine({
  id: 'banner',
  context: ({ input }) => ({ userType: input.userType, notifications: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isInternalUser', target: 'inactive' }, { target: 'loading' }],
    },
    /** Internal users: no banner fetch (spec section 6). */
    inactive: {},
    loading: {
      invoke: {
        id: 'loadImportantNotifications',
        src: 'loadImportantNotifications',
        onDone: { target: 'settling', actions: { type: 'assignNotifications', params: ({ event }) => ({ notifications: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'raiseFailure',
            params: ({ event }) => ({ call: 'loadImportantNotifications', error: event.error, retry: { type: 'LOAD.RETRY' } }),
          },
        },
      },
    },
    /** Waiting for the error dialog's Retry. */
    failed: {
      on: { 'LOAD.RETRY': { target: 'loading' } },
    },
    settling: {
      always: [{ guard: 'hasNotifications', target: 'shown' }, { target: 'hidden' }],
    },
    shown: {
      on: {
        'IMPORTANT.PROCESSED': {
          target: 'settlingShown',
          actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) },
        },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
        },
        CLOSE: { target: 'fadingOut' },
        OPEN: {
          guard: 'hasRedirect',
          actions: { type: 'requestRedirect', params: ({ context }) => ({ redirect: notificationRedirect(context.notifications[0])! }) },
        },
      },
    },
    settlingShown: {
      always: [{ guard: 'hasNotifications', target: 'shown' }, { target: 'fadingOut' }],
    },
    /** The 800 ms fade; a pushed important notification brings it back. */
    fadingOut: {
      after: { bannerFade: { target: 'hidden' } },
      on: {
        'IMPORTANT.PROCESSED': { actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) } },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          target: 'shown',
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
        },
      },
    },
    hidden: {
      on: {
        'IMPORTANT.PROCESSED': { actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) } },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          target: 'shown',
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
        },
      },
    },
  },
});
