// The app machine's inactivity watch while signed in (spec sections 4 and 6): internal users are
// exempt; for the others the stored last click is read, then the inactivity child counts an hour
// without a click (or a stale click found on return) and the session signs out.
import { appSetup } from './app.setup';

export const inactivityRegion = appSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isInternalUser', target: 'exempt' }, { target: 'readingClock' }],
    },
    // Internal users are exempt from the inactivity logout (spec section 6).
    exempt: {},
    readingClock: {
      invoke: {
        id: 'readInactivityClock',
        src: 'readInactivityClock',
        onDone: { target: 'watching', actions: { type: 'assignInactivityClock', params: ({ event }) => event.output } },
        onError: { target: 'exempt' },
      },
    },
    watching: {
      on: { 'USER.CLICK': { actions: 'forwardClick' }, 'TAB.VISIBLE': { actions: 'forwardTabVisible' } },
      invoke: {
        id: 'inactivity',
        src: 'inactivity',
        input: ({ context }) => context.inactivityClock!,
        // One hour without a click: the inactivity machine stored the autoLogout flag;
        // the logout itself is the same as the profile menu's.
        onDone: { target: '#app.ready.session.signingOut' },
      },
    },
  },
});
