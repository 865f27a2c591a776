// The notification bell's badge (spec sections 2 and 6; decisions.md "Shell"): internal users get a
// bell that is shown, not clickable and without badge, so nothing is loaded for them; the other
// users' badge is the number of unprocessed popup notifications, from `loadUnprocessedCount`.
// The app machine invokes the bell for non-internal users; the rule is written here too, so the
// chart says it and a bell started for an internal user stays silent.
//
// REFRESH loads the count again (after a failure, or when a later feature knows it changed).
// The popup the bell opens is a machine of its own (a later issue), not this one.
import { assign, setup } from 'xstate';
import { placeholderActor } from '../placeholders';
import type { UserType } from '../domain/types';

export interface BellInput {
  userType: UserType;
}

export interface BellContext {
  userType: UserType;
  /** Unprocessed popup notifications; 0 until loaded. */
  unprocessedCount: number;
}

export type BellEvent = { type: 'REFRESH' };

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
      invoke: {
        id: 'loadUnprocessedCount',
        src: 'loadUnprocessedCount',
        onDone: { target: 'loaded', actions: { type: 'assignCount', params: ({ event }) => ({ count: event.output }) } },
        // The bell stays usable without a badge; the count is not worth an error dialog.
        onError: { target: 'failed' },
      },
    },
    loaded: {
      on: { REFRESH: { target: 'loading' } },
    },
    failed: {
      on: { REFRESH: { target: 'loading' } },
    },
  },
});
