// Model-based tests of the toaster (spec section 4 "Toaster", section 9): paths from its graph,
// replayed on a live actor with a simulated clock; after every step an oracle written from the spec
// checks the toast shown, its progress against the clock, the calls made with their parameters and
// the messages sent to the app (failure with its retry event, redirect, processed).
import { describe, it } from 'vitest';
import { expect } from './harness/fastExpect';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { createModel, expectEffect, expectNoEffect, type IgnoredEvents, type Oracle, type OracleCheck } from './harness';
import { publishJourneys } from './journeys';
import { toastProgress, toasterMachine } from '../../machines/toaster/toaster.machine';
import type { AppNotification } from '../../machines/domain/types';
import { TOAST_DURATION_MS, TOAST_TICK_MS } from '../../machines/domain/constants';
import { CONTRACT, DAYS_OFF, EXPECTED_REDIRECTS, MAINTENANCE, NEWS, httpFailure } from './notificationFixtures';

const DURATION = TOAST_DURATION_MS;
const TICK = TOAST_TICK_MS;
/**
 * In the model a toast lasts three ticks, not the spec's 72: its guard is provided so the graph stays
 * small (every tick is a state). The machine's own guard and timings are checked on the clock below.
 */
const MODEL_DURATION = 3 * TICK;
const modelMachine = toasterMachine.provide({
  guards: { hasTimeLeft: ({ context }) => context.elapsedMs + TICK < MODEL_DURATION },
});
const SETTINGS_ERROR = httpFailure(500, 'Paramètres indisponibles');
const MARK_ERROR = httpFailure(500, 'Marquage impossible');

type Check = OracleCheck<typeof toasterMachine>;
type Snapshot = ReturnType<typeof toasterMachine.getInitialSnapshot>;
const notificationOf = (event: AnyEventObject) => (event as unknown as { notification: AppNotification }).notification;
const before = (check: Check) => (check.index > 0 ? (check.path.steps[check.index - 1].state as Snapshot) : null);
const toParent = (check: Check) => check.sent.filter((m) => m.to === 'parent').map((m) => m.event);
/** The notification whose mark is running: the last one clicked or retried on this path. */
function lastMarked(check: Check): AppNotification | null {
  for (let i = check.index; i > 0; i -= 1) {
    const { event } = check.path.steps[i];
    if (event.type === 'MARK_PROCESSED.RETRY') return notificationOf(event);
    if (event.type === 'CLICK') {
      const clicked = (check.path.steps[i - 1].state as Snapshot).context.toast;
      if (
        clicked &&
        clicked.type !== 'newsPublished' &&
        (check.path.steps[i - 1].state as Snapshot).matches({ ready: { display: 'visible' } })
      )
        return clicked;
    }
  }
  return null;
}
/** Ticks since the toast was shown. */
function ticksSinceShown(check: Check): number {
  const types = check.path.steps.slice(0, check.index + 1).map((s) => s.event.type);
  let shown = 0;
  for (let i = 1; i <= check.index; i += 1) {
    if (
      types[i] === 'NOTIFICATION.RECEIVED' &&
      !check.path.steps[i - 1].state.matches({ ready: { display: 'visible' } }) &&
      check.path.steps[i].state.matches({ ready: { display: 'visible' } })
    )
      shown = i;
  }
  return types.slice(shown).filter((t) => t.startsWith('xstate.after.toastTick')).length;
}

/** What every step must show, whatever the state: the parent hears exactly what the spec says. */
function checkMessages(check: Check) {
  const previous = before(check);
  const expected: AnyEventObject[] = [];
  const { event } = check;
  if (event.type === 'xstate.error.actor.loadBlockedCategories') {
    expected.push({
      type: 'FAILURE.RAISED',
      failure: { source: 'toaster', call: 'loadBlockedCategories', message: 'Paramètres indisponibles', retry: { type: 'SETTINGS.RETRY' } },
    });
  }
  if (event.type === 'CLICK' && previous?.matches({ ready: { display: 'visible' } }) && previous.context.toast!.type === 'newsPublished') {
    // Skips processing: redirected at once.
    expected.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[previous.context.toast!.id]! });
  }
  if (event.type === 'xstate.done.actor.markProcessed') {
    const marked = lastMarked(check)!;
    expected.push({ type: 'NOTIFICATIONS.PROCESSED' });
    if (EXPECTED_REDIRECTS[marked.id]) expected.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[marked.id]! });
  }
  if (event.type === 'xstate.error.actor.markProcessed') {
    expected.push({
      type: 'FAILURE.RAISED',
      failure: {
        source: 'toaster',
        call: 'markProcessed',
        message: 'Marquage impossible',
        retry: { type: 'MARK_PROCESSED.RETRY', notification: lastMarked(check)! },
      },
    });
  }
  expect(toParent(check)).toEqual(expected);
}

const oracle: Oracle<typeof toasterMachine> = {
  // The parent hears exactly what the spec says at every step (one of these three states is active).
  'toaster.ready': checkMessages,
  // The blocked categories load first; nothing shows meanwhile.
  'toaster.loadingSettings': (check) => {
    checkMessages(check);
    expect(check.invocations.at(-1)?.src).toBe('loadBlockedCategories');
    expect(check.snapshot.context.toast).toBeNull();
  },
  // Failed: the dialog was raised (checkMessages); a push is ignored.
  'toaster.settingsFailed': (check) => {
    checkMessages(check);
    expect(check.snapshot.context.toast).toBeNull();
  },
  // No toast on screen. A push of a blocked category stays here and is logged.
  'toaster.ready.display.hidden': (check) => {
    expect(check.snapshot.context.toast).toBeNull();
    if (check.event.type === 'NOTIFICATION.RECEIVED') {
      const pushed = notificationOf(check.event);
      expect(pushed.category).toBe('daysOff');
      expectEffect(check, 'logBlockedToast', { notification: pushed });
    } else {
      expectNoEffect(check, 'logBlockedToast');
    }
  },
  // The toast shows, its progress one tick per 70 ms (shortened here) from 0, never complete.
  'toaster.ready.display.visible': (check) => {
    const previous = before(check)!;
    // Closing or clicking a toast on screen makes it leave.
    if (previous.matches({ ready: { display: 'visible' } })) expect(['CLOSE', 'CLICK']).not.toContain(check.event.type);
    if (check.event.type === 'NOTIFICATION.RECEIVED') {
      const pushed = notificationOf(check.event);
      if (previous.matches({ ready: { display: 'hidden' } })) {
        expect(pushed.category).not.toBe('daysOff');
        expect(check.snapshot.context.toast).toEqual(pushed);
      } else {
        // Another toast shows: this one is ignored.
        expect(check.snapshot.context.toast).toEqual(previous.context.toast);
      }
    }
    expect(check.snapshot.context.elapsedMs).toBe(ticksSinceShown(check) * TICK);
    expect(toastProgress(check.snapshot.context)).toBeCloseTo((ticksSinceShown(check) * TICK) / DURATION);
    expect(toastProgress(check.snapshot.context)).toBeLessThan(1);
  },
  'toaster.ready.display.visible.running': (check) => {
    expect(check.snapshot.context.toast).not.toBeNull();
  },
  // Leaving: after the duration, a close or a click; the toast stays on screen for its exit.
  'toaster.ready.display.gone': (check) => {
    const previous = before(check)!;
    if (previous.matches({ ready: { display: 'visible' } })) {
      expect(['CLOSE', 'CLICK'].includes(check.event.type) || check.event.type.startsWith('xstate.after.toastDuration')).toBe(true);
      expect(check.snapshot.context.toast).toEqual(previous.context.toast);
    }
    if (check.event.type === 'NOTIFICATION.RECEIVED') expect(check.snapshot.context.toast).toEqual(previous.context.toast);
  },
  'toaster.ready.processing.idle': (check) => {
    // No mark running: none is remembered either.
    expect(check.snapshot.context.marking).toBeNull();
    if (check.event.type === 'CLICK' && before(check)!.matches({ ready: { display: 'visible' } })) {
      // Only a type that skips processing leaves the marking idle.
      expect(before(check)!.context.toast!.type).toBe('newsPublished');
    }
  },
  // PATCH /v1/notifications/{id}/processed for the clicked (or retried) notification.
  'toaster.ready.processing.marking': (check) => {
    const marked = lastMarked(check)!;
    expect(check.snapshot.context.marking).toEqual(marked);
    if (check.event.type === 'CLICK' || check.event.type === 'MARK_PROCESSED.RETRY') {
      expect(check.invocations.at(-1)).toMatchObject({ src: 'markProcessed', input: { id: marked.id } });
    }
  },
};

/**
 * The events each state ignores (spec section 4 "Toaster", section 8 for Retry): no toast shows
 * until the blocked categories are known; a toast is ignored while another shows (visible or
 * sliding out); Close and a click act on a toast on screen; Retry of the categories belongs to
 * their failed load.
 */
const ignores: IgnoredEvents<typeof toasterMachine> = {
  'toaster.loadingSettings': ['NOTIFICATION.RECEIVED', 'CLOSE', 'CLICK', 'SETTINGS.RETRY', 'MARK_PROCESSED.RETRY'],
  'toaster.settingsFailed': ['NOTIFICATION.RECEIVED', 'CLOSE', 'CLICK', 'MARK_PROCESSED.RETRY'],
  'toaster.ready': ['SETTINGS.RETRY'],
  'toaster.ready.display.hidden': ['CLOSE', 'CLICK'],
  'toaster.ready.display.visible': ['NOTIFICATION.RECEIVED'],
  'toaster.ready.display.gone': ['NOTIFICATION.RECEIVED', 'CLOSE', 'CLICK'],
};

const model = createModel(modelMachine, {
  // The tick re-arms itself: a simulated clock fires it once per increment, so timers are inputs
  // here and the progress oracle counts ticks; the spec timings are checked on the clock below.
  timers: 'independent',
  events: {
    'xstate.done.actor.loadBlockedCategories': [{ output: ['daysOff'] }],
    'xstate.error.actor.loadBlockedCategories': [{ error: SETTINGS_ERROR }],
    'NOTIFICATION.RECEIVED': [
      { notification: CONTRACT },
      { notification: DAYS_OFF },
      { notification: NEWS },
      { notification: MAINTENANCE },
    ],
    'MARK_PROCESSED.RETRY': [{ notification: CONTRACT }],
    // Raised by the toaster itself on a click; CLICK covers it.
    'PROCESSING.REQUESTED': [],
    'xstate.done.actor.markProcessed': [{ output: undefined }],
    'xstate.error.actor.markProcessed': [{ error: MARK_ERROR }],
  },
  oracle,
  ignores,
  // The toast's buttons can be pressed at any time: a press that should close the toast and does
  // not fails the oracle of `visible`.
  alwaysPossible: ['CLOSE', 'CLICK'],
});

describe('toaster model', () => {
  for (const path of model.paths()) it(path.description, () => model.replay(path));
});

describe('toaster with the spec timings', () => {
  // Spec section 9, written out: toast duration 5000 ms, tick 70 ms, reset 500 ms.
  it('a toast runs 5 s in 70 ms ticks, leaves, and the toaster takes the next one 500 ms later', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      toasterMachine.provide({
        actors: { loadBlockedCategories: fromPromise(async (): Promise<string[]> => []) },
      }),
      { clock, input: {} },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: CONTRACT });
    // A tick re-arms itself when it fires: advance tick by tick, as a browser would.
    clock.increment(69);
    expect(actor.getSnapshot().context.elapsedMs).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.elapsedMs).toBe(70);
    for (let i = 1; i < 10; i += 1) clock.increment(70);
    expect(actor.getSnapshot().context.elapsedMs).toBe(700);
    expect(toastProgress(actor.getSnapshot().context)).toBeCloseTo(700 / 5000);
    // The last tick before the end: 71 × 70 ms = 4970 ms.
    for (let i = 10; i < 71; i += 1) clock.increment(70);
    expect(actor.getSnapshot().context.elapsedMs).toBe(4970);
    clock.increment(5000 - 4970 - 1);
    expect(actor.getSnapshot().matches({ ready: { display: 'visible' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: { display: 'gone' } })).toBe(true);
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: NEWS });
    clock.increment(499);
    expect(actor.getSnapshot().matches({ ready: { display: 'gone' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: { display: 'hidden' } })).toBe(true);
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: NEWS });
    expect(actor.getSnapshot().context.toast).toEqual(NEWS);
  });
});

publishJourneys('toaster', { model });

// The coverage gate as the file's last test rather than an afterAll hook: StrykerJS counts failing
// tests, not hook errors, so a mutant that leaves a state, transition or action unreached is killed.
it('gate: every state, transition and named action reached under its oracle', () => model.assertCoverage());
