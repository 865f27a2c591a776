// The live inspector of development and QA builds: what the panel shows of the portal's actor
// system, fed by XState's `inspect` option through src/inspector/collector.ts.
//
// - The actor tree: every actor that started and has not stopped, under its parent.
// - Per actor: its state value, its context and the last transition it took (redacted).
// - The event log: source → target, event type and payload (redacted), each entry with the actor
//   states it changed, within a byte budget (oldest dropped first, counted): machines/inspector/recording.ts.
//   While paused, the log shown stops at the entry of the pause; new entries wait.
// - Time travel: choosing an entry shows every actor as it was right after it (tree, chart,
//   context) until the user goes back to live; an entry dropped from the log ends the travel.
// - The trace: for every machine actor, the events it processed in order with the state value after
//   each, derived from the log, titled by the QA engineer; exported as JSON, replayed by
//   tests/model/traces.test.ts and by `npm run replay` in a browser.
// Payloads arrive already redacted (machines/inspector/redact.ts, called by the collector): the
// collector is the one place raw inspection events exist.
import { assign, setup } from 'xstate';
import type { Redacted } from './redact';
import {
  actorOf,
  actorsAt,
  clearLog,
  emptyRecording,
  firstSeq,
  logEntries,
  logEvent,
  recordSnapshot,
  recordTransition,
  startActor,
  type ActorRecord,
  type ActorStatus,
  type InspectedActor,
  type LastTransition,
  type LogEntry,
  type Recording,
  type ShownActors,
} from './recording';
import { values } from './persistent';
import { TRACE_FORMAT, type Trace, type TraceActor, type TraceStep } from './trace';

export { TRACE_FORMAT, traceFileName, type Trace, type TraceActor, type TraceStep } from './trace';

export type { ActorRecord, InspectedActor, LastTransition, LogEntry } from './recording';

export interface InspectorContext extends Recording {
  /** `?inspect=panel`: the panel is open from the start. */
  startOpen: boolean;
  selected: string | null;
  filter: { actorId: string; type: string };
  /** The entry travelled to; null: live. */
  travel: number | null;
  /** Paused: the last entry shown. */
  frozenAt: number | null;
  title: string;
}

/** What the collector reports of the portal's actors (one inspection event each). */
export type InspectedReport =
  | { type: 'ACTOR.STARTED'; actor: InspectedActor }
  | { type: 'ACTOR.EVENT'; at: number; targetId: string; sourceId: string | null; eventType: string; payload: Redacted }
  | { type: 'ACTOR.SNAPSHOT'; sessionId: string; status: ActorStatus; value: Redacted; context: Redacted; event: Redacted }
  | { type: 'ACTOR.TRANSITION'; sessionId: string; transition: LastTransition };

export type InspectorEvent =
  | InspectedReport
  /** The reports of one task, in order (the collector hands them over together). */
  | { type: 'ACTOR.BATCH'; reports: InspectedReport[] }
  | { type: 'PANEL.TOGGLE' }
  | { type: 'PANEL.CLOSE' }
  | { type: 'ACTOR.SELECT'; sessionId: string }
  | { type: 'FILTER.ACTOR'; actorId: string }
  | { type: 'FILTER.TYPE'; text: string }
  | { type: 'LOG.PAUSE' }
  | { type: 'LOG.RESUME' }
  | { type: 'LOG.CLEAR' }
  | { type: 'TRAVEL.TO'; seq: number }
  | { type: 'TRAVEL.LIVE' }
  | { type: 'TRACE.TITLE'; text: string };

export interface InspectorInput {
  open: boolean;
}

/** Whether the log still holds this entry (entries are numbered without gaps; the newest is always kept). */
const isKept = (context: InspectorContext, seq: number | null) =>
  seq !== null && context.log.length > 0 && firstSeq(context) <= seq && seq <= context.seq;

const REPORTS = new Set<string>(['ACTOR.STARTED', 'ACTOR.EVENT', 'ACTOR.SNAPSHOT', 'ACTOR.TRANSITION']);
const isReport = (event: InspectorEvent): event is InspectedReport => REPORTS.has(event.type);

/** The context once a report is recorded. */
function recordReport(context: InspectorContext, report: InspectedReport): InspectorContext {
  switch (report.type) {
    case 'ACTOR.STARTED':
      // The first actor (the root) is selected until someone picks another.
      return { ...context, ...startActor(context, report.actor), selected: context.selected ?? report.actor.sessionId };
    case 'ACTOR.EVENT':
      return { ...context, ...logEvent(context, report) };
    case 'ACTOR.TRANSITION':
      return { ...context, ...recordTransition(context, report.sessionId, report.transition) };
    case 'ACTOR.SNAPSHOT': {
      const next = recordSnapshot(context, report);
      // A stopped actor leaves the tree: the selection moves to the first actor still running.
      const left = context.selected === report.sessionId && !next.running.includes(report.sessionId);
      return { ...context, ...next, selected: left ? (next.running[0] ?? null) : context.selected };
    }
  }
}

/** The live selection once the shown time is now again: kept if running, else the first running actor. */
const liveSelection = (context: InspectorContext) =>
  context.selected && context.running.includes(context.selected) ? context.selected : (context.running[0] ?? null);

export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
    input: {} as InspectorInput,
  },
  actions: {
    record: assign(({ context, event }) => (isReport(event) ? recordReport(context, event) : {})),
    recordBatch: assign(({ context, event }) => (event.type === 'ACTOR.BATCH' ? event.reports.reduce(recordReport, context) : {})),
    freezeLog: assign(({ context }) => ({ frozenAt: context.seq })),
    unfreezeLog: assign({ frozenAt: null }),
    clearLog: assign(({ context }) => clearLog(context)),
    selectActor: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.SELECT') return {};
      return shownActors(context).running.includes(event.sessionId) ? { selected: event.sessionId } : {};
    }),
    filterActor: assign(({ context, event }) =>
      event.type === 'FILTER.ACTOR' ? { filter: { ...context.filter, actorId: event.actorId } } : {},
    ),
    filterType: assign(({ context, event }) => (event.type === 'FILTER.TYPE' ? { filter: { ...context.filter, type: event.text } } : {})),
    travelTo: assign(({ event }) => (event.type === 'TRAVEL.TO' ? { travel: event.seq } : {})),
    backToLive: assign(({ context }) => ({ travel: null, selected: liveSelection(context) })),
    setTitle: assign(({ event }) => (event.type === 'TRACE.TITLE' ? { title: event.text } : {})),
  },
  guards: {
    startsOpen: ({ context }) => context.startOpen,
    entryKept: ({ context, event }) => event.type === 'TRAVEL.TO' && isKept(context, event.seq),
    travelledEntryGone: ({ context }) => !isKept(context, context.travel),
  },
}).createMachine({
  id: 'inspector',
  description: 'The live inspector: the portal’s actors, their states and the event log, redacted (inspector.md › Feeding the panel)',
  type: 'parallel',
  context: ({ input }) => ({
    ...emptyRecording(),
    startOpen: input.open,
    selected: null,
    filter: { actorId: '', type: '' },
    travel: null,
    frozenAt: null,
    title: '',
  }),
  on: {
    'ACTOR.STARTED': {
      actions: 'record',
      description: 'An actor started: it joins the tree under its parent (inspector.md › Feeding the panel)',
    },
    'ACTOR.EVENT': {
      actions: 'record',
      description:
        'An event is logged with the states it changed; the oldest beyond the byte budget are dropped (decisions.md › The inspector, traces and the flow gallery)',
    },
    'ACTOR.SNAPSHOT': {
      actions: 'record',
      description: 'An actor changed: its state and context are kept; a stopped one leaves the tree (inspector.md › Feeding the panel)',
    },
    'ACTOR.TRANSITION': {
      actions: 'record',
      description: 'An actor took a transition: the chart marks it (inspector.md › Drawing charts)',
    },
    'ACTOR.BATCH': {
      actions: 'recordBatch',
      description: 'The reports of one task are recorded in order, one panel update for all (inspector.md › Feeding the panel)',
    },
    'ACTOR.SELECT': {
      actions: 'selectActor',
      description: 'QA picks a running actor to see its state and chart (decisions.md › The inspector, traces and the flow gallery)',
    },
    'FILTER.ACTOR': {
      actions: 'filterActor',
      description: 'The log shows only the events from or to one actor (decisions.md › The inspector, traces and the flow gallery)',
    },
    'FILTER.TYPE': {
      actions: 'filterType',
      description: 'The log shows only the event types containing the text (decisions.md › The inspector, traces and the flow gallery)',
    },
    'LOG.CLEAR': {
      actions: 'clearLog',
      description: 'QA empties the event log (decisions.md › The inspector, traces and the flow gallery)',
    },
    'TRACE.TITLE': {
      actions: 'setTitle',
      description:
        'QA titles the trace; the exported file and its replay test are named after it (decisions.md › The inspector, traces and the flow gallery)',
    },
  },
  states: {
    panel: {
      description: 'Whether the panel is on screen (decisions.md › The inspector, traces and the flow gallery)',
      initial: 'deciding',
      states: {
        deciding: {
          description:
            'Opens the panel if it was open in this tab or asked for by the address (decisions.md › The inspector, traces and the flow gallery)',
          always: [
            {
              guard: 'startsOpen',
              target: 'open',
              description:
                'Asked open (?inspect=panel) or open before the reload (decisions.md › The inspector, traces and the flow gallery)',
            },
            {
              target: 'closed',
              description: 'Otherwise the panel starts closed (decisions.md › The inspector, traces and the flow gallery)',
            },
          ],
        },
        closed: {
          description: 'The panel is hidden; the collector still records (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'PANEL.TOGGLE': {
              target: 'open',
              description: 'Alt+Shift+I opens the panel (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
        open: {
          description: 'The panel is on screen (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'PANEL.TOGGLE': {
              target: 'closed',
              description: 'Alt+Shift+I closes the panel (decisions.md › The inspector, traces and the flow gallery)',
            },
            'PANEL.CLOSE': {
              target: 'closed',
              description: 'The panel’s Close button (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
      },
    },
    log: {
      description: 'The event log, live or paused, keeping the last entries (decisions.md › The inspector, traces and the flow gallery)',
      initial: 'live',
      states: {
        live: {
          description: 'New events are shown in the log as they happen (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'LOG.PAUSE': {
              target: 'paused',
              actions: 'freezeLog',
              description:
                'QA pauses the log: it stops at the last entry shown (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
        paused: {
          description: 'The log stands still; new events are recorded and wait (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'LOG.RESUME': {
              target: 'live',
              actions: 'unfreezeLog',
              description: 'QA resumes: the waiting events are shown (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
      },
    },
    time: {
      description:
        'What the panel shows: the actors now, or as they were right after a chosen log entry (decisions.md › The inspector, traces and the flow gallery)',
      initial: 'live',
      states: {
        live: {
          description:
            'The tree, chart and context show the actors as they are now (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'TRAVEL.TO': {
              guard: 'entryKept',
              target: 'travelling',
              actions: 'travelTo',
              description:
                'QA chooses a log entry still kept: every actor is shown as it was right after it (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
        travelling: {
          description:
            'The tree, chart and context show the actors as they were right after the chosen entry (decisions.md › The inspector, traces and the flow gallery)',
          always: {
            guard: 'travelledEntryGone',
            target: 'live',
            actions: 'backToLive',
            description:
              'The chosen entry left the log (budget or clear): back to live (decisions.md › The inspector, traces and the flow gallery)',
          },
          on: {
            'TRAVEL.TO': {
              guard: 'entryKept',
              actions: 'travelTo',
              description:
                'QA chooses another kept entry: the actors are shown as they were right after it (decisions.md › The inspector, traces and the flow gallery)',
            },
            'TRAVEL.LIVE': {
              target: 'live',
              actions: 'backToLive',
              description: 'QA goes back to live: the actors as they are now (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
      },
    },
  },
});

/** The actors the panel shows: as they were right after the entry travelled to, or now. */
export function shownActors(context: InspectorContext): ShownActors {
  return actorsAt(context, context.travel);
}

/** The actor whose chart and context are shown: the selected one if it is in the tree shown, else the first. */
export function shownSelection(context: InspectorContext, shown: ShownActors = shownActors(context)): ActorRecord | null {
  const id = context.selected && shown.running.includes(context.selected) ? context.selected : shown.running[0];
  return id ? (shown.actors[id] ?? null) : null;
}

/** The log entries shown: up to the pause, then through the filters (actor: source or target; type: substring, any case). */
export function visibleLog(context: InspectorContext): LogEntry[] {
  const { actorId, type } = context.filter;
  const needle = type.trim().toLowerCase();
  return logEntries(context).filter(
    (entry) =>
      (context.frozenAt === null || entry.seq <= context.frozenAt) &&
      (!actorId || entry.targetId === actorId || entry.sourceId === actorId) &&
      (!needle || entry.type.toLowerCase().includes(needle)),
  );
}

/** Entries logged since the pause, waiting to be shown. */
export function waitingCount(context: InspectorContext): number {
  return context.frozenAt === null || context.log.length === 0 ? 0 : context.seq - Math.max(context.frozenAt, firstSeq(context) - 1);
}

/** Actors as a tree: each with its depth, children right after their parent. */
export function actorTree(shown: ShownActors): Array<{ actor: ActorRecord; depth: number }> {
  const running = shown.running.map((id) => shown.actors[id]).filter((actor): actor is ActorRecord => !!actor);
  const ids = new Set(running.map((actor) => actor.sessionId));
  const rows: Array<{ actor: ActorRecord; depth: number }> = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const actor of running) {
      const parent = actor.parentId && ids.has(actor.parentId) ? actor.parentId : null;
      if (parent !== parentId) continue;
      rows.push({ actor, depth });
      visit(actor.sessionId, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

const eventOf = (entry: LogEntry): Redacted => ({
  type: entry.type,
  ...(entry.payload && typeof entry.payload === 'object' && !Array.isArray(entry.payload) ? entry.payload : {}),
});

/** The session as a trace (what the panel exports): every machine actor with the steps the log keeps. */
export function traceOf(context: InspectorContext): Trace {
  const first = firstSeq(context);
  const pathOf = (id: string | null) => (id ? (actorOf(context, id)?.path ?? id) : null);
  const machines = values(context.actors)
    .filter((actor) => actor.machineId !== null)
    .sort((a, b) => a.order - b.order);
  const steps = new Map<string, TraceStep[]>(machines.map((actor) => [actor.sessionId, []]));
  for (const entry of logEntries(context)) {
    for (const change of entry.changes) {
      steps.get(change.sessionId)?.push({
        seq: entry.seq,
        // A change that answers no logged event (a stop) is the actor's own report.
        from: change.event === undefined ? pathOf(entry.sourceId) : pathOf(change.sessionId),
        event: change.event === undefined ? eventOf(entry) : change.event,
        state: change.value,
      });
    }
  }
  const actors = machines.map((actor): TraceActor => ({
    sessionId: actor.sessionId,
    machineId: actor.machineId!,
    label: actor.label,
    path: actor.path,
    input: actor.input,
    ...(actor.startSeq < first ? { start: { state: actor.base.value, context: actor.base.context } } : {}),
    steps: steps.get(actor.sessionId)!,
  }));
  return { format: TRACE_FORMAT, title: context.title.trim(), actors: actors.filter((actor) => actor.start || actor.steps.length) };
}
