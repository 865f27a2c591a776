// The notification bell's badge (spec sections 2 and 6; decisions.md "Shell"): internal users get a
// bell that is shown, not clickable and without badge, so nothing is loaded for them; the other
// users' badge is the number of unprocessed popup notifications, from `loadUnprocessedCount`.
// The app machine invokes the bell for non-internal users; the rule is written here too, so the
// chart says it and a bell started for an internal user stays silent.
//
// REFRESH loads the count again (after a failure, or when a later feature knows it changed).
// NOTIFICATION.RECEIVED is a push from the hub: +1 on the badge at once. While the count
// is loading, or after it failed, it loads again instead: the push is stored before it is sent, so
// a count asked for after it includes it, and one asked for before may not.
// The popup the bell opens is a machine of its own (a later issue), not this one.
import { assign, setup } from 'xstate';
import { placeholderActor } from '../placeholders';
import type { UserType } from '../domain/types';
import { BELL_BADGE_MAX } from '../domain/constants';

/** The badge's text for a count: none at 0, the count up to BELL_BADGE_MAX, then "99+". */
export function badgeText(unprocessedCount: number): string | null {
  if (unprocessedCount <= 0) return null;
  return unprocessedCount > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(unprocessedCount);
}

export interface BellInput {
  userType: UserType;
}

export interface BellContext {
  userType: UserType;
  /** Unprocessed popup notifications; 0 until loaded. */
  unprocessedCount: number;
}

export type BellEvent = { type: 'REFRESH' } | { type: 'NOTIFICATION.RECEIVED' };

export const bellMachine = setup({
  types: {
    context: {} as BellContext,
    events: {} as BellEvent,
    input: {} as BellInput,
  },
  actors: {
    /** The total of `GET {backApi}/v1/notifications/popup` (unprocessed popup notifications). */
    loadUnprocessedCount: placeholderActor<number>('loadUnprocessedCount'),
  },
  actions: {
    countPushedNotification: assign({ unprocessedCount: ({ context }) => context.unprocessedCount + 1 }),
    assignCount: assign({
      unprocessedCount: (_, params: { count: number }) => (Number.isFinite(params.count) ? Math.max(0, Math.floor(params.count)) : 0),
    }),
  },
  guards: {
    isInternalUser: ({ context }) => context.userType === 'internalUser',
  },
}).createMachine({
  id: 'bell',
  context: ({ input }) => ({ userType: input.userType, unprocessedCount: 0 }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isInternalUser', target: 'notClickable' }, { target: 'loading' }],
    },
    /** Internal users: shown, not clickable, no badge, nothing loaded. */
    notClickable: {},
    loading: {
      on: { 'NOTIFICATION.RECEIVED': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadUnprocessedCount',
        src: 'loadUnprocessedCount',
        onDone: { target: 'loaded', actions: { type: 'assignCount', params: ({ event }) => ({ count: event.output }) } },
        // The bell stays usable without a badge; the count is not worth an error dialog.
        onError: { target: 'failed' },
      },
    },
    loaded: {
      on: {
        REFRESH: { target: 'loading' },
        'NOTIFICATION.RECEIVED': { actions: 'countPushedNotification' },
      },
    },
    failed: {
      on: { REFRESH: { target: 'loading' }, 'NOTIFICATION.RECEIVED': { target: 'loading' } },
    },
  },
});
