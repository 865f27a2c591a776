// What the inspector keeps of a session, in small sessions written out step by step
// (machines/inspector/recording.ts): which entry each reported state belongs to, which entries the
// byte budget keeps, which actors it forgets, and what time travel shows. The long sessions are in
// tests/unit/machines/inspector.test.ts.
import { describe, expect, it } from 'vitest';
import {
  actorOf,
  actorsAt,
  applyChange,
  emptyRecording,
  logEntries,
  logEvent,
  recordSnapshot,
  startActor,
  utf8Bytes,
  type ActorStatus,
  type Recording,
} from '../../../machines/inspector/recording';
import type { Redacted } from '../../../machines/inspector/redact';

const UNBOUNDED = Number.POSITIVE_INFINITY;

/** A session written step by step, each step within `budget`. */
function session(budget = UNBOUNDED) {
  let recording = emptyRecording();
  const steps = {
    start(id: string, parentId: string | null = null) {
      recording = startActor(recording, { sessionId: id, parentId, label: id, machineId: id, input: null });
      return steps;
    },
    /** An event reaches `targetId` (from `sourceId`, or from outside). */
    send(targetId: string, type: string, sourceId: string | null = null, payload: Redacted = null) {
      recording = logEvent(recording, { at: 0, sourceId, targetId, eventType: type, payload }, budget);
      return steps;
    },
    /** `id` reports its state after an event of type `type`. */
    report(id: string, type: string | null, value: Redacted = 'idle', status: ActorStatus = 'active', context: Redacted = null) {
      recording = recordSnapshot(recording, { sessionId: id, status, value, context, event: type === null ? null : { type } }, budget);
      return steps;
    },
    get recording(): Recording {
      return recording;
    },
  };
  return steps;
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const seqs = (recording: Recording) => logEntries(recording).map((entry) => entry.seq);
const changedActors = (recording: Recording) => logEntries(recording).map((entry) => entry.changes.map((change) => change.sessionId));

describe('utf8Bytes', () => {
  it('counts each character as UTF-8 does at the edges of 1, 2, 3 and 4 bytes', () => {
    const texts = ['\u007f', '\u0080', '\u07ff', '\u0800', '\ud7ff', '\ud800\udc00', '\udbff\udfff', '\udc00', '\ue000', 'a😀b'];
    for (const text of texts) expect(utf8Bytes(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('which entry a reported state belongs to', () => {
  it('the oldest event of that type the actor has not answered; an actor that ended answers none, its last report goes to the newest entry', () => {
    const steps = session()
      .start('app')
      .send('app', 'xstate.init')
      .report('app', 'xstate.init')
      .start('load', 'app')
      .send('load', 'xstate.init', 'app')
      .report('load', 'xstate.init', null)
      .send('load', 'POKE')
      .send('load', 'POKE')
      .report('load', 'POKE', null, 'done')
      // Sent to it once it had ended: logged, never answered.
      .send('load', 'xstate.stop', 'app')
      .send('app', 'CLICK')
      .report('load', 'xstate.stop', null, 'stopped');
    expect(changedActors(steps.recording)).toEqual([['app'], ['load'], ['load'], [], [], ['load']]);
    const last = logEntries(steps.recording).at(-1)!;
    expect(last.changes[0]).toMatchObject({ status: 'stopped', event: { type: 'xstate.stop' } });
  });

  it('a report without an event goes to the newest entry, with it', () => {
    const steps = session().start('app').send('app', 'xstate.init').send('app', 'CLICK').report('app', null, 'busy');
    expect(changedActors(steps.recording)).toEqual([[], ['app']]);
    expect(logEntries(steps.recording)[1].changes[0]).toMatchObject({ value: 'busy', event: null });
  });

  it('keeps a context as the keys that changed, nothing when it did not change, and a context that is no object whole', () => {
    const steps = session()
      .start('app')
      .send('app', 'A')
      .report('app', 'A', 's', 'active', { a: 1, same: 'x' })
      .send('app', 'B')
      .report('app', 'B', 's', 'active', { a: 2, same: 'x' })
      .send('app', 'C')
      .report('app', 'C', 's', 'active', 'text')
      .send('app', 'D')
      .report('app', 'D', 't', 'active', 'text');
    const changes = logEntries(steps.recording).map((entry) => entry.changes[0]);
    expect(changes[1]).toEqual({ sessionId: 'app', status: 'active', value: 's', patch: { a: 2 } });
    expect(changes[2]).toEqual({ sessionId: 'app', status: 'active', value: 's', context: 'text' });
    expect(changes[3]).toEqual({ sessionId: 'app', status: 'active', value: 't' });
    // Travelling to the last entry: the text context stays what it was.
    expect(actorsAt(steps.recording, 4).actors.app.context).toBe('text');
    expect(applyChange({ status: 'active', value: 's', context: 'text', lastTransition: null }, changes[3]).context).toBe('text');
  });

  it('an actor started again moves to the end of the running ones, once', () => {
    const steps = session().start('a').start('b').start('a');
    expect(actorsAt(steps.recording, null).running).toEqual(['b', 'a']);
  });
});

describe('the byte budget', () => {
  /**
   * Three clicks on the app, the first two answered; the third, the biggest, comes last, so it is
   * the one that takes the log over the budget.
   */
  const clicks = (budget: number) =>
    session(budget)
      .start('app')
      .send('app', 'CLICK', null, { at: 1 })
      .report('app', 'CLICK', 'one')
      .send('app', 'CLICK', null, { at: 2 })
      .report('app', 'CLICK', 'two')
      .send('app', 'CLICK', null, { at: 3, note: 'x'.repeat(100) }).recording;
  const [first, second, third] = logEntries(clicks(UNBOUNDED)).map((entry) => entry.bytes);
  /** The log's brackets. */
  const BRACKETS = 2;

  it('keeps every entry while they fit, and drops the oldest first, exactly as many as needed', () => {
    expect(seqs(clicks(first + second + third + BRACKETS))).toEqual([1, 2, 3]);
    expect(seqs(clicks(first + second + third + BRACKETS - 1))).toEqual([2, 3]);
    expect(seqs(clicks(second + third + BRACKETS))).toEqual([2, 3]);
    expect(seqs(clicks(second + third + BRACKETS - 1))).toEqual([3]);
    expect(clicks(second + third + BRACKETS - 1).dropped).toBe(2);
  });

  it('keeps the newest entry, however big', () => {
    const recording = clicks(1);
    expect(seqs(recording)).toEqual([3]);
    expect(actorsAt(recording, 3).actors.app.value).toBe('two');
    expect(seqs(session(1).start('app').send('app', 'A').send('app', 'B').recording)).toEqual([2]);
  });

  it('keeps the log’s JSON within the budget, even with entries near half of it', () => {
    // The budget is the session's, so big entries need not be megabytes: 100 kB against about 200 kB.
    const big = 'x'.repeat(100_000);
    const bigSession = (budget: number) =>
      session(budget)
        .start('app')
        .start('child', 'app')
        .send('app', 'DATA', null, { big })
        .report('app', 'DATA', 'one')
        .report('child', null, 'working')
        .send('app', 'DATA', null, { big })
        .report('app', 'DATA', 'two')
        .report('child', null, 'still working').recording;
    const whole = bytesOf(logEntries(bigSession(UNBOUNDED)));
    for (let budget = whole - 8; budget <= whole + 8; budget += 1) {
      const kept = logEntries(bigSession(budget));
      if (kept.length > 1) expect(bytesOf(kept), `budget ${budget}`).toBeLessThanOrEqual(budget);
    }
    // A little room over the log's own size keeps both.
    expect(logEntries(bigSession(whole + 8))).toHaveLength(2);
  });
});

describe('the actors the log forgets', () => {
  /**
   * The app starts a loader, which finishes; its done event reaches the app afterwards, from it.
   * A quiet helper keeps running, named by nothing after its start. Entries: 1 app's init, 2 the
   * loader's init, 3 the helper's init, 4 FINISH to the loader (it ends there), 5 the loader's
   * done event to the app, 6 a click.
   */
  const finished = (budget: number) =>
    session(budget)
      .start('app')
      .send('app', 'xstate.init')
      .report('app', 'xstate.init', 'loading')
      .start('loader', 'app')
      .send('loader', 'xstate.init', 'app')
      .report('loader', 'xstate.init', 'working')
      .start('helper', 'app')
      .send('helper', 'xstate.init', 'app')
      .report('helper', 'xstate.init', 'waiting')
      .send('loader', 'FINISH')
      .report('loader', 'FINISH', 'finished', 'done')
      .send('app', 'xstate.done.actor.loader', 'loader')
      .report('app', 'xstate.done.actor.loader', 'ready')
      .send('app', 'CLICK')
      .report('app', 'CLICK', 'ready');
  const sizes = logEntries(finished(UNBOUNDED).recording).map((entry) => entry.bytes);
  /** The budget that keeps the entries from `seq` on. */
  const keepingFrom = (seq: number) => sizes.slice(seq - 1).reduce((sum, bytes) => sum + bytes, 0) + 2;

  it('an actor that ended in a dropped entry stays while a kept entry names it, as the sender of an event too', () => {
    expect(seqs(finished(keepingFrom(4)).recording)[0]).toBe(4);
    expect(actorOf(finished(keepingFrom(4)).recording, 'loader')?.label).toBe('loader');
    // Its done event is the oldest kept entry: the loader is its sender.
    const fromFive = finished(keepingFrom(5)).recording;
    expect(seqs(fromFive)[0]).toBe(5);
    expect(actorOf(fromFive, logEntries(fromFive)[0].sourceId)?.label).toBe('loader');
  });

  it('an actor that ended in a dropped entry and that no kept entry names is forgotten; one that runs, however quiet, stays', () => {
    const fromSix = finished(keepingFrom(6)).recording;
    expect(seqs(fromSix)).toEqual([6]);
    expect(actorOf(fromSix, 'loader')).toBeUndefined();
    expect(actorsAt(fromSix, null).running).toEqual(['app', 'helper']);
    expect(actorsAt(fromSix, 6).running).toEqual(['app', 'helper']);
    expect(actorsAt(fromSix, 6).actors.helper.value).toBe('waiting');
  });

  it('the same when each entry is dropped as soon as the next comes', () => {
    const steps = finished(1);
    expect(actorOf(steps.recording, 'loader')).toBeUndefined();
    expect(actorsAt(steps.recording, null).running).toEqual(['app', 'helper']);
  });

  it('an actor that ended on an event is still named by a later event it had not answered', () => {
    // The worker gets two events, and reports its end on the first: the second still names it.
    const steps = (budget: number) =>
      session(budget)
        .start('app')
        .start('worker', 'app')
        .send('worker', 'FIRST')
        .send('worker', 'SECOND')
        .report('worker', 'FIRST', null, 'stopped')
        // Big enough to take the log over the budget, once the worker has ended.
        .send('app', 'CLICK', null, { note: 'x'.repeat(200) });
    const sizesOf = logEntries(steps(UNBOUNDED).recording).map((entry) => entry.bytes);
    const fromSecond = steps(sizesOf[1] + sizesOf[2] + 2).recording;
    expect(seqs(fromSecond)).toEqual([2, 3]);
    expect(actorOf(fromSecond, 'worker')?.label).toBe('worker');
  });

  it('an event from an actor it never saw start is logged and dropped like any other', () => {
    const steps = session(1).start('app').send('app', 'PING', 'elsewhere').send('app', 'PING', 'elsewhere').send('app', 'CLICK');
    expect(seqs(steps.recording)).toEqual([3]);
    expect(actorsAt(steps.recording, null).running).toEqual(['app']);
  });
});

describe('time travel', () => {
  it('shows the actors alive right after an entry in the order they started', () => {
    const steps = session().start('app');
    const children = Array.from({ length: 20 }, (_, index) => `child-${index}`);
    for (const id of children) steps.start(id, 'app').send(id, 'xstate.init', 'app').report(id, 'xstate.init', 'on');
    const last = logEntries(steps.recording).at(-1)!.seq;
    expect(actorsAt(steps.recording, last).running).toEqual(['app', ...children]);
  });
});
