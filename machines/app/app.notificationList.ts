// The app machine's notification-list region: the full list's child lives while its route
// (/my-profile/my-notifications) shows, and hears the error dialog's Retry of its calls.
import { appSetup } from './app.setup';

// The full notification list lives while its route is shown.
export const notificationListRegion = appSetup.createStateConfig({
  description: 'The full notification list, while its route shows (§2 Authorised layout)',
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Is the page /my-profile/my-notifications? (§2 Authorised layout)',
      always: [
        { guard: 'isNotificationListRoute', target: 'shown', description: 'On the full list’s route (§2 Authorised layout)' },
        { target: 'away', description: 'On another page (§2 Authorised layout)' },
      ],
    },
    away: {
      description: 'Another page: no full list (§2 Authorised layout)',
      on: {
        'ROUTE.UPDATED': {
          guard: 'isNotificationListRoute',
          target: 'shown',
          description: 'The user opens the full list (§2 Authorised layout)',
        },
      },
    },
    shown: {
      description: 'The full notification list (§2 Authorised layout)',
      invoke: { id: 'notificationList', src: 'notificationList', input: {} },
      on: {
        'ROUTE.UPDATED': {
          guard: 'isNotNotificationListRoute',
          target: 'away',
          description: 'The user leaves the full list (§2 Authorised layout)',
        },
        'FAILURE.RETRY': {
          guard: { type: 'isRetryFor', params: ({ event }) => ({ failure: event.failure, sources: ['notificationList'] }) },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
          description: 'Retry from the error dialog reaches the list (§8)',
        },
      },
    },
  },
});
