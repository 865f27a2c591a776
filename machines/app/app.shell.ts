// The app machine's shell region while signed in (spec section 2; decisions.md "Shell"): the shared
// error dialog for everyone, the agency-folder dropdown for internal users, and for clients and
// workers the bell, toaster, popup and banner, with the real-time connection while the route shows
// the authorised layout.
import { endsInAuthorisedLayout } from '../domain/session';
import type { AppNotification } from '../domain/types';
import type { FailureRaisedEvent } from '../domain/failures';
import { isImportantNotification } from '../domain/notificationRedirect';
import type { ConnectionEvent } from '../connection/connection.machine';
import { type AppGuardArgs, appSendTo } from './app.typed';
import { routeDecision } from './app.context';
import type { AppStateConfig } from './app.setup';

// The shell region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const shellActions = {
  /** A push from the hub: the bell's badge counts it at once. */
  countPushOnBell: appSendTo('bell', { type: 'NOTIFICATION.RECEIVED' as const }),
  /** The network is gone or back: the real-time connection closes on purpose, or opens again. */
  disconnectRealtime: appSendTo('connection', { type: 'DISCONNECT' } satisfies ConnectionEvent),
  connectRealtime: appSendTo('connection', { type: 'CONNECT' } satisfies ConnectionEvent),
  // Notifications: pushes to the toaster, popup and banner; processed ids to the banner;
  // failures to the shared error dialog; a processed mark makes the bell count again.
  forwardPushToToaster: appSendTo<{ notification: AppNotification }>('toaster', (_, params: { notification: AppNotification }) => ({
    type: 'NOTIFICATION.RECEIVED' as const,
    notification: params.notification,
  })),
  forwardPushToPopup: appSendTo<{ notification: AppNotification }>('popup', (_, params: { notification: AppNotification }) => ({
    type: 'NOTIFICATION.RECEIVED' as const,
    notification: params.notification,
  })),
  forwardPushToBanner: appSendTo<{ notification: AppNotification }>('banner', (_, params: { notification: AppNotification }) => ({
    type: 'NOTIFICATION.RECEIVED' as const,
    notification: params.notification,
  })),
  forwardProcessedToBanner: appSendTo<{ ids: string[] }>('banner', (_, params: { ids: string[] }) => ({
    type: 'IMPORTANT.PROCESSED' as const,
    ids: params.ids,
  })),
  forwardFailure: appSendTo<FailureRaisedEvent>('errorDialog', (_, params: FailureRaisedEvent) => params),
  refreshBell: appSendTo('bell', { type: 'REFRESH' as const }),
};

export const shellGuards = {
  isImportantPush: (_: AppGuardArgs, params: { notification: AppNotification }) => isImportantNotification(params.notification),
  /** The route, once its guard has redirected, shows the authorised layout (the connection follows it). */
  isInAuthorisedLayout: ({ context }: AppGuardArgs) => endsInAuthorisedLayout(context.location.path, routeDecision(context)),
  isOutsideAuthorisedLayout: ({ context }: AppGuardArgs) => !endsInAuthorisedLayout(context.location.path, routeDecision(context)),
};

// The authorised layout's own actors (spec section 2): the alert slider (see authorised)
// for everyone, the agency-folder dropdown for internal users, the bell's badge for the
// others (decisions.md "Shell"). They live as long as the session, not the route.
export const shellRegion = {
  description:
    'The layout’s tools: the error dialog, the agency folders or the bell, toaster, popup, banner and connection (§2 Authorised layout, §6)',
  initial: 'deciding',
  invoke: [
    // The shared error dialog with Retry (spec section 8), for every signed-in user.
    { id: 'errorDialog', src: 'errorDialog' },
  ],
  on: {
    'FAILURE.RAISED': {
      actions: { type: 'forwardFailure', params: ({ event }) => event },
      description: 'A call failed somewhere: the shared error dialog shows it (§8)',
    },
    'NOTIFICATION.REDIRECT': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: event.redirect.to, state: event.redirect.state }) },
      description: 'A notification opened: go to its type’s route, query and state (§3 Notification)',
    },
  },
  states: {
    deciding: {
      description: 'Decides by user type (§6)',
      always: [
        { guard: 'isInternalUser', target: 'internalUser', description: 'An internal user (§6)' },
        { target: 'otherUser', description: 'A client or a worker (§6)' },
      ],
    },
    internalUser: {
      description: 'The agency-folder dropdown; no real-time connection, no banner (§2 Authorised layout, §6)',
      invoke: { id: 'agencyFolders', src: 'agencyFolders' },
    },
    // Clients and workers: the bell's badge and popup, the toaster and the banner (internal
    // users get no real-time connection and no banner fetch, spec section 6).
    otherUser: {
      invoke: [
        { id: 'bell', src: 'bell', input: ({ context }) => ({ userType: context.userInfo!.userType }) },
        { id: 'toaster', src: 'toaster', input: {} },
        { id: 'popup', src: 'popup', input: {} },
        { id: 'banner', src: 'banner', input: ({ context }) => ({ userType: context.userInfo!.userType }) },
      ],
      // Spec section 4: the real-time connection "opens on entering the authorised layout and
      // closes on leaving it" (clients and workers only, section 6). Stopping the child closes
      // the hub; coming back starts a new one. The bell, toaster, popup and banner keep living
      // for the session, so a push that raced the leave still reaches them.
      description: 'The bell and its popup, the toaster and the banner, for the whole session (§2 Authorised layout, §6)',
      initial: 'deciding',
      states: {
        deciding: {
          description: 'Is the page inside the authorised layout? (§4 Real-time connection)',
          always: [
            { guard: 'isInAuthorisedLayout', target: 'inLayout', description: 'Inside the layout (§4 Real-time connection)' },
            { target: 'outsideLayout', description: 'Outside the layout (§4 Real-time connection)' },
          ],
        },
        outsideLayout: {
          description: 'No real-time connection outside the layout (§4 Real-time connection)',
          on: {
            'ROUTE.UPDATED': {
              guard: 'isInAuthorisedLayout',
              target: 'inLayout',
              description: 'The user enters the layout: the connection opens (§4 Real-time connection)',
            },
          },
        },
        inLayout: {
          description: 'The real-time connection is open while the layout shows (§4 Real-time connection)',
          invoke: { id: 'connection', src: 'connection', input: {} },
          on: {
            'ROUTE.UPDATED': {
              guard: 'isOutsideAuthorisedLayout',
              target: 'outsideLayout',
              description: 'The user leaves the layout: the connection closes (§4 Real-time connection)',
            },
            // No retry is spent while the network is gone; back online, it connects again. The
            // online flag is the root's rule, repeated here because this handler takes the event.
            'NETWORK.OFFLINE': {
              actions: ['markOffline', 'disconnectRealtime'],
              description: 'The browser goes offline: the connection closes on purpose (decisions.md › Notifications)',
            },
            'NETWORK.ONLINE': {
              actions: ['markOnline', 'connectRealtime'],
              description: 'Back online: the connection opens again (decisions.md › Notifications)',
            },
          },
        },
      },
      on: {
        'REALTIME.NOTIFICATION': [
          {
            guard: { type: 'isImportantPush', params: ({ event }) => ({ notification: event.notification }) },
            actions: [
              { type: 'forwardPushToToaster', params: ({ event }) => ({ notification: event.notification }) },
              { type: 'forwardPushToPopup', params: ({ event }) => ({ notification: event.notification }) },
              { type: 'forwardPushToBanner', params: ({ event }) => ({ notification: event.notification }) },
              'countPushOnBell',
            ],
            description: 'An important notification is pushed: the toaster, the popup, the banner and the bell hear it (§4 Banner, §7)',
          },
          {
            actions: [
              { type: 'forwardPushToToaster', params: ({ event }) => ({ notification: event.notification }) },
              { type: 'forwardPushToPopup', params: ({ event }) => ({ notification: event.notification }) },
              'countPushOnBell',
            ],
            description: 'A notification is pushed: the toaster, the popup and the bell hear it (§4 Toaster, §7)',
          },
        ],
        'REALTIME.IMPORTANT_PROCESSED': {
          actions: { type: 'forwardProcessedToBanner', params: ({ event }) => ({ ids: event.ids }) },
          description: 'Processed important ids are pushed: the banner removes them (§4 Banner, §7)',
        },
        'NOTIFICATIONS.PROCESSED': {
          actions: 'refreshBell',
          description: 'Notifications were processed: the bell counts again (§4 Popup)',
        },
        'FAILURE.RETRY': {
          guard: {
            type: 'isRetryFor',
            params: ({ event }) => ({ failure: event.failure, sources: ['toaster', 'popup', 'banner'] }),
          },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
          description: 'Retry from the error dialog reaches the toaster, popup or banner that failed (§8)',
        },
      },
    },
  },
} satisfies AppStateConfig;
