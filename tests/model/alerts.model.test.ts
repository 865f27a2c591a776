// Model-based tests of the alert slider (paths from its graph, replayed on a live actor with a
// simulated clock, coverage gate as the last test), then its rotation rules as scenarios.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { alertsMachine, nextAlertIndex } from '../../machines/alerts/alerts.machine';
import { ALERT_SLIDE_INTERVAL_MS } from '../../machines/domain/constants';
import type { Alert } from '../../machines/domain/types';
import { createAlertsImplementations } from '../../src/services/alerts.implementations';

const TIME_SHEETS: Alert = { id: 'a-1', message: 'Relevés d’heures à valider avant vendredi.', level: 'info' };
const MAINTENANCE: Alert = { id: 'a-2', message: 'Maintenance dimanche de 2 h à 4 h.', level: 'warning' };
const OFFLINE = new Error('alerts API unreachable');

type Check = OracleCheck<typeof alertsMachine>;

/** What the user did to the slider on this path so far, and the alert that must show. */
function sliderSoFar(check: Check) {
  const events = check.path.steps.slice(0, check.index + 1).map((s) => s.event);
  const loaded = events.find((e) => e.type === 'xstate.done.actor.loadAlerts')?.output as Alert[] | undefined;
  const last = (a: string, b: string) => events.filter((e) => e.type === a || e.type === b).at(-1)?.type === a;
  let shown = 0;
  const count = loaded?.length ?? 0;
  for (const event of events) {
    if (event.type === 'NEXT') shown = nextAlertIndex(shown, count, 1);
    if (event.type === 'PREVIOUS') shown = nextAlertIndex(shown, count, -1);
    if (event.type.startsWith('xstate.after.alertSlideInterval') && count > 1) shown = nextAlertIndex(shown, count, 1);
  }
  return {
    loaded: loaded ?? [],
    shown,
    held: last('POINTER.ENTER', 'POINTER.LEAVE') || last('FOCUS.ENTER', 'FOCUS.LEAVE') || last('PAUSE', 'RESUME'),
  };
}

/** When the shown alert's wait last (re)started on this path (simulated clock). */
const waitSince = new WeakMap<object, number>();

/** Spec section 2 (alert slider), decisions.md (alerts API), the slider's rules in its machine header. */
const oracle: Oracle<typeof alertsMachine> = {
  'alerts.loading': (check) => {
    expect(check.invocations.at(-1)?.src).toBe('loadAlerts');
    expect(check.snapshot.children.loadAlerts).toBeDefined();
    // Once at the start, then once more for each Retry after a failed load.
    const events = check.path.steps.slice(0, check.index + 1).map((s) => s.event.type);
    const retries = events.filter((type) => type === 'RETRY').length;
    expect(check.invocations.filter((i) => i.src === 'loadAlerts')).toHaveLength(1 + retries);
    if (check.event.type === 'RETRY') expect(events.at(-2)).toBe('xstate.error.actor.loadAlerts');
  },
  'alerts.empty': (check) => {
    // No alert: the slider is hidden, nothing to log.
    expect(check.event.output).toEqual([]);
    expectNoEffect(check, 'logLoadFailure');
  },
  'alerts.unavailable': (check) => {
    // A failed load: the slider says so (view test) with Retry; the reason goes to the log.
    if (check.entered) expectEffect(check, 'logLoadFailure', { error: check.event.error });
    expect(check.snapshot.context.alerts).toEqual([]);
    expect(check.snapshot.can({ type: 'RETRY' })).toBe(true);
  },
  'alerts.showing': (check) => {
    const { loaded, shown } = sliderSoFar(check);
    expect(check.snapshot.context.alerts).toEqual(loaded);
    expect(check.snapshot.context.index).toBe(shown);
  },
  'alerts.showing.rotating': (check) => {
    expect(sliderSoFar(check).held).toBe(false);
    // Each alert shows for the full interval since the last move or the end of a hold.
    if (check.event.type.startsWith('xstate.after.alertSlideInterval')) {
      // Only several alerts rotate: a single one stays put, with nothing to move to.
      expect(sliderSoFar(check).loaded.length).toBeGreaterThan(1);
      expect(check.clock.now() - (waitSince.get(check.path) ?? NaN)).toBe(ALERT_SLIDE_INTERVAL_MS);
    }
    if (check.entered) waitSince.set(check.path, check.clock.now());
  },
  'alerts.showing.held': (check) => {
    // Pointer over it, focus in it, or paused by its button.
    expect(sliderSoFar(check).held).toBe(true);
  },
};

/** The slider's controls (next, previous, pause and resume, pointer and focus on it). */
const SLIDER = ['NEXT', 'PREVIOUS', 'POINTER.ENTER', 'POINTER.LEAVE', 'FOCUS.ENTER', 'FOCUS.LEAVE', 'PAUSE', 'RESUME'] as const;

/**
 * The events each state ignores (spec section 2, decisions-domain.md "Shell"): the slider and its
 * controls exist only while alerts show; Retry belongs to the notice of a failed load.
 */
const ignores: IgnoredEvents<typeof alertsMachine> = {
  'alerts.loading': [...SLIDER, 'RETRY'],
  'alerts.empty': [...SLIDER, 'RETRY'],
  'alerts.unavailable': SLIDER,
  'alerts.showing': ['RETRY'],
};

describe('alerts model', () => {
  const model = createModel(alertsMachine, {
    events: {
      'xstate.done.actor.loadAlerts': [{ output: [TIME_SHEETS, MAINTENANCE] }, { output: [TIME_SHEETS] }, { output: [] }],
      'xstate.error.actor.loadAlerts': [{ error: OFFLINE }],
    },
    oracle,
    ignores,
  });
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  publishJourneys('alerts', { model });

  it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
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
      api: {
        getAlerts: async () => {
          throw OFFLINE;
        },
      },
      logger: { log },
    });
    const actor = createActor(alertsMachine.provide(failing)).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(log).toHaveBeenCalledWith('warn', expect.stringContaining('alerts API unreachable'));
  });
});
