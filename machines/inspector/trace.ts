// A session as the live inspector exports it (a trace): what tests/model/traces.test.ts replays
// against the machines and `npm run replay` replays in a browser against a running portal. Pure:
// the panel, the tests and the replay command all read it from here.
import type { Redacted } from './redact';

export interface TraceStep {
  /** The log entry: the order of the session, across actors. */
  seq: number;
  /** Path of the actor that sent the event; null: from outside the actor system (the views, the browser). */
  from: string | null;
  event: Redacted;
  /** The state value after the event. */
  state: Redacted;
}

export interface TraceActor {
  sessionId: string;
  machineId: string;
  label: string;
  /** Labels from the root (`app/signIn`): how a replay finds the same actor in another session. */
  path: string;
  input: Redacted;
  /** The state and context the steps start from, when the actor started before the oldest kept entry. */
  start?: { state: Redacted; context: Redacted };
  steps: TraceStep[];
}

/** What the panel exports and tests/traces/*.json holds. */
export interface Trace {
  format: typeof TRACE_FORMAT;
  /** Typed by the QA engineer: the test's name and the file's. */
  title: string;
  actors: TraceActor[];
}

export const TRACE_FORMAT = 'portal-trace/2' as const;
/** The first format (no title, no order across actors): still replayed by the machines. */
const FIRST_FORMAT = 'portal-trace/1';

/** The file a trace is saved as, from its title: `Worker signs in` → `worker-signs-in.json`; '' without a title. */
export function traceFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // Each run of other characters is one dash already.
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '');
  return slug ? `${slug}.json` : '';
}

/** A trace file, read: its title falls back to `fallbackTitle` (the file's name) for the first format. */
export function parseTrace(json: string, fallbackTitle = 'untitled trace'): Trace {
  const trace = JSON.parse(json) as Partial<Omit<Trace, 'format'>> & { format?: string };
  if ((trace.format !== TRACE_FORMAT && trace.format !== FIRST_FORMAT) || !Array.isArray(trace.actors)) {
    throw new Error(`not a portal trace (expected format "${TRACE_FORMAT}" and an actors list)`);
  }
  const title = typeof trace.title === 'string' && trace.title.trim() ? trace.title.trim() : fallbackTitle;
  return { ...(trace as Trace), format: TRACE_FORMAT, title };
}

/** An event the replay sends, as the user or the browser did, to the actor at `path`. */
export interface ReplayAction {
  seq: number;
  path: string;
  machineId: string;
  event: { type: string; [key: string]: Redacted };
}

/** The state an actor of the trace was in at some point (its path says where it is in the tree). */
export interface ExpectedState {
  path: string;
  machineId: string;
  state: Redacted;
}

export interface ReplayStep {
  action: ReplayAction;
  /** The target's state when the event came (null: it had reported none). */
  before: Redacted;
  /** The target's state right after it handled the event. */
  after: Redacted;
}

export interface ReplayPlan {
  steps: ReplayStep[];
  /** Every actor still running at the end of the trace, in its last state. */
  end: ExpectedState[];
}

/**
 * Events the browser layer sends as a consequence of what the replay does (the HTTP client counts
 * the requests the flows make themselves): not sent again.
 */
const CONSEQUENCES = /^HTTP\./;

/** Whether a step of the trace is something the outside world did: an event from no actor, not XState's own. */
export const isOutsideAction = (step: TraceStep) => {
  const type = (step.event as { type?: unknown } | null)?.type;
  return step.from === null && typeof type === 'string' && !type.startsWith('xstate.') && !CONSEQUENCES.test(type);
};

/**
 * What a browser replay of a trace does: the events from outside in the order of the session, each
 * with its target's state before and after it, then every actor's last state (an actor that stopped
 * is not expected). A first-format trace has no order across actors: nothing to replay.
 */
export function replayPlan(trace: Trace): ReplayPlan {
  const ordered = trace.actors
    .flatMap((actor) => actor.steps.map((step, index) => ({ actor, step, index })))
    .filter(({ step }) => typeof step.seq === 'number')
    .sort((a, b) => a.step.seq - b.step.seq);
  const steps = ordered
    .filter(({ step }) => isOutsideAction(step))
    .map(({ actor, step, index }): ReplayStep => ({
      action: { seq: step.seq, path: actor.path, machineId: actor.machineId, event: step.event as ReplayAction['event'] },
      before: index > 0 ? actor.steps[index - 1].state : (actor.start?.state ?? null),
      after: step.state,
    }));
  const last = new Map<string, ExpectedState & { ended: boolean }>();
  for (const { actor, step } of ordered) {
    const ended = (step.event as { type?: unknown } | null)?.type === 'xstate.stop';
    last.set(actor.path, { path: actor.path, machineId: actor.machineId, state: step.state, ended });
  }
  return { steps, end: [...last.values()].filter((item) => !item.ended).map(({ path, machineId, state }) => ({ path, machineId, state })) };
}
