/**
 * Model-based testing harness for the project's XState v5 machines.
 *
 * `createTestModel` from `xstate/graph` refuses machines with `after` or `invoke`, and all of ours
 * have both. This harness:
 *
 * 1. generates paths from the machine graph (`getShortestPaths` / `getSimplePaths` /
 *    `getAdjacencyMap` of `xstate/graph`), feeding the traversal the events each snapshot can
 *    take (its own event descriptors) with the payloads the test supplies;
 * 2. replays every path on a LIVE actor (`createActor` + `SimulatedClock`): `xstate.after.*`
 *    becomes `clock.increment(ms)` (the ms of the live actor's pending timer),
 *    `xstate.done.actor.<id>` / `xstate.error.actor.<id>` resolve / reject the deferred promise of
 *    the invoked child (every named actor is replaced by a deferred-promise fake, so the machine's
 *    own invoke/onDone/onError wiring runs), user events are sent; after every step the live
 *    snapshot must equal the path's expected snapshot;
 * 3. records, from the live actor's `@xstate.microstep` inspection events, every state entered and
 *    every transition taken, and `assertCoverage()` fails listing every state node and every
 *    transition (edges of `toDirectedGraph` plus `always` transitions) that no replay visited.
 *
 * See docs/model-testing.md for a walkthrough.
 */
import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  toDirectedGraph,
  type DirectedGraphNode,
  type StatePath,
} from 'xstate/graph';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

/** One payload variant of a user event: the event without (or with) its `type`. */
type EventVariant<E extends EventObject> = E extends unknown
  ? Omit<E, 'type'> & { type?: E['type'] }
  : never;

/**
 * Payload variants for every event type the traversal may send, keyed by event type.
 *
 * - User events: one or more variants (`[{ value: 'x' }, { value: '' }]`). A user event type that
 *   is absent is sent bare (`{ type }`); `[]` means "never send it".
 * - `xstate.done.actor.<invokeId>`: `[{ output }]`, `xstate.error.actor.<invokeId>`: `[{ error }]`.
 *   These are REQUIRED whenever the machine can receive them (the harness cannot invent actor
 *   results); `[]` means "never let this actor finish / fail".
 * - `xstate.after.<delay>.<stateId>` events are generated automatically; `[]` skips one.
 * - Wildcard descriptors (`'*'`, `'feedback.*'`) send only the full events listed under them.
 */
export type EventVariants<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<
    EventVariant<Extract<EventFromLogic<TMachine>, { type: K }>>
  >;
} & {
  [K: `xstate.done.actor.${string}`]: ReadonlyArray<{ output?: unknown }>;
  [K: `xstate.error.actor.${string}`]: ReadonlyArray<{ error?: unknown }>;
  [K: `xstate.after.${string}`]: readonly [];
  [K: `${string}*`]: ReadonlyArray<EventFromLogic<TMachine>>;
};

/**
 * Identifies a transition in coverage rules. State ids are state node ids (`'toaster.visible'`,
 * a leading `#` is accepted). `event` is the event descriptor (`'SUBMIT'`,
 * `'xstate.after.toastDuration.toaster.visible'`, `'always'` for eventless transitions).
 * `target` (optional) must list every target id; `[]` matches a targetless transition.
 * `guard` (optional) is the guard name.
 */
export interface TransitionMatcher {
  source: string;
  event: string;
  target?: string | readonly string[];
  guard?: string;
}

/** A coverage rule: one state or one (family of) transition(s), with the reason it is there. */
export type CoverageRule = ({ state: string } | { transition: TransitionMatcher }) & {
  reason: string;
};

export interface CoverageOptions {
  /** Graph items left out of the gate. A rule that matches nothing in the graph is an error. */
  ignore?: readonly CoverageRule[];
  /** Extra items that some replay must have visited (on top of every state and transition). */
  require?: readonly CoverageRule[];
}

export type Traversal = 'transitions' | 'shortest' | 'simple';

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Machine input, for the traversal and for every live actor. */
  input?: InputFrom<TMachine>;
  /**
   * `.provide()` overrides: stub named `sendParent`/`sendTo` actions (they throw in a machine that
   * runs alone), shorten delays... Actors given here replace the harness's deferred-promise fake.
   */
  provide?: Parameters<TMachine['provide']>[0];
  /** Payload variants per event type (see {@link EventVariants}). */
  events?: EventVariants<TMachine>;
  /**
   * Abstraction of a snapshot: two snapshots with the same string are the same graph vertex, and
   * the live snapshot must serialize like the expected one. Default: JSON of `{ value, context }`.
   * A lossy abstraction can hide states: keep every field a guard reads.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /**
   * - `'transitions'` (default): the shortest path to every vertex, plus every event that does
   *   something in that vertex: every edge of the state space is taken once.
   * - `'shortest'`: the shortest path to every vertex only (fewer paths, weaker coverage).
   * - `'simple'`: every simple path to every vertex (can explode; for small machines).
   */
  traversal?: Traversal;
  /** Maximum number of traversal steps (queued snapshots) before giving up (default 10 000). */
  limit?: number;
  /**
   * How a replay fires an `xstate.after.*` step.
   * - `'clock'` (default): advance the simulated clock to the timer's due time. Every timer due by
   *   then fires too, as in real life: a path in which a later timer fires before an earlier one
   *   (parallel states, the traversal knows no time) fails, naming the timers that fired with it.
   * - `'independent'`: timers are inputs in any order. When another timer is due first, the
   *   step's timer is cancelled and its event delivered at once (the clock does not move).
   */
  timers?: 'clock' | 'independent';
  coverage?: CoverageOptions;
}

/** One step of a path: the event sent and the snapshot expected after it. */
export interface ModelStep<TMachine extends AnyStateMachine> {
  event: AnyEventObject;
  state: SnapshotFrom<TMachine>;
}

/** A generated path. `steps[0]` is `xstate.init` with the initial snapshot. */
export interface ModelPath<TMachine extends AnyStateMachine> {
  description: string;
  steps: ReadonlyArray<ModelStep<TMachine>>;
  /** The snapshot at the end of the path. */
  state: SnapshotFrom<TMachine>;
}

/** An invocation of a named actor seen by a replay (the harness's fakes record them). */
export interface Invocation {
  id: string;
  src: string;
  input: unknown;
}

/** What a replay hook can see and drive. */
export interface ReplayContext<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  path: ModelPath<TMachine>;
  /** Index of the current step in `path.steps`. */
  index: number;
  /** Every invocation of a named actor so far, in order. */
  invocations: readonly Invocation[];
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** Called once the actor is created and started (e.g. render a view bound to it). */
  onStart?: (context: ReplayContext<TMachine>) => void | Promise<void>;
  /**
   * Called after each step (including the initial one, `step.event.type === 'xstate.init'`) once
   * the live snapshot matched the expected one: assert what the view shows, etc.
   */
  onStep?: (
    snapshot: SnapshotFrom<TMachine>,
    step: ModelStep<TMachine>,
    context: ReplayContext<TMachine>,
  ) => void | Promise<void>;
  /**
   * Delivers a user event (default: `actor.send(event)`). A view test can click a button instead;
   * the harness then checks the actor reached the expected state.
   */
  send?: (event: AnyEventObject, context: ReplayContext<TMachine>) => void | Promise<void>;
}

export interface CoverageReport {
  machineId: string;
  states: { total: number; visited: number; missing: string[]; ignored: string[] };
  transitions: { total: number; visited: number; missing: string[]; ignored: string[] };
  /** `require` rules that no replay satisfied. */
  unmetRequirements: string[];
  /** `ignore` rules that match nothing in the graph (stale). */
  staleIgnores: string[];
  /** Paths generated but never replayed (a filtered test run). */
  pathsNotReplayed: number;
}

export interface Model<TMachine extends AnyStateMachine> {
  /** The machine with the harness's fakes and the test's `provide` applied. */
  readonly machine: TMachine;
  /** Generated paths (computed once, deduplicated: no path is a prefix of another). */
  paths(): ReadonlyArray<ModelPath<TMachine>>;
  /** Replays a path on a live actor; throws at the first step whose state differs. */
  replay(path: ModelPath<TMachine>, options?: ReplayOptions<TMachine>): Promise<void>;
  /** What the replays so far have covered. */
  coverage(): CoverageReport;
  /** Throws, listing every state and transition never visited (use it in `afterAll`). */
  assertCoverage(): void;
}

// ---------------------------------------------------------------------------------------------
// Graph items (states and transitions) and their labels
// ---------------------------------------------------------------------------------------------

const ALWAYS = 'always';

/** Name of a guard as written in the machine (`isValid`, `not(isValid)`, `inline`). */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  if (typeof guard === 'function') return guard.name ? `inline ${guard.name}` : 'inline guard';
  return 'guard';
}

function eventDescriptorOf(transition: AnyTransitionDefinition): string {
  return transition.eventType === '' ? ALWAYS : String(transition.eventType);
}

function candidatesOf(transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  const source = transition.source as AnyStateNode;
  if (transition.eventType === '') return source.always ?? [];
  return source.transitions.get(transition.eventType) ?? [];
}

interface TransitionItem {
  key: string;
  label: string;
  source: string;
  event: string;
  targets: string[];
  guard: string | undefined;
}

/**
 * A transition's identity, equal for the same transition of two instances of a machine (the
 * harness's provided machine and the original): source id, event descriptor, index among the
 * source's candidates for that event.
 */
function describeTransition(transition: AnyTransitionDefinition): TransitionItem {
  const source = (transition.source as AnyStateNode).id;
  const event = eventDescriptorOf(transition);
  const candidates = candidatesOf(transition);
  const index = Math.max(0, candidates.findIndex((c) => c === transition));
  const targets = (transition.target ?? []).map((t: AnyStateNode) => t.id);
  const guard = guardName(transition.guard);
  const arrowText = `${event}${guard ? ` [${guard}]` : ''}`;
  const targetText = targets.length ? targets.join(', ') : '(no target)';
  const rank = candidates.length > 1 && !guard ? ` (#${index + 1})` : '';
  return {
    key: `${source}\u0000${event}\u0000${index}`,
    label: `${source} --${arrowText}${rank}--> ${targetText}`,
    source,
    event,
    targets,
    guard,
  };
}

function collectGraphTransitions(machine: AnyStateMachine): TransitionItem[] {
  const seen = new Set<AnyTransitionDefinition>();
  const items: TransitionItem[] = [];
  const add = (transition: AnyTransitionDefinition) => {
    if (seen.has(transition)) return;
    seen.add(transition);
    items.push(describeTransition(transition));
  };
  const walk = (node: DirectedGraphNode) => {
    for (const edge of node.edges) add(edge.transition);
    // toDirectedGraph leaves out eventless transitions: take them from the state node.
    for (const transition of node.stateNode.always ?? []) add(transition);
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return items;
}

function collectGraphStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => node.type !== 'history')
    .map((node) => node.id);
}

const stripHash = (id: string) => (id.startsWith('#') ? id.slice(1) : id);

function matchesTransition(item: TransitionItem, matcher: TransitionMatcher): boolean {
  if (stripHash(matcher.source) !== item.source) return false;
  if (matcher.event !== item.event) return false;
  if (matcher.guard !== undefined && matcher.guard !== item.guard) return false;
  if (matcher.target !== undefined) {
    const wanted = (typeof matcher.target === 'string' ? [matcher.target] : [...matcher.target])
      .map(stripHash)
      .sort();
    const actual = [...item.targets].sort();
    if (wanted.join('\u0000') !== actual.join('\u0000')) return false;
  }
  return true;
}

function describeRule(rule: CoverageRule): string {
  if ('state' in rule) return `state ${stripHash(rule.state)} (${rule.reason})`;
  const { source, event, target, guard } = rule.transition;
  const targetText = target === undefined ? '*' : typeof target === 'string' ? target : target.join(', ') || '(no target)';
  return `${stripHash(source)} --${event}${guard ? ` [${guard}]` : ''}--> ${targetText} (${rule.reason})`;
}

// ---------------------------------------------------------------------------------------------
// Snapshots, events, descriptions
// ---------------------------------------------------------------------------------------------

function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  const { value, context } = snapshot;
  return JSON.stringify({
    value,
    context: context && Object.keys(context).length ? context : undefined,
  });
}

/** `{ a: { b: 'c' }, d: 'e' }` → `a.b.c + d.e`. */
function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value).map(([key, child]) => {
      const inner = stateLabel(child);
      return inner ? `${key}.${inner}` : key;
    });
    return parts.length > 1 ? parts.join(' + ') : (parts[0] ?? '');
  }
  return '';
}

function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]}`;
  if (!Object.keys(payload).length) return type;
  let text: string;
  try {
    text = JSON.stringify(payload, (_key, value: unknown) =>
      value instanceof Error ? `Error(${value.message})` : value,
    );
  } catch {
    text = '{…}';
  }
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
const DONE_STATE = 'xstate.done.state.';

// ---------------------------------------------------------------------------------------------
// Live replay session: deferred-promise fakes, clock, inspection
// ---------------------------------------------------------------------------------------------

interface Deferred {
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function createDeferred(): Deferred {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Session {
  deferreds: Map<string, Deferred>;
  invocations: Invocation[];
}

/** Sessions by actor system, so concurrent replays never share fakes. */
const sessionsBySystem = new WeakMap<object, Session>();

async function settle(isDone: () => boolean, maxTurns = 200): Promise<void> {
  for (let turn = 0; turn < maxTurns && !isDone(); turn++) await Promise.resolve();
}

type ScheduledEvent = ReturnType<Actor<AnyStateMachine>['system']['getSnapshot']>['_scheduledEvents'][string];

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * Creates a model of `machine` (see the file header). Example:
 *
 * ```ts
 * const model = createModel(toasterMachine, {
 *   provide: { actions: { notifyParent: () => {} } },
 *   events: { SHOW: [{ toast: aToast }], 'xstate.done.actor.load': [{ output: [] }] },
 * });
 * describe('toaster model', () => {
 *   for (const path of model.paths()) it(path.description, () => model.replay(path));
 *   afterAll(() => model.assertCoverage());
 * });
 * ```
 */
export function createModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine> = {},
): Model<TMachine> {
  const original = machine as AnyStateMachine;
  const serialize = (options.serializeState ?? defaultSerializeState) as (s: AnyMachineSnapshot) => string;
  const variants = (options.events ?? {}) as Record<string, ReadonlyArray<Record<string, unknown>> | undefined>;
  const userProvide = (options.provide ?? {}) as {
    actions?: object;
    actors?: Record<string, unknown>;
    guards?: object;
    delays?: object;
  };

  // Every named actor becomes a deferred-promise fake unless the test provides its own.
  const fakeSources = Object.keys(original.implementations.actors).filter(
    (src) => !(userProvide.actors && src in userProvide.actors),
  );
  const fakes: Record<string, unknown> = {};
  for (const src of fakeSources) {
    fakes[src] = fromPromise<unknown, unknown>(({ input, self, system }) => {
      const deferred = createDeferred();
      const session = sessionsBySystem.get(system);
      if (session) {
        session.deferreds.set(self.id, deferred);
        session.invocations.push({ id: self.id, src, input });
      }
      return deferred.promise;
    });
  }
  // Placeholder actions (machines/placeholders.ts) throw unless provided: those the test leaves out
  // do nothing here. Built-in actions (assign, raise, sendTo…) carry `resolve` and stay as they are.
  const quietActions: Record<string, () => void> = {};
  for (const [name, action] of Object.entries(original.implementations.actions)) {
    const builtIn = typeof action === 'function' && 'resolve' in action;
    if (typeof action === 'function' && !builtIn && !(userProvide.actions && name in userProvide.actions)) quietActions[name] = () => {};
  }
  const provided = original.provide({
    ...userProvide,
    actions: { ...quietActions, ...(userProvide.actions ?? {}) },
    actors: { ...fakes, ...(userProvide.actors ?? {}) },
  }) as AnyStateMachine;

  // ---- traversal ------------------------------------------------------------------------------

  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [];
    for (const descriptor of getAllOwnEventDescriptors(snapshot)) {
      if (descriptor.startsWith(DONE_STATE)) continue; // sending it from outside would fake onDone
      const given = variants[descriptor];
      if (descriptor.includes('*')) {
        for (const event of given ?? []) events.push(event as AnyEventObject);
        continue;
      }
      if (given) {
        for (const variant of given) events.push({ ...variant, type: descriptor });
        continue;
      }
      if (descriptor.startsWith(DONE_ACTOR) || descriptor.startsWith(ERROR_ACTOR)) {
        const field = descriptor.startsWith(DONE_ACTOR) ? '{ output }' : '{ error }';
        throw new Error(
          `createModel(${original.id}): in state ${stateLabel(snapshot.value)} the machine can receive ` +
            `'${descriptor}', but options.events has no payload for it. ` +
            `Give events['${descriptor}'] = [${field}, ...] (or [] to never send it).`,
        );
      }
      events.push({ type: descriptor });
    }
    return events;
  };

  const traversalOptions = {
    input: options.input,
    events: eventsFor,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    limit: options.limit ?? 10_000,
  };

  const explainTraversalError = (error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error);
    const hint =
      message === 'Traversal limit exceeded'
        ? ' The state space grows without bound (a counter in context?): pass smaller values in ' +
          '`input`, fewer event variants, or abstract the snapshot with `serializeState`.'
        : ' (A stubbed `sendParent`/`sendTo` missing from `provide`, or an event payload missing from `events`?)';
    throw new Error(`createModel(${original.id}): traversal failed: ${message}.${hint}`, { cause: error });
  };

  type RawPath = StatePath<AnyMachineSnapshot, AnyEventObject>;
  const generate = (): RawPath[] => {
    const traversal = options.traversal ?? 'transitions';
    try {
      if (traversal === 'simple') return getSimplePaths(provided, traversalOptions) as RawPath[];
      const shortest = getShortestPaths(provided, traversalOptions) as RawPath[];
      if (traversal === 'shortest') return shortest;
      // 'transitions': extend the shortest path to each vertex by each event that does something.
      const adjacency = getAdjacencyMap(provided, traversalOptions);
      const extended: RawPath[] = [];
      for (const path of shortest) {
        extended.push(path);
        const vertex = adjacency[serialize(path.state) as keyof typeof adjacency];
        if (!vertex) continue;
        for (const { event, state } of Object.values(vertex.transitions)) {
          // Skip only events that enable nothing: a targetless transition with actions (forward a
          // click, navigate) leaves the snapshot as it was, yet it is a transition to cover.
          if (state === vertex.state && !(vertex.state as AnyMachineSnapshot).can(event as AnyEventObject)) continue;
          extended.push({
            state: state as AnyMachineSnapshot,
            steps: [...path.steps, { event: event as AnyEventObject, state: state as AnyMachineSnapshot }],
            weight: path.weight + 1,
          });
        }
      }
      return extended;
    } catch (error) {
      return explainTraversalError(error);
    }
  };

  let cachedPaths: ModelPath<TMachine>[] | undefined;
  const paths = (): ReadonlyArray<ModelPath<TMachine>> => {
    if (cachedPaths) return cachedPaths;
    const raw = generate();
    // Deduplicate: drop any path whose event sequence is a prefix of (or equal to) another one.
    const withKeys = raw
      .map((path) => ({ path, events: path.steps.slice(1).map((s) => JSON.stringify(s.event)) }))
      .sort((a, b) => b.events.length - a.events.length);
    const kept: typeof withKeys = [];
    for (const candidate of withKeys) {
      const covered = kept.some((other) => candidate.events.every((e, i) => other.events[i] === e));
      if (!covered) kept.push(candidate);
    }
    kept.sort((a, b) => a.events.length - b.events.length || a.events.join().localeCompare(b.events.join()));
    cachedPaths = kept.map(({ path }, index) => {
      const events = path.steps.slice(1).map((s) => eventLabel(s.event));
      const via = events.length ? events.join(' → ') : 'initial state';
      return {
        description: `#${index + 1} reaches ${stateLabel(path.state.value)}: ${via}`,
        steps: path.steps.map((s) => ({ event: s.event, state: s.state as SnapshotFrom<TMachine> })),
        state: path.state as SnapshotFrom<TMachine>,
      };
    });
    return cachedPaths;
  };

  // ---- coverage bookkeeping -------------------------------------------------------------------

  const graphStates = collectGraphStates(original);
  const graphTransitions = collectGraphTransitions(original);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Map<string, TransitionItem>();
  const replayed = new Set<ModelPath<TMachine>>();

  const recordSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) {
      if (node !== node.machine.root) visitedStates.add(node.id);
    }
  };

  const recordInspection = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    if (event.actorRef.sessionId !== event.rootId) return; // only the machine under test
    recordSnapshot(event.snapshot as AnyMachineSnapshot);
    for (const transition of event._transitions) {
      if (transition.eventType === null) continue; // initial transition
      const item = describeTransition(transition);
      visitedTransitions.set(item.key, item);
      if (transition.source !== transition.source.machine.root) visitedStates.add(item.source);
    }
  };

  // ---- replay ---------------------------------------------------------------------------------

  const replay = async (path: ModelPath<TMachine>, replayOptions: ReplayOptions<TMachine> = {}) => {
    const clock = new SimulatedClock();
    const session: Session = { deferreds: new Map(), invocations: [] };
    const actor = createActor(provided, {
      input: options.input,
      clock,
      inspect: recordInspection,
    }) as unknown as Actor<TMachine>;
    sessionsBySystem.set(actor.system, session);
    let actorError: unknown;
    let hasError = false;
    actor.subscribe({
      error: (error) => {
        hasError = true;
        actorError = error;
      },
    });

    const context: ReplayContext<TMachine> = {
      actor,
      clock,
      path,
      index: 0,
      invocations: session.invocations,
    };

    // Timers are stamped with the simulated time at which they fire, the first time they are seen
    // (the clock only moves inside `advanceTo`, so "now + delay" is exact).
    const dueAt = new WeakMap<ScheduledEvent, number>();
    const stampTimers = () => {
      for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
        if (!dueAt.has(scheduled)) dueAt.set(scheduled, clock.now() + scheduled.delay);
      }
    };

    const where = (index: number) => {
      const step = path.steps[index];
      return `step ${index} (${eventLabel(step.event)}) of "${path.description}"`;
    };

    let stepHint = '';
    const dispatch = async (event: AnyEventObject, index: number) => {
      stepHint = '';
      const { type } = event;
      if (type.startsWith(AFTER)) {
        stampTimers();
        const scheduledEvents = actor.system.getSnapshot()._scheduledEvents;
        const pending = Object.values(scheduledEvents).filter(
          (scheduled) => scheduled.event.type === type && scheduled.target === actor,
        );
        if (!pending.length) {
          throw new Error(`${where(index)}: the live actor has no pending timer for '${type}'.`);
        }
        const dueOf = (scheduled: ScheduledEvent) => dueAt.get(scheduled) ?? clock.now();
        const timer = pending.reduce((a, b) => (dueOf(b) < dueOf(a) ? b : a));
        const due = dueOf(timer);
        const alsoDue = Object.values(scheduledEvents).filter((scheduled) => scheduled !== timer && dueOf(scheduled) <= due);
        if (alsoDue.length && (options.timers ?? 'clock') === 'independent') {
          actor.system.scheduler.cancel(timer.source, timer.id);
          actor.send(timer.event as never);
        } else {
          if (alsoDue.length) {
            stepHint =
              `\n  timers due by then fired too: ${alsoDue.map((s) => `${s.event.type} (at ${dueOf(s)} ms)`).join(', ')}` +
              ` (this path is impossible with these delays; see the \`timers\` option)`;
          }
          clock.increment(Math.max(0, due - clock.now()));
        }
        stampTimers();
        return;
      }
      if (type.startsWith(DONE_ACTOR) || type.startsWith(ERROR_ACTOR)) {
        const isDone = type.startsWith(DONE_ACTOR);
        const id = type.slice((isDone ? DONE_ACTOR : ERROR_ACTOR).length);
        const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id];
        if (!child) {
          throw new Error(`${where(index)}: the live actor has no running child '${id}'.`);
        }
        const deferred = session.deferreds.get(id);
        if (!deferred || child.getSnapshot().status !== 'active') {
          // The test provided this actor itself: deliver the result event as it would arrive.
          actor.send(event as never);
          return;
        }
        if (isDone) deferred.resolve((event as { output?: unknown }).output);
        else deferred.reject((event as { error?: unknown }).error);
        await settle(() => child.getSnapshot().status !== 'active');
        stampTimers();
        return;
      }
      if (replayOptions.send) await replayOptions.send(event, context);
      else actor.send(event as never);
      stampTimers();
    };

    const check = (index: number) => {
      if (hasError) {
        throw new Error(`${where(index)}: the live actor failed: ${String(actorError)}`, { cause: actorError });
      }
      const expected = path.steps[index].state as AnyMachineSnapshot;
      const actual = actor.getSnapshot() as AnyMachineSnapshot;
      const expectedText = serialize(expected);
      const actualText = serialize(actual);
      if (expectedText !== actualText || expected.status !== actual.status) {
        throw new Error(
          `${where(index)}: the live actor is not in the expected state.\n` +
            `  expected (${expected.status}): ${expectedText}\n` +
            `  actual   (${actual.status}): ${actualText}${stepHint}`,
        );
      }
    };

    try {
      actor.start();
      recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
      stampTimers();
      await replayOptions.onStart?.(context);
      for (let index = 0; index < path.steps.length; index++) {
        context.index = index;
        const step = path.steps[index];
        if (index > 0) await dispatch(step.event, index);
        recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
        check(index);
        await replayOptions.onStep?.(actor.getSnapshot() as SnapshotFrom<TMachine>, step, context);
      }
      replayed.add(path);
    } finally {
      actor.stop();
      sessionsBySystem.delete(actor.system);
    }
  };

  // ---- coverage -------------------------------------------------------------------------------

  const coverage = (): CoverageReport => {
    const ignore = options.coverage?.ignore ?? [];
    const require = options.coverage?.require ?? [];
    const isIgnoredState = (id: string) => ignore.find((r) => 'state' in r && stripHash(r.state) === id);
    const isIgnoredTransition = (item: TransitionItem) =>
      ignore.find((r) => 'transition' in r && matchesTransition(item, r.transition));

    const states = { total: 0, visited: 0, missing: [] as string[], ignored: [] as string[] };
    for (const id of graphStates) {
      const rule = isIgnoredState(id);
      if (rule) {
        states.ignored.push(`${id} (${rule.reason})`);
        continue;
      }
      states.total++;
      if (visitedStates.has(id)) states.visited++;
      else states.missing.push(id);
    }
    const transitions = { total: 0, visited: 0, missing: [] as string[], ignored: [] as string[] };
    for (const item of graphTransitions) {
      const rule = isIgnoredTransition(item);
      if (rule) {
        transitions.ignored.push(`${item.label} (${rule.reason})`);
        continue;
      }
      transitions.total++;
      if (visitedTransitions.has(item.key)) transitions.visited++;
      else transitions.missing.push(item.label);
    }
    const staleIgnores = ignore
      .filter((rule) =>
        'state' in rule
          ? !graphStates.includes(stripHash(rule.state))
          : !graphTransitions.some((item) => matchesTransition(item, rule.transition)),
      )
      .map(describeRule);
    const unmetRequirements = require
      .filter((rule) =>
        'state' in rule
          ? !visitedStates.has(stripHash(rule.state))
          : ![...visitedTransitions.values()].some((item) => matchesTransition(item, rule.transition)),
      )
      .map(describeRule);
    const pathsNotReplayed = cachedPaths ? cachedPaths.filter((p) => !replayed.has(p)).length : 0;
    return { machineId: original.id, states, transitions, unmetRequirements, staleIgnores, pathsNotReplayed };
  };

  const assertCoverage = () => {
    const report = coverage();
    const problems: string[] = [];
    const list = (title: string, items: string[]) => {
      if (items.length) problems.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
    };
    list('States never visited', report.states.missing);
    list('Transitions never taken', report.transitions.missing);
    list('Required but never visited', report.unmetRequirements);
    list('Ignore rules matching nothing in the machine (remove them)', report.staleIgnores);
    if (report.pathsNotReplayed) {
      problems.push(
        `${report.pathsNotReplayed} generated path(s) did not replay successfully (failed, or filtered out ` +
          'of this run): the coverage gate needs every path.',
      );
    }
    if (problems.length) {
      throw new Error(
        `Model coverage of '${report.machineId}' is incomplete ` +
          `(states ${report.states.visited}/${report.states.total}, ` +
          `transitions ${report.transitions.visited}/${report.transitions.total}).\n` +
          `${problems.join('\n')}\n` +
          'Add the missing event payload variants to `events`, or ignore an item with a reason ' +
          '(`coverage.ignore`).',
      );
    }
  };

  return {
    machine: provided as TMachine,
    paths,
    replay,
    coverage,
    assertCoverage,
  };
}

/**
 * The coverage gate over several models of ONE machine. A large machine (the root app machine)
 * is better tested by focused models — one per concern, each with few event variants — than by one
 * model whose state space explodes; together they must still reach every state and transition.
 */
export function assertJointCoverage(models: ReadonlyArray<Pick<Model<AnyStateMachine>, 'coverage'>>): void {
  if (models.length === 0) throw new Error('assertJointCoverage needs at least one model');
  const reports = models.map((model) => model.coverage());
  const ids = new Set(reports.map((report) => report.machineId));
  if (ids.size !== 1) throw new Error(`assertJointCoverage: models of different machines (${[...ids].join(', ')})`);
  const missingEverywhere = (pick: (report: CoverageReport) => string[]) =>
    pick(reports[0]).filter((item) => reports.every((report) => pick(report).includes(item)));
  const problems: string[] = [];
  const list = (title: string, items: string[]) => {
    if (items.length) problems.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
  };
  list('States no model visited', missingEverywhere((r) => r.states.missing));
  list('Transitions no model took', missingEverywhere((r) => r.transitions.missing));
  list('Required but never visited', reports.flatMap((r) => r.unmetRequirements));
  list('Ignore rules matching nothing in the machine (remove them)', reports.flatMap((r) => r.staleIgnores));
  const notReplayed = reports.reduce((sum, r) => sum + r.pathsNotReplayed, 0);
  if (notReplayed) problems.push(`${notReplayed} generated path(s) did not replay successfully: the gate needs every path.`);
  if (problems.length) {
    throw new Error(`Joint model coverage of '${reports[0].machineId}' is incomplete.\n${problems.join('\n')}`);
  }
}
