// Temporary workers, for a worker: their own planning by month and by week (docs/screens/workerPlanning.md;
// spec section 2: the route temporary-workers lists the worker, its sub-menus are users and planning,
// planning is month and week; docs/decisions-domain.md "Temporary workers for a worker").
//
// Its data is one read, as a detail of the screen families (docs/screens/README.md "Detail"): loading,
// then shown, or a failure raised to the shared error dialog whose Retry reads again. Once shown, the
// person moves through the calendar: a day has the focus (today's at first, the server's today); the
// previous and next period (a month or a week, the tab says which), back to today, a day chosen, the
// focus moved by the arrow keys. The period shown is the one holding the focused day.
//
//   loading ─done→ shown ─PERIOD.* / DAY.*→ shown (another focused day)
//      └error→ loadFailed ─LOAD.RETRY→ loading
import { assign, sendParent, setup } from 'xstate';
import { addDays, addMonths } from '../domain/calendar';
import { isCalendarDate } from '../domain/daysOff';
import { failureRaisedBy } from '../domain/failures';
import type { WorkerPlanning } from '../domain/planning';
import { placeholderActor } from '../placeholders';
import { SCREEN_ACTOR_ID, type ScreenHostEvent, type ScreenInput, type ScreenRoute } from '../families/screen';

export interface WorkerPlanningContext {
  route: ScreenRoute;
  planning: WorkerPlanning | null;
  /** The day that has the focus (`YYYY-MM-DD`); the period shown holds it. Null until read. */
  focus: string | null;
}

export type WorkerPlanningEvent =
  | ScreenHostEvent
  | { type: 'LOAD.RETRY' }
  /** The period before or after the one shown: a month on the month tab, else a week. */
  | { type: 'PERIOD.PREVIOUS' }
  | { type: 'PERIOD.NEXT' }
  /** Back to today. */
  | { type: 'PERIOD.TODAY' }
  /** A day chosen (a click, Home or End). */
  | { type: 'DAY.FOCUS'; date: string }
  /** The focus moved by days (the arrow keys: ±1, ±7). */
  | { type: 'DAY.MOVE'; days: number };

/** The tab that shows a month (the planning sub-menu's `month`); any other shows a week. */
export const MONTH_TAB = 'month';

const cite = '(screens/workerPlanning.md › States, screens/README.md › Detail)';
const moves = '(screens/workerPlanning.md › Moving through the planning)';

export const workerPlanningMachine = setup({
  types: {
    context: {} as WorkerPlanningContext,
    events: {} as WorkerPlanningEvent,
    input: {} as ScreenInput,
  },
  actors: {
    /** The worker's missions and the server's today (getWorkerPlanning). */
    loadPlanning: placeholderActor<WorkerPlanning>('loadPlanning'),
  },
  actions: {
    assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
    /** The planning read; it opens on today. */
    assignPlanning: assign((_, params: { planning: WorkerPlanning }) => ({ planning: params.planning, focus: params.planning.today })),
    focusOn: assign({ focus: (_, params: { date: string }) => params.date }),
    raiseFailure: sendParent(failureRaisedBy<'getWorkerPlanning', { type: 'LOAD.RETRY' }>(SCREEN_ACTOR_ID)),
  },
  guards: {
    isMonthView: ({ context }) => context.route.tab === MONTH_TAB,
    isDate: (_, params: { date: string }) => isCalendarDate(params.date),
    isWholeMove: (_, params: { days: number }) => Number.isSafeInteger(params.days),
  },
}).createMachine({
  id: 'workerPlanning',
  description: `A worker’s own planning, by month and by week, drawn from their missions ${cite}`,
  context: ({ input }) => ({ route: input.route, planning: null, focus: null }),
  initial: 'loading',
  on: {
    'ROUTE.CHANGED': {
      actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
      description: `Month or week: the same day keeps the focus, nothing is read again ${moves}`,
    },
  },
  states: {
    loading: {
      description: `Reads the worker’s missions ${cite}`,
      invoke: {
        id: 'loadPlanning',
        src: 'loadPlanning',
        onDone: {
          target: 'shown',
          actions: { type: 'assignPlanning', params: ({ event }) => ({ planning: event.output }) },
          description: `The planning shows, on today ${cite}`,
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'raiseFailure',
            params: ({ event }) => ({ call: 'getWorkerPlanning' as const, error: event.error, retry: { type: 'LOAD.RETRY' as const } }),
          },
          description: 'The read fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
    loadFailed: {
      description: 'Waits for the error dialog’s Retry (§8)',
      on: { 'LOAD.RETRY': { target: 'loading', description: 'Retry: read the planning again (§8)' } },
    },
    shown: {
      description: `The month or the week holding the focused day, each day with its mission ${cite}`,
      on: {
        'PERIOD.PREVIOUS': [
          {
            guard: 'isMonthView',
            actions: { type: 'focusOn', params: ({ context }) => ({ date: addMonths(context.focus!, -1) }) },
            description: `The month before, on the same day (or its last) ${moves}`,
          },
          {
            actions: { type: 'focusOn', params: ({ context }) => ({ date: addDays(context.focus!, -7) }) },
            description: `The week before, on the same weekday ${moves}`,
          },
        ],
        'PERIOD.NEXT': [
          {
            guard: 'isMonthView',
            actions: { type: 'focusOn', params: ({ context }) => ({ date: addMonths(context.focus!, 1) }) },
            description: `The month after, on the same day (or its last) ${moves}`,
          },
          {
            actions: { type: 'focusOn', params: ({ context }) => ({ date: addDays(context.focus!, 7) }) },
            description: `The week after, on the same weekday ${moves}`,
          },
        ],
        'PERIOD.TODAY': {
          actions: { type: 'focusOn', params: ({ context }) => ({ date: context.planning!.today }) },
          description: `Back to today ${moves}`,
        },
        'DAY.FOCUS': {
          guard: { type: 'isDate', params: ({ event }) => ({ date: event.date }) },
          actions: { type: 'focusOn', params: ({ event }) => ({ date: event.date }) },
          description: `A day chosen takes the focus ${moves}`,
        },
        'DAY.MOVE': {
          guard: { type: 'isWholeMove', params: ({ event }) => ({ days: event.days }) },
          actions: { type: 'focusOn', params: ({ context, event }) => ({ date: addDays(context.focus!, event.days) }) },
          description: `The arrow keys move the focus, into the next period when they leave this one ${moves}`,
        },
      },
    },
  },
});
