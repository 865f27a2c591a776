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
 * 3. at every step, runs the ORACLE of every active state node: a function written from the spec
 *    that checks what must be true there (what the view shows, which effects ran with which
 *    params, which messages went to the parent or a child), given the step's own event;
 * 4. records, from the live actor's inspection events, every state entered, every transition
 *    taken, every named action executed and every message delivered, and `assertCoverage()` fails
 *    listing every state node, transition and named action that no replay visited, every atomic
 *    or final state without an oracle, and every named message action never delivered;
 * 5. `model.run(events, { children })` drives the same machine with REAL child machines (their
 *    own actors faked), so that the wiring between parent and children runs under the oracles;
 * 6. checks every state against the model's table of the events it must ignore (`ignores`, written
 *    from the spec): a state that handles one of them fails, and so does one that ignores an event
 *    the table does not list; then sends, in every distinct snapshot the paths reach, each event it
 *    does not handle (sneak paths), on the live replay, and fails unless nothing changes: state,
 *    context, transitions, effects, messages, children, timers.
 *
 * See docs/model-testing.md for a walkthrough.
 */
import {
  __unsafe_getAllOwnEventDescriptors as getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  fromTransition,
  SimulatedClock,
  type Actor,
  type AnyActorRef,
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
import { isDeepStrictEqual } from 'node:util';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

/** One payload variant of a user event: the event without (or with) its `type`. */
type EventVariant<E extends EventObject> = E extends unknown ? Omit<E, 'type'> & { type?: E['type'] } : never;

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
 *   An actor's results may be one too (a read again answers what the action changed).
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
  const index = Math.max(
    0,
    candidates.findIndex((c) => c === transition),
  );
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

/** A transition that does something when taken (not one declared only to block an ancestor's). */
const isEffective = (transition: AnyTransitionDefinition) =>
  Boolean(transition.target?.length || transition.actions.length || transition.reenter);

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
    const wanted = (typeof matcher.target === 'string' ? [matcher.target] : [...matcher.target]).map(stripHash).sort();
    const actual = [...item.targets].sort();
    if (wanted.join('\u0000') !== actual.join('\u0000')) return false;
  }
  return true;
}

function describeRule(rule: CoverageRule): string {
  if ('state' in rule) return `state ${stripHash(rule.state)} (${rule.reason})`;
  if ('action' in rule) return `action ${rule.action} (${rule.reason})`;
  if ('sneakPath' in rule) {
    const { event, state } = rule.sneakPath;
    return `sneak path ${event}${state ? ` in ${stripHash(state)}` : ''} (${rule.reason})`;
  }
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
    text = JSON.stringify(payload, (_key, value: unknown) => (value instanceof Error ? `Error(${value.message})` : value));
  } catch {
    text = '{…}';
  }
  return `${type} ${text.length > 60 ? `${text.slice(0, 57)}…` : text}`;
}

/** `context.note: "" → "DIM"` for each top-level field that differs. */
function contextChanges(before: unknown, after: unknown): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object')
    return [`its context went ${show(before)} → ${show(after)}`];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const short = (value: unknown) => {
    const text = show(value);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  return keys
    .filter((key) => !isDeepStrictEqual((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]))
    .map(
      (key) => `context.${key} went ${short((before as Record<string, unknown>)[key])} → ${short((after as Record<string, unknown>)[key])}`,
    );
}

/** A sneak path's id: the snapshot's key (`serializeState`), the event's type and the event. */
const sneakId = (key: string, event: AnyEventObject) => `${key}\u0000${event.type}\u0000${show(event)}`;

/** The same children, the very same actors. */
function sameChildren(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => before[key] === after[key]);
}

/** A mistake in a model's options (not in the machine): thrown while the paths are generated. */
class ModelOptionsError extends Error {
  override name = 'ModelOptionsError';
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
  /** The actor under test's fake parent: the actor under test is its only child. */
  parent?: AnyActorRef;
  /** Named actions of the actor under test in this step / in the whole replay. */
  effects: Effect[];
  history: Effect[];
  childEffects: ChildEffect[];
  sent: SentMessage[];
  /** State nodes entered during this step, and the nodes active after the last microstep. */
  entered: Set<string>;
  lastNodes: Set<string>;
  /** Event objects a named message action is sending, by the action's name. */
  pendingMessages: WeakMap<object, string>;
  delivered: Set<string>;
  /** Transitions with an effect (a target, actions or a re-entry) taken during this step. */
  transitions: AnyTransitionDefinition[];
}

/** Sessions by actor system, so concurrent replays never share fakes. */
const sessionsBySystem = new WeakMap<object, Session>();

async function settle(isDone: () => boolean, maxTurns = 200): Promise<void> {
  for (let turn = 0; turn < maxTurns && !isDone(); turn++) await Promise.resolve();
}

type ScheduledEvent = ReturnType<Actor<AnyStateMachine>['system']['getSnapshot']>['_scheduledEvents'][string];

// ---------------------------------------------------------------------------------------------
// Named actions: placeholders become no-ops, builtins are wrapped to record their name and params
// ---------------------------------------------------------------------------------------------

/** A builtin action (assign, raise, sendTo, sendParent, enqueueActions...) as XState builds it. */
interface BuiltinAction {
  (...args: unknown[]): void;
  type: string;
  resolve: (
    actorScope: ActorScopeLike,
    snapshot: unknown,
    args: unknown,
    params: unknown,
    action: unknown,
    extra: unknown,
  ) => [unknown, unknown, unknown];
  execute?: (actorScope: ActorScopeLike, params: unknown) => void;
}

interface ActorScopeLike {
  self: AnyActorRef;
  system: object;
}

const isBuiltin = (action: unknown): action is BuiltinAction =>
  typeof action === 'function' && 'resolve' in action && typeof (action as BuiltinAction).resolve === 'function';

const isMessageAction = (action: unknown) => isBuiltin(action) && action.type === 'xstate.sendTo';

/**
 * Whether `ref` is the actor under test of `session`: the child of its fake parent (known from the
 * actor's construction on, when its initial state's actions already run).
 */
const isActorUnderTest = (session: Session, ref: unknown) =>
  session.parent !== undefined && (ref as { _parent?: unknown } | undefined)?._parent === session.parent;

/** The session of a live replay, if `actorScope` belongs to one (not during the traversal). */
const sessionOf = (actorScope: ActorScopeLike) => sessionsBySystem.get(actorScope.system);

/**
 * Wraps a builtin named action so that a live replay records it under its setup() name with its
 * resolved params. XState reports builtins to the inspector under their kind (`xstate.sendTo`) or
 * not at all (`assign`), never under their name. During the traversal (no live session) a message
 * to an actor that does not exist there (the parent, a child) is dropped instead of failing.
 */
function recordingBuiltin(name: string, original: BuiltinAction): BuiltinAction {
  const wrapped = function recordedBuiltin() {} as unknown as BuiltinAction;
  Object.assign(wrapped, original);
  const message = isMessageAction(original);
  wrapped.resolve = (actorScope, snapshot, args, params, action, extra) => {
    const session = sessionOf(actorScope);
    if (!session) {
      if (!message) return original.resolve(actorScope, snapshot, args, params, action, extra);
      try {
        return original.resolve(actorScope, snapshot, args, params, action, extra);
      } catch {
        return [snapshot, {}, undefined];
      }
    }
    const result = original.resolve(actorScope, snapshot, args, params, action, extra);
    if (isActorUnderTest(session, actorScope.self)) {
      const effect = { type: name, params };
      session.effects.push(effect);
      session.history.push(effect);
      const resolved = result[1] as { event?: unknown } | undefined;
      if (message && resolved?.event && typeof resolved.event === 'object') session.pendingMessages.set(resolved.event, name);
    }
    return result;
  };
  if (original.execute) {
    const execute = original.execute;
    wrapped.execute = (actorScope, params) => {
      if (sessionOf(actorScope)) execute(actorScope, params);
    };
  }
  return wrapped;
}

/** No-op stand-in of a placeholder action; the replay records it from `@xstate.action`. */
const placeholder = () => {};

function prepareActions(machineActions: Record<string, unknown>, given: Record<string, unknown> = {}): Record<string, unknown> {
  const actions: Record<string, unknown> = {};
  for (const [name, action] of Object.entries({ ...machineActions, ...given })) {
    if (isBuiltin(action)) actions[name] = recordingBuiltin(name, action);
    else if (name in given) actions[name] = action;
    else if (typeof action === 'function') actions[name] = placeholder;
    else actions[name] = action;
  }
  return actions;
}

/** Deferred-promise fakes for the named actors of `machine`, except those in `except`. */
function fakeActors(machine: AnyStateMachine, except: readonly string[]): Record<string, unknown> {
  const fakes: Record<string, unknown> = {};
  for (const src of Object.keys(machine.implementations.actors)) {
    if (except.includes(src)) continue;
    fakes[src] = fromPromise<unknown, unknown>(({ input, self, system }) => {
      const deferred = createDeferred();
      const session = sessionsBySystem.get(system);
      if (session) {
        session.deferreds.set(self.id, deferred);
        // The actor under test's own children are recorded when started (fake or real alike).
        if (!isActorUnderTest(session, (self as { _parent?: unknown })._parent)) session.invocations.push({ id: self.id, src, input });
      }
      return deferred.promise;
    });
  }
  return fakes;
}

/** A real child machine with its own actors faked and its placeholder actions made no-ops. */
function prepareChild(child: AnyStateMachine): AnyStateMachine {
  return child.provide({
    actors: fakeActors(child, []),
    actions: prepareActions(child.implementations.actions as Record<string, unknown>),
  } as never) as AnyStateMachine;
}

// ---------------------------------------------------------------------------------------------
// Oracle helpers
// ---------------------------------------------------------------------------------------------

const show = (value: unknown): string => {
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? `Error(${v.message})` : v));
    return text === undefined ? 'undefined' : text;
  } catch {
    return String(value);
  }
};

const showEffects = (effects: readonly Effect[]) =>
  `[${effects.map((e) => (e.params === undefined ? e.type : `${e.type} ${show(e.params)}`)).join(', ')}]`;

const showSent = (sent: readonly SentMessage[]) => `[${sent.map((m) => `${show(m.event)} to ${m.to}`).join(', ')}]`;

/** Expected params: a value compared deeply, or a predicate. */
export type Expected = unknown | ((actual: unknown) => boolean);

const matches = (actual: unknown, expected: Expected, hasExpected: boolean) =>
  !hasExpected ||
  (typeof expected === 'function' ? Boolean((expected as (a: unknown) => boolean)(actual)) : isDeepStrictEqual(actual, expected));

/** This step executed the named action `type` (with these params, when given). */
export function expectEffect(check: { effects: readonly Effect[] }, type: string, ...params: [Expected?]): void {
  const found = check.effects.some((e) => e.type === type && matches(e.params, params[0], params.length > 0));
  if (!found) {
    const wanted = params.length ? `${type} ${typeof params[0] === 'function' ? '(predicate)' : show(params[0])}` : type;
    throw new Error(`expected effect ${wanted}, got ${showEffects(check.effects)}`);
  }
}

/** This step did NOT execute the named action `type`. */
export function expectNoEffect(check: { effects: readonly Effect[] }, type: string): void {
  if (check.effects.some((e) => e.type === type)) {
    throw new Error(`expected no effect ${type}, got ${showEffects(check.effects)}`);
  }
}

/** The named actions of this step are exactly `types`, in order (params not compared). */
export function expectEffectTypes(check: { effects: readonly Effect[] }, types: readonly string[]): void {
  const actual = check.effects.map((e) => e.type);
  if (!isDeepStrictEqual(actual, [...types])) {
    throw new Error(`expected effects [${types.join(', ')}], got ${showEffects(check.effects)}`);
  }
}

/**
 * This step sent `event` (compared deeply; a string compares the type only) to `to` (`'parent'`,
 * a child id, a system id).
 */
export function expectSent(check: { sent: readonly SentMessage[] }, to: string, event: string | AnyEventObject): void {
  const found = check.sent.some(
    (m) => m.to === to && (typeof event === 'string' ? m.event.type === event : isDeepStrictEqual(m.event, event)),
  );
  if (!found) throw new Error(`expected ${show(event)} sent to ${to}, got ${showSent(check.sent)}`);
}

/** This step sent no event of type `type` (any, when not given) to `to`. */
export function expectNotSent(check: { sent: readonly SentMessage[] }, to: string, type?: string): void {
  if (check.sent.some((m) => m.to === to && (type === undefined || m.event.type === type))) {
    throw new Error(`expected nothing${type ? ` of type ${type}` : ''} sent to ${to}, got ${showSent(check.sent)}`);
  }
}

/** This step ended the actor: its done event, with `output` (compared deeply), reached the parent. */
export function expectOutput(check: { sent: readonly SentMessage[] }, output: unknown): void {
  const done = check.sent.find((m) => m.to === 'parent' && m.event.type.startsWith(DONE_ACTOR));
  if (!done) throw new Error(`expected the actor to end with output ${show(output)}, got ${showSent(check.sent)}`);
  const actual = (done.event as { output?: unknown }).output;
  if (!isDeepStrictEqual(actual, output)) throw new Error(`expected output ${show(output)}, got ${show(actual)}`);
}

/** A real child executed the named action `type` during this step (with these params, when given). */
export function expectChildEffect(
  check: { childEffects: readonly ChildEffect[] },
  actor: string,
  type: string,
  ...params: [Expected?]
): void {
  const found = check.childEffects.some((e) => e.actor === actor && e.type === type && matches(e.params, params[0], params.length > 0));
  if (!found) {
    const wanted = params.length ? `${type} ${typeof params[0] === 'function' ? '(predicate)' : show(params[0])}` : type;
    throw new Error(
      `expected child ${actor} to run ${wanted}, got [${check.childEffects.map((e) => `${e.actor}:${e.type} ${show(e.params)}`).join(', ')}]`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The model
// ---------------------------------------------------------------------------------------------

/**
 * Creates a model of `machine` (see the file header and docs/model-testing.md). Example:
 *
 * ```ts
 * const model = createModel(toasterMachine, {
 *   events: { SHOW: [{ toast: aToast }], 'xstate.done.actor.load': [{ output: [] }] },
 *   oracle: {
 *     'toaster.hidden': ({ view }) => expect(view.textContent).toBe(''),
 *     'toaster.visible': (check) => { if (check.event.type === 'SHOW') expectEffect(check, 'announce', ...) },
 *   },
 * });
 * describe('toaster model', () => {
 *   for (const path of model.paths()) it(path.description, () => model.replay(path));
 *   afterAll(() => model.assertCoverage());
 * });
 * ```
 */
export function createModel<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}): Model<TMachine> {
  const original = machine as AnyStateMachine;
  const serialize = (options.serializeState ?? defaultSerializeState) as (s: AnyMachineSnapshot) => string;
  type Variants = ReadonlyArray<Record<string, unknown>> | ((snapshot: AnyMachineSnapshot) => ReadonlyArray<Record<string, unknown>>);
  const variants = (options.events ?? {}) as Record<string, Variants | undefined>;
  const oracle = (options.oracle ?? {}) as Record<string, StateOracle<AnyStateMachine>>;
  const userProvide = (options.provide ?? {}) as {
    actions?: Record<string, unknown>;
    actors?: Record<string, unknown>;
    guards?: object;
    delays?: object;
  };
  const machineActions = original.implementations.actions as Record<string, unknown>;

  // Every named actor becomes a deferred-promise fake unless the test provides its own; every
  // placeholder action a no-op unless the test provides it; every builtin is recorded.
  const actionsWithRecording = prepareActions(machineActions, userProvide.actions);
  const machineWith = (actors: Record<string, unknown>) =>
    original.provide({
      ...userProvide,
      actions: actionsWithRecording,
      actors: { ...fakeActors(original, Object.keys(userProvide.actors ?? {})), ...(userProvide.actors ?? {}), ...actors },
    } as never) as AnyStateMachine;
  const provided = machineWith({});
  /** Named actions whose delivery the gate checks: the machine's own sendTo / sendParent. */
  const messageActions = Object.keys(machineActions).filter(
    (name) => isMessageAction(machineActions[name]) && !(userProvide.actions && name in userProvide.actions),
  );

  // ---- traversal ------------------------------------------------------------------------------

  const alwaysPossible = new Set<string>(options.alwaysPossible ?? []);
  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = [];
    const descriptors = new Set(getAllOwnEventDescriptors(snapshot));
    if (snapshot.status === 'active') for (const type of alwaysPossible) descriptors.add(type);
    for (const descriptor of descriptors) {
      if (descriptor.startsWith(DONE_STATE)) continue; // sending it from outside would fake onDone
      const entry = variants[descriptor];
      const given = typeof entry === 'function' ? entry(snapshot) : entry;
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
        throw new ModelOptionsError(
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
        : ' (An event payload missing from `events`?)';
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
          if (
            state === vertex.state &&
            !(vertex.state as AnyMachineSnapshot).can(event as AnyEventObject) &&
            !alwaysPossible.has((event as AnyEventObject).type)
          )
            continue;
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

  /**
   * A path's test name. Under mutation testing it is its number alone: StrykerJS reuses a killed
   * mutant's result only while the test that killed it exists under the same name in the unmutated
   * run, and a name made of the states a path reaches is one the mutant itself changes
   * (docs/mutation-testing.md, "Reusing results").
   */
  const pathName = (number: number, reaches: string) => (process.env.MUTATION_RUN === '1' ? `#${number}` : `#${number} ${reaches}`);

  let cachedPaths: ModelPath<TMachine>[] | undefined;
  let traversalError: unknown;
  const paths = (): ReadonlyArray<ModelPath<TMachine>> => {
    if (cachedPaths) return cachedPaths;
    let raw: RawPath[];
    try {
      raw = generate();
    } catch (error) {
      // A mistake in the test's options stops the file at once, with its message.
      if (error instanceof ModelOptionsError || (error instanceof Error && error.cause instanceof ModelOptionsError)) throw error;
      // A machine whose graph cannot be walked (it throws in a guard, an assign...) gives one path
      // that fails when replayed: a failing test, where an error while collecting the file would
      // not count as one (StrykerJS reads test results, so such a mutant would survive).
      traversalError = error;
      cachedPaths = [{ description: pathName(1, `traversal of ${original.id} failed`), steps: [], state: undefined as never }];
      return cachedPaths;
    }
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
        description: pathName(index + 1, `reaches ${stateLabel(path.state.value)}: ${via}`),
        steps: path.steps.map((s) => ({ event: s.event, state: s.state as SnapshotFrom<TMachine> })),
        state: path.state as SnapshotFrom<TMachine>,
      };
    });
    return cachedPaths;
  };

  // ---- coverage bookkeeping -------------------------------------------------------------------

  const graphStates = collectGraphStates(original);
  // States that need an oracle: atomic and final ones a snapshot can rest in. A transient state
  // (an unguarded `always`) is never seen at a step: its effects are checked where it leads.
  const isTransient = (node: AnyStateNode) => (node.always ?? []).some((t) => !t.guard);
  const atomicStates = new Set(
    getStateNodes(original.root)
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && !isTransient(node))
      .map((node) => node.id),
  );
  const graphTransitions = collectGraphTransitions(original);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Map<string, TransitionItem>();
  /** Named actions executed, and messages delivered, in replays whose oracles passed. */
  const executedActions = new Set<string>();
  const deliveredMessages = new Set<string>();
  const replayed = new Set<ModelPath<TMachine>>();

  const recordSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) {
      if (node !== node.machine.root) visitedStates.add(node.id);
    }
  };

  // ---- sneak paths -----------------------------------------------------------------------------

  // The event types the model knows: every `on` of every state node, every type `events` gives
  // payloads for, `alwaysPossible`. Timers, actor results and done events (`xstate.*`) are left
  // out: only the machine's own timers and children send them, where the traversal sends them.
  const isExternalType = (type: string) => !type.startsWith('xstate.') && !type.includes('*');
  const table = (options.ignores ?? {}) as Readonly<Record<string, readonly string[]>>;
  const knownEventTypes = [
    ...new Set([
      ...[original.root, ...getStateNodes(original.root)].flatMap((node) => [...node.transitions.keys()]),
      ...Object.keys(variants),
      ...alwaysPossible,
      ...Object.values(table).flat(),
    ]),
  ]
    .filter(isExternalType)
    .sort();
  const sneakRules = (options.coverage?.ignore ?? []).filter(
    (rule): rule is CoverageRule & { sneakPath: SneakPathMatcher } => 'sneakPath' in rule,
  );

  /**
   * Whether `snapshot` handles `event`: XState selects, in its active state nodes or their
   * ancestors, a transition declared for this very type that does something. Not handled: no
   * transition, a guard that refuses it, a transition declared only to block an ancestor's, or a
   * wildcard (`'*'`, `'NOTIFICATION.*'`) that catches it: a wildcard says nothing about this event.
   */
  const handles = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    let selected: readonly AnyTransitionDefinition[];
    try {
      selected = provided.getTransitionData(snapshot, event as never);
    } catch {
      return false; // a guard that cannot read this event: sent, the live actor shows what breaks
    }
    return selected.some((transition) => transition.eventType === event.type && isEffective(transition));
  };

  /** Every known event type with each payload variant of `events` (bare when none; `[]`: none at all). */
  const knownEvents = (snapshot: AnyMachineSnapshot): Map<string, AnyEventObject[]> => {
    const given = (entry: Variants | undefined) => (typeof entry === 'function' ? entry(snapshot) : entry);
    const listed = Object.entries(variants)
      .filter(([key]) => key.includes('*'))
      .flatMap(([, entry]) => (given(entry) ?? []) as AnyEventObject[]);
    const types = new Set([...knownEventTypes, ...listed.map((event) => event.type).filter(isExternalType)]);
    const events = new Map<string, AnyEventObject[]>();
    for (const type of types) {
      const own = given(variants[type]);
      const ofType = listed.filter((event) => event.type === type);
      events.set(type, own ? own.map((variant) => ({ ...variant, type })) : ofType.length ? ofType : [{ type }]);
    }
    return events;
  };

  // ---- the table of ignored events ------------------------------------------------------------

  const tableKeys = Object.keys(table).map(stripHash);
  /** Whether `node` is `other`, one of its ancestors or one of its descendants. */
  const sameLineage = (node: AnyStateNode, other: AnyStateNode) => node === other || isDescendant(node, other) || isDescendant(other, node);

  interface TableFindings {
    /** Listed events a transition of the listing node's lineage takes, as readable lines. */
    handled: string[];
    /** Event types ignored here that no active node lists, as `in <leaf ids>: <type>`. */
    unlisted: string[];
  }

  /**
   * `snapshot` against the table: for each event type, whether an active state node lists it and,
   * if so, whether a transition of that node's lineage takes one of its variants (every transition
   * XState selects, wildcards included); if not, whether the snapshot handles or guards the type.
   */
  const checkTable = (snapshot: AnyMachineSnapshot, events: Map<string, AnyEventObject[]>): TableFindings => {
    const findings: TableFindings = { handled: [], unlisted: [] };
    if (!options.ignores) return findings;
    const nodes = snapshot._nodes as AnyStateNode[];
    for (const [type, candidates] of events) {
      const listing = nodes.filter((node) => table[node.id]?.includes(type));
      if (listing.length) {
        for (const event of candidates) {
          let selected: readonly AnyTransitionDefinition[];
          try {
            selected = provided.getTransitionData(snapshot, event as never);
          } catch {
            continue; // a guard that cannot read this event: the sneak path shows what breaks
          }
          for (const node of listing) {
            for (const transition of selected.filter(isEffective)) {
              if (!sameLineage(transition.source as AnyStateNode, node)) continue;
              findings.handled.push(
                `in state ${node.id}, ${eventLabel(event)} must be ignored (ignores['${node.id}']), ` +
                  `yet it takes ${describeTransition(transition).label}`,
              );
            }
          }
        }
        continue;
      }
      const guarded = nodes.some((node) => (node.transitions.get(type) ?? []).some((transition) => transition.guard !== undefined));
      const exempt = sneakRules.some(
        ({ sneakPath }) =>
          sneakPath.event === type && (sneakPath.state === undefined || nodes.some((node) => node.id === stripHash(sneakPath.state!))),
      );
      if (candidates.length && !guarded && !exempt && !candidates.some((event) => handles(snapshot, event))) {
        const leaves = nodes
          .filter((node) => node.type === 'atomic' || node.type === 'final')
          .map((node) => node.id)
          .sort();
        findings.unlisted.push(`in ${leaves.join(' + ')}: ${type}`);
      }
    }
    return findings;
  };

  interface SneakVertex {
    label: string;
    /** Its active state nodes' ids. */
    active: Set<string>;
    events: AnyEventObject[];
    ids: string[];
    /** What the table of ignored events says against this snapshot. */
    table: TableFindings;
  }
  let sneakPlan: { vertices: Map<string, SneakVertex>; ignored: Map<CoverageRule, number>; keyOf: WeakMap<object, string> } | undefined;
  /** One vertex per distinct snapshot (`serializeState`) of the generated paths, not one per path. */
  const planSneakPaths = () => {
    if (sneakPlan) return sneakPlan;
    const vertices = new Map<string, SneakVertex>();
    const ignored = new Map<CoverageRule, number>(sneakRules.map((rule) => [rule, 0]));
    // Paths share their snapshot objects (a vertex of the traversal is one object): serialize each once.
    const keyOf = new WeakMap<object, string>();
    for (const path of paths()) {
      for (const step of path.steps) {
        const snapshot = step.state as AnyMachineSnapshot;
        if (keyOf.has(snapshot)) continue;
        const key = serialize(snapshot);
        keyOf.set(snapshot, key);
        if (snapshot.status !== 'active' || vertices.has(key)) continue;
        const active = new Set((snapshot._nodes as AnyStateNode[]).map((node) => node.id));
        const known = knownEvents(snapshot);
        const unhandled = [...known.values()].flat().filter((event) => !handles(snapshot, event));
        const events = unhandled.filter((event) => {
          const rule = sneakRules.find(
            ({ sneakPath }) => sneakPath.event === event.type && (sneakPath.state === undefined || active.has(stripHash(sneakPath.state))),
          );
          if (rule) ignored.set(rule, ignored.get(rule)! + 1);
          return !rule;
        });
        vertices.set(key, {
          label: stateLabel(snapshot.value),
          active,
          events,
          ids: events.map((event) => sneakId(key, event)),
          table: checkTable(snapshot, known),
        });
      }
    }
    sneakPlan = { vertices, ignored, keyOf };
    return sneakPlan;
  };
  const sneakAttempted = new Set<string>();
  const sneakExercised = new Set<string>();

  // ---- live runs (replay and run share this) --------------------------------------------------

  interface LiveOptions extends ReplayOptions<TMachine> {
    /** Expected snapshot per step (a replay), or none (a run). */
    expected?: (index: number) => AnyMachineSnapshot;
    children?: Readonly<Record<string, AnyStateMachine>>;
  }

  const live = async (path: ModelPath<TMachine>, liveOptions: LiveOptions): Promise<AnyMachineSnapshot> => {
    const clock = new SimulatedClock();
    const session: Session = {
      deferreds: new Map(),
      invocations: [],
      effects: [],
      history: [],
      childEffects: [],
      sent: [],
      entered: new Set(),
      lastNodes: new Set(),
      pendingMessages: new WeakMap(),
      delivered: new Set(),
      transitions: [],
    };
    const children = Object.fromEntries(Object.entries(liveOptions.children ?? {}).map(([src, child]) => [src, prepareChild(child)]));
    const runnable = liveOptions.children ? machineWith(children) : provided;

    const isSelf = (ref: unknown) => isActorUnderTest(session, ref);
    const inspect = (event: InspectionEvent) => {
      if (!session.parent) return;
      if (event.type === '@xstate.microstep') {
        if (!isSelf(event.actorRef)) return; // only the machine under test
        const snapshot = event.snapshot as AnyMachineSnapshot;
        recordSnapshot(snapshot);
        const nodes = snapshot._nodes as AnyStateNode[];
        // Entered: newly active nodes, and a transition's targets with their active descendants
        // (a re-entering transition leaves the set of active nodes as it was).
        for (const node of nodes) if (!session.lastNodes.has(node.id)) session.entered.add(node.id);
        for (const transition of event._transitions) {
          for (const target of (transition.target ?? []) as AnyStateNode[]) {
            for (const node of nodes) if (node === target || isDescendant(node, target)) session.entered.add(node.id);
          }
        }
        session.lastNodes = new Set(nodes.map((node) => node.id));
        for (const transition of event._transitions) {
          if (transition.eventType === null) continue; // initial transition
          if (isEffective(transition)) session.transitions.push(transition);
          const item = describeTransition(transition);
          visitedTransitions.set(item.key, item);
          if (transition.source !== transition.source.machine.root) visitedStates.add(item.source);
        }
        return;
      }
      if (event.type === '@xstate.action') {
        const { type, params } = event.action;
        if (type.startsWith('xstate.')) return; // builtins: recorded under their name when resolved
        if (isSelf(event.actorRef)) {
          session.effects.push({ type, params });
          session.history.push({ type, params });
        } else if (event.actorRef !== session.parent) {
          session.childEffects.push({ actor: (event.actorRef as AnyActorRef).id, type, params });
        }
        return;
      }
      if (event.type === '@xstate.event') {
        if (!isSelf(event.sourceRef) || isSelf(event.actorRef)) return;
        if (event.event.type === 'xstate.init') {
          // A child being started, not a message: an invocation, with its input.
          const child = event.actorRef as AnyActorRef & { src?: unknown };
          const src = typeof child.src === 'string' ? child.src : child.id;
          session.invocations.push({ id: child.id, src, input: (event.event as { input?: unknown }).input });
          return;
        }
        const target = event.actorRef as AnyActorRef & { _parent?: AnyActorRef; systemId?: string };
        const to = target === session.parent ? 'parent' : target._parent === event.sourceRef ? target.id : (target.systemId ?? target.id);
        session.sent.push({ to, event: event.event });
        const name = session.pendingMessages.get(event.event);
        if (name) session.delivered.add(name);
      }
    };

    // A recording fake parent: `sendParent` works and shows in `sent`, and the actor's done event
    // (its output) reaches it. The actor joins the parent's system, so the inspector goes there.
    const fakeParent = createActor(
      fromTransition((state: null) => state, null),
      { clock, inspect },
    );
    sessionsBySystem.set(fakeParent.system, session);
    session.parent = fakeParent;
    fakeParent.start();
    const actor = createActor(runnable, {
      id: original.id,
      input: options.input,
      clock,
      parent: fakeParent,
    } as never) as unknown as Actor<TMachine>;
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
      history: session.history,
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
        // The event type names the state node (and so the machine): a child's timer too.
        const pending = Object.values(scheduledEvents).filter((scheduled) => scheduled.event.type === type);
        if (!pending.length) {
          throw new Error(`${where(index)}: the live actor has no pending timer for '${type}'.`);
        }
        const dueOf = (scheduled: ScheduledEvent) => dueAt.get(scheduled) ?? clock.now();
        const timer = pending.reduce((a, b) => (dueOf(b) < dueOf(a) ? b : a));
        const due = dueOf(timer);
        const alsoDue = Object.values(scheduledEvents).filter((scheduled) => scheduled !== timer && dueOf(scheduled) <= due);
        if (alsoDue.length && (options.timers ?? 'clock') === 'independent') {
          actor.system.scheduler.cancel(timer.source, timer.id);
          (timer.target as AnyActorRef).send(timer.event as never);
        } else {
          if (alsoDue.length) {
            stepHint =
              `\n  timers due by then fired too: ${alsoDue.map((s) => `${s.event.type} (at ${dueOf(s)} ms)`).join(', ')}` +
              ` (this path is impossible with these delays; see the \`timers\` option)`;
          }
          clock.increment(Math.max(0, due - clock.now()));
        }
        await settle(() => false, 20); // a real child may answer through promises
        stampTimers();
        return;
      }
      if (type.startsWith(DONE_ACTOR) || type.startsWith(ERROR_ACTOR)) {
        const isDone = type.startsWith(DONE_ACTOR);
        const id = type.slice((isDone ? DONE_ACTOR : ERROR_ACTOR).length);
        const deferred = session.deferreds.get(id);
        const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id] as AnyActorRef | undefined;
        const fake = allDescendants(actor).find((ref) => ref.id === id && ref.getSnapshot().status === 'active' && deferred !== undefined);
        if (deferred && fake) {
          if (isDone) deferred.resolve((event as { output?: unknown }).output);
          else deferred.reject((event as { error?: unknown }).error);
          await settle(() => fake.getSnapshot().status !== 'active');
          await settle(() => false, 20);
          stampTimers();
          return;
        }
        if (!child) throw new Error(`${where(index)}: the live actor has no running child '${id}'.`);
        // The test provided this actor itself: deliver the result event as it would arrive.
        actor.send(event as never);
        return;
      }
      if (liveOptions.send) await liveOptions.send(event, context);
      else actor.send(event as never);
      await settle(() => false, liveOptions.children ? 20 : 0);
      stampTimers();
    };

    const checkState = (index: number) => {
      if (hasError) {
        throw new Error(`${where(index)}: the live actor failed: ${String(actorError)}`, { cause: actorError });
      }
      if (!liveOptions.expected) return;
      const expected = liveOptions.expected(index);
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

    let view: unknown;
    const runOracles = async (index: number) => {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const step = path.steps[index];
      for (const node of snapshot._nodes as AnyStateNode[]) {
        const check = oracle[node.id];
        if (!check) continue;
        try {
          await check({
            stateId: node.id,
            snapshot: snapshot as never,
            event: step.event,
            entered: index === 0 || session.entered.has(node.id),
            enteredStates: index === 0 ? snapshot._nodes.map((n: AnyStateNode) => n.id) : [...session.entered],
            index,
            path: path as never,
            effects: [...session.effects],
            history: [...session.history],
            sent: [...session.sent],
            childEffects: [...session.childEffects],
            invocations: session.invocations,
            view,
            clock,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`in state ${node.id} after ${eventLabel(step.event)} (${where(index)}): ${message}`, { cause: error });
        }
      }
    };

    const startStep = () => {
      session.entered.clear();
      session.lastNodes = new Set((actor.getSnapshot() as AnyMachineSnapshot)._nodes.map((n: AnyStateNode) => n.id));
      session.effects.length = 0;
      session.sent.length = 0;
      session.childEffects.length = 0;
      session.transitions.length = 0;
    };

    // Sneak paths: the first replay to reach a snapshot sends it, on this live actor, each event
    // it does not handle. Each must leave everything as it was, so the replay goes on from there.
    const sneakAt = (index: number) => {
      const plan = planSneakPaths();
      // The live snapshot serializes as the path's expected one (checkState): its key is known.
      const key = plan.keyOf.get(path.steps[index].state as object);
      const vertex = key === undefined ? undefined : plan.vertices.get(key);
      if (key === undefined || !vertex || sneakAttempted.has(key)) return;
      sneakAttempted.add(key);
      if (vertex.table.handled.length) {
        throw new Error(
          `ignored event: ${vertex.table.handled.join('; ')} (${where(index)}). The table of ignored events ` +
            'is written from the spec (docs/model-testing.md "Sneak paths").',
        );
      }
      vertex.events.forEach((event, i) => {
        const before = actor.getSnapshot() as AnyMachineSnapshot;
        const timers = () => Object.keys(actor.system.getSnapshot()._scheduledEvents).sort().join(', ') || 'none';
        const timersBefore = timers();
        const invocationsBefore = session.invocations.length;
        startStep();
        actor.send(event as never);
        const after = actor.getSnapshot() as AnyMachineSnapshot;
        const changes: string[] = [];
        if (hasError) changes.push(`the actor failed: ${String(actorError)}`);
        if (after.status !== before.status) changes.push(`its status went ${before.status} → ${after.status}`);
        if (!isDeepStrictEqual(after.value, before.value))
          changes.push(`its state went ${stateLabel(before.value)} → ${stateLabel(after.value)}`);
        changes.push(...contextChanges(before.context, after.context));
        if (session.transitions.length) changes.push(`it took ${session.transitions.map((t) => describeTransition(t).label).join(', ')}`);
        if (session.effects.length) changes.push(`it ran ${showEffects(session.effects)}`);
        if (session.sent.length) changes.push(`it sent ${showSent(session.sent)}`);
        if (session.invocations.length !== invocationsBefore || !sameChildren(before.children, after.children)) {
          changes.push(`its children went [${Object.keys(before.children).join(', ')}] → [${Object.keys(after.children).join(', ')}]`);
        }
        if (timers() !== timersBefore) changes.push(`its timers went [${timersBefore}] → [${timers()}]`);
        startStep();
        if (changes.length) {
          throw new Error(
            `sneak path: in state ${vertex.label} (${where(index)}), ${eventLabel(event)} is not handled, ` +
              `yet ${changes.join('; ')}. Nothing may change on an event a state does not handle ` +
              '(docs/model-testing.md "Sneak paths").',
          );
        }
        sneakExercised.add(vertex.ids[i]);
      });
    };

    try {
      actor.start();
      await settle(() => false, liveOptions.children ? 20 : 0);
      recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
      stampTimers();
      view = await liveOptions.onStart?.(context);
      for (let index = 0; index < path.steps.length; index++) {
        context.index = index;
        const step = path.steps[index];
        if (index > 0) {
          startStep();
          await dispatch(step.event, index);
        }
        recordSnapshot(actor.getSnapshot() as AnyMachineSnapshot);
        checkState(index);
        if (!liveOptions.expected) (step as { state: unknown }).state = actor.getSnapshot();
        await runOracles(index);
        await liveOptions.onStep?.(actor.getSnapshot() as SnapshotFrom<TMachine>, step, context);
        if (liveOptions.expected) sneakAt(index);
      }
      for (const effect of session.history) executedActions.add(effect.type);
      for (const name of session.delivered) deliveredMessages.add(name);
      return actor.getSnapshot() as AnyMachineSnapshot;
    } finally {
      // The actor has a (fake) parent, so `stop()` refuses: stop it as its parent would.
      (actor as unknown as { _stop(): void })._stop();
      fakeParent.stop();
      sessionsBySystem.delete(fakeParent.system);
    }
  };

  const replay = async (path: ModelPath<TMachine>, replayOptions: ReplayOptions<TMachine> = {}) => {
    if (traversalError !== undefined) throw traversalError;
    await live(path, { ...replayOptions, expected: (index) => path.steps[index].state as AnyMachineSnapshot });
    replayed.add(path);
  };

  const run = async (events: readonly AnyEventObject[], runOptions: RunOptions<TMachine> = {}) => {
    const steps = [{ type: 'xstate.init' }, ...events].map((event) => ({ event, state: undefined as unknown }));
    const path = {
      description: runOptions.name ?? `run: ${events.map(eventLabel).join(' → ') || 'initial state'}`,
      steps,
      state: undefined,
    } as unknown as ModelPath<TMachine>;
    const snapshot = await live(path, runOptions);
    return snapshot as SnapshotFrom<TMachine>;
  };

  // ---- coverage -------------------------------------------------------------------------------

  const coverage = (): CoverageReport => {
    const ignore = options.coverage?.ignore ?? [];
    const require = options.coverage?.require ?? [];
    const isIgnoredState = (id: string) => ignore.find((r) => 'state' in r && stripHash(r.state) === id);
    const isIgnoredTransition = (item: TransitionItem) => ignore.find((r) => 'transition' in r && matchesTransition(item, r.transition));
    const isIgnoredAction = (name: string) => ignore.find((r) => 'action' in r && r.action === name);

    const states = {
      total: 0,
      visited: 0,
      missing: [] as string[],
      ignored: [] as string[],
      ignoredIds: [] as string[],
      visitedIds: [] as string[],
    };
    const oracles = { missing: [] as string[], stale: [] as string[] };
    for (const id of graphStates) {
      if (visitedStates.has(id)) states.visitedIds.push(id);
      const rule = isIgnoredState(id);
      if (rule) {
        states.ignored.push(`${id} (${rule.reason})`);
        states.ignoredIds.push(id);
        continue;
      }
      states.total++;
      if (visitedStates.has(id)) states.visited++;
      else states.missing.push(id);
      if (atomicStates.has(id) && !oracle[id]) oracles.missing.push(id);
    }
    // The root's id is a valid key too: what holds in every state.
    oracles.stale = Object.keys(oracle).filter((id) => !graphStates.includes(id) && id !== original.id);
    const transitions = {
      total: 0,
      visited: 0,
      missing: [] as string[],
      ignored: [] as string[],
      ignoredIds: [] as string[],
      visitedLabels: [] as string[],
    };
    for (const item of graphTransitions) {
      if (visitedTransitions.has(item.key)) transitions.visitedLabels.push(item.label);
      const rule = isIgnoredTransition(item);
      if (rule) {
        transitions.ignored.push(`${item.label} (${rule.reason})`);
        transitions.ignoredIds.push(item.label);
        continue;
      }
      transitions.total++;
      if (visitedTransitions.has(item.key)) transitions.visited++;
      else transitions.missing.push(item.label);
    }
    const actions = { total: 0, executed: 0, missing: [] as string[], ignored: [] as string[] };
    for (const name of Object.keys(machineActions)) {
      const rule = isIgnoredAction(name);
      if (rule) {
        actions.ignored.push(`${name} (${rule.reason})`);
        continue;
      }
      actions.total++;
      if (executedActions.has(name)) actions.executed++;
      else actions.missing.push(name);
    }
    const undeliveredMessages = messageActions.filter(
      (name) => executedActions.has(name) && !deliveredMessages.has(name) && !isIgnoredAction(name),
    );
    const plan = cachedPaths ? planSneakPaths() : undefined;
    const sneakPaths: SneakPathReport = {
      total: 0,
      exercised: 0,
      states: 0,
      events: 0,
      missing: [],
      missingIds: [],
      ignored: [],
      plannedIds: [],
      exercisedIds: [],
    };
    const sneakTypes = new Set<string>();
    for (const vertex of plan?.vertices.values() ?? []) {
      if (vertex.events.length) sneakPaths.states++;
      vertex.events.forEach((event, i) => {
        const id = vertex.ids[i];
        sneakTypes.add(event.type);
        sneakPaths.total++;
        sneakPaths.plannedIds.push(id);
        if (sneakExercised.has(id)) {
          sneakPaths.exercised++;
          sneakPaths.exercisedIds.push(id);
        } else {
          sneakPaths.missing.push(`in ${vertex.label}: ${eventLabel(event)}`);
          sneakPaths.missingIds.push(id);
        }
      });
    }
    sneakPaths.events = sneakTypes.size;
    const vertices = [...(plan?.vertices.values() ?? [])];
    const ignoredEvents: IgnoredEventsReport = {
      table: options.ignores !== undefined,
      handled: [...new Set(vertices.flatMap((vertex) => vertex.table.handled))],
      unlisted: [...new Set(vertices.flatMap((vertex) => vertex.table.unlisted))],
      stale: tableKeys.filter((id) => !graphStates.includes(id) && id !== original.id),
    };
    for (const [rule, count] of plan?.ignored ?? []) if (count) sneakPaths.ignored.push(`${describeRule(rule)}: ${count} sneak path(s)`);
    const staleIgnores = ignore
      .filter((rule) =>
        'state' in rule
          ? !graphStates.includes(stripHash(rule.state))
          : 'action' in rule
            ? !(rule.action in machineActions)
            : 'sneakPath' in rule
              ? !plan?.ignored.get(rule)
              : !graphTransitions.some((item) => matchesTransition(item, rule.transition)),
      )
      .map(describeRule);
    const unmetRequirements = require
      .filter((rule) =>
        'state' in rule
          ? !visitedStates.has(stripHash(rule.state))
          : 'action' in rule
            ? !executedActions.has(rule.action)
            : 'sneakPath' in rule
              ? ![...(plan?.vertices.values() ?? [])].some(
                  (vertex) =>
                    (rule.sneakPath.state === undefined || vertex.active.has(stripHash(rule.sneakPath.state))) &&
                    vertex.events.some((event, i) => event.type === rule.sneakPath.event && sneakExercised.has(vertex.ids[i])),
                )
              : ![...visitedTransitions.values()].some((item) => matchesTransition(item, rule.transition)),
      )
      .map(describeRule);
    const pathsNotReplayed = cachedPaths ? cachedPaths.filter((p) => !replayed.has(p)).length : 0;
    return {
      machineId: original.id,
      states,
      transitions,
      actions,
      undeliveredMessages,
      oracles,
      visitedStates: [...visitedStates],
      unmetRequirements,
      staleIgnores,
      pathsNotReplayed,
      sneakPaths,
      ignoredEvents,
    };
  };

  const assertCoverage = () => {
    const report = coverage();
    const problems: string[] = [];
    const list = (title: string, items: string[]) => {
      if (items.length) problems.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
    };
    list('States never visited', report.states.missing);
    list('States without an oracle (say what must be true there: `oracle`)', report.oracles.missing);
    list('Oracles naming no state node (remove or rename them)', report.oracles.stale);
    list('Transitions never taken', report.transitions.missing);
    list('Named actions never executed in a replay whose oracles passed', report.actions.missing);
    list('Named message actions whose event never reached its target', report.undeliveredMessages);
    list(SNEAK_TITLE, abridged(report.sneakPaths.missing));
    list(HANDLED_TITLE, abridged(report.ignoredEvents.handled));
    list(UNLISTED_TITLE, abridged(report.ignoredEvents.unlisted));
    list(STALE_TABLE_TITLE, report.ignoredEvents.stale);
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
          `transitions ${report.transitions.visited}/${report.transitions.total}, ` +
          `actions ${report.actions.executed}/${report.actions.total}, ` +
          `sneak paths ${report.sneakPaths.exercised}/${report.sneakPaths.total}).\n` +
          `${problems.join('\n')}\n` +
          'Add the missing event payload variants to `events`, an oracle to `oracle`, or ignore an ' +
          'item with a reason (`coverage.ignore`).',
      );
    }
  };

  return {
    machine: provided as TMachine,
    paths,
    replay,
    run,
    coverage,
    assertCoverage,
  };
}

const SNEAK_TITLE = 'Sneak paths never exercised (an unhandled event in a state no passing replay reached)';
const HANDLED_TITLE = 'Events handled in a state whose table says it ignores them (`ignores`, from the spec)';
const UNLISTED_TITLE =
  'Events ignored in a state that its table does not list (list them in `ignores` where the spec says so; else a handler is missing)';
const STALE_TABLE_TITLE = 'Keys of `ignores` naming no state node (remove or rename them)';

/** The first items of a long list, and how many more. */
function abridged(items: string[], max = 20): string[] {
  return items.length > max ? [...items.slice(0, max), `… and ${items.length - max} more`] : items;
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/** Every actor below `actor` (children, their children...). */
function allDescendants(actor: AnyActorRef): AnyActorRef[] {
  const found: AnyActorRef[] = [];
  const walk = (ref: AnyActorRef) => {
    const snapshot = ref.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
    for (const child of Object.values(snapshot?.children ?? {})) {
      if (!child) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(actor);
  return found;
}

/**
 * The coverage gate over several models of ONE machine. A large machine (the root app machine)
 * is better tested by focused models — one per concern, each with few event variants — than by one
 * model whose state space explodes; together they must still reach every state, transition and
 * named action. Oracles: give the models of a machine ONE shared oracle object; a state fails
 * when a model visited it without an oracle, or when no model has an oracle for it.
 */
export function assertJointCoverage(models: ReadonlyArray<Pick<Model<AnyStateMachine>, 'coverage'>>): void {
  if (models.length === 0) throw new Error('assertJointCoverage needs at least one model');
  const reports = models.map((model) => model.coverage());
  const ids = new Set(reports.map((report) => report.machineId));
  if (ids.size !== 1) throw new Error(`assertJointCoverage: models of different machines (${[...ids].join(', ')})`);
  const missingEverywhere = (pick: (report: CoverageReport) => string[]) =>
    pick(reports[0]).filter((item) => reports.every((report) => pick(report).includes(item)));
  const unique = (items: string[]) => [...new Set(items)];
  const problems: string[] = [];
  const list = (title: string, items: string[]) => {
    if (items.length) problems.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
  };
  list(
    'States no model visited',
    missingEverywhere((r) => r.states.missing),
  );
  list(
    'States without an oracle (say what must be true there: `oracle`)',
    unique([
      ...missingEverywhere((r) => r.oracles.missing),
      ...reports.flatMap((r) => r.oracles.missing.filter((id) => r.visitedStates.includes(id))),
    ]),
  );
  list('Oracles naming no state node (remove or rename them)', unique(reports.flatMap((r) => r.oracles.stale)));
  list(
    'Transitions no model took',
    missingEverywhere((r) => r.transitions.missing),
  );
  list(
    'Named actions no model executed in a replay whose oracles passed',
    missingEverywhere((r) => r.actions.missing),
  );
  const delivered = (name: string) => reports.some((r) => !r.undeliveredMessages.includes(name) && !r.actions.missing.includes(name));
  list(
    'Named message actions whose event never reached its target',
    unique(reports.flatMap((r) => r.undeliveredMessages)).filter((name) => !delivered(name)),
  );
  const exercised = new Set(reports.flatMap((r) => r.sneakPaths.exercisedIds));
  list(
    SNEAK_TITLE,
    abridged(
      unique(reports.flatMap((r) => r.sneakPaths.missingIds.flatMap((id, i) => (exercised.has(id) ? [] : [r.sneakPaths.missing[i]])))),
    ),
  );
  list(HANDLED_TITLE, abridged(unique(reports.flatMap((r) => r.ignoredEvents.handled))));
  list(UNLISTED_TITLE, abridged(unique(reports.flatMap((r) => r.ignoredEvents.unlisted))));
  list(STALE_TABLE_TITLE, unique(reports.flatMap((r) => r.ignoredEvents.stale)));
  list(
    'Required but never visited',
    reports.flatMap((r) => r.unmetRequirements),
  );
  list(
    'Ignore rules matching nothing in the machine (remove them)',
    reports.flatMap((r) => r.staleIgnores),
  );
  const notReplayed = reports.reduce((sum, r) => sum + r.pathsNotReplayed, 0);
  if (notReplayed) problems.push(`${notReplayed} generated path(s) did not replay successfully: the gate needs every path.`);
  if (problems.length) {
    throw new Error(`Joint model coverage of '${reports[0].machineId}' is incomplete.\n${problems.join('\n')}`);
  }
}

/** Coverage of one machine by its models, as the flow gallery shows it (docs/journeys/<id>.json). */
export interface CoverageFigures {
  /** State nodes visited / all of them, except those ignored (with their reason) and never visited. */
  states: { covered: number; total: number; ignored: string[] };
  /** Transitions taken / all of them, except those ignored (with their reason) and never taken. */
  transitions: { covered: number; total: number; ignored: string[] };
  /**
   * (snapshot, unhandled event) pairs sent and found harmless / all of them, over the distinct
   * snapshots the models' paths reach; `states` and `events` count the snapshots and event types
   * among them; `ignored`: the exemption rules and how many pairs each exempts.
   */
  sneakPaths: { covered: number; total: number; states: number; events: number; ignored: string[] };
}

/**
 * The joint figures of the models of one machine: an item counts as covered when some model covered
 * it, and leaves the total when a model ignores it and none covered it (as `assertJointCoverage`).
 */
export function coverageFigures(models: ReadonlyArray<Pick<Model<AnyStateMachine>, 'coverage'>>): CoverageFigures {
  const reports = models.map((model) => model.coverage());
  const figures = (
    universe: number,
    covered: Set<string>,
    pick: (report: CoverageReport) => { ignored: string[]; ignoredIds: string[] },
  ): { covered: number; total: number; ignored: string[] } => {
    const excused = new Map<string, string>();
    for (const report of reports) {
      const { ignored, ignoredIds } = pick(report);
      ignoredIds.forEach((id, i) => {
        if (!covered.has(id) && !excused.has(id)) excused.set(id, ignored[i]);
      });
    }
    return { covered: covered.size, total: universe - excused.size, ignored: [...excused.values()] };
  };
  const first = reports[0];
  const states = figures(
    first ? first.states.total + first.states.ignored.length : 0,
    new Set(reports.flatMap((r) => r.states.visitedIds)),
    (r) => r.states,
  );
  const transitions = figures(
    first ? first.transitions.total + first.transitions.ignored.length : 0,
    new Set(reports.flatMap((r) => r.transitions.visitedLabels)),
    (r) => r.transitions,
  );
  const planned = new Set(reports.flatMap((r) => r.sneakPaths.plannedIds));
  const exercised = new Set(reports.flatMap((r) => r.sneakPaths.exercisedIds).filter((id) => planned.has(id)));
  const split = (id: string) => id.split('\u0000');
  return {
    states,
    transitions,
    sneakPaths: {
      covered: exercised.size,
      total: planned.size,
      states: new Set([...planned].map((id) => split(id)[0])).size,
      events: new Set([...planned].map((id) => split(id)[1])).size,
      ignored: [...new Set(reports.flatMap((r) => r.sneakPaths.ignored))],
    },
  };
}
