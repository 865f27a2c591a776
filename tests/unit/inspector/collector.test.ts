// The live inspector fed by a real actor system through XState's `inspect` option: what the panel
// would show (tree, log, context, last transition) and what the trace holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { actorTree, shownActors, shownSelection, traceOf, visibleLog, waitingCount } from '../../../machines/inspector/inspector.machine';
import { actorOf, actorsAt, logEntries } from '../../../machines/inspector/recording';
import { REDACTED } from '../../../machines/inspector/redact';
import { parseTrace, replayPlan } from '../../../machines/inspector/trace';
import { createInspectorCollector } from '../../../src/inspector/collector';
import { secretsOnly, SECRET_KEYS } from '../../support/secrets';

const child = setup({ actions: { tellParent: sendParent({ type: 'CHILD.FINISHED' }) } }).createMachine({
  id: 'worker',
  initial: 'working',
  states: { working: { on: { FINISH: { target: 'finished', actions: 'tellParent' } } }, finished: { type: 'final' } },
});

const parent = setup({
  types: { context: {} as { user: { name: string; access_token: string } | null } },
  actors: { loadUser: fromPromise(async () => ({ name: 'Camille', access_token: 'secret-token' })), child },
  actions: { assignUser: assign({ user: ({ event }) => (event as unknown as { output: { name: string; access_token: string } }).output }) },
}).createMachine({
  id: 'root',
  context: { user: null },
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'loadUser', src: 'loadUser', onDone: { target: 'busy', actions: 'assignUser' } } },
    busy: { invoke: { id: 'helper', src: 'child', systemId: 'helperSystem' }, on: { 'CHILD.FINISHED': 'idle' } },
    idle: { on: { LOGIN: {} } },
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function run() {
  let now = 1000;
  const collector = createInspectorCollector({ now: () => (now += 10), open: false });
  collector.start();
  const actor = createActor(parent, { inspect: collector.inspect });
  return { collector, actor, context: () => collector.actor.getSnapshot().context };
}

describe('live inspector fed by inspect', () => {
  it('shows actors as they start, under their parent, by system id, and drops them when they stop', async () => {
    const { collector, actor, context } = run();
    actor.start();
    await settle();
    const labels = () => actorTree(shownActors(context())).map(({ actor: item, depth }) => `${'  '.repeat(depth)}${item.label}`);
    expect(labels()).toEqual(['root', '  helperSystem']);

    actor.getSnapshot().children.helper!.send({ type: 'FINISH' });
    await settle();
    expect(labels()).toEqual(['root']);
    expect(actor.getSnapshot().value).toBe('idle');
    // The selected actor is the root; its chart is the machine the actor runs.
    const root = shownSelection(context())!;
    expect(root.label).toBe('root');
    expect(collector.machineOf(root.sessionId)).toBe(actor.logic);
    expect(root.value).toBe('idle');
    expect(root.lastTransition).toEqual({ eventType: 'CHILD.FINISHED', transitions: [{ source: 'root.busy', targets: ['root.idle'] }] });
  });

  it('logs source → target, type and payload, redacted, in the context too', async () => {
    const { actor, context } = run();
    actor.start();
    await settle();
    const done = logEntries(context()).find((entry) => entry.type === 'xstate.done.actor.loadUser')!;
    expect(actorOf(context(), done.targetId)!.label).toBe('root');
    expect(actorOf(context(), done.sourceId)!.label).toBe('loadUser');
    expect(done.payload).toMatchObject({ output: { name: 'Camille', access_token: REDACTED } });
    expect(JSON.stringify(context())).not.toContain('secret-token');
    const root = shownSelection(context())!;
    expect(root.context).toEqual({ user: { name: 'Camille', access_token: REDACTED } });
  });

  it('filters by actor and by type, and holds new entries while paused', async () => {
    const { collector, actor, context } = run();
    actor.start();
    await settle();
    const rootId = context().selected!;
    collector.actor.send({ type: 'FILTER.TYPE', text: 'login' });
    expect(visibleLog(context()).map((entry) => entry.type)).toEqual([]);
    actor.getSnapshot().children.helper!.send({ type: 'FINISH' });
    actor.send({ type: 'LOGIN' });
    await settle();
    expect(visibleLog(context()).map((entry) => entry.type)).toEqual(['LOGIN']);

    collector.actor.send({ type: 'FILTER.TYPE', text: '' });
    collector.actor.send({ type: 'FILTER.ACTOR', actorId: rootId });
    expect(visibleLog(context()).every((entry) => entry.targetId === rootId || entry.sourceId === rootId)).toBe(true);
    expect(visibleLog(context()).length).toBeLessThan(context().log.length);

    collector.actor.send({ type: 'LOG.PAUSE' });
    const before = visibleLog(context()).length;
    actor.send({ type: 'LOGIN' });
    await settle();
    expect(visibleLog(context()).length).toBe(before);
    expect(waitingCount(context())).toBe(1);
    collector.actor.send({ type: 'LOG.RESUME' });
    expect(visibleLog(context()).length).toBe(before + 1);
    expect(visibleLog(context()).at(-1)!.type).toBe('LOGIN');
  });

  it('records a trace: per machine actor, its events in order with the state after each', async () => {
    const { actor, context } = run();
    actor.start();
    await settle();
    actor.getSnapshot().children.helper!.send({ type: 'FINISH' });
    await settle();
    const trace = traceOf(context());
    expect(trace.format).toBe('portal-trace/2');
    // The promise actor is no machine: not in the trace.
    expect(trace.actors.map((item) => item.machineId)).toEqual(['root', 'worker']);
    const root = trace.actors[0];
    expect(root.steps.map((step) => [(step.event as { type: string }).type, step.state])).toEqual([
      ['xstate.init', 'loading'],
      ['xstate.done.actor.loadUser', 'busy'],
      ['CHILD.FINISHED', 'idle'],
      // The child reached its final state: its done event comes after the message it sent.
      ['xstate.done.actor.helper', 'idle'],
    ]);
    // Each step says where the event came from: outside (null) or another actor, by its path.
    expect(root.steps.map((step) => step.from)).toEqual([null, 'root/loadUser', 'root/helperSystem', 'root/helperSystem']);
    expect(trace.actors[1]).toMatchObject({ label: 'helperSystem', path: 'root/helperSystem' });
    expect(JSON.stringify(trace)).not.toContain('secret-token');
  });

  it('travels back: each entry shows every actor as XState reported it right after that event', async () => {
    // A parent whose action sends to its child while it handles POKE: XState reports the parent's
    // snapshot of POKE only after the child's events (its answer GO, the child's message back).
    const kid = setup({ actions: { tell: sendParent({ type: 'KID.DONE' }) } }).createMachine({
      id: 'kid',
      initial: 'waiting',
      states: { waiting: { on: { GO: { target: 'gone', actions: 'tell' } } }, gone: { type: 'final' } },
    });
    const pokes = setup({
      types: { context: {} as { pokes: number } },
      actors: { kid },
      actions: { count: assign({ pokes: ({ context }) => context.pokes + 1 }), poke: sendTo('kid', { type: 'GO' }) },
    }).createMachine({
      id: 'pokes',
      context: { pokes: 0 },
      initial: 'busy',
      states: {
        busy: { invoke: { id: 'kid', src: 'kid' }, on: { POKE: { actions: ['count', 'poke'] }, 'KID.DONE': 'idle' } },
        idle: {},
      },
    });
    const collector = createInspectorCollector({ now: () => 0, open: true });
    collector.start();
    const actor = createActor(pokes, { inspect: collector.inspect }).start();
    await settle();
    actor.send({ type: 'POKE' });
    await settle();
    const context = collector.actor.getSnapshot().context;
    const seqOf = (type: string) => logEntries(context).find((entry) => entry.type === type)!.seq;
    const at = (seq: number) => {
      const { actors, running } = actorsAt(context, seq);
      return running.map((id) => `${actors[id].label}=${JSON.stringify(actors[id].value)} ${JSON.stringify(actors[id].context)}`);
    };
    // Right after POKE the parent has counted it; the child has not had GO yet.
    expect(at(seqOf('POKE'))).toEqual(['pokes="busy" {"pokes":1}', 'kid="waiting" {}']);
    expect(at(seqOf('GO'))).toEqual(['pokes="busy" {"pokes":1}']);
    expect(at(seqOf('KID.DONE'))).toEqual(['pokes="idle" {"pokes":1}']);
    // Before POKE: the count was 0.
    expect(at(seqOf('POKE') - 1)).toEqual(['pokes="busy" {"pokes":0}', 'kid="waiting" {}']);
    actor.stop();
  });

  it('the panel starts closed unless asked, and toggles', () => {
    const closed = createInspectorCollector({ now: () => 0, open: false });
    closed.start();
    expect(closed.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    closed.actor.send({ type: 'PANEL.TOGGLE' });
    expect(closed.actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    const open = createInspectorCollector({ now: () => 0, open: true });
    open.start();
    expect(open.actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
  });
});

describe('what the panel shows, exports and replays of a session with secrets', () => {
  /** A flow that receives secrets in its input, an event's payload and a failed call's error, and keeps some in its context. */
  const flow = setup({
    types: {
      context: {} as { received: unknown; failure: string | null },
      events: {} as { type: 'RECEIVE'; payload: unknown } | { type: 'CALL' },
      input: {} as { session: unknown },
    },
    actors: { call: fromPromise<never, { message: string }>(async ({ input }) => Promise.reject(new Error(input.message))) },
  }).createMachine({
    id: 'flow',
    context: ({ input }) => ({ received: input.session, failure: null }),
    initial: 'idle',
    states: {
      idle: {
        on: {
          RECEIVE: { actions: assign({ received: ({ event }) => event.payload }) },
          CALL: 'calling',
        },
      },
      calling: {
        invoke: {
          src: 'call',
          input: ({ context }) => ({ message: JSON.stringify(context.received) }),
          onError: { target: 'idle', actions: assign({ failure: ({ event }) => (event.error as Error).message }) },
        },
      },
    },
  });

  it('none of its secrets, in the log, the actors, the exported trace or the replay drawn from it', async () => {
    const session = fc
      .tuple(
        secretsOnly,
        fc.constantFrom(...SECRET_KEYS),
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEF0123456789'), minLength: 12, maxLength: 30 }),
      )
      .map(([text, key, plain]) => ({
        value: { note: text.text, nested: { deeper: [text.text] }, [key]: plain },
        secrets: [...text.secrets, plain],
      }));
    await fc.assert(
      fc.asyncProperty(session, session, secretsOnly, async (input, payload, message) => {
        const collector = createInspectorCollector({ now: () => 0, open: true });
        collector.start();
        const actor = createActor(flow, { input: { session: input.value }, inspect: collector.inspect });
        actor.start();
        actor.send({ type: 'RECEIVE', payload: payload.value });
        actor.send({ type: 'RECEIVE', payload: message.text });
        actor.send({ type: 'CALL' });
        await settle();
        expect(actor.getSnapshot().context.failure).toContain(message.secrets[0]);
        const context = collector.actor.getSnapshot().context;
        const trace = traceOf({ ...context, title: 'secrets' });
        const exported = JSON.stringify(trace);
        const shown = [JSON.stringify(context), exported, JSON.stringify(replayPlan(parseTrace(exported)))];
        const secrets = [...input.secrets, ...payload.secrets, ...message.secrets].filter((secret) => secret.length >= 12);
        for (const text of shown) for (const secret of secrets) expect(text).not.toContain(secret);
        actor.stop();
      }),
      { numRuns: 25 },
    );
  });
});
