// What `npm run replay` does with a trace (machines/inspector/trace.ts): the events the outside
// world sent, in the session's order across actors, each with every actor's state before the next.
// The trace is recorded from a real actor system through the panel's collector.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { traceOf } from '../../../machines/inspector/inspector.machine';
import { parseTrace, replayPlan, traceFileName } from '../../../machines/inspector/trace';
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

  it('names the file after the title', () => {
    expect(traceFileName('Menu opened, then left')).toBe('menu-opened-then-left.json');
  });
});
