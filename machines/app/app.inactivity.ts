// The app machine's inactivity watch while signed in (spec sections 4 and 6): internal users are
// exempt; for the others the stored last click is read, then the inactivity child counts an hour
// without a click (or a stale click found on return) and the session signs out.
import { appAssign, appSendTo } from './app.typed';
import type { AppStateConfig, InactivityClock } from './app.setup';

// The inactivity region's own actions and guards, beside its states (app.setup.ts adds them to the machine's setup).
export const inactivityActions = {
  // Stryker disable next-line ConditionalExpression: equivalent; bound to USER.CLICK only, the test narrows the event type.
  forwardClick: appSendTo('inactivity', ({ event }) => ({ type: 'CLICK' as const, at: event.type === 'USER.CLICK' ? event.at : 0 })),
  forwardTabVisible: appSendTo('inactivity', ({ event }) => ({
    type: 'VISIBLE' as const,
    // Stryker disable next-line ConditionalExpression: equivalent; bound to TAB.VISIBLE only, the test narrows the event type.
    at: event.type === 'TAB.VISIBLE' ? event.at : 0,
  })),
  assignInactivityClock: appAssign<InactivityClock>({ inactivityClock: (_, params: InactivityClock) => params }),
};

export const inactivityRegion = {
  description: 'The inactivity watch, for non-internal users (§4 Inactivity, §6)',
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Decides by user type whether inactivity logs out (§6)',
      always: [
        { guard: 'isInternalUser', target: 'exempt', description: 'An internal user is exempt (§6)' },
        { target: 'readingClock', description: 'Any other user is watched (§4 Inactivity)' },
      ],
    },
    // Internal users are exempt from the inactivity logout (spec section 6).
    exempt: { description: 'No inactivity logout (§6)' },
    readingClock: {
      description: 'Reads the stored last click (§4 Inactivity)',
      invoke: {
        id: 'readInactivityClock',
        src: 'readInactivityClock',
        onDone: {
          target: 'watching',
          actions: { type: 'assignInactivityClock', params: ({ event }) => event.output },
          description: 'The last click is read: the watch starts (§4 Inactivity)',
        },
        onError: { target: 'exempt', description: 'Storage unreadable: no watch (decisions.md › Inactivity)' },
      },
    },
    watching: {
      description: 'Every click counts; an hour without one logs out (§4 Inactivity)',
      on: {
        'USER.CLICK': { actions: 'forwardClick', description: 'A click anywhere (§4 Inactivity)' },
        'TAB.VISIBLE': { actions: 'forwardTabVisible', description: 'The tab becomes visible again (decisions.md › Inactivity)' },
      },
      invoke: {
        id: 'inactivity',
        src: 'inactivity',
        input: ({ context }) => context.inactivityClock!,
        // One hour without a click: the inactivity machine stored the autoLogout flag;
        // the logout itself is the same as the profile menu's.
        onDone: { target: '#app.ready.session.signingOut', description: 'An hour without a click: automatic logout (§4 Inactivity, §9)' },
      },
    },
  },
} satisfies AppStateConfig;
