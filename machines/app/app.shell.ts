// The app machine's shell region while signed in (spec section 2; decisions.md "Shell"): the shared
// error dialog for everyone, the agency-folder dropdown for internal users, and for clients and
// workers the bell, toaster, popup and banner, with the real-time connection while the route shows
// the authorised layout.
import { appSetup } from './app.setup';

// The authorised layout's own actors (spec section 2): the alert slider (see authorised)
// for everyone, the agency-folder dropdown for internal users, the bell's badge for the
// others (decisions.md "Shell"). They live as long as the session, not the route.
export const shellRegion = appSetup.createStateConfig({
  initial: 'deciding',
  invoke: [
    // The shared error dialog with Retry (spec section 8), for every signed-in user.
    { id: 'errorDialog', src: 'errorDialog' },
  ],
  on: {
    'FAILURE.RAISED': { actions: { type: 'forwardFailure', params: ({ event }) => event } },
    'NOTIFICATION.REDIRECT': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: event.redirect.to, state: event.redirect.state }) },
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'isInternalUser', target: 'internalUser' }, { target: 'otherUser' }],
    },
    internalUser: {
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
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isInAuthorisedLayout', target: 'inLayout' }, { target: 'outsideLayout' }],
        },
        outsideLayout: {
          on: { 'ROUTE.UPDATED': { guard: 'isInAuthorisedLayout', target: 'inLayout' } },
        },
        inLayout: {
          invoke: { id: 'connection', src: 'connection', input: {} },
          on: {
            'ROUTE.UPDATED': { guard: 'isOutsideAuthorisedLayout', target: 'outsideLayout' },
            // No retry is spent while the network is gone; back online, it connects again. The
            // online flag is the root's rule, repeated here because this handler takes the event.
            'NETWORK.OFFLINE': { actions: ['markOffline', 'disconnectRealtime'] },
            'NETWORK.ONLINE': { actions: ['markOnline', 'connectRealtime'] },
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
          },
          {
            actions: [
              { type: 'forwardPushToToaster', params: ({ event }) => ({ notification: event.notification }) },
              { type: 'forwardPushToPopup', params: ({ event }) => ({ notification: event.notification }) },
              'countPushOnBell',
            ],
          },
        ],
        'REALTIME.IMPORTANT_PROCESSED': {
          actions: { type: 'forwardProcessedToBanner', params: ({ event }) => ({ ids: event.ids }) },
        },
        'NOTIFICATIONS.PROCESSED': { actions: 'refreshBell' },
        'FAILURE.RETRY': {
          guard: {
            type: 'isRetryFor',
            params: ({ event }) => ({ failure: event.failure, sources: ['toaster', 'popup', 'banner'] }),
          },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
        },
      },
    },
  },
});
