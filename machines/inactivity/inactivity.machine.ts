// Automatic logout after an hour without a click (spec section 4 "Inactivity", section 9), for
// non-internal users; spawned by the app machine in the authorised layout.
//
// - At start, a stored last click older than CLICK_STALENESS_MS logs out at once.
// - Otherwise the hour runs from the stored last click (or from now when there is none): a page
//   reload does not grant a fresh hour.
// - Every CLICK stores its time (shared by tabs through local storage) and restarts the hour.
// - A CLICK, or the tab becoming VISIBLE again, more than CLICK_STALENESS_MS after the last click
//   this tab knows of means the timers did not run (a laptop asleep, a frozen tab): the stored
//   time is read first, and if it is stale too the click logs out instead of restarting the hour.
//   A fresher stored click (another tab) lets the click count, or the hour go on from it.
// - When the hour is over, the shared last click is read again: a click in another tab less than
//   an hour ago means waiting the rest of that hour and checking again; otherwise, auto logout.
//
// Time never comes from a clock here: it arrives in the input, in CLICK events and in the
// readLastClick result; the waits are named delays, so tests drive them with a simulated clock.
import { assign, setup } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { CLICK_STALENESS_MS, INACTIVITY_TIMEOUT_MS } from '../domain/constants';
import { inWords } from '../domain/figures';

export interface InactivityInput {
  /** The shared last click (epoch ms) read from local storage at start, if any. */
  lastClick: number | null;
  /** The time at start (epoch ms). */
  now: number;
}

export interface LastClickReading {
  lastClick: number | null;
  now: number;
}

export interface InactivityContext {
  /** The last click known to this tab (its own, or another tab's read from storage). */
  lastClick: number | null;
  /** The time at which `lastClick` was known. */
  now: number;
  /** What is left of the hour after the last reading (the wait before the next check). */
  remainingMs: number;
  /** A click or a return to the tab, late after the last known click, waiting for the stored time. */
  lateActivity: InactivityEvent | null;
}

export type InactivityEvent =
  | { type: 'CLICK'; at: number }
  /** The tab became visible again (the page's visibilitychange), at this time. */
  | { type: 'VISIBLE'; at: number };

/**
 * What is left of the inactivity hour at `now` when the last click was at `lastClick` (none: the
 * hour starts now). Never negative, never more than the hour (a click "in the future" — another
 * tab with a changed clock — counts as now).
 */
export function remainingInactivityMs(lastClick: number | null, now: number): number {
  const elapsed = lastClick === null ? 0 : now - lastClick;
  return Math.min(INACTIVITY_TIMEOUT_MS, Math.max(0, INACTIVITY_TIMEOUT_MS - elapsed));
}

/**
 * Activity more than the staleness threshold after the last known click: the timers did not run,
 * so the stored time is read before anything else (spec section 4: a stale stored time logs out).
 */
const LATE_ACTIVITY_CHECKS_THE_STORED_CLICK = {
  guard: { type: 'isLate', params: ({ event }: { event: InactivityEvent }) => ({ at: event.at }) },
  target: '#inactivity.checkingLateActivity',
  actions: { type: 'assignLateActivity', params: ({ event }: { event: InactivityEvent }) => ({ activity: event }) },
  description: `A click or a return to the tab over ${inWords(CLICK_STALENESS_MS)} after the last known click: read the stored time first (§4 Inactivity, decisions.md › Inactivity)`,
} as const;

/** A click: this tab's full hour starts again, and its time is stored for the other tabs. */
const CLICK_RESTARTS_THE_HOUR = {
  target: '#inactivity.active',
  reenter: true,
  actions: [
    { type: 'assignClick', params: ({ event }: { event: InactivityEvent }) => ({ at: event.at }) },
    { type: 'storeLastClick', params: ({ event }: { event: InactivityEvent }) => ({ at: event.at }) },
  ],
  description: 'A click stores its time and restarts the hour (§4 Inactivity, §3 Auth state)',
} as const;

/** In every watching state, a click or a return is first checked for lateness. */
const ACTIVITY = {
  CLICK: [LATE_ACTIVITY_CHECKS_THE_STORED_CLICK, CLICK_RESTARTS_THE_HOUR],
  VISIBLE: [LATE_ACTIVITY_CHECKS_THE_STORED_CLICK],
} as const;

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    input: {} as InactivityInput,
  },
  actors: {
    /** Reads the shared last click and the current time. */
    readLastClick: placeholderActor<LastClickReading>('readLastClick'),
  },
  actions: {
    /** Writes the click time to local storage, for the other tabs and the next page load. */
    storeLastClick: placeholderAction<{ at: number }>('storeLastClick'),
    /** Sets autoLogout=true in local storage, clears session storage, logs out at the provider. */
    autoLogout: placeholderAction('autoLogout'),
    assignClick: assign((_, params: { at: number }) => ({
      lastClick: params.at,
      now: params.at,
      remainingMs: INACTIVITY_TIMEOUT_MS,
    })),
    assignReading: assign((_, params: LastClickReading) => ({
      lastClick: params.lastClick,
      now: params.now,
      remainingMs: remainingInactivityMs(params.lastClick, params.now),
    })),
    clearLateActivity: assign({ lateActivity: null }),
    assignLateActivity: assign({ lateActivity: (_, params: { activity: InactivityEvent }) => params.activity }),
    /** The stored click was fresh after all: the hour goes on from it (another tab's click). */
    assignStoredClick: assign(({ context }, params: LastClickReading) => ({
      lastClick: params.lastClick,
      now: context.lateActivity?.at ?? params.now,
      lateActivity: null,
    })),
  },
  guards: {
    isStale: ({ context }) => context.lastClick !== null && context.now - context.lastClick > CLICK_STALENESS_MS,
    /** More than the staleness threshold since the last click this tab knows of (or its start). */
    isLate: ({ context }, params: { at: number }) => params.at - (context.lastClick ?? context.now) > CLICK_STALENESS_MS,
    /** The stored click (or, when none is stored, the last known one) is stale at the late activity. */
    isStoredClickStale: ({ context }, params: LastClickReading) =>
      (context.lateActivity?.at ?? params.now) - (params.lastClick ?? context.lastClick ?? context.now) > CLICK_STALENESS_MS,
    isLateClick: ({ context }) => context.lateActivity?.type === 'CLICK',
    /** Someone (another tab) clicked less than an hour before the reading. */
    clickedRecently: (_, params: LastClickReading) => params.lastClick !== null && params.now - params.lastClick < INACTIVITY_TIMEOUT_MS,
  },
  delays: {
    /** The rest of the hour since the last known click (the full hour right after a click). */
    inactivityTimeout: ({ context }) => remainingInactivityMs(context.lastClick, context.now),
    /** The rest of the hour after another tab's click. */
    remainingTime: ({ context }) => context.remainingMs,
  },
}).createMachine({
  id: 'inactivity',
  description: 'Automatic logout after an hour without a click, for non-internal users (§4 Inactivity, §6, §9)',
  context: ({ input }) => ({
    lastClick: input.lastClick,
    now: input.now,
    remainingMs: remainingInactivityMs(input.lastClick, input.now),
    lateActivity: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Checks the stored last click at start (§4 Inactivity)',
      always: [
        {
          guard: 'isStale',
          target: 'loggingOut',
          description: `The stored last click is over ${inWords(CLICK_STALENESS_MS)} old: log out (§4 Inactivity, §9)`,
        },
        { target: 'active', description: 'Otherwise the hour runs from the stored last click (§4 Inactivity)' },
      ],
    },
    active: {
      description: 'The hour without a click runs (§4 Inactivity, §9)',
      after: { inactivityTimeout: { target: 'checking', description: 'An hour passes without a click here (§4 Inactivity, §9)' } },
      on: ACTIVITY,
    },
    checkingLateActivity: {
      description: 'Reads the stored last click after late activity; further clicks wait (decisions.md › Inactivity)',
      // Further clicks wait: the first late one decides.
      invoke: {
        id: 'readStoredClick',
        src: 'readLastClick',
        onDone: [
          {
            guard: { type: 'isStoredClickStale', params: ({ event }) => event.output },
            target: 'loggingOut',
            description: 'The stored click is stale too: log out (§4 Inactivity, decisions.md › Inactivity)',
          },
          // Another tab clicked within the hour: a late click counts and restarts the hour ...
          {
            guard: 'isLateClick',
            target: 'active',
            actions: [
              { type: 'storeLastClick', params: ({ context }) => ({ at: context.lateActivity!.at }) },
              { type: 'assignClick', params: ({ context }) => ({ at: context.lateActivity!.at }) },
              'clearLateActivity',
            ],
            description: 'Another tab clicked within the hour: the late click counts (decisions.md › Inactivity)',
          },
          // ... and a return to the tab lets the hour run on from that click.
          {
            target: 'active',
            actions: { type: 'assignStoredClick', params: ({ event }) => event.output },
            description: 'Back to the tab after another tab’s click: the hour runs on from it (decisions.md › Inactivity)',
          },
        ],
        // Storage unreadable: this tab's own last click is stale, which is enough to log out.
        onError: { target: 'loggingOut', description: 'Storage unreadable: log out (decisions.md › Inactivity)' },
      },
    },
    checking: {
      description: 'The hour is over: reads the last click shared by the tabs (§4 Inactivity)',
      invoke: {
        id: 'readLastClick',
        src: 'readLastClick',
        onDone: [
          {
            guard: { type: 'clickedRecently', params: ({ event }) => event.output },
            target: 'waiting',
            actions: { type: 'assignReading', params: ({ event }) => event.output },
            description: 'Another tab clicked within the hour: wait for the rest of it (decisions.md › Inactivity)',
          },
          { target: 'loggingOut', description: 'No click for an hour in any tab: log out (§4 Inactivity)' },
        ],
        // Storage unreadable: this tab's own hour is over, which is enough to log out.
        onError: { target: 'loggingOut', description: 'Storage unreadable: log out (decisions.md › Inactivity)' },
      },
      on: ACTIVITY,
    },
    waiting: {
      description: 'Waits for the rest of the hour of another tab’s click (decisions.md › Inactivity)',
      after: { remainingTime: { target: 'checking', description: 'The rest of the hour passes: check again (§4 Inactivity)' } },
      on: ACTIVITY,
    },
    loggingOut: {
      description: 'Automatic logout: the autoLogout flag, logoff, session storage cleared (§4 Inactivity)',
      entry: 'autoLogout',
      always: { target: 'loggedOut' },
    },
    loggedOut: {
      description: 'Logged out (§4 Inactivity)',
      type: 'final',
    },
  },
});
