// The inactivity logout (spec section 4 "Inactivity", section 9), seen from the browser layer: when
// it reads the shared last click, when it logs out, and which click times it stores.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { inactivityMachine, type LastClickReading } from '../../../machines/inactivity/inactivity.machine';
import { controlledActor, settle } from './deferred';

const HOUR = 3_600_000; // spec section 9: 3,600,000 ms
const MINUTE = 60_000;
const T0 = 1_800_000_000_000;

function startTab(lastClick: number | null = null) {
  const clock = new SimulatedClock();
  const read = controlledActor<LastClickReading>();
  const autoLogout = vi.fn();
  const storeLastClick = vi.fn();
  const actor = createActor(
    inactivityMachine.provide({
      actors: { readLastClick: read.logic },
      actions: { autoLogout, storeLastClick: (_, params) => storeLastClick(params.at) },
    }),
    { clock, input: { lastClick, now: T0 } },
  );
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, read, autoLogout, storeLastClick, advance, state: () => actor.getSnapshot().value };
}

describe('inactivity', () => {
  it('a click restarts the full hour from the click, and stores its time', async () => {
    const tab = startTab();
    await tab.advance(30 * MINUTE);
    tab.actor.send({ type: 'CLICK', at: T0 + 30 * MINUTE });
    expect(tab.storeLastClick).toHaveBeenCalledWith(T0 + 30 * MINUTE);
    await tab.advance(HOUR - 1);
    expect(tab.state()).toBe('active');
    expect(tab.read.calls).toHaveLength(0);
    await tab.advance(1);
    expect(tab.state()).toBe('checking');
    expect(tab.read.calls).toHaveLength(1);
  });

  it('a click after a page load restarts a full hour, not the rest of the stored one', async () => {
    const tab = startTab(T0 - 30 * MINUTE);
    await tab.advance(10 * MINUTE);
    tab.actor.send({ type: 'CLICK', at: T0 + 10 * MINUTE });
    await tab.advance(HOUR - 1);
    expect(tab.state()).toBe('active');
    await tab.advance(1);
    expect(tab.state()).toBe('checking');
  });

  it('after a page load, the hour runs from the stored click', async () => {
    const tab = startTab(T0 - 30 * MINUTE);
    await tab.advance(30 * MINUTE - 1);
    expect(tab.state()).toBe('active');
    await tab.advance(1);
    expect(tab.state()).toBe('checking');
  });

  it('logs out when, at the end of the hour, the shared last click is an hour old or more', async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.resolve({ lastClick: T0, now: T0 + HOUR });
    await settle();
    expect(tab.state()).toBe('loggedOut');
    expect(tab.autoLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out when there is no shared last click at the end of the hour', async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.resolve({ lastClick: null, now: T0 + HOUR });
    await settle();
    expect(tab.state()).toBe('loggedOut');
  });

  it('no shared last click is never a recent click, whatever the clock reads', async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.resolve({ lastClick: null, now: 10 * MINUTE });
    await settle();
    expect(tab.state()).toBe('loggedOut');
  });

  it('logs out when the shared last click cannot be read', async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.reject(new Error('storage blocked'));
    await settle();
    expect(tab.state()).toBe('loggedOut');
    expect(tab.autoLogout).toHaveBeenCalledTimes(1);
  });

  it("another tab's recent click: waits the rest of that hour, then checks again", async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.resolve({ lastClick: T0 + 40 * MINUTE, now: T0 + HOUR });
    await settle();
    expect(tab.state()).toBe('waiting');
    expect(tab.autoLogout).not.toHaveBeenCalled();
    await tab.advance(40 * MINUTE - 1);
    expect(tab.read.calls).toHaveLength(1);
    await tab.advance(1);
    expect(tab.state()).toBe('checking');
    expect(tab.read.calls).toHaveLength(2);
    tab.read.last.resolve({ lastClick: T0 + 40 * MINUTE, now: T0 + 100 * MINUTE });
    await settle();
    expect(tab.state()).toBe('loggedOut');
  });

  it('a click while the shared click is being read restarts the hour and stores the click', async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    expect(tab.state()).toBe('checking');
    tab.actor.send({ type: 'CLICK', at: T0 + HOUR });
    expect(tab.state()).toBe('active');
    expect(tab.storeLastClick).toHaveBeenCalledWith(T0 + HOUR);
    await tab.advance(HOUR - 1);
    expect(tab.state()).toBe('active');
    await tab.advance(1);
    expect(tab.state()).toBe('checking');
  });

  it("a click while waiting for the other tab restarts this tab's full hour", async () => {
    const tab = startTab();
    await tab.advance(HOUR);
    tab.read.last.resolve({ lastClick: T0 + 50 * MINUTE, now: T0 + HOUR });
    await settle();
    await tab.advance(5 * MINUTE);
    tab.actor.send({ type: 'CLICK', at: T0 + 65 * MINUTE });
    expect(tab.state()).toBe('active');
    expect(tab.storeLastClick).toHaveBeenLastCalledWith(T0 + 65 * MINUTE);
    await tab.advance(HOUR - 1);
    expect(tab.state()).toBe('active');
  });
});
