// The live inspector of development and QA builds (issue 13): what the panel shows of the portal's
// actor system, fed by XState's `inspect` option through src/inspector/collector.ts.
//
// - The actor tree: every actor that started and has not stopped, under its parent.
// - Per actor: its state value, its context and the last transition it took (redacted).
// - The event log: source → target, event type and payload (redacted), at most
//   INSPECTOR_LOG_LIMIT entries; while paused, new entries wait and are appended on resume.
// - The trace: for every machine actor, the events it processed in order with the state value
//   after each one (the answers of its invoked actors and the timers that fired are events too),
//   exported as JSON and replayed by tests/model/traces.test.ts.
// Payloads arrive already redacted (machines/inspector/redact.ts, called by the collector): the
// collector is the one place raw inspection events exist.
import { assign, setup } from 'xstate';
import { INSPECTOR_LOG_LIMIT } from '../domain/constants';
import type { Redacted } from './redact';

export interface InspectedActor {
  sessionId: string;
  parentId: string | null;
  /** The system id when it has one, else the invoke id, else the machine id (the root). */
  label: string;
  /** Id of the machine the actor runs; null for promise, callback and other actors. */
  machineId: string | null;
  input: Redacted;
}

export interface ActorRecord extends InspectedActor {
  status: 'active' | 'stopped' | 'done' | 'error';
  value: Redacted;
  context: Redacted;
  lastTransition: LastTransition | null;
}

export interface LastTransition {
  eventType: string;
  /** State node ids (`app.ready.session.authorised.signedIn`) of the transitions taken by one event. */
  transitions: Array<{ source: string; targets: string[] }>;
}

export interface LogEntry {
  seq: number;
  at: number;
  sourceId: string | null;
  targetId: string;
  type: string;
  payload: Redacted;
}

export interface TraceStep {
  event: Redacted;
  /** The state value after the event. */
  state: Redacted;
}

export interface TraceActor {
  sessionId: string;
  machineId: string;
  label: string;
  input: Redacted;
  steps: TraceStep[];
}

/** What the panel exports and tests/traces/*.json holds. */
export interface Trace {
  format: typeof TRACE_FORMAT;
  actors: TraceActor[];
}

export const TRACE_FORMAT = 'portal-trace/1' as const;

export interface InspectorContext {
  /** `?inspect=panel`: the panel is open from the start. */
  startOpen: boolean;
  actors: Record<string, ActorRecord>;
  /** Session ids of the running actors, in start order. */
  running: string[];
  log: LogEntry[];
  held: LogEntry[];
  seq: number;
  selected: string | null;
  filter: { actorId: string; type: string };
  trace: TraceActor[];
}

export type InspectorEvent =
  | { type: 'ACTOR.STARTED'; actor: InspectedActor }
  | { type: 'ACTOR.EVENT'; at: number; targetId: string; sourceId: string | null; eventType: string; payload: Redacted }
  | { type: 'ACTOR.SNAPSHOT'; sessionId: string; status: ActorRecord['status']; value: Redacted; context: Redacted; event: Redacted }
  | { type: 'ACTOR.TRANSITION'; sessionId: string; transition: LastTransition }
  | { type: 'PANEL.TOGGLE' }
  | { type: 'PANEL.CLOSE' }
  | { type: 'ACTOR.SELECT'; sessionId: string }
  | { type: 'FILTER.ACTOR'; actorId: string }
  | { type: 'FILTER.TYPE'; text: string }
  | { type: 'LOG.PAUSE' }
  | { type: 'LOG.RESUME' }
  | { type: 'LOG.CLEAR' };

export interface InspectorInput {
  open: boolean;
}

const keepLast = <T>(list: T[]) => (list.length > INSPECTOR_LOG_LIMIT ? list.slice(list.length - INSPECTOR_LOG_LIMIT) : list);

function entryOf(context: InspectorContext, event: Extract<InspectorEvent, { type: 'ACTOR.EVENT' }>): LogEntry {
  return {
    seq: context.seq + 1,
    at: event.at,
    sourceId: event.sourceId,
    targetId: event.targetId,
    type: event.eventType,
    payload: event.payload,
  };
}

export const inspectorMachine = setup({
  types: {
    context: {} as InspectorContext,
    events: {} as InspectorEvent,
    input: {} as InspectorInput,
  },
  actions: {
    addActor: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.STARTED') return {};
      const { actor } = event;
      const record: ActorRecord = { ...actor, status: 'active', value: null, context: null, lastTransition: null };
      const trace = actor.machineId
        ? [...context.trace, { sessionId: actor.sessionId, machineId: actor.machineId, label: actor.label, input: actor.input, steps: [] }]
        : context.trace;
      return {
        actors: { ...context.actors, [actor.sessionId]: record },
        running: [...context.running.filter((id) => id !== actor.sessionId), actor.sessionId],
        // The first actor (the root) is selected until someone picks another.
        selected: context.selected ?? actor.sessionId,
        trace,
      };
    }),
    recordSnapshot: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.SNAPSHOT') return {};
      const known = context.actors[event.sessionId];
      if (!known) return {};
      const record: ActorRecord = { ...known, status: event.status, value: event.value, context: event.context };
      const stopped = event.status !== 'active';
      const trace = known.machineId
        ? context.trace.map((actor) =>
            actor.sessionId === event.sessionId ? { ...actor, steps: [...actor.steps, { event: event.event, state: event.value }] } : actor,
          )
        : context.trace;
      const running = stopped ? context.running.filter((id) => id !== event.sessionId) : context.running;
      return {
        actors: { ...context.actors, [event.sessionId]: record },
        running,
        // A stopped actor leaves the tree: the selection moves to the first actor still running.
        selected: stopped && context.selected === event.sessionId ? (running[0] ?? null) : context.selected,
        trace,
      };
    }),
    recordTransition: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.TRANSITION') return {};
      const known = context.actors[event.sessionId];
      if (!known || !event.transition.transitions.length) return {};
      return { actors: { ...context.actors, [event.sessionId]: { ...known, lastTransition: event.transition } } };
    }),
    appendEntry: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.EVENT') return {};
      return { log: keepLast([...context.log, entryOf(context, event)]), seq: context.seq + 1 };
    }),
    holdEntry: assign(({ context, event }) => {
      if (event.type !== 'ACTOR.EVENT') return {};
      return { held: keepLast([...context.held, entryOf(context, event)]), seq: context.seq + 1 };
    }),
    releaseHeld: assign(({ context }) => ({ log: keepLast([...context.log, ...context.held]), held: [] })),
    clearLog: assign({ log: [], held: [] }),
    selectActor: assign(({ context, event }) =>
      event.type === 'ACTOR.SELECT' && context.running.includes(event.sessionId) ? { selected: event.sessionId } : {},
    ),
    filterActor: assign(({ context, event }) =>
      event.type === 'FILTER.ACTOR' ? { filter: { ...context.filter, actorId: event.actorId } } : {},
    ),
    filterType: assign(({ context, event }) => (event.type === 'FILTER.TYPE' ? { filter: { ...context.filter, type: event.text } } : {})),
  },
  guards: {
    startsOpen: ({ context }) => context.startOpen,
  },
}).createMachine({
  id: 'inspector',
  description: 'The live inspector: the portal’s actors, their states and the event log, redacted (inspector.md › Feeding the panel)',
  type: 'parallel',
  context: ({ input }) => ({
    startOpen: input.open,
    actors: {},
    running: [],
    log: [],
    held: [],
    seq: 0,
    selected: null,
    filter: { actorId: '', type: '' },
    trace: [],
  }),
  on: {
    'ACTOR.STARTED': {
      actions: 'addActor',
      description: 'An actor started: it joins the tree under its parent (inspector.md › Feeding the panel)',
    },
    'ACTOR.SNAPSHOT': {
      actions: 'recordSnapshot',
      description: 'An actor changed: its state and context are kept; a stopped one leaves the tree (inspector.md › Feeding the panel)',
    },
    'ACTOR.TRANSITION': {
      actions: 'recordTransition',
      description: 'An actor took a transition: the chart marks it (inspector.md › Drawing charts)',
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
          description: 'New events are added to the log as they happen (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'ACTOR.EVENT': {
              actions: 'appendEntry',
              description:
                'An event is added; the oldest beyond the limit is dropped (decisions.md › The inspector, traces and the flow gallery)',
            },
            'LOG.PAUSE': { target: 'paused', description: 'QA pauses the log (decisions.md › The inspector, traces and the flow gallery)' },
          },
        },
        paused: {
          description: 'The log stands still; new events wait (decisions.md › The inspector, traces and the flow gallery)',
          on: {
            'ACTOR.EVENT': {
              actions: 'holdEntry',
              description: 'An event waits to be shown on resume, not dropped (decisions.md › The inspector, traces and the flow gallery)',
            },
            'LOG.RESUME': {
              target: 'live',
              actions: 'releaseHeld',
              description: 'QA resumes: the waiting events are shown (decisions.md › The inspector, traces and the flow gallery)',
            },
          },
        },
      },
    },
  },
});

/** The log entries the filters let through (actor: source or target; type: substring, any case). */
export function visibleLog(context: InspectorContext): LogEntry[] {
  const { actorId, type } = context.filter;
  const needle = type.trim().toLowerCase();
  return context.log.filter(
    (entry) =>
      (!actorId || entry.targetId === actorId || entry.sourceId === actorId) && (!needle || entry.type.toLowerCase().includes(needle)),
  );
}

/** The running actors as a tree: each with its depth, children right after their parent. */
export function actorTree(context: InspectorContext): Array<{ actor: ActorRecord; depth: number }> {
  const running = context.running.map((id) => context.actors[id]).filter((actor): actor is ActorRecord => !!actor);
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

/** The session as a trace: the machine actors and their steps (what the panel exports). */
export function traceOf(context: InspectorContext): Trace {
  return { format: TRACE_FORMAT, actors: context.trace };
}
