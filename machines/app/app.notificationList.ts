// The app machine's notification-list region: the full list's child lives while its route
// (/my-profile/my-notifications) shows, and hears the error dialog's Retry of its calls.
import { appSetup } from './app.setup';

// The full notification list lives while its route is shown.
export const notificationListRegion = appSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isNotificationListRoute', target: 'shown' }, { target: 'away' }],
    },
    away: {
      on: { 'ROUTE.UPDATED': { guard: 'isNotificationListRoute', target: 'shown' } },
    },
    shown: {
      invoke: { id: 'notificationList', src: 'notificationList', input: {} },
      on: {
        'ROUTE.UPDATED': { guard: 'isNotNotificationListRoute', target: 'away' },
        'FAILURE.RETRY': {
          guard: { type: 'isRetryFor', params: ({ event }) => ({ failure: event.failure, sources: ['notificationList'] }) },
          actions: { type: 'forwardRetry', params: ({ event }) => ({ failure: event.failure }) },
        },
      },
    },
  },
});
