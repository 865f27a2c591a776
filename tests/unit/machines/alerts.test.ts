// The alert slider (spec section 2; decisions.md), as its view sees it: state, which alert shows,
// when the next one comes, and what holds the rotation.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { alertsMachine, nextAlertIndex } from '../../../machines/alerts/alerts.machine';
import type { Alert } from '../../../machines/domain/types';
import { controlledActor, settle } from './deferred';

const SLIDE_MS = 7000; // decisions.md: one alert shows 7 s before the next

function alert(id: string): Alert {
  return { id, message: `Alerte ${id}` };
}

function start() {
  const clock = new SimulatedClock();
  const load = controlledActor<Alert[]>();
  const logLoadFailure = vi.fn();
  const actor = createActor(
    alertsMachine.provide({
      actors: { loadAlerts: load.logic },
      actions: { logLoadFailure: (_, params) => logLoadFailure(params.error) },
    }),
    { clock },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const showing = async (alerts: Alert[]) => {
    load.last.resolve(alerts);
    await settle();
  };
  return { actor, clock, load, logLoadFailure, snapshot, showing, index: () => snapshot().context.index };
}

describe('nextAlertIndex', () => {
  it('moves by one, wrapping round both ways', () => {
    expect(nextAlertIndex(0, 3, 1)).toBe(1);
    expect(nextAlertIndex(2, 3, 1)).toBe(0);
    expect(nextAlertIndex(0, 3, -1)).toBe(2);
    expect(nextAlertIndex(1, 3, -1)).toBe(0);
    expect(nextAlertIndex(0, 1, 1)).toBe(0);
  });

  it('gives 0 when there is no alert', () => {
    expect(nextAlertIndex(3, 0, 1)).toBe(0);
    expect(nextAlertIndex(0, -1, -1)).toBe(0);
  });
});

describe('alert slider', () => {
  it('no alert: hidden (empty)', async () => {
    const s = start();
    expect(s.snapshot().value).toBe('loading');
    expect(s.snapshot().context).toEqual({ alerts: [], index: 0, pointerOver: false, focusWithin: false, pausedByUser: false });
    await s.showing([]);
    expect(s.snapshot().value).toEqual({ empty: 'waiting' });
  });

  it('a failed load hides the slider and logs the error', async () => {
    const s = start();
    const error = new Error('alerts API down');
    s.load.last.reject(error);
    await settle();
    expect(s.snapshot().value).toBe('unavailable');
    expect(s.logLoadFailure).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('shows the first alert, then the next every 7 s, wrapping round', async () => {
    const s = start();
    const alerts = [alert('a'), alert('b'), alert('c')];
    await s.showing(alerts);
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'rotating', reread: 'waiting' } });
    expect(s.snapshot().context.alerts).toEqual(alerts);
    expect(s.index()).toBe(0);
    s.clock.increment(SLIDE_MS - 1);
    expect(s.index()).toBe(0);
    s.clock.increment(1);
    expect(s.index()).toBe(1);
    s.clock.increment(SLIDE_MS);
    expect(s.index()).toBe(2);
    s.clock.increment(SLIDE_MS);
    expect(s.index()).toBe(0);
  });

  it('one alert stays put', async () => {
    const s = start();
    await s.showing([alert('a')]);
    s.clock.increment(3 * SLIDE_MS);
    expect(s.index()).toBe(0);
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'rotating', reread: 'waiting' } });
  });

  it('NEXT and PREVIOUS move by hand and give the alert its full time again', async () => {
    const s = start();
    await s.showing([alert('a'), alert('b'), alert('c')]);
    s.clock.increment(SLIDE_MS - 1000);
    s.actor.send({ type: 'NEXT' });
    expect(s.index()).toBe(1);
    s.clock.increment(SLIDE_MS - 1);
    expect(s.index()).toBe(1);
    s.clock.increment(1);
    expect(s.index()).toBe(2);
    s.actor.send({ type: 'PREVIOUS' });
    expect(s.index()).toBe(1);
    s.actor.send({ type: 'PREVIOUS' });
    s.actor.send({ type: 'PREVIOUS' });
    expect(s.index()).toBe(2);
  });

  it.each([
    ['the pointer is over it', 'POINTER.ENTER', 'POINTER.LEAVE'],
    ['focus is in it', 'FOCUS.ENTER', 'FOCUS.LEAVE'],
    ['the user paused it', 'PAUSE', 'RESUME'],
  ] as const)('holds while %s, and resumes with a full wait after', async (_, hold, release) => {
    const s = start();
    await s.showing([alert('a'), alert('b')]);
    s.actor.send({ type: hold });
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'held', reread: 'waiting' } });
    s.clock.increment(5 * SLIDE_MS);
    expect(s.index()).toBe(0);
    s.actor.send({ type: release });
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'rotating', reread: 'waiting' } });
    s.clock.increment(SLIDE_MS - 1);
    expect(s.index()).toBe(0);
    s.clock.increment(1);
    expect(s.index()).toBe(1);
  });

  it('stays held until every hold is gone', async () => {
    const s = start();
    await s.showing([alert('a'), alert('b')]);
    s.actor.send({ type: 'POINTER.ENTER' });
    s.actor.send({ type: 'FOCUS.ENTER' });
    s.actor.send({ type: 'PAUSE' });
    s.actor.send({ type: 'POINTER.LEAVE' });
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'held', reread: 'waiting' } });
    s.actor.send({ type: 'FOCUS.LEAVE' });
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'held', reread: 'waiting' } });
    s.actor.send({ type: 'NEXT' });
    expect(s.index()).toBe(1);
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'held', reread: 'waiting' } });
    s.actor.send({ type: 'RESUME' });
    expect(s.snapshot().value).toEqual({ showing: { rotation: 'rotating', reread: 'waiting' } });
  });
});
