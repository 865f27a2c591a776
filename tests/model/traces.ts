// Replays the traces the live inspector exports (tests/traces/*.json) against today's machines.
// A trace holds, per machine actor of a session, every event it processed in order (user events,
// answers of its invoked actors, timers that fired, messages from its children) and the state value
// after each. The replay runs each machine alone: its invoked actors become fakes that never answer
// (their recorded answers are sent as events), its timers never fire (the recorded ones are sent),
// its effects and its messages to other actors do nothing; assignments and raised events run, so
// guards read the same context. The first step whose state differs is the regression.
// An actor whose first steps were dropped from the panel's log (or cleared) starts from the state
// and context the trace recorded for it (`start`): its context is the redacted one the panel held.
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { Trace, TraceActor } from '../../machines/inspector/trace';

export { parseTrace } from '../../machines/inspector/trace';

/** Built-in actions that only change the machine itself: they run during a replay. */
const SELF_ACTIONS = new Set(['xstate.assign', 'xstate.raise']);

export interface ReplayMismatch {
  step: number;
  eventType: string;
  expected: unknown;
  actual: unknown;
  message: string;
}

export interface ActorReplay {
  label: string;
  machineId: string;
  steps: number;
  mismatch: ReplayMismatch | null;
}

/** The machine with fakes for everything that reaches outside it (see the file comment). */
export function replayable(machine: AnyStateMachine): AnyStateMachine {
  const { actors = {}, actions = {} } = machine.implementations as {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
  const never = fromPromise(() => new Promise<never>(() => {}));
  return machine.provide({
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, never])),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !SELF_ACTIONS.has(String((action as { type?: unknown } | null)?.type)))
        .map(([name]) => [name, () => {}]),
    ),
  } as never);
}

const text = (value: unknown) => JSON.stringify(value);

/** Replays one actor of a trace; `mismatch` names the first step where the machine disagrees. */
export function replayActor(machine: AnyStateMachine, traced: TraceActor): ActorReplay {
  const fail = (step: number, eventType: string, expected: unknown, actual: unknown, why?: string): ActorReplay => ({
    label: traced.label,
    machineId: traced.machineId,
    steps: traced.steps.length,
    mismatch: {
      step,
      eventType,
      expected,
      actual,
      message:
        `${traced.label} (${traced.machineId}), step ${step} (${eventType}): ` +
        (why ?? `the trace says ${text(expected)}, the machine is now in ${text(actual)}`),
    },
  });
  const logic = replayable(machine);
  let init: (typeof traced.steps)[number] | undefined;
  let rest = traced.steps;
  let snapshot: unknown;
  if (traced.start) {
    // Resumed where the recording starts: the machine in the recorded state, with the recorded context.
    try {
      snapshot = logic.resolveState({ value: traced.start.state as never, context: traced.start.context as never });
    } catch (error) {
      return fail(0, 'start', traced.start.state, null, `the machine has no state ${text(traced.start.state)}: ${String(error)}`);
    }
  } else {
    [init, ...rest] = traced.steps;
    if (!init || (init.event as AnyEventObject | null)?.type !== 'xstate.init') {
      return fail(0, 'xstate.init', 'xstate.init', init?.event, 'the trace does not start with xstate.init');
    }
  }
  let error: unknown = null;
  const actor = createActor(logic, {
    input: traced.input as never,
    clock: new SimulatedClock(),
    ...(snapshot ? { snapshot: snapshot as never } : {}),
  });
  actor.subscribe({ error: (err) => (error = err) });
  actor.start();
  const check = (step: number, eventType: string, expected: unknown): ActorReplay | null => {
    const snapshot = actor.getSnapshot();
    if (error || snapshot.status === 'error') {
      return fail(
        step,
        eventType,
        expected,
        null,
        `the machine failed: ${error instanceof Error ? error.message : String(error ?? snapshot.error)}`,
      );
    }
    return text(snapshot.value) === text(expected) ? null : fail(step, eventType, expected, snapshot.value);
  };
  const first = init ? check(0, 'xstate.init', init.state) : check(0, 'start', traced.start!.state);
  if (first) return first;
  const offset = init ? 1 : 0;
  for (const [index, step] of rest.entries()) {
    const event = step.event as AnyEventObject;
    // A stopped actor's last snapshot repeats its state: nothing to send.
    if (event.type === 'xstate.stop') continue;
    // A screen's machine is loadScreen's answer, which the trace holds as text: a blank machine stands
    // in for it here (the screen's own actor is replayed on its own, with its machine).
    actor.send(event.type === 'xstate.done.actor.loadScreen' ? { ...event, output: createMachine({}) } : event);
    const result = check(index + offset, event.type, step.state);
    if (result) return result;
  }
  actor.stop();
  return { label: traced.label, machineId: traced.machineId, steps: traced.steps.length, mismatch: null };
}

/** Replays every machine actor of a trace whose machine is known; the others are listed as skipped. */
export function replayTrace(trace: Trace, machines: readonly AnyStateMachine[]) {
  const replays: ActorReplay[] = [];
  const skipped: string[] = [];
  for (const traced of trace.actors) {
    const machine = machines.find((candidate) => candidate.id === traced.machineId);
    if (!machine) skipped.push(`${traced.label} (${traced.machineId}): no such machine in machines/registry.ts`);
    else replays.push(replayActor(machine, traced));
  }
  return { replays, skipped };
}
