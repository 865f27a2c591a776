// The bell's badge (spec sections 2 and 6; decisions.md "Shell"), as its view reads it: the state
// (not clickable, loading, loaded, failed) and the unprocessed count.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { badgeText, bellMachine } from '../../../machines/bell/bell.machine';
import type { UserType } from '../../../machines/domain/types';
import { controlledActor, settle } from './deferred';

function startBell(userType: UserType) {
  const load = controlledActor<number>();
  const actor = createActor(bellMachine.provide({ actors: { loadUnprocessedCount: load.logic } }), { input: { userType } });
  actor.start();
  return { actor, load };
}

describe('bell', () => {
  it("an internal user's bell is not clickable and loads nothing", () => {
    const { actor, load } = startBell('internalUser');
    expect(actor.getSnapshot().value).toBe('notClickable');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(0);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('notClickable');
    expect(load.calls).toHaveLength(0);
  });

  it.each(['worker', 'client'] as const)("a %s's bell loads the unprocessed count and shows it", async (userType) => {
    const { actor, load } = startBell(userType);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(1);
    load.last.resolve(4);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(4);
  });

  it('a count that is negative, fractional or not a number never shows as such', async () => {
    for (const [output, shown] of [
      [-2, 0],
      [2.9, 2],
      [Number.NaN, 0],
      [Number.POSITIVE_INFINITY, 0],
    ] as const) {
      const { actor, load } = startBell('worker');
      load.last.resolve(output);
      await settle();
      expect(actor.getSnapshot().context.unprocessedCount).toBe(shown);
    }
  });

  it('a failed load leaves the bell usable without a badge; REFRESH loads again', async () => {
    const { actor, load } = startBell('worker');
    load.last.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(0);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
    load.last.resolve(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(1);
  });

  it('REFRESH after a load loads the count again and shows the new one', async () => {
    const { actor, load } = startBell('client');
    load.last.resolve(3);
    await settle();
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
    load.last.resolve(0);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(0);
  });

  it('a push adds one to the loaded badge at once, without loading', async () => {
    const { actor, load } = startBell('worker');
    load.last.resolve(3);
    await settle();
    actor.send({ type: 'NOTIFICATION.RECEIVED' });
    actor.send({ type: 'NOTIFICATION.RECEIVED' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(5);
    expect(load.calls).toHaveLength(1);
  });

  it('a push while the count loads asks for it again, and the later answer shows', async () => {
    const { actor, load } = startBell('client');
    const first = load.last;
    actor.send({ type: 'NOTIFICATION.RECEIVED' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
    first.resolve(1);
    load.last.resolve(2);
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.unprocessedCount).toBe(2);
  });

  it('a push after a failed load loads the count again', async () => {
    const { actor, load } = startBell('worker');
    load.last.reject(new Error('offline'));
    await settle();
    actor.send({ type: 'NOTIFICATION.RECEIVED' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
    load.last.resolve(6);
    await settle();
    expect(actor.getSnapshot().context.unprocessedCount).toBe(6);
  });
});

describe('bell badge text', () => {
  it('shows the count up to 99, then "99+"; nothing at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(2500)).toBe('99+');
  });

  it('follows the machine: 99 loaded shows "99", one push more shows "99+"', async () => {
    const { actor, load } = startBell('worker');
    load.last.resolve(99);
    await settle();
    expect(badgeText(actor.getSnapshot().context.unprocessedCount)).toBe('99');
    actor.send({ type: 'NOTIFICATION.RECEIVED' });
    expect(badgeText(actor.getSnapshot().context.unprocessedCount)).toBe('99+');
  });
});
