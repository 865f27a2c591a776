// @vitest-environment happy-dom
// What a QA engineer sees in the live inspector panel, fed by a real actor system through the
// collector: the tree, the chart with the active state, the redacted context, the log, pause and
// the trace export.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createInspectorCollector } from '../../src/inspector/collector';
import { InspectorPanel } from '../../src/inspector/views/InspectorPanel';

const SECRET = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ3b3JrZXIifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

const child = setup({}).createMachine({ id: 'helper', initial: 'waiting', states: { waiting: {} } });
const shop = setup({
  types: { context: {} as { session: { user: string; access_token: string } | null } },
  actors: { login: fromPromise(async () => ({ user: 'Camille', access_token: SECRET })), helper: child },
  actions: {
    keepSession: assign({ session: ({ event }) => (event as unknown as { output: { user: string; access_token: string } }).output }),
  },
}).createMachine({
  id: 'shop',
  context: { session: null },
  initial: 'signingIn',
  states: {
    signingIn: { invoke: { id: 'login', src: 'login', onDone: { target: 'signedIn', actions: 'keepSession' } } },
    signedIn: { invoke: { id: 'helper', src: 'helper' }, on: { LEAVE: 'signedOut' } },
    signedOut: {},
  },
});

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function openPanel() {
  const collector = createInspectorCollector({ now: () => Date.UTC(2026, 0, 5, 9, 30, 0), open: true });
  collector.start();
  const actor = createActor(shop, { inspect: collector.inspect });
  const saved: string[] = [];
  render(<InspectorPanel actor={collector.actor} machineOf={collector.machineOf} saveTrace={(json) => saved.push(json)} />);
  await act(async () => {
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  stops.push(
    () => actor.stop(),
    () => collector.actor.stop(),
  );
  return { actor, saved, panel: screen.getByRole('complementary', { name: 'State inspector' }) };
}

describe('inspector panel', () => {
  it('shows the actor tree, the chart with the active state and the redacted context', async () => {
    const { panel } = await openPanel();
    expect(panel.getAttribute('data-machine')).toBe('inspector');
    const tree = within(panel.querySelector<HTMLElement>('[data-inspector="tree"]')!);
    expect(tree.getByRole('button', { name: /^shop/ })).toBeTruthy();
    expect(tree.getByRole('button', { name: /^helper/ })).toBeTruthy();
    await waitFor(
      () => expect(panel.querySelector('[data-chart="shop"] [data-state-name="signedIn"]')?.getAttribute('data-active')).toBe('true'),
      { timeout: 10_000 },
    );
    expect(panel.querySelector('[data-chart="shop"] [data-state-name="signingIn"]')?.getAttribute('data-active')).toBeNull();
    // The last transition taken is marked on its arrow.
    expect(panel.querySelector('[data-taken="true"]')?.getAttribute('data-edge-event')).toBe('xstate.done.actor.login');
    const context = panel.querySelector('[data-inspector="context"]')!.textContent!;
    expect(context).toContain('"user": "Camille"');
    expect(context).toContain('"access_token": "[redacted]"');
    expect(panel.textContent).not.toContain(SECRET);
  });

  it('logs events with source → target, and a paused log waits', async () => {
    const { actor, panel } = await openPanel();
    const log = panel.querySelector<HTMLElement>('[data-inspector="log"]')!;
    const done = log.querySelector('[data-event-type="xstate.done.actor.login"]')!;
    expect(done.textContent).toContain('login → shop');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await act(async () => {
      actor.send({ type: 'LEAVE' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(log.querySelector('[data-event-type="LEAVE"]')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Resume (1 waiting)' }));
    expect(log.querySelector('[data-event-type="LEAVE"]')?.textContent).toContain('(outside) → shop');
    // The helper stopped with its parent's state: gone from the tree.
    expect(within(panel.querySelector<HTMLElement>('[data-inspector="tree"]')!).queryByRole('button', { name: /^helper/ })).toBeNull();
  });

  it('exports the session as a trace with no secret', async () => {
    const { panel, saved } = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Export trace' }));
    expect(saved).toHaveLength(1);
    const trace = JSON.parse(saved[0]) as { format: string; actors: Array<{ machineId: string; steps: Array<{ state: unknown }> }> };
    expect(trace.format).toBe('portal-trace/1');
    expect(trace.actors.find((item) => item.machineId === 'shop')!.steps.map((step) => step.state)).toEqual(['signingIn', 'signedIn']);
    expect(saved[0]).not.toContain(SECRET);
  });
});
