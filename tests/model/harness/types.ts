// The types of a model's options, of what an oracle sees and of the coverage reports
// (docs/model-testing.md, "Options of createModel").
/** One payload variant of a user event: the event without (or with) its `type`. */
import {
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export type EventVariant<E extends EventObject> = E extends unknown ? Omit<E, 'type'> & { type?: E['type'] } : never;

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
 * - A user event's variants may be a function of the snapshot, so that payloads vary along a path
 *   (`CLICK: (s) => [{ at: s.context.now + 5 * MINUTE }]`): an oracle that compares with the
 *   step's own event then cannot pass by accident. Keep the state space finite (`serializeState`).
 */
export type EventVariants<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?:
    | ReadonlyArray<EventVariant<Extract<EventFromLogic<TMachine>, { type: K }>>>
    | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventVariant<Extract<EventFromLogic<TMachine>, { type: K }>>>);
} & {
  [K: `xstate.done.actor.${string}`]:
    ReadonlyArray<{ output?: unknown }> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<{ output?: unknown }>);
  [K: `xstate.error.actor.${string}`]:
    ReadonlyArray<{ error?: unknown }> | ((snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<{ error?: unknown }>);
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

/**
 * A coverage rule: one state, one (family of) transition(s) or one named action (of setup()), with
 * the reason it is there. An ignored atomic state needs no oracle.
 */
export type CoverageRule = (
  { state: string } | { transition: TransitionMatcher } | { action: string } | { sneakPath: SneakPathMatcher }
) & {
  reason: string;
};

/**
 * Identifies sneak paths in an `ignore` rule: an event type not handled in a state, sent there
 * anyway (see {@link ModelOptions.coverage} and docs/model-testing.md "Sneak paths"). `state`
 * (optional, a state node id) limits the rule to the snapshots where that node is active.
 */
export interface SneakPathMatcher {
  event: string;
  state?: string;
}

export interface CoverageOptions {
  /**
   * Graph items left out of the gate. A rule that matches nothing in the graph is an error (a
   * `sneakPath` rule: nothing among the sneak paths the generated paths reach).
   */
  ignore?: readonly CoverageRule[];
  /** Extra items that some replay must have visited (on top of every state and transition). */
  require?: readonly CoverageRule[];
}

export type Traversal = 'transitions' | 'shortest' | 'simple';

/**
 * The events each state must ignore, by state node id (as oracle keys; the machine's id for every
 * state), written from the spec and the decisions, never from the machine: an event listed under a
 * state node is to be ignored in that node and all its descendants. See {@link ModelOptions.ignores}.
 *
 * A family of machines built by one factory writes its table once, beside the family's oracle, as a
 * function of each member's facts: `screenIgnores(facts)` of tests/model/families/screenOracle.ts
 * for the screen families (list, detail, action).
 */
export type IgnoredEvents<TMachine extends AnyStateMachine> = Readonly<
  Record<string, ReadonlyArray<Exclude<EventFromLogic<TMachine>['type'], `xstate.${string}`>>>
>;

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
   * Event types the outside world can send in ANY state (a click, a network change). The
   * traversal sends them in every state, even where the machine has no transition for them, so
   * that an oracle can say what must happen there: a handler missing from a state then fails that
   * state's oracle instead of only the gate. Their variants come from `events`.
   */
  alwaysPossible?: ReadonlyArray<EventFromLogic<TMachine>['type']>;
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
  /**
   * The events each state must ignore, written from the spec (see {@link IgnoredEvents}). In every
   * distinct snapshot the paths reach, with every payload variant of `events`:
   * - a listed event that a transition of the listing state node, an ancestor or a descendant
   *   would take (a target, actions or a re-entry; a wildcard too) fails the replay and the gate,
   *   naming the state and the event;
   * - an event that no transition for its type handles there, or guards, and that no active state
   *   node lists, fails the gate: the table is incomplete, or the machine misses a handler;
   * - every event not handled there is sent (sneak paths) and must change nothing.
   * Without a table, only the sneak paths are sent (view tests; `publishJourneys` refuses a model
   * without one).
   */
  ignores?: IgnoredEvents<TMachine>;
  /**
   * What must be true in each state, written from the spec, keyed by state node id (as in coverage
   * rules: `'toaster.visible'`, `'app.ready.session.authorised.signedIn.route.entered'`). Required for every
   * atomic and final state node (the gate lists each missing one) except transient ones (an
   * unguarded `always`: no step ever rests there; check their effects where they lead); optional
   * for compound and parallel ones. At every step of every replay (the initial one too) the oracle of every active
   * state node that has one runs (all regions of a parallel state), outermost first.
   */
  oracle?: Oracle<TMachine>;
}

/** A named action executed by the actor under test (setup() name and resolved params). */
export interface Effect {
  type: string;
  params: unknown;
}

/** A named action executed by another actor of the replay (a real child in `run()`). */
export interface ChildEffect extends Effect {
  /** The child's id (its invoke id). */
  actor: string;
}

/** An event the actor under test sent to another actor. */
export interface SentMessage {
  /** `'parent'`, the id of one of its children, or the system id (else id) of another actor. */
  to: string;
  event: AnyEventObject;
}

/** What an oracle sees at one step of a replay. */
export interface OracleCheck<TMachine extends AnyStateMachine> {
  /** The state node whose oracle runs. */
  stateId: string;
  snapshot: SnapshotFrom<TMachine>;
  /** The event of this step (`xstate.init` at step 0). */
  event: AnyEventObject;
  /**
   * Whether this state node was entered (or re-entered) during this step; at step 0, every active
   * one. What happens "on arrival" (an entry effect, an invocation's input) is checked when true.
   */
  entered: boolean;
  /** Every state node entered during this step. */
  enteredStates: readonly string[];
  index: number;
  path: ModelPath<TMachine>;
  /** Named actions the actor under test executed during THIS step, in order. */
  effects: readonly Effect[];
  /** Every named action of the replay so far, this step's included. */
  history: readonly Effect[];
  /** Events the actor under test sent during this step (its done event to the parent too). */
  sent: readonly SentMessage[];
  /** Named placeholder actions that real children executed during this step (`run()` only). */
  childEffects: readonly ChildEffect[];
  /** Every invocation of a faked actor so far. */
  invocations: readonly Invocation[];
  /** What the replay's `onStart` returned (a view test returns the rendered container). */
  view: unknown;
  clock: SimulatedClock;
}

export type StateOracle<TMachine extends AnyStateMachine> = (check: OracleCheck<TMachine>) => void | Promise<void>;

/** Oracles by state node id (see {@link ModelOptions.oracle}). */
export type Oracle<TMachine extends AnyStateMachine> = Readonly<Record<string, StateOracle<TMachine>>>;

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
  /** Named actions of the actor under test so far (see {@link OracleCheck.history}). */
  history: readonly Effect[];
}

export interface RunOptions<TMachine extends AnyStateMachine> extends ReplayOptions<TMachine> {
  /** A name for error messages (default: the events). */
  name?: string;
  /**
   * Real child machines by actor name of the machine's setup(): each replaces the fake of that
   * actor, with its own actors faked (results delivered by `xstate.done.actor.<id>` steps like the
   * parent's) and its placeholder actions recorded (`check.childEffects`).
   */
  children?: Readonly<Record<string, AnyStateMachine>>;
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /**
   * Called once the actor is created and started (e.g. render a view bound to it). What it returns
   * is the oracles' `check.view`.
   */
  onStart?: (context: ReplayContext<TMachine>) => unknown;
  /**
   * Called after each step (including the initial one, `step.event.type === 'xstate.init'`) once
   * the live snapshot matched the expected one: assert what the view shows, etc.
   */
  onStep?: (snapshot: SnapshotFrom<TMachine>, step: ModelStep<TMachine>, context: ReplayContext<TMachine>) => void | Promise<void>;
  /**
   * Delivers a user event (default: `actor.send(event)`). A view test can click a button instead;
   * the harness then checks the actor reached the expected state.
   */
  send?: (event: AnyEventObject, context: ReplayContext<TMachine>) => void | Promise<void>;
}

export interface CoverageReport {
  machineId: string;
  /** Named actions of setup() executed in a replay whose oracles passed. */
  actions: { total: number; executed: number; missing: string[]; ignored: string[] };
  /** Named sendTo / sendParent actions executed but whose event never reached its target. */
  undeliveredMessages: string[];
  /** Atomic / final states without an oracle, and oracle keys that name no state node. */
  oracles: { missing: string[]; stale: string[] };
  /** States some replay visited, for the joint gate. */
  visitedStates: string[];
  /** `ignoredIds`: the ignored items without their reason; `visitedIds`: every state visited, ignored ones too (for the joint figures). */
  states: { total: number; visited: number; missing: string[]; ignored: string[]; ignoredIds: string[]; visitedIds: string[] };
  /** `visitedLabels`: every transition taken (ignored ones too), for the joint figures. */
  transitions: { total: number; visited: number; missing: string[]; ignored: string[]; ignoredIds: string[]; visitedLabels: string[] };
  /**
   * Sneak paths: in every distinct snapshot the generated paths reach, every event the model knows
   * that this snapshot does not handle, sent on the live actor, which must leave it as it was.
   * `total` / `exercised` count (snapshot, event) pairs, ignore rules left out; `states` and
   * `events` count the distinct snapshots and event types among them; `missing` lists pairs never
   * exercised (a replay failed or was filtered out), `ignored` the rules with how many they exempt.
   */
  sneakPaths: SneakPathReport;
  /** The table of ignored events (`ignores`) against the machine. */
  ignoredEvents: IgnoredEventsReport;
  /** `require` rules that no replay satisfied. */
  unmetRequirements: string[];
  /** `ignore` rules that match nothing in the graph (stale). */
  staleIgnores: string[];
  /** Paths generated but never replayed (a filtered test run). */
  pathsNotReplayed: number;
}

export interface SneakPathReport {
  total: number;
  exercised: number;
  states: number;
  events: number;
  missing: string[];
  ignored: string[];
  /** Ids of the missing, planned and exercised pairs (`<snapshot>\u0000<event type>\u0000<event JSON>`), for the joint gate. */
  missingIds: string[];
  plannedIds: string[];
  exercisedIds: string[];
}

export interface IgnoredEventsReport {
  /** Whether the model has a table (`ignores`). */
  table: boolean;
  /** `in state <id>, <event> must be ignored, yet <transition>`: listed, yet handled. */
  handled: string[];
  /** `in <leaf ids>: <event>`: ignored in a snapshot the paths reach, yet listed by none of its state nodes. */
  unlisted: string[];
  /** Table keys naming no state node. */
  stale: string[];
}

export interface Model<TMachine extends AnyStateMachine> {
  /** The machine with the harness's fakes and the test's `provide` applied. */
  readonly machine: TMachine;
  /** Generated paths (computed once, deduplicated: no path is a prefix of another). */
  paths(): ReadonlyArray<ModelPath<TMachine>>;
  /**
   * Replays a path on a live actor; throws at the first step whose state differs from the path's
   * or whose oracle fails.
   */
  replay(path: ModelPath<TMachine>, options?: ReplayOptions<TMachine>): Promise<void>;
  /**
   * Drives a live actor through `events` (same forms as path steps: user events,
   * `xstate.after.<delay>.<stateId>`, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` with
   * their payloads, for faked actors at any depth), with real `children`, running the oracles at
   * every step. Returns the final snapshot. Counts towards the gate like a replay.
   */
  run(events: readonly AnyEventObject[], options?: RunOptions<TMachine>): Promise<SnapshotFrom<TMachine>>;
  /** What the replays so far have covered. */
  coverage(): CoverageReport;
  /**
   * Throws, listing every state, transition and named action never visited, every state without an
   * oracle, every message never delivered and every sneak path never exercised (call it from the
   * file's last test).
   */
  assertCoverage(): void;
}
