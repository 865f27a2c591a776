// Model-based tests of the live inspector: paths from its graph, replayed on a live actor;
// after every step an oracle written from what the panel must show checks the actor tree, the
// selected actor and its (redacted) context, the event log with its filters, pause and resume, time
// travel (every actor as it was right after the chosen entry), the exported trace, and that no raw
// secret reaches anything the panel renders or exports.
// Payloads are built the way the collector builds them (`redact()` of the raw inspection event), from
// raw values that hold a JWT, a password and a login callback code.
//
// The oracle's picture of a session (`specOf`) is written from these rules, not from the machine:
// - an entry is logged for each event an actor receives, numbered from 1;
// - an actor answers the events it receives while it runs one at a time, in order, with one
//   snapshot each: a snapshot belongs to the oldest unanswered event of its type sent to that
//   actor; a snapshot that answers none (a stop) belongs to the newest entry;
// - right after entry N, an actor exists if it started before the entry after N and had not ended
//   by N, and it is in the state of its last snapshot belonging to an entry up to N;
// - clearing the log forgets the entries so far (and the actors that ended in them): the trace
//   then starts from each running actor's state at that moment.
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { assertJointCoverage, createModel, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import {
  actorTree,
  inspectorMachine,
  shownActors,
  shownSelection,
  traceFileName,
  traceOf,
  visibleLog,
  waitingCount,
  TRACE_FORMAT,
  type InspectedActor,
  type InspectedReport,
  type InspectorEvent,
} from '../../machines/inspector/inspector.machine';
import { values } from '../../machines/inspector/persistent';
import { actorOf, firstSeq, logEntries } from '../../machines/inspector/recording';
import { REDACTED, redact, type Redacted } from '../../machines/inspector/redact';

type Check = OracleCheck<typeof inspectorMachine>;
type Snapshot = ReturnType<typeof inspectorMachine.getInitialSnapshot>;
type EventOf<T extends InspectorEvent['type']> = Extract<InspectorEvent, { type: T }>;

const RAW_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ3b3JrZXIifQ.c2lnbmF0dXJlLXNlY3JldA';
const RAW_PASSWORD = 'Secr3t!pw';
const RAW_CODE = 'RAWCODE4242';
const SECRETS = [RAW_TOKEN, RAW_PASSWORD, RAW_CODE];

// The portal's actors as the collector reports them: the app, its sign-in child, and the promise
// actor the sign-in invokes (no machine: it has no chart and no trace).
const APP: InspectedActor = { sessionId: 'x:0', parentId: null, label: 'app', machineId: 'app', input: redact({}) };
const SIGN_IN: InspectedActor = {
  sessionId: 'x:1',
  parentId: 'x:0',
  label: 'signIn',
  machineId: 'signIn',
  input: redact({ returnUrl: `/callback?code=${RAW_CODE}&state=s1` }),
};
const USER_INFO: InspectedActor = {
  sessionId: 'x:2',
  parentId: 'x:1',
  label: 'fetchUserInfo',
  machineId: null,
  input: redact({ access_token: RAW_TOKEN }),
};
const ACTORS = [APP, SIGN_IN, USER_INFO];
const labelOf = (sessionId: string) => ACTORS.find((actor) => actor.sessionId === sessionId)!.label;

const LOGGED = [
  { targetId: APP.sessionId, sourceId: null, eventType: 'SIGN_IN', payload: redact({ username: 'worker', password: RAW_PASSWORD }) },
  {
    targetId: SIGN_IN.sessionId,
    sourceId: APP.sessionId,
    eventType: 'xstate.done.actor.fetchUserInfo',
    payload: redact({ output: { access_token: RAW_TOKEN, name: 'Ana' } }),
  },
  {
    targetId: APP.sessionId,
    sourceId: SIGN_IN.sessionId,
    eventType: 'USER.SIGNED_IN',
    payload: redact({ authorization: `Bearer ${RAW_TOKEN}`, role: 'worker' }),
  },
];
const SNAPSHOTS: Array<Omit<EventOf<'ACTOR.SNAPSHOT'>, 'type'>> = [
  {
    sessionId: SIGN_IN.sessionId,
    status: 'active',
    value: 'fetchingUserInfo',
    context: redact({ user: null, id_token: RAW_TOKEN }),
    event: redact({ type: 'xstate.init' }),
  },
  {
    sessionId: SIGN_IN.sessionId,
    status: 'done',
    value: 'signedIn',
    context: redact({ user: { name: 'Ana' }, id_token: RAW_TOKEN }),
    event: redact({ type: 'xstate.done.actor.fetchUserInfo', output: { access_token: RAW_TOKEN } }),
  },
  {
    sessionId: APP.sessionId,
    status: 'stopped',
    value: { ready: 'signedIn' },
    context: redact({ password: RAW_PASSWORD }),
    event: redact({ type: 'xstate.stop' }),
  },
  { sessionId: USER_INFO.sessionId, status: 'done', value: null, context: null, event: redact({ type: 'xstate.done' }) },
  // An actor the inspector never saw start (started before the inspector): ignored.
  { sessionId: 'x:9', status: 'active', value: 'idle', context: null, event: redact({ type: 'PING' }) },
];
const TRANSITION = {
  eventType: 'xstate.done.actor.fetchUserInfo',
  transitions: [{ source: 'signIn.fetchingUserInfo', targets: ['signIn.signedIn'] }],
};

// ---------------------------------------------------------------------------------------------
// The oracle's picture of the session, from the events of the path so far

interface SpecEntry {
  seq: number;
  at: number;
  sourceId: string | null;
  targetId: string;
  type: string;
  payload: Redacted;
}
interface SpecSnapshot {
  sessionId: string;
  status: string;
  value: Redacted;
  context: Redacted;
  event: Redacted;
  /** The entry it belongs to (0: before any). */
  seq: number;
  /** Whether it answers a logged event (else it is the actor's own report). */
  answers: boolean;
  lastTransition: unknown;
}
interface SpecActor {
  actor: InspectedActor;
  path: string;
  startSeq: number;
  endSeq: number | null;
}

interface Spec {
  entries: SpecEntry[];
  snapshots: SpecSnapshot[];
  actors: SpecActor[];
  seq: number;
  /** Entries up to this one were cleared. */
  clearedTo: number;
  /** Actors forgotten by a clear (they ended in the cleared entries). */
  forgotten: Set<string>;
  frozenAt: number | null;
  travel: number | null;
  selected: string | null;
  title: string;
  /** Why the time region is live at the last step: start, back, gone. */
  lastLiveCause: 'start' | 'back' | 'gone';
}

/** The events of the path so far, a batch of reports read as its reports in order. */
const eventsSoFar = (check: Check) =>
  check.path.steps
    .slice(1, check.index + 1)
    .map((step) => step.event as InspectorEvent)
    .flatMap((event): InspectorEvent[] => (event.type === 'ACTOR.BATCH' ? event.reports : [event]));

function stateAt(spec: Spec, sessionId: string, seq: number) {
  const own = spec.snapshots.filter((snapshot) => snapshot.sessionId === sessionId && snapshot.seq <= seq);
  const last = own.at(-1);
  return last
    ? { status: last.status, value: last.value, context: last.context, lastTransition: last.lastTransition }
    : { status: 'active', value: null, context: null, lastTransition: null };
}

/** Actors existing right after entry `seq` (null: now), in start order. */
function treeAt(spec: Spec, seq: number | null): SpecActor[] {
  return spec.actors.filter((item) =>
    seq === null
      ? item.endSeq === null && !spec.forgotten.has(item.actor.sessionId)
      : item.startSeq <= seq && (item.endSeq === null || item.endSeq > seq),
  );
}

const isKept = (spec: Spec, seq: number) => seq > spec.clearedTo && seq <= spec.seq;

function specOf(events: readonly InspectorEvent[]): Spec {
  const spec: Spec = {
    entries: [],
    snapshots: [],
    actors: [],
    seq: 0,
    clearedTo: 0,
    forgotten: new Set(),
    frozenAt: null,
    travel: null,
    selected: null,
    title: '',
    lastLiveCause: 'start',
  };
  const waiting = new Map<string, Array<{ seq: number; type: string }>>();
  const transitions = new Map<string, unknown>();
  const known = (id: string) => spec.actors.find((item) => item.actor.sessionId === id);
  const running = () => treeAt(spec, null).map((item) => item.actor.sessionId);
  const backToLive = () => {
    spec.travel = null;
    if (!spec.selected || !running().includes(spec.selected)) spec.selected = running()[0] ?? null;
  };
  for (const event of events) {
    switch (event.type) {
      case 'ACTOR.STARTED': {
        if (known(event.actor.sessionId)) break;
        const parent = event.actor.parentId ? known(event.actor.parentId) : undefined;
        spec.actors.push({
          actor: event.actor,
          path: parent ? `${parent.path}/${event.actor.label}` : event.actor.label,
          startSeq: spec.seq + 1,
          endSeq: null,
        });
        waiting.set(event.actor.sessionId, []);
        spec.selected ??= event.actor.sessionId;
        break;
      }
      case 'ACTOR.EVENT': {
        spec.seq += 1;
        spec.entries.push({
          seq: spec.seq,
          at: event.at,
          sourceId: event.sourceId,
          targetId: event.targetId,
          type: event.eventType,
          payload: event.payload,
        });
        const target = known(event.targetId);
        if (target && target.endSeq === null) waiting.get(event.targetId)!.push({ seq: spec.seq, type: event.eventType });
        break;
      }
      case 'ACTOR.TRANSITION':
        if (known(event.sessionId) && !spec.forgotten.has(event.sessionId) && event.transition.transitions.length)
          transitions.set(event.sessionId, event.transition);
        break;
      case 'ACTOR.SNAPSHOT': {
        const item = known(event.sessionId);
        if (!item || spec.forgotten.has(event.sessionId)) break;
        const queue = waiting.get(event.sessionId) ?? [];
        const type = (event.event as { type?: string } | null)?.type;
        const at = queue.findIndex((pending) => pending.type === type);
        const seq = at >= 0 ? queue[at].seq : spec.seq;
        if (at >= 0) waiting.set(event.sessionId, queue.slice(at + 1));
        spec.snapshots.push({
          sessionId: event.sessionId,
          status: event.status,
          value: event.value,
          context: event.context,
          event: event.event,
          seq,
          answers: at >= 0,
          lastTransition: transitions.get(event.sessionId) ?? null,
        });
        if (event.status !== 'active') {
          item.endSeq ??= seq;
          waiting.set(event.sessionId, []);
          if (spec.selected === event.sessionId) spec.selected = running()[0] ?? null;
        }
        break;
      }
      case 'ACTOR.SELECT': {
        const shown = treeAt(spec, spec.travel).map((entry) => entry.actor.sessionId);
        if (shown.includes(event.sessionId)) spec.selected = event.sessionId;
        break;
      }
      case 'LOG.PAUSE':
        spec.frozenAt ??= spec.seq;
        break;
      case 'LOG.RESUME':
        spec.frozenAt = null;
        break;
      case 'LOG.CLEAR':
        for (const item of spec.actors) if (item.endSeq !== null) spec.forgotten.add(item.actor.sessionId);
        spec.clearedTo = spec.seq;
        break;
      case 'TRAVEL.TO':
        if (isKept(spec, event.seq)) spec.travel = event.seq;
        break;
      case 'TRAVEL.LIVE':
        if (spec.travel !== null) {
          backToLive();
          spec.lastLiveCause = 'back';
        }
        break;
      case 'TRACE.TITLE':
        spec.title = event.text;
        break;
      default:
        break;
    }
    // An entry travelled to that is no longer kept ends the travel.
    if (spec.travel !== null && !isKept(spec, spec.travel)) {
      backToLive();
      spec.lastLiveCause = 'gone';
    }
  }
  return spec;
}

/** The trace the rules above give: each machine actor's snapshots that belong to kept entries. */
function expectedTrace(spec: Spec) {
  const pathOf = (id: string | null) => (id ? (spec.actors.find((item) => item.actor.sessionId === id)?.path ?? id) : null);
  return spec.actors
    .filter((item) => item.actor.machineId && !spec.forgotten.has(item.actor.sessionId))
    .map((item) => {
      const steps = spec.snapshots
        .filter((snapshot) => snapshot.sessionId === item.actor.sessionId && isKept(spec, snapshot.seq))
        .map((snapshot) => {
          const entry = spec.entries.find((candidate) => candidate.seq === snapshot.seq)!;
          return {
            seq: snapshot.seq,
            from: snapshot.answers ? pathOf(entry.sourceId) : item.path,
            event: snapshot.answers ? { type: entry.type, ...(entry.payload as object) } : snapshot.event,
            state: snapshot.value,
          };
        });
      const before = item.startSeq <= spec.clearedTo ? stateAt(spec, item.actor.sessionId, spec.clearedTo) : null;
      return {
        sessionId: item.actor.sessionId,
        machineId: item.actor.machineId,
        label: item.actor.label,
        path: item.path,
        input: item.actor.input,
        ...(before ? { start: { state: before.value, context: before.context } } : {}),
        steps,
      };
    })
    .filter((actor) => actor.start || actor.steps.length);
}

// The live snapshots of the path being replayed (the path's own snapshots are the traversal's
// representatives, whose context `serializeState` abstracts): the outermost oracle runs first.
let trail: { path: Check['path'] | null; snapshots: Snapshot[] } = { path: null, snapshots: [] };
function recordStep(check: Check) {
  if (check.index === 0) trail = { path: check.path, snapshots: [] };
  expect(trail.path).toBe(check.path);
  trail.snapshots[check.index] = check.snapshot;
}
const before = (check: Check) => (check.index > 0 ? trail.snapshots[check.index - 1] : null);

/** What holds in every state: the tree and selection shown, the context view, the trace, no raw secret anywhere. */
function checkPanel(check: Check) {
  recordStep(check);
  const { context } = check.snapshot;
  const spec = specOf(eventsSoFar(check));
  // The actor tree shown: right after the entry travelled to, or now; each under its parent.
  expect(context.travel).toBe(spec.travel);
  const expectedTree = treeAt(spec, spec.travel);
  const shownIds = expectedTree.map((item) => item.actor.sessionId);
  const depthOf = (id: string): number => {
    const parent = ACTORS.find((actor) => actor.sessionId === id)!.parentId;
    return parent && shownIds.includes(parent) ? depthOf(parent) + 1 : 0;
  };
  const shown = shownActors(context);
  const rows = actorTree(shown).map((row) => `${row.actor.label}@${row.depth}`);
  expect(rows.slice().sort()).toEqual(shownIds.map((id) => `${labelOf(id)}@${depthOf(id)}`).sort());
  rows.forEach((row, index) => {
    const depth = Number(row.split('@')[1]);
    if (depth > 0) expect(Number(rows[index - 1].split('@')[1]), `${row} follows its parent`).toBeGreaterThanOrEqual(depth - 1);
  });
  // The selection, and the actor whose chart and context show: the selected one if shown, else the first.
  expect(context.selected).toBe(spec.selected);
  const shownId = spec.selected && shownIds.includes(spec.selected) ? spec.selected : (shownIds[0] ?? null);
  const selection = shownSelection(context, shown);
  expect(selection?.sessionId ?? null).toBe(shownId);
  if (shownId) {
    const seq = spec.travel ?? Number.POSITIVE_INFINITY;
    const expected = stateAt(spec, shownId, seq);
    expect({ value: selection!.value, context: selection!.context, status: selection!.status }).toEqual({
      value: expected.value,
      context: expected.context,
      status: expected.status,
    });
    // Live, the last transition taken shows at once; back in time, the one before that entry's snapshot.
    const latest = [...eventsSoFar(check)]
      .reverse()
      .find(
        (event): event is EventOf<'ACTOR.TRANSITION'> =>
          event.type === 'ACTOR.TRANSITION' && event.sessionId === shownId && event.transition.transitions.length > 0,
      );
    expect(selection!.lastTransition).toEqual(spec.travel === null ? (latest?.transition ?? null) : expected.lastTransition);
  }
  // The trace: every machine actor (not the promise actor), with its snapshots in the kept entries.
  const trace = traceOf(context);
  expect(trace.format).toBe(TRACE_FORMAT);
  expect(trace.title).toBe(spec.title.trim());
  expect(trace.actors).toEqual(expectedTrace(spec));
  expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  // Nothing the panel renders or exports holds a raw secret.
  const exported = JSON.stringify({ rows: actorTree(shown), log: logEntries(context), actors: values(context.actors), trace });
  for (const secret of SECRETS) expect(exported, 'a raw secret reached the panel').not.toContain(secret);
}

/** The log shown: the kept entries up to the pause, through the filters; the rest waits. */
function checkLog(check: Check) {
  const { context } = check.snapshot;
  const spec = specOf(eventsSoFar(check));
  const actorId = [...eventsSoFar(check)]
    .reverse()
    .find((event): event is EventOf<'FILTER.ACTOR'> => event.type === 'FILTER.ACTOR')?.actorId;
  const text = (
    [...eventsSoFar(check)].reverse().find((event): event is EventOf<'FILTER.TYPE'> => event.type === 'FILTER.TYPE')?.text ?? ''
  )
    .trim()
    .toLowerCase();
  const kept = spec.entries.filter((entry) => isKept(spec, entry.seq));
  const shown = kept
    .filter((entry) => spec.frozenAt === null || entry.seq <= spec.frozenAt)
    .filter((entry) => !actorId || entry.sourceId === actorId || entry.targetId === actorId)
    .filter((entry) => !text || entry.type.toLowerCase().includes(text));
  const core = ({ seq, at, sourceId, targetId, type, payload }: SpecEntry) => ({ seq, at, sourceId, targetId, type, payload });
  expect(visibleLog(context).map(core)).toEqual(shown);
  expect(waitingCount(context)).toBe(spec.frozenAt === null ? 0 : kept.filter((entry) => entry.seq > spec.frozenAt!).length);
  // The secret each raw event of the log model held shows as redacted.
  for (const entry of visibleLog(context).filter((item) => LOGGED.some((logged) => logged.eventType === item.type))) {
    expect(JSON.stringify(entry.payload)).toContain(REDACTED);
  }
}

const oracle: Oracle<typeof inspectorMachine> = {
  inspector: checkPanel,
  // Opened by `?inspect=panel` (from the start) or the shortcut while closed.
  'inspector.panel.open': (check) => {
    if (!check.entered) return;
    if (check.index === 0) expect(check.snapshot.context.startOpen).toBe(true);
    else {
      expect(check.event.type).toBe('PANEL.TOGGLE');
      expect(before(check)!.matches({ panel: 'closed' })).toBe(true);
    }
  },
  // Closed by default, by the shortcut or the close button.
  'inspector.panel.closed': (check) => {
    if (!check.entered) return;
    if (check.index === 0) expect(check.snapshot.context.startOpen).toBe(false);
    else {
      expect(['PANEL.TOGGLE', 'PANEL.CLOSE']).toContain(check.event.type);
      expect(before(check)!.matches({ panel: 'open' })).toBe(true);
    }
  },
  // Live: every entry shows as it comes.
  'inspector.log.live': (check) => {
    checkLog(check);
    expect(check.snapshot.context.frozenAt).toBeNull();
  },
  // Paused: the log shown stops at the pause; new entries wait.
  'inspector.log.paused': (check) => {
    checkLog(check);
    if (check.entered) expect(check.event.type).toBe('LOG.PAUSE');
  },
  // Live time: the panel shows now.
  'inspector.time.live': (check) => {
    expect(check.snapshot.context.travel).toBeNull();
    if (check.entered && check.index > 0) {
      const spec = specOf(eventsSoFar(check));
      // Back by the user's choice, or because the entry travelled to left the log.
      expect(spec.lastLiveCause).toBe(check.event.type === 'TRAVEL.LIVE' ? 'back' : 'gone');
    }
  },
  // Travelling: the panel shows every actor right after the chosen entry (checked by the root oracle).
  'inspector.time.travelling': (check) => {
    const { travel } = check.snapshot.context;
    expect(travel).not.toBeNull();
    expect(logEntries(check.snapshot.context).some((entry) => entry.seq === travel)).toBe(true);
  },
};

/** Finite state space: the state value, the actors and their status, selection, whether the log is empty. */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    actors: values(context.actors)
      .map((actor) => actor.sessionId)
      .sort(),
    running: context.running,
    selected: context.selected,
    log: context.log.length > 0,
  });
};

// Focused models (docs/model-testing.md, joint coverage): one on the actors, one on the log and
// time travel, one on the panel; all together the state space stays small enough to take every edge.
// The collector's batches are sent by the session runs below.
const NO_ACTOR_EVENTS = {
  'ACTOR.STARTED': [],
  'ACTOR.SNAPSHOT': [],
  'ACTOR.TRANSITION': [],
  'ACTOR.SELECT': [],
  'ACTOR.BATCH': [],
} as const;
const NO_LOG_EVENTS = {
  'ACTOR.BATCH': [],
  'ACTOR.EVENT': [],
  'FILTER.ACTOR': [],
  'FILTER.TYPE': [],
  'LOG.PAUSE': [],
  'LOG.RESUME': [],
  'LOG.CLEAR': [],
  'TRAVEL.TO': [],
  'TRAVEL.LIVE': [],
  'TRACE.TITLE': [],
} as const;
const NO_PANEL_EVENTS = { 'PANEL.TOGGLE': [], 'PANEL.CLOSE': [] } as const;

// The actor tree, the selection, the context view.
/**
 * The events each state ignores (README "Watching the state machines", docs/inspector.md): closing
 * a closed panel, pausing a paused log, resuming a live one and going back to live while live mean
 * nothing.
 */
const ignores: IgnoredEvents<typeof inspectorMachine> = {
  'inspector.panel.closed': ['PANEL.CLOSE'],
  'inspector.log.live': ['LOG.RESUME'],
  'inspector.log.paused': ['LOG.PAUSE'],
  'inspector.time.live': ['TRAVEL.LIVE'],
};

const actorsModel = createModel(inspectorMachine, {
  input: { open: false },
  serializeState,
  events: {
    ...NO_LOG_EVENTS,
    ...NO_PANEL_EVENTS,
    // Session ids are unique: an actor starts once.
    'ACTOR.STARTED': (snapshot) => ACTORS.filter((actor) => !actorOf(snapshot.context, actor.sessionId)).map((actor) => ({ actor })),
    'ACTOR.SNAPSHOT': SNAPSHOTS,
    'ACTOR.TRANSITION': [
      { sessionId: SIGN_IN.sessionId, transition: TRANSITION },
      // A microstep with no transition (an event nothing handled) keeps the last one marked.
      { sessionId: SIGN_IN.sessionId, transition: { eventType: 'PING', transitions: [] } },
      { sessionId: 'x:9', transition: TRANSITION },
    ],
    'ACTOR.SELECT': [{ sessionId: APP.sessionId }, { sessionId: SIGN_IN.sessionId }, { sessionId: 'x:9' }],
  },
  oracle,
  ignores,
});

// The event log (entries, filters, pause, resume, clear), time travel over it, the trace's title.
const logModel = createModel(inspectorMachine, {
  input: { open: false },
  serializeState: (snapshot) => {
    const { context } = snapshot;
    const first = firstSeq(context);
    return JSON.stringify({
      value: snapshot.value,
      log: Math.min(context.log.length, 2),
      waiting: waitingCount(context) > 0,
      filter: context.filter,
      // Where the travel is: the oldest kept entry or a later one.
      travel: context.travel === null ? null : context.travel === first,
    });
  },
  events: {
    ...NO_ACTOR_EVENTS,
    ...NO_PANEL_EVENTS,
    // Times vary along a path, so an entry compared with another step's event cannot pass.
    'ACTOR.EVENT': (snapshot) => LOGGED.map((logged, index) => ({ ...logged, at: 1000 + 10 * snapshot.context.seq + index })),
    'FILTER.ACTOR': [{ actorId: SIGN_IN.sessionId }, { actorId: '' }],
    'FILTER.TYPE': [{ text: '  sign' }, { text: '' }],
    // The oldest kept entry, the newest, and one never logged.
    'TRAVEL.TO': (snapshot) => {
      const { context } = snapshot;
      return [...(context.log.length ? [{ seq: firstSeq(context) }, { seq: context.seq }] : []), { seq: context.seq + 99 }];
    },
    'TRACE.TITLE': [{ text: '  Worker signs in ' }],
  },
  oracle,
  ignores,
});

// The panel: `?inspect=panel` opens it from the start; the shortcut and the close button.
const panelModel = createModel(inspectorMachine, {
  input: { open: true },
  serializeState,
  events: { ...NO_ACTOR_EVENTS, ...NO_LOG_EVENTS },
  oracle,
  ignores,
});

const MODELS = { actors: actorsModel, log: logModel, panel: panelModel };
for (const [name, model] of Object.entries(MODELS)) {
  describe(`inspector model: ${name}`, () => {
    for (const path of model.paths()) it(path.description, () => model.replay(path));
  });
}

// A sign-in as XState reports it (the order of src/inspector/collector.ts's events, checked against
// a real actor system in tests/unit/inspector/collector.test.ts): the app's snapshot of SIGN_IN
// arrives after the events its actions sent to the child it started.
const started = (actor: InspectedActor): InspectorEvent => ({ type: 'ACTOR.STARTED', actor });
let clock = 5000;
const sent = (targetId: string, sourceId: string | null, eventType: string, payload: unknown = {}): InspectorEvent => ({
  type: 'ACTOR.EVENT',
  at: (clock += 7),
  targetId,
  sourceId,
  eventType,
  payload: redact(payload),
});
const reported = (sessionId: string, status: EventOf<'ACTOR.SNAPSHOT'>['status'], value: unknown, context: unknown, event: unknown) =>
  ({ type: 'ACTOR.SNAPSHOT', sessionId, status, value: redact(value), context: redact(context), event: redact(event) }) as InspectorEvent;
const took = (sessionId: string, eventType: string, source: string, target: string): InspectorEvent => ({
  type: 'ACTOR.TRANSITION',
  sessionId,
  transition: { eventType, transitions: [{ source, targets: [target] }] },
});

const SIGN_IN_SESSION: InspectorEvent[] = [
  started(APP),
  sent(APP.sessionId, null, 'xstate.init'),
  reported(APP.sessionId, 'active', 'signedOut', { user: null, location: `/success-login?code=${RAW_CODE}` }, { type: 'xstate.init' }),
  sent(APP.sessionId, null, 'SIGN_IN', { username: 'worker', password: RAW_PASSWORD }),
  took(APP.sessionId, 'SIGN_IN', 'app.signedOut', 'app.signingIn'),
  started(SIGN_IN),
  sent(SIGN_IN.sessionId, APP.sessionId, 'xstate.init'),
  started(USER_INFO),
  sent(USER_INFO.sessionId, SIGN_IN.sessionId, 'xstate.init'),
  reported(USER_INFO.sessionId, 'active', null, null, { type: 'xstate.init' }),
  reported(SIGN_IN.sessionId, 'active', 'fetchingUserInfo', { user: null, id_token: RAW_TOKEN }, { type: 'xstate.init' }),
  reported(APP.sessionId, 'active', 'signingIn', { user: null, location: '/success-login' }, { type: 'SIGN_IN', password: RAW_PASSWORD }),
  sent(USER_INFO.sessionId, USER_INFO.sessionId, 'xstate.promise.resolve', { output: { access_token: RAW_TOKEN } }),
  sent(SIGN_IN.sessionId, USER_INFO.sessionId, 'xstate.done.actor.fetchUserInfo', { output: { access_token: RAW_TOKEN, name: 'Ana' } }),
  took(SIGN_IN.sessionId, 'xstate.done.actor.fetchUserInfo', 'signIn.fetchingUserInfo', 'signIn.signedIn'),
  sent(APP.sessionId, SIGN_IN.sessionId, 'USER.SIGNED_IN', { user: { name: 'Ana' }, authorization: `Bearer ${RAW_TOKEN}` }),
  sent(APP.sessionId, SIGN_IN.sessionId, 'xstate.done.actor.signIn', { output: null }),
  reported(
    SIGN_IN.sessionId,
    'done',
    'signedIn',
    { user: { name: 'Ana' }, id_token: RAW_TOKEN },
    { type: 'xstate.done.actor.fetchUserInfo' },
  ),
  reported(USER_INFO.sessionId, 'done', null, null, { type: 'xstate.promise.resolve' }),
  took(APP.sessionId, 'USER.SIGNED_IN', 'app.signingIn', 'app.signedIn'),
  reported(APP.sessionId, 'active', 'signedIn', { user: { name: 'Ana' }, location: '/home' }, { type: 'USER.SIGNED_IN' }),
  reported(APP.sessionId, 'active', 'signedIn', { user: { name: 'Ana' }, location: '/home' }, { type: 'xstate.done.actor.signIn' }),
];

describe('inspector model: a sign-in session, travelled through', () => {
  it('shows each entry’s moment: the app signing in at SIGN_IN, the child at its init, gone once done', () =>
    logModel.run(
      [
        ...SIGN_IN_SESSION,
        { type: 'TRAVEL.TO', seq: 2 },
        // Not in the tree right after SIGN_IN (it starts with the next entry): not selectable then.
        { type: 'ACTOR.SELECT', sessionId: SIGN_IN.sessionId },
        { type: 'TRAVEL.TO', seq: 4 },
        { type: 'ACTOR.SELECT', sessionId: SIGN_IN.sessionId },
        // After its done answer the sign-in has ended: the app shows instead.
        { type: 'TRAVEL.TO', seq: 7 },
        { type: 'TRAVEL.TO', seq: 3 },
        { type: 'TRAVEL.LIVE' },
        { type: 'TRACE.TITLE', text: 'Worker signs in' },
      ],
      { name: 'sign-in session, travelled through' },
    ));

  it('a cleared log starts the trace from the states of that moment, and ends a travel into it', () =>
    logModel.run(
      [
        // As the collector hands them over: the reports of a task together.
        ...[0, 6, 12, 18].map((start): InspectorEvent => ({
          type: 'ACTOR.BATCH',
          reports: SIGN_IN_SESSION.slice(start, start + 6) as InspectedReport[],
        })),
        { type: 'TRAVEL.TO', seq: 5 },
        { type: 'LOG.CLEAR' },
        sent(APP.sessionId, null, 'LOGOUT'),
        took(APP.sessionId, 'LOGOUT', 'app.signedIn', 'app.signedOut'),
        reported(APP.sessionId, 'active', 'signedOut', { user: null, location: '/' }, { type: 'LOGOUT' }),
        { type: 'TRAVEL.TO', seq: 9 },
        { type: 'LOG.PAUSE' },
        sent(APP.sessionId, null, 'LOGIN'),
        { type: 'TRACE.TITLE', text: 'Worker signs out' },
        // The app stops: its own report, not an answer to an event.
        reported(APP.sessionId, 'stopped', 'signedOut', { user: null, location: '/' }, { type: 'xstate.stop' }),
        { type: 'LOG.RESUME' },
      ],
      { name: 'sign-in session, cleared, travelled, stopped' },
    ));
});

describe('inspector payloads', () => {
  it('the raw events of this model hold the secrets the oracles look for, and redact() hides them', () => {
    const raw = JSON.stringify({ password: RAW_PASSWORD, access_token: RAW_TOKEN, url: `/callback?code=${RAW_CODE}` });
    for (const secret of SECRETS) expect(raw).toContain(secret);
    const shown = JSON.stringify([...LOGGED, ...SNAPSHOTS, ...ACTORS, ...SIGN_IN_SESSION]);
    for (const secret of SECRETS) expect(shown).not.toContain(secret);
    expect(shown).toContain(REDACTED);
  });

  it('a trace’s file is named after its title', () => {
    expect(traceFileName('  Worker signs in ')).toBe('worker-signs-in.json');
    expect(traceFileName('Intérimaire: contrats à signer (403)!')).toBe('interimaire-contrats-a-signer-403.json');
    expect(traceFileName(' … ')).toBe('');
  });
});

publishJourneys('inspector', MODELS);

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => assertJointCoverage(Object.values(MODELS)));
