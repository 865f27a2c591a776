// What `npm run replay` does with a trace (machines/inspector/trace.ts): the events the outside
// world sent, in the session's order across actors, each with every actor's state before the next.
// The trace is recorded from a real actor system through the panel's collector.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { traceOf } from '../../../machines/inspector/inspector.machine';
import { isOutsideAction, parseTrace, replayPlan, traceFileName, TRACE_FORMAT, type TraceStep } from '../../../machines/inspector/trace';
import { createInspectorCollector } from '../../../src/inspector/collector';

const menu = setup({}).createMachine({
  id: 'menu',
  initial: 'closed',
  states: { closed: { on: { TOGGLE: 'open' } }, open: { on: { TOGGLE: 'closed' } } },
});
const shell = setup({
  types: { context: {} as { requests: number } },
  actors: { menu },
  actions: { count: assign({ requests: ({ context }) => context.requests + 1 }) },
}).createMachine({
  id: 'shell',
  context: { requests: 0 },
  initial: 'out',
  on: { 'HTTP.REQUEST_STARTED': { actions: 'count' } },
  states: {
    out: { on: { ENTER: 'in' } },
    in: { invoke: { id: 'menu', src: 'menu', systemId: 'menu' }, on: { LEAVE: 'out' } },
  },
});

async function recorded() {
  const collector = createInspectorCollector({ now: () => 0, open: false });
  collector.start();
  const actor = createActor(shell, { inspect: collector.inspect }).start();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  actor.send({ type: 'ENTER' });
  actor.send({ type: 'HTTP.REQUEST_STARTED' });
  await tick();
  actor.system.get('menu')!.send({ type: 'TOGGLE' });
  actor.send({ type: 'LEAVE' });
  await tick();
  collector.actor.send({ type: 'TRACE.TITLE', text: 'Menu opened, then left' });
  const trace = traceOf(collector.actor.getSnapshot().context);
  actor.stop();
  return trace;
}

describe('replayPlan', () => {
  it('does what came from outside, in order across actors, with the target’s state before and after, and every actor’s at the end', async () => {
    const plan = replayPlan(parseTrace(JSON.stringify(await recorded())));
    // The request counter is the HTTP client's consequence of a flow's own request: not sent again.
    expect(plan.steps.map((step) => [step.action.path, step.action.event.type, step.before, step.after])).toEqual([
      ['shell', 'ENTER', 'out', 'in'],
      ['shell/menu', 'TOGGLE', 'closed', 'open'],
      ['shell', 'LEAVE', 'in', 'out'],
    ]);
    // The menu stopped when the shell left `in`: not expected at the end.
    expect(plan.end).toEqual([{ path: 'shell', machineId: 'shell', state: 'out' }]);
  });

  it('a trace of the first format (no order across actors) gives nothing to replay in a browser', () => {
    const first = parseTrace(
      JSON.stringify({
        format: 'portal-trace/1',
        actors: [{ machineId: 'shell', label: 'shell', steps: [{ event: { type: 'ENTER' }, state: 'in' }] }],
      }),
      'old.json',
    );
    expect(first.title).toBe('old.json');
    expect(replayPlan(first)).toEqual({ steps: [], end: [] });
  });

  it('an actor’s first step starts from the state the trace began it in, or from none', () => {
    const trace = parseTrace(
      JSON.stringify({
        format: TRACE_FORMAT,
        title: 'from the middle',
        actors: [
          {
            sessionId: 'x:1',
            machineId: 'shell',
            label: 'shell',
            path: 'shell',
            input: null,
            start: { state: 'in', context: {} },
            steps: [{ seq: 7, from: null, event: { type: 'LEAVE' }, state: 'out' }],
          },
          {
            sessionId: 'x:2',
            machineId: 'menu',
            label: 'menu',
            path: 'shell/menu',
            input: null,
            steps: [
              { seq: 6, from: null, event: { type: 'TOGGLE' }, state: 'open' },
              { seq: 8, from: 'shell', event: null, state: 'open' },
            ],
          },
        ],
      }),
    );
    expect(replayPlan(trace)).toEqual({
      steps: [
        { action: { seq: 6, path: 'shell/menu', machineId: 'menu', event: { type: 'TOGGLE' } }, before: null, after: 'open' },
        { action: { seq: 7, path: 'shell', machineId: 'shell', event: { type: 'LEAVE' } }, before: 'in', after: 'out' },
      ],
      end: [
        { path: 'shell/menu', machineId: 'menu', state: 'open' },
        { path: 'shell', machineId: 'shell', state: 'out' },
      ],
    });
  });
});

describe('isOutsideAction', () => {
  const step = (from: string | null, event: unknown): TraceStep => ({ seq: 1, from, event: event as TraceStep['event'], state: null });

  it('is an event from no actor that is neither XState’s own nor the HTTP client’s count', () => {
    expect(isOutsideAction(step(null, { type: 'TOGGLE' }))).toBe(true);
    expect(isOutsideAction(step(null, { type: 'LOG.HTTP.FAILED' }))).toBe(true);
    expect(isOutsideAction(step('shell', { type: 'TOGGLE' }))).toBe(false);
    expect(isOutsideAction(step(null, { type: 'xstate.init' }))).toBe(false);
    expect(isOutsideAction(step(null, { type: 'HTTP.REQUEST_STARTED' }))).toBe(false);
  });

  it('is none for a step whose event the redaction cut or that has no type', () => {
    expect(isOutsideAction(step(null, null))).toBe(false);
    expect(isOutsideAction(step(null, '…'))).toBe(false);
    expect(isOutsideAction(step(null, { type: 42 }))).toBe(false);
  });
});

describe('parseTrace', () => {
  it('refuses anything but a portal trace with a list of actors', () => {
    expect(() => parseTrace(JSON.stringify({ format: 'other/1', actors: [] }))).toThrow(
      `not a portal trace (expected format "${TRACE_FORMAT}" and an actors list)`,
    );
    expect(() => parseTrace(JSON.stringify({ format: TRACE_FORMAT, actors: {} }))).toThrow(/not a portal trace/);
    expect(() => parseTrace(JSON.stringify({ format: 'portal-trace/1' }))).toThrow(/not a portal trace/);
  });

  it('takes the title without its blanks, else the name given, else “untitled trace”', () => {
    const trace = (title: unknown) => JSON.stringify({ format: TRACE_FORMAT, title, actors: [] });
    expect(parseTrace(trace('  Worker signs in  '), 'file.json').title).toBe('Worker signs in');
    expect(parseTrace(trace('   '), 'file.json').title).toBe('file.json');
    expect(parseTrace(trace(42), 'file.json').title).toBe('file.json');
    expect(parseTrace(trace(undefined)).title).toBe('untitled trace');
    expect(parseTrace(trace('Worker signs in')).format).toBe(TRACE_FORMAT);
  });
});

describe('traceFileName', () => {
  it('names the file after the title: lower case, accents dropped, one dash for each run of anything else', () => {
    expect(traceFileName('Menu opened, then left')).toBe('menu-opened-then-left.json');
    expect(traceFileName('« Réunion d’équipe » : ÉTÉ 2026 !')).toBe('reunion-d-equipe-ete-2026.json');
    expect(traceFileName('!!!')).toBe('');
    expect(traceFileName('')).toBe('');
  });

  it('keeps 80 characters at most, without a dash at the end', () => {
    expect(traceFileName(`${'a'.repeat(79)} b`)).toBe(`${'a'.repeat(79)}.json`);
    expect(traceFileName('b'.repeat(100))).toBe(`${'b'.repeat(80)}.json`);
  });
});
