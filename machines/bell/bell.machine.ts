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
  description:
    'The notification bell’s badge: unprocessed notifications for users with a popup, none for internal users (§2 Authorised layout, §6)',
  context: ({ input }) => ({ userType: input.userType, unprocessedCount: 0 }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Decides by user type whether the bell counts (§6)',
      always: [
        { guard: 'isInternalUser', target: 'notClickable', description: 'An internal user: the bell is not clickable (§6)' },
        { target: 'loading', description: 'Any other user: count the unprocessed notifications (§6)' },
      ],
    },
    /** Internal users: shown, not clickable, no badge, nothing loaded. */
    notClickable: { description: 'Shown, not clickable, no badge, nothing loaded (§6)' },
    loading: {
      description: 'Loads the number of unprocessed notifications (§6, decisions-domain.md › Shell)',
      on: {
        'NOTIFICATION.RECEIVED': {
          target: 'loading',
          reenter: true,
          description: 'A push while counting: count again, it includes the push (decisions.md › Notifications)',
        },
      },
      invoke: {
        id: 'loadUnprocessedCount',
        src: 'loadUnprocessedCount',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignCount', params: ({ event }) => ({ count: event.output }) },
          description: `The count arrives: the badge shows it, “${BELL_BADGE_MAX}+” beyond ${BELL_BADGE_MAX} (decisions.md › The authorised layout)`,
        },
        // The bell stays usable without a badge; the count is not worth an error dialog.
        onError: { target: 'failed', description: 'The count fails: the bell stays, without badge (decisions-domain.md › Shell)' },
      },
    },
    loaded: {
      description: 'The badge shows the unprocessed count (§6)',
      on: {
        REFRESH: { target: 'loading', description: 'Something processed notifications: count again (§4 Popup)' },
        'NOTIFICATION.RECEIVED': {
          actions: 'countPushedNotification',
          description: 'A push adds one to the badge at once (decisions.md › Notifications)',
        },
      },
    },
    failed: {
      description: 'No badge: the count could not be loaded (decisions-domain.md › Shell)',
      on: {
        REFRESH: { target: 'loading', description: 'Count again (§4 Popup)' },
        'NOTIFICATION.RECEIVED': {
          target: 'loading',
          description: 'A push after a failed count: count again (decisions.md › Notifications)',
        },
      },
    },
  },
});
