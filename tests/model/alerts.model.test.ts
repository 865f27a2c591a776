// Model-based tests of the alert slider (paths from its graph, replayed on a live actor with a
// simulated clock, coverage gate as the last test), then its rotation rules as scenarios.
import { describe, it, vi } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { alertsMachine, keptAlertIndex, nextAlertIndex } from '../../machines/alerts/alerts.machine';
import { ALERT_SLIDE_INTERVAL_MS, ALERTS_REREAD_MS } from '../../machines/domain/constants';
import type { Alert } from '../../machines/domain/types';
import { createAlertsImplementations } from '../../src/services/alerts.implementations';

const TIME_SHEETS: Alert = { id: 'a-1', message: 'Relevés d’heures à valider avant vendredi.', level: 'info' };
const MAINTENANCE: Alert = { id: 'a-2', message: 'Maintenance dimanche de 2 h à 4 h.', level: 'warning' };
const OFFLINE = new Error('alerts API unreachable');
// Enabled in the back office since the first read.
const CLOSURE: Alert = { id: 'a-9', message: 'Agences fermées lundi.', level: 'critical' };

type Check = OracleCheck<typeof alertsMachine>;

/** What the user did to the slider on this path so far, and the alert that must show. */
function sliderSoFar(check: Check) {
  const events = check.path.steps.slice(0, check.index + 1).map((s) => s.event);
  const last = (a: string, b: string) => events.filter((e) => e.type === a || e.type === b).at(-1)?.type === a;
  // The alerts of the last read, first or again; the one on show is followed by its id across a re-read.
  let loaded: Alert[] = [];
  let shown = 0;
  for (const event of events) {
    const count = loaded.length;
    if (event.type === 'xstate.done.actor.loadAlerts') [loaded, shown] = [event.output as Alert[], 0];
    if (event.type === 'xstate.done.actor.reread') {
      const next = event.output as Alert[];
      const id = loaded[shown]?.id;
      shown = Math.max(
        0,
        next.findIndex((alert) => alert.id === id),
      );
      loaded = next;
    }
    if (event.type === 'NEXT') shown = nextAlertIndex(shown, count, 1);
    if (event.type === 'PREVIOUS') shown = nextAlertIndex(shown, count, -1);
    if (event.type.startsWith('xstate.after.alertSlideInterval') && count > 1) shown = nextAlertIndex(shown, count, 1);
  }
  return {
    loaded,
    shown,
    held: last('POINTER.ENTER', 'POINTER.LEAVE') || last('FOCUS.ENTER', 'FOCUS.LEAVE') || last('PAUSE', 'RESUME'),
  };
}

/** When the shown alert's wait last (re)started on this path (simulated clock). */
const waitSince = new WeakMap<object, number>();
/** When the alerts API last answered on this path (a read, a re-read, a failure). */
const answeredAt = new WeakMap<object, number>();

/**
 * The alerts are read again a minute after the last answer, with or without alerts shown. The
 * rotation's timers run beside it (timers: 'independent'), so the wait is measured where no other
 * timer runs (no alert shown); the scenarios below measure it beside the rotation.
 */
function rereading(check: Check) {
  expect(check.snapshot.children.reread).toBeDefined();
  if (!check.entered) return;
  expect(check.event.type.startsWith('xstate.after.alertsReread')).toBe(true);
  if (check.snapshot.matches('empty')) expect(check.clock.now() - (answeredAt.get(check.path) ?? NaN)).toBe(ALERTS_REREAD_MS);
  expect(check.invocations.at(-1)).toMatchObject({ id: 'reread', src: 'loadAlerts' });
}

/** Between reads: none under way. */
function waitingToReread(check: Check) {
  expect(check.snapshot.children.reread).toBeUndefined();
}

/** Notes when the API answered, for the re-read's wait. */
function noteAnswer(check: Check) {
  if (/^xstate\.(done|error)\.actor\.(loadAlerts|reread)$/.test(check.event.type)) answeredAt.set(check.path, check.clock.now());
}

/** Spec section 2 (alert slider), decisions.md (alerts API), the slider's rules in its machine header. */
const oracle: Oracle<typeof alertsMachine> = {
  'alerts.loading': (check) => {
    expect(check.invocations.at(-1)?.src).toBe('loadAlerts');
    expect(check.snapshot.children.loadAlerts).toBeDefined();
    // Once at the start, then once more for each Retry after a failed load, and a minute after the
    // failure unasked.
    const events = check.path.steps.slice(0, check.index + 1).map((s) => s.event.type);
    const again = events.filter((type) => type === 'RETRY' || type.startsWith('xstate.after.alertsReread')).length;
    expect(check.invocations.filter((i) => i.id === 'loadAlerts')).toHaveLength(1 + again);
    if (check.event.type === 'RETRY') expect(events.at(-2)).toBe('xstate.error.actor.loadAlerts');
    if (check.event.type.startsWith('xstate.after.alertsReread')) {
      expect(events.at(-2)).toBe('xstate.error.actor.loadAlerts');
      expect(check.clock.now() - (answeredAt.get(check.path) ?? NaN)).toBe(ALERTS_REREAD_MS);
    }
  },
  'alerts.empty': (check) => {
    // No alert: the slider is hidden. A failed re-read is logged and changes nothing.
    expect(check.snapshot.context.alerts).toEqual([]);
    if (check.event.type === 'xstate.error.actor.reread') expectEffect(check, 'logLoadFailure', { error: check.event.error });
    else expectNoEffect(check, 'logLoadFailure');
    noteAnswer(check);
  },
  'alerts.empty.reading': rereading,
  'alerts.empty.waiting': waitingToReread,
  'alerts.showing.reread.waiting': waitingToReread,
  'alerts.showing.reread.reading': rereading,
  'alerts.unavailable': (check) => {
    // A failed load: the slider says so (view test) with Retry; the reason goes to the log.
    if (check.entered) answeredAt.set(check.path, check.clock.now());
    if (check.entered) expectEffect(check, 'logLoadFailure', { error: check.event.error });
    expect(check.snapshot.context.alerts).toEqual([]);
    expect(check.snapshot.can({ type: 'RETRY' })).toBe(true);
  },
  'alerts.showing': (check) => {
    const { loaded, shown } = sliderSoFar(check);
    expect(check.snapshot.context.alerts).toEqual(loaded);
    expect(check.snapshot.context.index).toBe(shown);
    if (check.event.type === 'xstate.error.actor.reread') expectEffect(check, 'logLoadFailure', { error: check.event.error });
    else expectNoEffect(check, 'logLoadFailure');
    noteAnswer(check);
  },
  'alerts.showing.rotation.rotating': (check) => {
    expect(sliderSoFar(check).held).toBe(false);
    // Each alert shows for the full interval since the last move or the end of a hold.
    if (check.event.type.startsWith('xstate.after.alertSlideInterval')) {
      // Only several alerts rotate: a single one stays put, with nothing to move to.
      expect(sliderSoFar(check).loaded.length).toBeGreaterThan(1);
      expect(check.clock.now() - (waitSince.get(check.path) ?? NaN)).toBe(ALERT_SLIDE_INTERVAL_MS);
    }
    if (check.entered) waitSince.set(check.path, check.clock.now());
  },
  'alerts.showing.rotation.held': (check) => {
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
      'xstate.done.actor.reread': [{ output: [CLOSURE, MAINTENANCE] }, { output: [] }],
      'xstate.error.actor.reread': [{ error: OFFLINE }],
    },
    oracle,
    ignores,
    timers: 'independent',
  });
  for (const path of model.paths()) it(path.description, () => model.replay(path));

  publishJourneys('alerts', { model });

  it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
});

describe('keptAlertIndex', () => {
  it('follows the alert on show by its id, else shows the first', () => {
    expect(keptAlertIndex([TIME_SHEETS, MAINTENANCE], 1, [CLOSURE, TIME_SHEETS, MAINTENANCE])).toBe(2);
    expect(keptAlertIndex([TIME_SHEETS, MAINTENANCE], 0, [CLOSURE, MAINTENANCE])).toBe(0);
    expect(keptAlertIndex([TIME_SHEETS, MAINTENANCE], 1, [MAINTENANCE])).toBe(0);
    expect(keptAlertIndex([], 0, [MAINTENANCE])).toBe(0);
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
    expect(actor.getSnapshot().matches({ showing: { rotation: 'held' } })).toBe(true);
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

describe('alerts read again (decisions-domain.md "Back-office alerts")', () => {
  function feed(...answers: Alert[][]) {
    const clock = new SimulatedClock();
    let reads = 0;
    const loadAlerts = fromPromise(async () => answers[Math.min(reads++, answers.length - 1)]);
    const actor = createActor(alertsMachine.provide({ actors: { loadAlerts } }), { clock }).start();
    return { clock, actor, reads: () => reads, settled: () => new Promise<void>((resolve) => setTimeout(resolve, 0)) };
  }

  it('a minute after the last answer, beside the rotation: an enabled alert joins, the one on show stays on show', async () => {
    const { clock, actor, reads, settled } = feed([TIME_SHEETS, MAINTENANCE], [CLOSURE, TIME_SHEETS, MAINTENANCE]);
    await settled();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PAUSE' });
    clock.increment(ALERTS_REREAD_MS - 1);
    expect(reads()).toBe(1);
    clock.increment(1);
    await settled();
    expect(reads()).toBe(2);
    expect(actor.getSnapshot().context.alerts).toEqual([CLOSURE, TIME_SHEETS, MAINTENANCE]);
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().matches({ showing: { rotation: 'held' } })).toBe(true);
    clock.increment(ALERTS_REREAD_MS);
    await settled();
    expect(reads()).toBe(3);
  });

  it('with no alert, and after a failed first load or re-read, it keeps reading a minute after each answer', async () => {
    const clock = new SimulatedClock();
    const answers: (Alert[] | Error)[] = [OFFLINE, [], [], [TIME_SHEETS], OFFLINE, [CLOSURE]];
    let reads = 0;
    const loadAlerts = fromPromise(async () => {
      const answer = answers[reads++];
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const actor = createActor(alertsMachine.provide({ actors: { loadAlerts }, actions: { logLoadFailure: () => {} } }), { clock }).start();
    const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    const minute = async () => {
      clock.increment(ALERTS_REREAD_MS);
      await settled();
    };
    await settled();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
    await minute();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    await minute();
    expect([reads, actor.getSnapshot().matches('empty')]).toEqual([3, true]);
    await minute();
    expect(actor.getSnapshot().context.alerts).toEqual([TIME_SHEETS]);
    await minute();
    expect([reads, actor.getSnapshot().context.alerts]).toEqual([5, [TIME_SHEETS]]);
    await minute();
    expect([reads, actor.getSnapshot().context.alerts]).toEqual([6, [CLOSURE]]);
  });

  it('every alert disabled hides the slider; one enabled later shows it again, without a reload', async () => {
    const { clock, actor, settled } = feed([TIME_SHEETS], [], [CLOSURE]);
    await settled();
    clock.increment(ALERTS_REREAD_MS);
    await settled();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    clock.increment(ALERTS_REREAD_MS);
    await settled();
    expect(actor.getSnapshot().matches('showing')).toBe(true);
    expect(actor.getSnapshot().context.alerts).toEqual([CLOSURE]);
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
