// Model-based tests of the live inspector: paths from its graph, replayed on a live actor;
// after every step an oracle written from what the panel must show checks the actor tree, the
// selected actor and its (redacted) context, the event log with its filters, pause and resume, the
// exported trace, and that no raw secret reaches anything the panel renders or exports.
// Payloads are built the way the collector builds them (`redact()` of the raw inspection event), from
// raw values that hold a JWT, a password and a login callback code.
import { describe, expect, it } from 'vitest';
import { assertJointCoverage, createModel, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import {
  actorTree,
  inspectorMachine,
  traceOf,
  visibleLog,
  TRACE_FORMAT,
  type InspectedActor,
  type InspectorEvent,
  type LogEntry,
} from '../../machines/inspector/inspector.machine';
import { REDACTED, redact } from '../../machines/inspector/redact';

type Check = OracleCheck<typeof inspectorMachine>;
type Snapshot = ReturnType<typeof inspectorMachine.getInitialSnapshot>;

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

type EventOf<T extends InspectorEvent['type']> = Extract<InspectorEvent, { type: T }>;
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

/** The events of the path up to this step (step 0 is the start). */
const eventsSoFar = (check: Check) => check.path.steps.slice(1, check.index + 1).map((step) => step.event as InspectorEvent);
// The live snapshots of the path being replayed (the path's own snapshots are the traversal's
// representatives, whose context `serializeState` abstracts): the outermost oracle runs first.
let trail: { path: Check['path'] | null; snapshots: Snapshot[] } = { path: null, snapshots: [] };
function recordStep(check: Check) {
  if (check.index === 0) trail = { path: check.path, snapshots: [] };
  expect(trail.path).toBe(check.path);
  trail.snapshots[check.index] = check.snapshot;
}
const before = (check: Check) => (check.index > 0 ? trail.snapshots[check.index - 1] : null);
const lastOf = <T extends InspectorEvent['type']>(check: Check, type: T) =>
  eventsSoFar(check)
    .filter((event): event is EventOf<T> => event.type === type)
    .at(-1);

/** Actors that started and have not stopped, finished or failed, in start order. */
function expectedRunning(check: Check): string[] {
  const started: string[] = [];
  let running: string[] = [];
  for (const event of eventsSoFar(check)) {
    if (event.type === 'ACTOR.STARTED') {
      started.push(event.actor.sessionId);
      running.push(event.actor.sessionId);
    }
    if (event.type === 'ACTOR.SNAPSHOT' && event.status !== 'active') running = running.filter((id) => id !== event.sessionId);
  }
  return running;
}

/** The selected actor: the first actor by default; the one picked if running; when it stops, the first still running. */
function expectedSelected(check: Check): string | null {
  let selected: string | null = null;
  const running: string[] = [];
  for (const event of eventsSoFar(check)) {
    if (event.type === 'ACTOR.STARTED') {
      running.push(event.actor.sessionId);
      selected ??= event.actor.sessionId;
    }
    if (event.type === 'ACTOR.SELECT' && running.includes(event.sessionId)) selected = event.sessionId;
    if (event.type === 'ACTOR.SNAPSHOT' && event.status !== 'active' && running.includes(event.sessionId)) {
      running.splice(running.indexOf(event.sessionId), 1);
      if (selected === event.sessionId) selected = running[0] ?? null;
    }
  }
  return selected;
}

/** Types of the entries shown: the actor filter keeps an entry it sent or received, the type filter a substring in any case. */
function expectedVisibleTypes(check: Check, log: LogEntry[]): string[] {
  const actorId = lastOf(check, 'FILTER.ACTOR')?.actorId ?? '';
  const text = (lastOf(check, 'FILTER.TYPE')?.text ?? '').trim().toLowerCase();
  return log
    .filter((entry) => !actorId || entry.sourceId === actorId || entry.targetId === actorId)
    .filter((entry) => !text || entry.type.toLowerCase().includes(text))
    .map((entry) => entry.type);
}

function entryOfStep(check: Check, seq: number): LogEntry {
  const event = check.event as EventOf<'ACTOR.EVENT'>;
  return { seq, at: event.at, sourceId: event.sourceId, targetId: event.targetId, type: event.eventType, payload: event.payload };
}

/** What holds in every state: tree, selection, context view, trace, and no raw secret anywhere. */
function checkPanel(check: Check) {
  recordStep(check);
  const { context } = check.snapshot;
  // The actor tree: running actors, each under its running parent.
  const running = expectedRunning(check);
  const depthOf = (id: string): number => {
    const parent = ACTORS.find((actor) => actor.sessionId === id)!.parentId;
    return parent && running.includes(parent) ? depthOf(parent) + 1 : 0;
  };
  const rows = actorTree(context).map((row) => `${row.actor.label}@${row.depth}`);
  expect(rows.slice().sort()).toEqual(running.map((id) => `${labelOf(id)}@${depthOf(id)}`).sort());
  // Children are listed right after their parent.
  rows.forEach((row, index) => {
    const depth = Number(row.split('@')[1]);
    if (depth > 0) expect(Number(rows[index - 1].split('@')[1]), `${row} follows its parent`).toBeGreaterThanOrEqual(depth - 1);
  });
  // The selected actor, always one of the tree (or none).
  const selected = expectedSelected(check);
  expect(context.selected).toBe(selected);
  if (selected) expect(running).toContain(selected);
  // Its context view: the last snapshot it reported, redacted; its last transition taken.
  if (selected) {
    const snapshots = eventsSoFar(check).filter(
      (event): event is EventOf<'ACTOR.SNAPSHOT'> => event.type === 'ACTOR.SNAPSHOT' && event.sessionId === selected,
    );
    expect(context.actors[selected].context).toEqual(snapshots.at(-1)?.context ?? null);
    expect(context.actors[selected].value).toEqual(snapshots.at(-1)?.value ?? null);
    const transitions = eventsSoFar(check).filter(
      (event): event is EventOf<'ACTOR.TRANSITION'> =>
        event.type === 'ACTOR.TRANSITION' && event.sessionId === selected && event.transition.transitions.length > 0,
    );
    expect(context.actors[selected].lastTransition).toEqual(transitions.at(-1)?.transition ?? null);
  }
  // The trace: every machine actor (not the promise actor), with the snapshots it reported in order.
  const trace = traceOf(context);
  expect(trace.format).toBe(TRACE_FORMAT);
  const startedMachines = eventsSoFar(check).filter(
    (event): event is EventOf<'ACTOR.STARTED'> => event.type === 'ACTOR.STARTED' && !!event.actor.machineId,
  );
  expect(trace.actors.map((actor) => [actor.label, actor.machineId, actor.input])).toEqual(
    startedMachines.map((event) => [event.actor.label, event.actor.machineId, event.actor.input]),
  );
  for (const actor of trace.actors) {
    const steps = eventsSoFar(check)
      .filter((event): event is EventOf<'ACTOR.SNAPSHOT'> => event.type === 'ACTOR.SNAPSHOT' && event.sessionId === actor.sessionId)
      .map((event) => ({ event: event.event, state: event.value }));
    expect(actor.steps).toEqual(steps);
  }
  expect(JSON.parse(JSON.stringify(trace))).toEqual(trace);
  // Nothing the panel renders or exports holds a raw secret.
  const shown = JSON.stringify({ rows: actorTree(context), log: visibleLog(context), held: context.held, actors: context.actors, trace });
  for (const secret of SECRETS) expect(shown, 'a raw secret reached the panel').not.toContain(secret);
}

/** The whole log (visible after the filters), whatever the pause: the filters apply to what is shown. */
function checkFilters(check: Check) {
  const { context } = check.snapshot;
  expect(visibleLog(context).map((entry) => entry.type)).toEqual(expectedVisibleTypes(check, context.log));
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
  // Live: each event is appended at once, redacted; resuming appends what waited, in order.
  'inspector.log.live': (check) => {
    const previous = before(check);
    const { context } = check.snapshot;
    checkFilters(check);
    expect(context.held).toEqual([]);
    if (!previous) {
      expect(context.log).toEqual([]);
      return;
    }
    if (check.event.type === 'ACTOR.EVENT') {
      const entry = entryOfStep(check, previous.context.seq + 1);
      expect(context.log).toEqual([...previous.context.log, entry]);
      // The secret the raw event held shows as redacted.
      expect(JSON.stringify(entry.payload)).toContain(REDACTED);
    } else if (check.event.type === 'LOG.RESUME') {
      expect(previous.matches({ log: 'paused' })).toBe(true);
      expect(context.log).toEqual([...previous.context.log, ...previous.context.held]);
    } else if (check.event.type === 'LOG.CLEAR') {
      expect(context.log).toEqual([]);
    } else {
      expect(context.log).toEqual(previous.context.log);
    }
  },
  // Paused: the log shown stays as it was; new events wait, numbered in arrival order.
  'inspector.log.paused': (check) => {
    const previous = before(check)!;
    const { context } = check.snapshot;
    checkFilters(check);
    if (check.event.type === 'LOG.CLEAR') {
      expect([context.log, context.held]).toEqual([[], []]);
      return;
    }
    if (check.event.type === 'LOG.PAUSE') expect(context.held).toEqual([]);
    expect(context.log).toEqual(previous.context.log);
    if (check.event.type === 'ACTOR.EVENT') {
      expect(context.held).toEqual([...previous.context.held, entryOfStep(check, previous.context.seq + 1)]);
    } else if (check.event.type !== 'LOG.PAUSE') {
      expect(context.held).toEqual(previous.context.held);
    }
  },
};

/** Finite state space: the state value, the actors and their status, selection, filters, whether the log and the queue are empty. */
const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    actors: Object.keys(context.actors).sort(),
    running: context.running,
    selected: context.selected,
    log: context.log.length > 0,
    held: context.held.length > 0,
  });
};

// Focused models (docs/model-testing.md, joint coverage): one on the actors, one on the log, one
// on the panel; all together the state space stays small enough to take every edge.
const NO_ACTOR_EVENTS = { 'ACTOR.STARTED': [], 'ACTOR.SNAPSHOT': [], 'ACTOR.TRANSITION': [], 'ACTOR.SELECT': [] } as const;
const NO_LOG_EVENTS = {
  'ACTOR.EVENT': [],
  'FILTER.ACTOR': [],
  'FILTER.TYPE': [],
  'LOG.PAUSE': [],
  'LOG.RESUME': [],
  'LOG.CLEAR': [],
} as const;
const NO_PANEL_EVENTS = { 'PANEL.TOGGLE': [], 'PANEL.CLOSE': [] } as const;

// The actor tree, the selection, the context view and the trace.
const actorsModel = createModel(inspectorMachine, {
  input: { open: false },
  serializeState,
  events: {
    ...NO_LOG_EVENTS,
    ...NO_PANEL_EVENTS,
    // Session ids are unique: an actor starts once.
    'ACTOR.STARTED': (snapshot) => ACTORS.filter((actor) => !snapshot.context.actors[actor.sessionId]).map((actor) => ({ actor })),
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
});

// The event log: entries, filters, pause, resume, clear.
const logModel = createModel(inspectorMachine, {
  input: { open: false },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      log: Math.min(snapshot.context.log.length, 2),
      held: Math.min(snapshot.context.held.length, 2),
      filter: snapshot.context.filter,
    }),
  events: {
    ...NO_ACTOR_EVENTS,
    ...NO_PANEL_EVENTS,
    // Times vary along a path, so an entry compared with another step's event cannot pass.
    'ACTOR.EVENT': (snapshot) => LOGGED.map((logged, index) => ({ ...logged, at: 1000 + 10 * snapshot.context.seq + index })),
    'FILTER.ACTOR': [{ actorId: SIGN_IN.sessionId }, { actorId: '' }],
    'FILTER.TYPE': [{ text: '  sign' }, { text: '' }],
  },
  oracle,
});

// The panel: `?inspect=panel` opens it from the start; the shortcut and the close button.
const panelModel = createModel(inspectorMachine, {
  input: { open: true },
  serializeState,
  events: { ...NO_ACTOR_EVENTS, ...NO_LOG_EVENTS },
  oracle,
});

const MODELS = { actors: actorsModel, log: logModel, panel: panelModel };
for (const [name, model] of Object.entries(MODELS)) {
  describe(`inspector model: ${name}`, () => {
    for (const path of model.paths()) it(path.description, () => model.replay(path));
  });
}

describe('inspector payloads', () => {
  it('the raw events of this model hold the secrets the oracles look for, and redact() hides them', () => {
    const raw = JSON.stringify({ password: RAW_PASSWORD, access_token: RAW_TOKEN, url: `/callback?code=${RAW_CODE}` });
    for (const secret of SECRETS) expect(raw).toContain(secret);
    const shown = JSON.stringify([...LOGGED, ...SNAPSHOTS, ...ACTORS]);
    for (const secret of SECRETS) expect(shown).not.toContain(secret);
    expect(shown).toContain(REDACTED);
  });
});

publishJourneys('inspector', MODELS);

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => assertJointCoverage(Object.values(MODELS)));
