// Model-based tests of the alert slider (paths from its graph, replayed on a live actor with a
// simulated clock, coverage gate in afterAll), then its rotation rules as scenarios.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { publishJourneys } from './journeys';
import { alertsMachine, nextAlertIndex } from '../../machines/alerts/alerts.machine';
import { ALERT_SLIDE_INTERVAL_MS } from '../../machines/domain/constants';
import type { Alert } from '../../machines/domain/types';
import { createAlertsImplementations } from '../../src/services/alerts.implementations';

const TIME_SHEETS: Alert = { id: 'a-1', message: 'Relevés d’heures à valider avant vendredi.', level: 'info' };
const MAINTENANCE: Alert = { id: 'a-2', message: 'Maintenance dimanche de 2 h à 4 h.', level: 'warning' };
const OFFLINE = new Error('alerts API unreachable');

describe('alerts model', () => {
  const logLoadFailure = vi.fn();
  const model = createModel(alertsMachine, {
    provide: { actions: { logLoadFailure } },
    events: {
      'xstate.done.actor.loadAlerts': [{ output: [TIME_SHEETS, MAINTENANCE] }, { output: [TIME_SHEETS] }, { output: [] }],
      'xstate.error.actor.loadAlerts': [{ error: OFFLINE }],
    },
  });
  publishJourneys('alerts', { model });

  for (const path of model.paths()) {
    it(path.description, () =>
      model.replay(path, {
        onStep: (snapshot, step, { clock }) => {
          const { context } = snapshot;
          const event = step.event as AnyEventObject;
          const holds = context.pointerOver || context.focusWithin || context.pausedByUser;
          if (snapshot.matches('showing')) {
            expect(context.alerts.length).toBeGreaterThan(0);
            expect(snapshot.matches({ showing: holds ? 'held' : 'rotating' })).toBe(true);
          }
          expect(context.index).toBeGreaterThanOrEqual(0);
          expect(context.index).toBeLessThan(Math.max(1, context.alerts.length));
          if (event.type === 'xstate.error.actor.loadAlerts') {
            expect(snapshot.value).toBe('unavailable');
            expect(logLoadFailure).toHaveBeenLastCalledWith(expect.anything(), { error: OFFLINE });
          }
          if (event.type.startsWith('xstate.after.alertSlideInterval')) {
            // Each alert shows for the full interval since the last move or hold.
            expect(clock.now() % ALERT_SLIDE_INTERVAL_MS).toBe(0);
          }
        },
      }));
  }

  afterAll(() => {
    model.assertCoverage();
    expect(logLoadFailure).toHaveBeenCalled();
  });
});

describe('nextAlertIndex', () => {
  it('wraps round both ways', () => {
    expect(nextAlertIndex(0, 3, 1)).toBe(1);
    expect(nextAlertIndex(2, 3, 1)).toBe(0);
    expect(nextAlertIndex(0, 3, -1)).toBe(2);
    expect(nextAlertIndex(0, 1, 1)).toBe(0);
    expect(nextAlertIndex(4, 0, 1)).toBe(0);
  });
});

function slider(alerts: Alert[]) {
  const clock = new SimulatedClock();
  const actor = createActor(alertsMachine.provide({ actors: { loadAlerts: fromPromise(async () => alerts) } }), { clock }).start();
  return { clock, actor, settled: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) };
}

describe('alert rotation', () => {
  it('moves to the next alert after the interval, wrapping round', async () => {
    const { clock, actor, settled } = slider([TIME_SHEETS, MAINTENANCE]);
    await settled();
    clock.increment(ALERT_SLIDE_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(ALERT_SLIDE_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('holds while the pointer is over it or focus is in it, until both are gone', async () => {
    const { clock, actor, settled } = slider([TIME_SHEETS, MAINTENANCE]);
    await settled();
    actor.send({ type: 'POINTER.ENTER' });
    actor.send({ type: 'FOCUS.ENTER' });
    actor.send({ type: 'POINTER.LEAVE' });
    clock.increment(ALERT_SLIDE_INTERVAL_MS * 3);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(actor.getSnapshot().matches({ showing: 'held' })).toBe(true);
    actor.send({ type: 'FOCUS.LEAVE' });
    clock.increment(ALERT_SLIDE_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stays paused by its button whatever the pointer does, until resumed', async () => {
    const { clock, actor, settled } = slider([TIME_SHEETS, MAINTENANCE]);
    await settled();
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'POINTER.ENTER' });
    actor.send({ type: 'POINTER.LEAVE' });
    clock.increment(ALERT_SLIDE_INTERVAL_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'RESUME' });
    clock.increment(ALERT_SLIDE_INTERVAL_MS);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('restarts the wait after a manual move', async () => {
    const { clock, actor, settled } = slider([TIME_SHEETS, MAINTENANCE]);
    await settled();
    clock.increment(ALERT_SLIDE_INTERVAL_MS - 10);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(ALERT_SLIDE_INTERVAL_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('a single alert stays put', async () => {
    const { clock, actor, settled } = slider([TIME_SHEETS]);
    await settled();
    clock.increment(ALERT_SLIDE_INTERVAL_MS * 2);
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});

describe('alerts implementations', () => {
  it('loads through the API and logs a failure as a warning', async () => {
    const log = vi.fn();
    const failing = createAlertsImplementations({
      api: { getAlerts: async () => { throw OFFLINE; } },
      logger: { log },
    });
    const actor = createActor(alertsMachine.provide(failing)).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('alerts API unreachable'));
  });
});
