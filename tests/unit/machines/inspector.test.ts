// What the inspector keeps of a long session (machines/inspector/recording.ts): the log, with the
// actor states each entry changed, stays within INSPECTOR_LOG_BUDGET_BYTES of JSON; the oldest
// entries go first, counted; what is left still travels to the same states as an unbounded log;
// actors that ended in what was dropped are forgotten.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INSPECTOR_LOG_BUDGET_BYTES } from '../../../machines/domain/constants';
import { inspectorMachine, traceOf, type InspectorEvent } from '../../../machines/inspector/inspector.machine';
import {
  actorsAt,
  applyChange,
  clearLog,
  emptyRecording,
  firstSeq,
  logEntries,
  logEvent,
  recordSnapshot,
  startActor,
  recordedStatePaths,
  utf8Bytes,
  type Recording,
} from '../../../machines/inspector/recording';
import { values } from '../../../machines/inspector/persistent';
import { redact, type Redacted } from '../../../machines/inspector/redact';

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * A busy signed-in session: the app answers clicks and requests (its context changes a little each
 * time), and every fifth event a short-lived request actor starts, answers and stops.
 */
const ALERTS = [1, 2, 3].map((index) => ({
  message: `Alerte ${index} : réunion d’équipe à l’agence, pensez à signer vos relevés d’heures avant vendredi`,
  startsAt: '2026-11-02T08:00:00Z',
  endsAt: '2026-11-30T18:00:00Z',
}));

function* busySession(events: number): Generator<InspectorEvent> {
  const user = { name: 'Camille Durand', roles: ['worker'], disabledFeatures: ['daysOff'], agency: 'Agence de Lyon – Part-Dieu' };
  yield { type: 'ACTOR.STARTED', actor: { sessionId: 'x:0', parentId: null, label: 'app', machineId: 'app', input: null } };
  yield { type: 'ACTOR.EVENT', at: 0, targetId: 'x:0', sourceId: null, eventType: 'xstate.init', payload: {} };
  yield {
    type: 'ACTOR.SNAPSHOT',
    sessionId: 'x:0',
    status: 'active',
    value: { ready: 'signedIn' },
    context: redact({ user, inFlight: 0, lastClick: 0 }),
    event: { type: 'xstate.init' },
  };
  let logged = 1;
  let inFlight = 0;
  for (let n = 1; logged < events; n += 1) {
    if (n % 5 === 0) {
      const id = `x:r${n}`;
      inFlight += 1;
      yield {
        type: 'ACTOR.STARTED',
        actor: { sessionId: id, parentId: 'x:0', label: 'loadAlerts', machineId: null, input: redact({ page: n }) },
      };
      yield { type: 'ACTOR.EVENT', at: n, targetId: id, sourceId: 'x:0', eventType: 'xstate.init', payload: {} };
      yield { type: 'ACTOR.SNAPSHOT', sessionId: id, status: 'active', value: null, context: null, event: { type: 'xstate.init' } };
      yield {
        type: 'ACTOR.EVENT',
        at: n,
        targetId: 'x:0',
        sourceId: id,
        eventType: 'xstate.done.actor.loadAlerts',
        payload: redact({ output: ALERTS.map((alert, index) => ({ ...alert, id: n * 10 + index })) }),
      };
      yield {
        type: 'ACTOR.SNAPSHOT',
        sessionId: id,
        status: 'done',
        value: null,
        context: null,
        event: { type: 'xstate.promise.resolve' },
      };
      yield {
        type: 'ACTOR.SNAPSHOT',
        sessionId: 'x:0',
        status: 'active',
        value: { ready: 'signedIn' },
        context: redact({ user, inFlight, lastClick: n }),
        event: { type: 'xstate.done.actor.loadAlerts' },
      };
      logged += 2;
    } else {
      yield { type: 'ACTOR.EVENT', at: n, targetId: 'x:0', sourceId: null, eventType: 'USER.CLICK', payload: { at: n } };
      yield {
        type: 'ACTOR.SNAPSHOT',
        sessionId: 'x:0',
        status: 'active',
        value: { ready: n % 2 ? 'signedIn' : 'signedIn' },
        context: redact({ user, inFlight, lastClick: n }),
        event: { type: 'USER.CLICK' },
      };
      logged += 1;
    }
  }
}

/** What the panel shows of the actors at an entry (null: now). */
function shown(recording: Recording, seq: number | null) {
  const { actors, running } = actorsAt(recording, seq);
  return running.map((id) => {
    const { label, path, status, value, context, lastTransition } = actors[id];
    return { id, label, path, status, value, context, lastTransition };
  });
}

function record(events: Iterable<InspectorEvent>, budget: number): Recording {
  let recording = emptyRecording();
  for (const event of events) {
    if (event.type === 'ACTOR.STARTED') recording = startActor(recording, event.actor);
    else if (event.type === 'ACTOR.EVENT') recording = logEvent(recording, event, budget);
    else if (event.type === 'ACTOR.SNAPSHOT') recording = recordSnapshot(recording, event, budget);
  }
  return recording;
}

describe('recording', () => {
  it('counts UTF-8 bytes as Buffer does', () => {
    for (const text of ['plain', 'réunion d’équipe', '😀 émoji', '']) expect(utf8Bytes(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });

  it('keeps a context change as the keys that changed, and rebuilds the whole from them', () => {
    const actor = { sessionId: 'x:0', parentId: null, label: 'app', machineId: 'app', input: null };
    let recording = startActor(emptyRecording(), actor);
    const contexts: Redacted[] = [
      { a: 1, b: { deep: [1, 2] }, c: 'same' },
      { a: 2, b: { deep: [1, 2] }, c: 'same' },
      { b: { deep: [3] }, c: 'same' },
      'text',
    ];
    for (const [index, context] of contexts.entries()) {
      recording = logEvent(recording, { at: index, sourceId: null, targetId: 'x:0', eventType: `E${index}`, payload: null });
      recording = recordSnapshot(recording, {
        sessionId: 'x:0',
        status: 'active',
        value: `s${index}`,
        context,
        event: { type: `E${index}` },
      });
    }
    const [first, second, third, fourth] = logEntries(recording).map((entry) => entry.changes[0]);
    expect(first.context).toEqual(contexts[0]);
    expect(second).toMatchObject({ patch: { a: 2 } });
    expect(second).not.toHaveProperty('context');
    expect(third).toMatchObject({ patch: { b: { deep: [3] } }, removed: ['a'] });
    expect(fourth.context).toBe('text');
    contexts.forEach((context, index) => expect(actorsAt(recording, index + 1).actors['x:0'].context).toEqual(context));
    expect(applyChange(undefined, { sessionId: 'x:0', status: 'active', value: 'v', patch: { k: 1 } }).context).toEqual({ k: 1 });
  });

  it('a cleared log starts each running actor’s trace from its state then', () => {
    const inspector = createActor(inspectorMachine, { input: { open: true } }).start();
    for (const event of busySession(3)) inspector.send(event);
    inspector.send({ type: 'LOG.CLEAR' });
    inspector.send({ type: 'ACTOR.EVENT', at: 9, targetId: 'x:0', sourceId: null, eventType: 'USER.CLICK', payload: { at: 9 } });
    inspector.send({
      type: 'ACTOR.SNAPSHOT',
      sessionId: 'x:0',
      status: 'active',
      value: { ready: 'signedIn' },
      context: { lastClick: 9 },
      event: { type: 'USER.CLICK' },
    });
    const [app] = traceOf(inspector.getSnapshot().context).actors;
    expect(app.start).toEqual({ state: { ready: 'signedIn' }, context: expect.objectContaining({ lastClick: 2 }) });
    expect(app.steps).toEqual([{ seq: 4, from: null, event: { type: 'USER.CLICK', at: 9 }, state: { ready: 'signedIn' } }]);
    expect(clearLog(inspector.getSnapshot().context).log.length).toBe(0);
  });

  it('reads a recorded state value as the portal’s dotted paths to its active leaves; nothing when not reported', () => {
    expect(recordedStatePaths('idle')).toEqual(['idle']);
    expect(
      recordedStatePaths({ ready: { session: { signedIn: { route: 'entered', shell: 'worker' } }, language: 'idle' }, done: {} }),
    ).toEqual(['ready.session.signedIn.route.entered', 'ready.session.signedIn.shell.worker', 'ready.language.idle', 'done']);
    expect(recordedStatePaths(null)).toEqual([]);
  });
});

// Last in the file: the 10,000-event session costs about 0.5 s (3 s under StrykerJS's instrumentation), and
// a mutant that a cheaper test above fails is then killed without it (docs/mutation-testing.md).
describe('the inspector log within its byte budget', () => {
  it(`10,000 events: the log stays within ${INSPECTOR_LOG_BUDGET_BYTES} bytes of JSON, the oldest dropped and counted`, () => {
    const unbounded = record(busySession(10_000), Number.POSITIVE_INFINITY);
    // The session is big enough for the budget to matter.
    expect(unbounded.log.length).toBe(10_000);
    expect(bytesOf(logEntries(unbounded))).toBeGreaterThan(INSPECTOR_LOG_BUDGET_BYTES * 1.5);

    const bounded = record(busySession(10_000), INSPECTOR_LOG_BUDGET_BYTES);
    const kept = logEntries(bounded);
    expect(bytesOf(kept)).toBeLessThanOrEqual(INSPECTOR_LOG_BUDGET_BYTES);
    // Not cut far below it either: the budget is what is kept.
    expect(bytesOf(kept)).toBeGreaterThan(INSPECTOR_LOG_BUDGET_BYTES * 0.9);
    expect(bounded.dropped).toBeGreaterThan(0);
    expect(bounded.dropped + kept.length).toBe(10_000);
    expect(kept[0].seq).toBe(bounded.dropped + 1);
    expect(kept.at(-1)!.seq).toBe(10_000);

    // Every kept entry still shows the states an unbounded log shows.
    for (const seq of [kept[0].seq, kept[1].seq, kept[Math.floor(kept.length / 2)].seq, 10_000]) {
      expect(shown(bounded, seq), `right after #${seq}`).toEqual(shown(unbounded, seq));
    }
    expect(shown(bounded, null)).toEqual(shown(unbounded, null));

    // The request actors that ended in the dropped part are forgotten: the rest of what the panel
    // holds does not grow with the session.
    const requestActors = (recording: Recording) => values(recording.actors).filter((actor) => actor.sessionId.startsWith('x:r')).length;
    expect(requestActors(unbounded)).toBeGreaterThan(1000);
    expect(requestActors(bounded)).toBeLessThan(requestActors(unbounded) * (kept.length / 10_000) + 2);
    expect(bytesOf(values(bounded.actors))).toBeLessThan(INSPECTOR_LOG_BUDGET_BYTES / 4);
  });

  it('the machine counts the entries it dropped, and a travel into a dropped entry goes back to live', () => {
    const inspector = createActor(inspectorMachine, { input: { open: true } }).start();
    const events = [...busySession(200)];
    const half = events.findIndex((event) => event.type === 'ACTOR.EVENT' && event.at >= 60);
    for (const event of events.slice(0, half)) inspector.send(event);
    inspector.send({ type: 'TRAVEL.TO', seq: 2 });
    expect(inspector.getSnapshot().matches({ time: 'travelling' })).toBe(true);
    // A session bigger than the budget: the same events, their payloads padded.
    const padding = 'x'.repeat(INSPECTOR_LOG_BUDGET_BYTES / 50);
    for (const event of events.slice(half)) {
      inspector.send(event.type === 'ACTOR.EVENT' ? { ...event, payload: { ...(event.payload as object), padding } } : event);
    }
    const { context } = inspector.getSnapshot();
    expect(context.dropped).toBeGreaterThan(0);
    expect(firstSeq(context)).toBe(context.dropped + 1);
    expect(inspector.getSnapshot().matches({ time: 'live' })).toBe(true);
    expect(context.travel).toBeNull();
  });
});
