// What a live replay runs on: deferred-promise fakes for the named actors, recording no-ops for the
// placeholder actions, recorded builtins, and the session each replay's actor system keeps them in.
import { fromPromise, type Actor, type AnyActorRef, type AnyStateMachine, type AnyTransitionDefinition } from 'xstate';
import type { ChildEffect, Effect, Invocation, SentMessage } from './types';

export interface Deferred {
  promise: Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createDeferred(): Deferred {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface Session {
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
export const sessionsBySystem = new WeakMap<object, Session>();

export async function settle(isDone: () => boolean, maxTurns = 200): Promise<void> {
  for (let turn = 0; turn < maxTurns && !isDone(); turn++) await Promise.resolve();
}

export type ScheduledEvent = ReturnType<Actor<AnyStateMachine>['system']['getSnapshot']>['_scheduledEvents'][string];

// ---------------------------------------------------------------------------------------------
// Named actions: placeholders become no-ops, builtins are wrapped to record their name and params
// ---------------------------------------------------------------------------------------------

/** A builtin action (assign, raise, sendTo, sendParent, enqueueActions...) as XState builds it. */
export interface BuiltinAction {
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

export interface ActorScopeLike {
  self: AnyActorRef;
  system: object;
}

export const isBuiltin = (action: unknown): action is BuiltinAction =>
  typeof action === 'function' && 'resolve' in action && typeof (action as BuiltinAction).resolve === 'function';

export const isMessageAction = (action: unknown) => isBuiltin(action) && action.type === 'xstate.sendTo';

/**
 * Whether `ref` is the actor under test of `session`: the child of its fake parent (known from the
 * actor's construction on, when its initial state's actions already run).
 */
export const isActorUnderTest = (session: Session, ref: unknown) =>
  session.parent !== undefined && (ref as { _parent?: unknown } | undefined)?._parent === session.parent;

/** The session of a live replay, if `actorScope` belongs to one (not during the traversal). */
export const sessionOf = (actorScope: ActorScopeLike) => sessionsBySystem.get(actorScope.system);

/**
 * Wraps a builtin named action so that a live replay records it under its setup() name with its
 * resolved params. XState reports builtins to the inspector under their kind (`xstate.sendTo`) or
 * not at all (`assign`), never under their name. During the traversal (no live session) a message
 * to an actor that does not exist there (the parent, a child) is dropped instead of failing.
 */
export function recordingBuiltin(name: string, original: BuiltinAction): BuiltinAction {
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
export const placeholder = () => {};

export function prepareActions(machineActions: Record<string, unknown>, given: Record<string, unknown> = {}): Record<string, unknown> {
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
export function fakeActors(machine: AnyStateMachine, except: readonly string[]): Record<string, unknown> {
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
export function prepareChild(child: AnyStateMachine): AnyStateMachine {
  return child.provide({
    actors: fakeActors(child, []),
    actions: prepareActions(child.implementations.actions as Record<string, unknown>),
  } as never) as AnyStateMachine;
}

/** Every actor below `actor` (children, their children...). */
export function allDescendants(actor: AnyActorRef): AnyActorRef[] {
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
