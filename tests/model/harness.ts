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
 * This file holds the model (the live replays, what they record, the gate); each other job is a
 * module of harness/: the options' and reports' types (types.ts), the graph's states and transitions
 * (graph.ts), labels of snapshots and events (labels.ts), the paths (paths.ts), the sneak paths and
 * the table of ignored events (sneakPaths.ts), the fakes of a live replay (replaySession.ts), the
 * oracle helpers (expect.ts), the joint gate and published figures (coverage.ts), and the XState
 * internals read, pinned by a test (eventDescriptors.ts). Model tests import from this file.
 *
 * See docs/model-testing.md for a walkthrough.
 */

import {
  createActor,
  fromTransition,
  SimulatedClock,
  type Actor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { isDeepStrictEqual } from 'node:util';
import { abridged, HANDLED_TITLE, SNEAK_TITLE, STALE_TABLE_TITLE, UNLISTED_TITLE } from './harness/coverage';
import { activeStateNodes } from './harness/eventDescriptors';
import {
  collectGraphStates,
  collectGraphTransitions,
  describeRule,
  describeTransition,
  isDescendant,
  isEffective,
  matchesTransition,
  stripHash,
  type TransitionItem,
} from './harness/graph';
import {
  AFTER,
  contextChanges,
  defaultSerializeState,
  DONE_ACTOR,
  ERROR_ACTOR,
  eventLabel,
  sameChildren,
  showEffects,
  showSent,
  stateLabel,
} from './harness/labels';
import { createPaths, type Paths, type Variants } from './harness/paths';
import {
  allDescendants,
  fakeActors,
  isActorUnderTest,
  isMessageAction,
  prepareActions,
  prepareChild,
  type ScheduledEvent,
  type Session,
  sessionsBySystem,
  settle,
} from './harness/replaySession';
import { createSneakPaths } from './harness/sneakPaths';
import type {
  CoverageReport,
  IgnoredEventsReport,
  Model,
  ModelOptions,
  ModelPath,
  ReplayContext,
  ReplayOptions,
  RunOptions,
  SneakPathReport,
  StateOracle,
} from './harness/types';

// What a model test imports: the model, the joint gate, the oracle helpers and the options' types.
export { assertJointCoverage } from './harness/coverage';
export {
  expectChildEffect,
  expectEffect,
  expectEffectTypes,
  expectNoEffect,
  expectNotSent,
  expectOutput,
  expectSent,
  type Expected,
} from './harness/expect';
export type {
  CoverageRule,
  EventVariants,
  IgnoredEvents,
  Model,
  ModelOptions,
  ModelPath,
  Oracle,
  OracleCheck,
  ReplayContext,
  StateOracle,
} from './harness/types';

/**
 * Whether a path sends an event whose type or payload mentions `text`: how a view test picks the
 * paths it replays. The path's description is no guide: under mutation testing a path is named by
 * its number (docs/mutation-testing.md).
 */
export function pathMentions(path: { steps: ReadonlyArray<{ event: unknown }> }, text: string): boolean {
  return path.steps.some((step) => JSON.stringify(step.event ?? null).includes(text));
}

/**
 * The fewest paths (picked greedily, in their first order) that take every step of `paths` as the
 * state chart sees it: from one state value, by one event with its payload, to one state value.
 * How a view test picks the paths it renders: the machine's own replay takes every path, the view
 * sees each chart step once, not once per context it can carry (docs/model-testing.md, "Replay
 * hooks").
 */
export function chartCover<P extends { steps: ReadonlyArray<{ event: unknown; state: { value: unknown } }> }>(paths: readonly P[]): P[] {
  const keyed = paths.map((path, index) => ({
    index,
    keys: new Set(
      path.steps
        .slice(1)
        .map(
          (step, i) =>
            `${JSON.stringify(path.steps[i].state.value)} ${JSON.stringify(step.event ?? null)} ${JSON.stringify(step.state.value)}`,
        ),
    ),
  }));
  const uncovered = new Set(keyed.flatMap(({ keys }) => [...keys]));
  const chosen: number[] = [];
  while (uncovered.size > 0) {
    let best: (typeof keyed)[number] | undefined;
    let bestGain = 0;
    for (const candidate of keyed) {
      let gain = 0;
      for (const key of candidate.keys) if (uncovered.has(key)) gain++;
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    if (!best) break;
    chosen.push(best.index);
    for (const key of best.keys) uncovered.delete(key);
  }
  // A path that takes no step (the initial state alone) is rendered once too.
  const still = keyed.find(({ keys }) => keys.size === 0);
  if (still && chosen.length === 0) chosen.push(still.index);
  return chosen.sort((a, b) => a - b).map((index) => paths[index]);
}

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

  const alwaysPossible = new Set<string>(options.alwaysPossible ?? []);
  const generated = createPaths<TMachine>({ original, provided, variants, alwaysPossible, serialize, options });
  const { paths } = generated;

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
    for (const node of activeStateNodes(snapshot)) {
      if (node !== node.machine.root) visitedStates.add(node.id);
    }
  };

  const sneak = createSneakPaths({
    original,
    provided,
    variants,
    alwaysPossible,
    serialize,
    paths: generated as Paths<AnyStateMachine>,
    options,
  });
  const { plan: planSneakPaths, tableKeys, attempted: sneakAttempted, exercised: sneakExercised } = sneak;

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
        const nodes = activeStateNodes(snapshot);
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
      for (const node of activeStateNodes(snapshot)) {
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
    if (generated.traversalError() !== undefined) throw generated.traversalError();
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
    const plan = generated.generated() ? planSneakPaths() : undefined;
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
    const pathsNotReplayed = generated.generated() ? paths().filter((p) => !replayed.has(p)).length : 0;
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
