// What the live inspector keeps of a session, as plain data and pure functions (the inspector
// machine assigns with them; tests call them directly).
//
// - The actors: every actor that started and is still of use (running, or named by a kept entry),
//   with its live state, its path of labels from the root, and the entries it started and ended at.
// - The log: one entry per event an actor received, oldest first, each carrying the changes of
//   actor state it caused (state value, status, the context's changed top-level keys, the last
//   transition). So any entry can be looked at as "every actor right after it" (time travel): each
//   actor's state before the oldest kept entry (its `base`) plus the changes of the entries up to it.
// - A byte budget (INSPECTOR_LOG_BUDGET_BYTES, JSON in UTF-8): when the log grows past it, the
//   oldest entries are folded into the actors' bases and dropped, and `dropped` counts them for the
//   panel; the actors that ended in them and that no kept entry names are forgotten.
//
// Which entry a snapshot belongs to: an actor handles its events one at a time, in the order they
// were sent, and reports one snapshot per event; but the snapshot can arrive after events that its
// own actions sent to other actors. So each actor keeps the entries it has not answered yet, in
// order, and a snapshot answers the oldest with the same event type. A snapshot that answers no
// logged event (the stop) belongs to the newest entry.
//
// The log and the actors are persistent collections (./persistent.ts): an event costs the same
// however long the session.
import type { StateValue } from 'xstate';
import { INSPECTOR_LOG_BUDGET_BYTES } from '../domain/constants';
import { statePaths } from '../domain/statePaths';
import {
  at,
  dropFirst,
  emptyChunked,
  emptyTable,
  get,
  push,
  remove,
  replace,
  set,
  toArray,
  values,
  type Chunked,
  type Table,
} from './persistent';
import type { Redacted } from './redact';

export type ActorStatus = 'active' | 'stopped' | 'done' | 'error';

export interface InspectedActor {
  sessionId: string;
  parentId: string | null;
  /** The system id when it has one, else the invoke id, else the machine id (the root). */
  label: string;
  /** Id of the machine the actor runs; null for promise, callback and other actors. */
  machineId: string | null;
  input: Redacted;
}

export interface LastTransition {
  eventType: string;
  /** State node ids (`app.ready.session.authorised.signedIn`) of the transitions taken by one event. */
  transitions: Array<{ source: string; targets: string[] }>;
}

export interface ActorState {
  status: ActorStatus;
  value: Redacted;
  context: Redacted;
  lastTransition: LastTransition | null;
}

export interface Pending {
  seq: number;
  type: string;
}

export interface ActorRecord extends InspectedActor, ActorState {
  /** Labels from the root: `app/signIn`. */
  path: string;
  /** The first entry the actor exists at (the entry of its `xstate.init`). */
  startSeq: number;
  /** Its rank among the actors started (the tree's order). */
  order: number;
  /** The entry it stopped, finished or failed at; null while it runs. */
  endSeq: number | null;
  /** The newest entry that names it (source, target or a change of it). */
  namedSeq: number;
  /** Its state right before the oldest kept entry. */
  base: ActorState;
  /** The logged events it has not answered with a snapshot yet. */
  pending: Pending[];
  /** The last transition it took since its last snapshot. */
  pendingTransition: LastTransition | null;
}

/** How one actor's state changed with one entry. */
export interface ActorChange {
  sessionId: string;
  status: ActorStatus;
  value: Redacted;
  /** The whole context: the actor's first, or one that is not a plain object. */
  context?: Redacted;
  /** The top-level keys of an object context that changed, with their new values. */
  patch?: { [key: string]: Redacted };
  /** The top-level keys the context lost. */
  removed?: string[];
  lastTransition?: LastTransition;
  /** The event the actor reported, when it is not the entry's own (its stop). */
  event?: Redacted;
}

export interface LogEntry {
  seq: number;
  at: number;
  sourceId: string | null;
  targetId: string;
  type: string;
  payload: Redacted;
  changes: ActorChange[];
  /** Its size in the budget: at least what the entry and its changes add to the log's JSON, in UTF-8 bytes. */
  bytes: number;
}

export interface Recording {
  actors: Table<ActorRecord>;
  /** Session ids of the running actors, in start order. */
  running: string[];
  log: Chunked<LogEntry>;
  logBytes: number;
  /** Entries dropped for the budget since the last clear. */
  dropped: number;
  /** Number of the last entry. */
  seq: number;
  /** Actors started so far. */
  started: number;
}

export const emptyRecording = (): Recording => ({
  actors: emptyTable(),
  running: [],
  log: emptyChunked(),
  logBytes: 0,
  dropped: 0,
  seq: 0,
  started: 0,
});

const INITIAL_STATE: ActorState = { status: 'active', value: null, context: null, lastTransition: null };

/** UTF-8 length of a string, without allocating. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Only ever given objects, whose JSON is never undefined. */
const jsonBytes = (value: object) => utf8Bytes(JSON.stringify(value));
/** A `bytes` field at its widest (an entry never reaches 10 MB). */
const BYTES_FIELD_MAX = 9_999_999;
/** The log's own brackets. */
const LOG_BRACKETS = 2;

const isPlainObject = (value: Redacted): value is { [key: string]: Redacted } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The change of context from `before` to `after`: nothing, a patch of top-level keys, or the whole. */
function contextChange(before: Redacted, after: Redacted): Pick<ActorChange, 'context' | 'patch' | 'removed'> {
  if (!isPlainObject(before) || !isPlainObject(after)) return JSON.stringify(before) === JSON.stringify(after) ? {} : { context: after };
  const patch: { [key: string]: Redacted } = {};
  for (const [key, value] of Object.entries(after)) {
    if (!(key in before) || JSON.stringify(before[key]) !== JSON.stringify(value)) patch[key] = value;
  }
  const removed = Object.keys(before).filter((key) => !(key in after));
  return {
    ...(Object.keys(patch).length ? { patch } : {}),
    ...(removed.length ? { removed } : {}),
  };
}

/** An actor's state after a change. */
export function applyChange(state: ActorState | undefined, change: ActorChange): ActorState {
  const previous = state ?? INITIAL_STATE;
  let context = previous.context;
  if ('context' in change) context = change.context ?? null;
  else if (change.patch || change.removed) {
    const next: { [key: string]: Redacted } = { ...(isPlainObject(previous.context) ? previous.context : {}), ...change.patch };
    for (const key of change.removed ?? []) delete next[key];
    context = next;
  }
  return { status: change.status, value: change.value, context, lastTransition: change.lastTransition ?? previous.lastTransition };
}

/** Every entry kept, oldest first. */
export const logEntries = (recording: Recording): LogEntry[] => toArray(recording.log);

/** The seq of the oldest kept entry (the next one's when the log is empty). */
export const firstSeq = (recording: Recording) => at(recording.log, 0)?.seq ?? recording.seq + 1;

/** Any actor the recording still knows (running, or named by a kept entry). */
export const actorOf = (recording: Recording, sessionId: string | null): ActorRecord | undefined =>
  sessionId === null ? undefined : get(recording.actors, sessionId);

/** The recording once an actor started (it joins the tree under its parent). */
export function startActor(recording: Recording, actor: InspectedActor): Recording {
  const parent = actorOf(recording, actor.parentId);
  const record: ActorRecord = {
    ...actor,
    ...INITIAL_STATE,
    path: parent ? `${parent.path}/${actor.label}` : actor.label,
    startSeq: recording.seq + 1,
    // Stryker disable next-line ArithmeticOperator: equivalent; only the order between actors is read, and every actor gets the same offset
    order: recording.started + 1,
    endSeq: null,
    namedSeq: recording.seq + 1,
    base: INITIAL_STATE,
    // Stryker disable next-line ArrayDeclaration: equivalent; a report answers a pending entry by its type, which the item Stryker puts here has not
    pending: [],
    pendingTransition: null,
  };
  return {
    ...recording,
    actors: set(recording.actors, actor.sessionId, record),
    running: [...recording.running.filter((id) => id !== actor.sessionId), actor.sessionId],
    started: recording.started + 1,
  };
}

export interface LoggedEvent {
  at: number;
  sourceId: string | null;
  targetId: string;
  eventType: string;
  payload: Redacted;
}

/** The recording once an event reached an actor: a new entry, the oldest dropped beyond the budget. */
export function logEvent(recording: Recording, event: LoggedEvent, budget = INSPECTOR_LOG_BUDGET_BYTES): Recording {
  const seq = recording.seq + 1;
  const entry: LogEntry = {
    seq,
    at: event.at,
    sourceId: event.sourceId,
    targetId: event.targetId,
    type: event.eventType,
    payload: event.payload,
    changes: [],
    bytes: 0,
  };
  // An upper bound of what the entry adds to the log's JSON: its fields, the widest `bytes`, a comma.
  entry.bytes = jsonBytes({ ...entry, bytes: BYTES_FIELD_MAX }) + 1;
  let actors = recording.actors;
  const target = get(actors, event.targetId);
  if (target) {
    actors = set(actors, event.targetId, {
      ...target,
      namedSeq: seq,
      // An actor answers each event it receives while it runs; one that ended answers none.
      pending: target.endSeq === null ? [...target.pending, { seq, type: event.eventType }] : target.pending,
    });
  }
  const source = event.sourceId === null || event.sourceId === event.targetId ? undefined : get(actors, event.sourceId);
  if (source) actors = set(actors, source.sessionId, { ...source, namedSeq: seq });
  return trimmed({ ...recording, seq, actors, log: push(recording.log, entry), logBytes: recording.logBytes + entry.bytes }, budget);
}

/** The recording once an actor took transitions (a microstep): kept for its next snapshot. */
export function recordTransition(recording: Recording, sessionId: string, transition: LastTransition): Recording {
  const known = get(recording.actors, sessionId);
  if (!known || !transition.transitions.length) return recording;
  return {
    ...recording,
    actors: set(recording.actors, sessionId, { ...known, lastTransition: transition, pendingTransition: transition }),
  };
}

export interface ReportedSnapshot {
  sessionId: string;
  status: ActorStatus;
  value: Redacted;
  context: Redacted;
  /** The event it answers (redacted). */
  event: Redacted;
}

/** The type of a reported event; a pending entry's type is always a text, so anything else answers none. */
const typeOf = (event: Redacted) => (isPlainObject(event) ? event.type : null);

/** The recording once an actor reported a snapshot: its live state, and the change on the entry it answers. */
export function recordSnapshot(recording: Recording, snapshot: ReportedSnapshot, budget = INSPECTOR_LOG_BUDGET_BYTES): Recording {
  const known = get(recording.actors, snapshot.sessionId);
  if (!known) return recording;
  const eventType = typeOf(snapshot.event);
  const answered = known.pending.findIndex((item) => item.type === eventType);
  const seq = answered >= 0 ? known.pending[answered].seq : recording.seq;
  const stopped = snapshot.status !== 'active';
  const change: ActorChange = {
    sessionId: snapshot.sessionId,
    status: snapshot.status,
    value: snapshot.value,
    ...contextChange(known.context, snapshot.context),
    ...(known.pendingTransition ? { lastTransition: known.pendingTransition } : {}),
    ...(answered >= 0 ? {} : { event: snapshot.event }),
  };
  const first = firstSeq(recording);
  // Before the oldest kept entry (or before any): straight into the base.
  const intoBase = seq < first;
  const record: ActorRecord = {
    ...known,
    status: snapshot.status,
    value: snapshot.value,
    context: snapshot.context,
    // An actor that ended stays ended.
    endSeq: known.endSeq ?? (stopped ? seq : null),
    namedSeq: Math.max(known.namedSeq, seq),
    base: intoBase ? applyChange(known.base, change) : known.base,
    // Answering none (-1) keeps them all.
    // Stryker disable next-line ArrayDeclaration: equivalent; as in startActor, an item without a type is never answered
    pending: stopped ? [] : known.pending.slice(answered + 1),
    pendingTransition: null,
  };
  const next: Recording = {
    ...recording,
    actors: set(recording.actors, snapshot.sessionId, record),
    running: stopped ? recording.running.filter((id) => id !== snapshot.sessionId) : recording.running,
  };
  if (intoBase) return next;
  const index = seq - first;
  const entry = at(recording.log, index)!;
  // The change and the comma before it.
  const bytes = jsonBytes(change) + 1;
  const log = replace(recording.log, index, { ...entry, changes: [...entry.changes, change], bytes: entry.bytes + bytes });
  return trimmed({ ...next, log, logBytes: recording.logBytes + bytes }, budget);
}

/** Folds dropped entries into the actors' bases; forgets the actors that ended in them and that no kept entry names. */
function fold(recording: Recording, entries: readonly LogEntry[]): Recording {
  const first = firstSeq(recording);
  let actors = recording.actors;
  const named = new Set<string>();
  for (const entry of entries) {
    if (entry.sourceId) named.add(entry.sourceId);
    named.add(entry.targetId);
    for (const change of entry.changes) {
      named.add(change.sessionId);
      const record = get(actors, change.sessionId);
      // Stryker disable next-line ConditionalExpression: equivalent; an actor is forgotten only once no kept entry names it, so the change of a dropped entry is always of a known actor
      if (record) actors = set(actors, change.sessionId, { ...record, base: applyChange(record.base, change) });
    }
  }
  for (const id of named) {
    const record = get(actors, id);
    if (record && record.endSeq !== null && record.endSeq < first && record.namedSeq < first) actors = remove(actors, id);
  }
  return { ...recording, actors };
}

/** Drops the oldest entries while the log is over the budget (the newest entry always stays). */
function trimmed(recording: Recording, budget: number): Recording {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent; a shortcut: the loop below checks the budget again and keeps the newest entry
  if (recording.logBytes + LOG_BRACKETS <= budget || recording.log.length <= 1) return recording;
  let bytes = recording.logBytes;
  const dropped: LogEntry[] = [];
  while (bytes + LOG_BRACKETS > budget && dropped.length < recording.log.length - 1) {
    const entry = at(recording.log, dropped.length)!;
    bytes -= entry.bytes;
    dropped.push(entry);
  }
  return fold(
    { ...recording, log: dropFirst(recording.log, dropped.length), logBytes: bytes, dropped: recording.dropped + dropped.length },
    dropped,
  );
}

/** The recording with its log emptied: the actors' current states become their bases; the ended ones are forgotten. */
export function clearLog(recording: Recording): Recording {
  let actors = recording.actors;
  for (const record of values(recording.actors)) {
    actors =
      record.endSeq !== null
        ? remove(actors, record.sessionId)
        : set(actors, record.sessionId, {
            ...record,
            base: { status: record.status, value: record.value, context: record.context, lastTransition: record.lastTransition },
          });
  }
  return { ...recording, actors, log: emptyChunked(), logBytes: 0, dropped: 0 };
}

export interface ShownActors {
  /** The actors shown, by session id. */
  actors: Record<string, ActorRecord>;
  /** Their session ids, in start order. */
  running: string[];
}

/** Every actor as it was right after entry `seq` (null: now). */
export function actorsAt(recording: Recording, seq: number | null): ShownActors {
  if (seq === null) {
    const actors: Record<string, ActorRecord> = {};
    for (const id of recording.running) {
      const record = get(recording.actors, id);
      // Stryker disable next-line ConditionalExpression: equivalent; a running actor is never forgotten (only ended ones are)
      if (record) actors[id] = record;
    }
    // Stryker disable next-line MethodExpression: equivalent; as above, every running actor is in the table
    return { actors, running: recording.running.filter((id) => id in actors) };
  }
  const started = values(recording.actors)
    .filter((actor) => actor.startSeq <= seq && (actor.endSeq === null || actor.endSeq > seq))
    .sort((a, b) => a.order - b.order);
  const states = new Map<string, ActorState>(started.map((actor) => [actor.sessionId, actor.base]));
  for (const chunk of recording.log.chunks) {
    // Stryker disable next-line ConditionalExpression: equivalent; skips a chunk whose first entry the loop below would stop at
    if (chunk[0].seq > seq) break;
    for (const entry of chunk) {
      if (entry.seq > seq) break;
      for (const change of entry.changes)
        // Stryker disable next-line ConditionalExpression: equivalent; the state of an actor not shown at seq is never read
        if (states.has(change.sessionId)) states.set(change.sessionId, applyChange(states.get(change.sessionId), change));
    }
  }
  const actors: Record<string, ActorRecord> = {};
  for (const actor of started) actors[actor.sessionId] = { ...actor, ...states.get(actor.sessionId)! };
  return { actors, running: started.map((actor) => actor.sessionId) };
}

/**
 * A recorded state value as the portal's own dotted paths (machines/domain/statePaths.ts), one per
 * active region; none for a value the actor has not reported (null) or the redaction cut.
 */
export function recordedStatePaths(value: Redacted): string[] {
  return typeof value === 'string' || isPlainObject(value) ? statePaths(value as StateValue) : [];
}
