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
import { inWords } from '../domain/figures';

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
  description: `The important-notification banner: the first one’s text, removed when processed, closable, ${inWords(BANNER_FADE_MS)} fade (§4 Banner, §6, §9)`,
  context: ({ input }) => ({ userType: input.userType, notifications: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Decides by user type whether there is a banner (§6)',
      always: [
        { guard: 'isInternalUser', target: 'inactive', description: 'An internal user: no banner fetch (§6)' },
        { target: 'loading', description: 'Any other user: load the important notifications (§4 Banner)' },
      ],
    },
    /** Internal users: no banner fetch (spec section 6). */
    inactive: { description: 'No banner for an internal user (§6)' },
    loading: {
      description: 'Loads the important notifications (§4 Banner, §7)',
      invoke: {
        id: 'loadImportantNotifications',
        src: 'loadImportantNotifications',
        onDone: {
          target: 'settling',
          actions: { type: 'assignNotifications', params: ({ event }) => ({ notifications: event.output }) },
          description: 'The important notifications arrive (§4 Banner)',
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'raiseFailure',
            params: ({ event }) => ({ call: 'loadImportantNotifications', error: event.error, retry: { type: 'LOAD.RETRY' } }),
          },
          description: 'Loading them failed: the shared error dialog, with Retry (§8)',
        },
      },
    },
    /** Waiting for the error dialog's Retry. */
    failed: {
      description: 'Waits for the error dialog’s Retry (§8)',
      on: { 'LOAD.RETRY': { target: 'loading', description: 'Retry: load the important notifications again (§8)' } },
    },
    settling: {
      description: 'Shows the banner if any important notification exists (§4 Banner)',
      always: [
        { guard: 'hasNotifications', target: 'shown', description: 'Some exist: the banner shows (§4 Banner)' },
        { target: 'hidden', description: 'None: no banner (§4 Banner)' },
      ],
    },
    shown: {
      description: 'The banner, with the text of the first important notification’s type (§4 Banner)',
      on: {
        'IMPORTANT.PROCESSED': {
          target: 'settlingShown',
          actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) },
          description: 'The server pushes processed ids: they are removed (§4 Banner, §7)',
        },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
          description: 'A pushed important notification goes first (decisions.md › Notifications)',
        },
        CLOSE: { target: 'fadingOut', description: 'The user closes the banner (§4 Banner)' },
        OPEN: {
          guard: 'hasRedirect',
          actions: { type: 'requestRedirect', params: ({ context }) => ({ redirect: notificationRedirect(context.notifications[0])! }) },
          description: 'The banner’s button leads where the first one’s type says (§3 Notification, decisions.md › Notifications)',
        },
      },
    },
    settlingShown: {
      description: 'Keeps the banner while important notifications remain (§4 Banner)',
      always: [
        { guard: 'hasNotifications', target: 'shown', description: 'Some remain: the banner stays (§4 Banner)' },
        { target: 'fadingOut', description: 'None remain: the banner hides (§4 Banner)' },
      ],
    },
    /** The 800 ms fade; a pushed important notification brings it back. */
    fadingOut: {
      description: `The banner fades out in ${inWords(BANNER_FADE_MS)} (§4 Banner, §9)`,
      after: { bannerFade: { target: 'hidden', description: `The ${inWords(BANNER_FADE_MS)} fade ends (§4 Banner, §9)` } },
      on: {
        'IMPORTANT.PROCESSED': {
          actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) },
          description: 'Processed ids pushed meanwhile are removed (§4 Banner)',
        },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          target: 'shown',
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
          description: 'A pushed important notification brings the banner back (decisions.md › Notifications)',
        },
      },
    },
    hidden: {
      description: 'No banner until a new important notification is pushed (§4 Banner, decisions.md › Notifications)',
      on: {
        'IMPORTANT.PROCESSED': {
          actions: { type: 'removeProcessed', params: ({ event }) => ({ ids: event.ids }) },
          description: 'Processed ids pushed meanwhile are removed (§4 Banner)',
        },
        'NOTIFICATION.RECEIVED': {
          guard: { type: 'isImportant', params: ({ event }) => ({ notification: event.notification }) },
          target: 'shown',
          actions: { type: 'addPushed', params: ({ event }) => ({ notification: event.notification }) },
          description: 'A pushed important notification shows the banner (§4 Banner)',
        },
      },
    },
  },
});
