// Temporary workers › planning, for the agency (docs/screens/agencyPlanning.md; spec section 2: the
// temporary workers' planning, month and week): who works where, from the missions of the workers of
// the agency folders chosen in the header (spec section 5).
//
// The data of a detail of the families (docs/screens/README.md "Detail"): the first read names no
// period and answers the server's today with the missions around it; once shown, each other period
// (the buttons, Page Up/Down, Today), the other tab or another folder selection reads again, the
// period shown staying until the new one answers. A failure goes to the shared error dialog, whose
// Retry reads again. Which cell has the keyboard focus is the grid's (the view's), as a scroll is.
//
//   loading ─done→ shown ─PERIOD.* / other tab / other folders→ reading ─done→ shown
//      └error→ loadFailed ─LOAD.RETRY→ loading      └error→ readFailed ─LOAD.RETRY→ reading
import { assign, sendParent, setup } from 'xstate';
import { movedAnchor, readRange, type AgencyPlanning, type DayRange, type PlanningRow } from '../domain/agencyPlanning';
import { failureRaisedBy } from '../domain/failures';
import { placeholderActor } from '../placeholders';
import { isSameSelection, SCREEN_ACTOR_ID, type ScreenHostEvent, type ScreenInput, type ScreenRoute } from '../families/screen';

/** What a read asks for: a period (none on the first read: the server's today) and the folders. */
export interface PlanningRequest {
  period: DayRange | null;
  folders: readonly string[];
}

export interface AgencyPlanningContext {
  route: ScreenRoute;
  /** The agency-folder selection in effect (empty: every folder of the user). */
  folders: readonly string[];
  /** The server's today, once read. */
  today: string | null;
  /** A day of the period asked for (the one shown, or the one being read). */
  wanted: string | null;
  /** What the grid shows: a day of its period, its tab, the workers read for it. */
  shown: { anchor: string; tab: string | null; rows: PlanningRow[] } | null;
}

export type AgencyPlanningEvent =
  | ScreenHostEvent
  | { type: 'LOAD.RETRY' }
  /** The period before or after: a month on the month tab, else a week. */
  | { type: 'PERIOD.PREVIOUS' }
  | { type: 'PERIOD.NEXT' }
  /** Back to the server's today. */
  | { type: 'PERIOD.TODAY' };

const cite = '(screens/agencyPlanning.md › States, screens/README.md › Detail)';
const moves = '(screens/agencyPlanning.md › What they see and do)';

type Args = { context: AgencyPlanningContext };
const requestOf = ({ context }: Args): PlanningRequest => ({
  period: readRange(context.wanted!, context.route.tab),
  folders: context.folders,
});
const failureOf = ({ event }: { event: { error: unknown } }) => ({
  call: 'getAgencyPlanning' as const,
  error: event.error,
  retry: { type: 'LOAD.RETRY' as const },
});
const routeOf = ({ event }: { event: { route: ScreenRoute } }) => ({ route: event.route });
const idsOf = ({ event }: { event: { ids: readonly string[] } }) => ({ ids: event.ids });

export const agencyPlanningMachine = setup({
  types: {
    context: {} as AgencyPlanningContext,
    events: {} as AgencyPlanningEvent,
    input: {} as ScreenInput,
  },
  actors: {
    /** The workers with a mission in the period, and the server's today (getAgencyPlanning). */
    loadPlanning: placeholderActor<AgencyPlanning, PlanningRequest>('loadPlanning'),
  },
  actions: {
    assignRoute: assign({ route: (_, params: { route: ScreenRoute }) => params.route }),
    assignFolders: assign({ folders: (_, params: { ids: readonly string[] }) => [...params.ids] }),
    /** The first read: the server's today, shown. */
    assignFirstRead: assign(({ context }, params: { planning: AgencyPlanning }) => ({
      today: params.planning.today,
      wanted: params.planning.today,
      shown: { anchor: params.planning.today, tab: context.route.tab, rows: params.planning.rows },
    })),
    /** A period read: it replaces the one shown. */
    assignRead: assign(({ context }, params: { planning: AgencyPlanning }) => ({
      shown: { anchor: context.wanted!, tab: context.route.tab, rows: params.planning.rows },
    })),
    moveWanted: assign({ wanted: ({ context }, params: { step: -1 | 1 }) => movedAnchor(context.wanted!, context.route.tab, params.step) }),
    wantToday: assign({ wanted: ({ context }) => context.today }),
    raiseFailure: sendParent(failureRaisedBy<'getAgencyPlanning', { type: 'LOAD.RETRY' }>(SCREEN_ACTOR_ID)),
  },
  guards: {
    isOtherTab: ({ context }, params: { route: ScreenRoute }) => params.route.tab !== context.route.tab,
    isOtherSelection: ({ context }, params: { ids: readonly string[] }) => !isSameSelection(context.folders, params.ids),
  },
}).createMachine({
  id: 'agencyPlanning',
  description: `The agency’s planning by month and by week: who works where, from the missions ${cite}`,
  context: ({ input }) => ({
    route: input.route,
    folders: [...(input.agencyFolders ?? [])],
    today: null,
    wanted: null,
    shown: null,
  }),
  initial: 'loading',
  on: {
    'ROUTE.CHANGED': {
      actions: { type: 'assignRoute', params: routeOf },
      description: `The same tab, or nothing shown yet (the first read covers both tabs): nothing more to read ${moves}`,
    },
  },
  states: {
    loading: {
      description: `Reads the server’s today and the missions around it ${cite}`,
      on: {
        'AGENCY_FOLDERS.CHANGED': {
          guard: { type: 'isOtherSelection', params: idsOf },
          target: 'loading',
          reenter: true,
          actions: { type: 'assignFolders', params: idsOf },
          description: `Another folder selection: read for it instead ${cite}`,
        },
      },
      invoke: {
        id: 'loadPlanning',
        src: 'loadPlanning',
        input: ({ context }): PlanningRequest => ({ period: null, folders: context.folders }),
        onDone: {
          target: 'period',
          actions: { type: 'assignFirstRead', params: ({ event }) => ({ planning: event.output }) },
          description: `The planning shows the period holding today ${cite}`,
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'raiseFailure', params: failureOf },
          description: 'The read fails: the shared error dialog, with Retry (§8)',
        },
      },
    },
    loadFailed: {
      description: 'Nothing to show: waits for the error dialog’s Retry (§8)',
      on: {
        'LOAD.RETRY': { target: 'loading', description: 'Retry: read again (§8)' },
        'AGENCY_FOLDERS.CHANGED': {
          guard: { type: 'isOtherSelection', params: idsOf },
          target: 'loading',
          actions: { type: 'assignFolders', params: idsOf },
          description: `Another folder selection: read for it ${cite}`,
        },
      },
    },
    // Once a period shows: every move asks for another period, read while the one shown stays. A move
    // while one is read reads again: the transition leaves `reading` and enters it anew.
    period: {
      description: `A period shows; another one is asked for by the buttons, the keys, the tab or the folders ${cite}`,
      initial: 'shown',
      on: {
        'PERIOD.PREVIOUS': {
          target: '.reading',
          actions: { type: 'moveWanted', params: { step: -1 } },
          description: `The month or the week before the one asked for ${moves}`,
        },
        'PERIOD.NEXT': {
          target: '.reading',
          actions: { type: 'moveWanted', params: { step: 1 } },
          description: `The month or the week after the one asked for ${moves}`,
        },
        'PERIOD.TODAY': {
          target: '.reading',
          actions: 'wantToday',
          description: `Back to the period holding the server’s today ${moves}`,
        },
        'ROUTE.CHANGED': {
          guard: { type: 'isOtherTab', params: routeOf },
          target: '.reading',
          actions: { type: 'assignRoute', params: routeOf },
          description: `The other tab: the month or the week holding the same day is read ${moves}`,
        },
        'AGENCY_FOLDERS.CHANGED': {
          guard: { type: 'isOtherSelection', params: idsOf },
          target: '.reading',
          actions: { type: 'assignFolders', params: idsOf },
          description: `Another folder selection: the period is read for it ${cite}`,
        },
      },
      states: {
        shown: { description: `The period asked for shows: one row per worker at work, one cell per day ${cite}` },
        reading: {
          description: `Reads the period asked for; the one shown stays until it answers ${cite}`,
          invoke: {
            id: 'readPeriod',
            src: 'loadPlanning',
            input: requestOf,
            onDone: {
              target: 'shown',
              actions: { type: 'assignRead', params: ({ event }) => ({ planning: event.output }) },
              description: `The period read shows ${cite}`,
            },
            onError: {
              target: 'readFailed',
              actions: { type: 'raiseFailure', params: failureOf },
              description: 'The read fails: the shared error dialog with Retry; the period shown stays (§8)',
            },
          },
        },
        readFailed: {
          description: 'The period asked for could not be read; the one shown stays; waits for Retry (§8)',
          on: { 'LOAD.RETRY': { target: 'reading', description: 'Retry: read the period asked for again (§8)' } },
        },
      },
    },
  },
});
