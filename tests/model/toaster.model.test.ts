// Model-based tests of the toaster (spec section 4 "Toaster", section 9): paths from its graph,
// replayed on a live actor with a simulated clock; after every step an oracle written from the spec
// checks the toast shown, its progress against the clock, the calls made with their parameters and
// the messages sent to the app (failure with its retry event, redirect, processed).
import type { RaisedFailure } from '../../machines/domain/failures';
import type { NotificationRedirect } from '../../machines/domain/notificationRedirect';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { createModel } from './harness';
import { toastProgress, toasterMachine, type ToasterParentEvent } from '../../machines/toaster/toaster.machine';
import type { AppNotification } from '../../machines/domain/types';
import { TOAST_DURATION_MS, TOAST_RESET_MS, TOAST_TICK_MS } from '../../machines/domain/constants';
import { CONTRACT, DAYS_OFF, EXPECTED_REDIRECTS, MAINTENANCE, NEWS, httpFailure } from './notificationFixtures';

const DURATION = 200;
const TICK = 70;
const SETTINGS_ERROR = httpFailure(500, 'Paramètres indisponibles');
const MARK_ERROR = httpFailure(500, 'Marquage impossible');

let sent: ToasterParentEvent[] = [];
let blockedLogged: string[] = [];
const record = (event: ToasterParentEvent) => { sent.push(event); };

const model = createModel(toasterMachine, {
  input: { durationMs: DURATION, tickMs: TICK },
  // The tick re-arms itself: a simulated clock fires it once per increment, so timers are inputs
  // here and the progress oracle counts ticks; the spec timings are checked on the clock below.
  timers: 'independent',
  provide: {
    actions: {
      raiseFailure: (_: unknown, params: { failure: RaisedFailure }) => record({ type: 'FAILURE.RAISED', failure: params.failure }),
      requestRedirect: (_: unknown, params: { redirect: NotificationRedirect }) => record({ type: 'NOTIFICATION.REDIRECT', redirect: params.redirect }),
      announceProcessed: () => record({ type: 'NOTIFICATIONS.PROCESSED' }),
      logBlockedToast: (_: unknown, params: { notification: AppNotification }) => { blockedLogged.push(params.notification.id); },
    },
  },
  events: {
    'xstate.done.actor.loadBlockedCategories': [{ output: ['daysOff'] }],
    'xstate.error.actor.loadBlockedCategories': [{ error: SETTINGS_ERROR }],
    'NOTIFICATION.RECEIVED': [{ notification: CONTRACT }, { notification: DAYS_OFF }, { notification: NEWS }, { notification: MAINTENANCE }],
    'MARK_PROCESSED.RETRY': [{ notification: CONTRACT }],
    // Raised by the toaster itself on a click; CLICK covers it.
    'PROCESSING.REQUESTED': [],
    'xstate.done.actor.markProcessed': [{ output: undefined }],
    'xstate.error.actor.markProcessed': [{ error: MARK_ERROR }],
  },
});

type Snapshot = ReturnType<typeof toasterMachine.getInitialSnapshot>;
const notificationOf = (event: AnyEventObject) => (event as unknown as { notification: AppNotification }).notification;

describe('toaster model', () => {
  for (const path of model.paths()) {
    it(path.description, () => {
      let seenInvocations = 0;
      let lastMarked: AppNotification | null = null;
      return model.replay(path, {
        onStart: () => { sent = []; blockedLogged = []; },
        onStep: (snapshot, step, { index, invocations }) => {
          const before = index > 0 ? (path.steps[index - 1].state as Snapshot) : null;
          const event = step.event;
          const newMessages = sent.splice(0);
          const newBlockedLogs = blockedLogged.splice(0);
          const expectedBlockedLogs: string[] = [];
          const invocationsBefore = seenInvocations;
          seenInvocations = invocations.length;
          const expectedMessages: ToasterParentEvent[] = [];
          const visibleBefore = before?.matches({ ready: { display: 'visible' } }) ?? false;

          if (event.type === 'xstate.init') {
            expect(snapshot.value).toBe('loadingSettings');
            expect(invocations.map((i) => i.src)).toEqual(['loadBlockedCategories']);
          }
          if (event.type === 'xstate.error.actor.loadBlockedCategories') {
            expect(snapshot.value).toBe('settingsFailed');
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'toaster', call: 'loadBlockedCategories', message: 'Paramètres indisponibles', retry: { type: 'SETTINGS.RETRY' } },
            });
          }
          if (event.type === 'SETTINGS.RETRY') {
            expect(snapshot.value).toBe('loadingSettings');
            expect(invocations.at(-1)?.src).toBe('loadBlockedCategories');
          }
          if (event.type === 'NOTIFICATION.RECEIVED') {
            const pushed = notificationOf(event);
            const idle = before?.matches({ ready: { display: 'hidden' } }) ?? false;
            if (idle && pushed.category !== 'daysOff') {
              // Shown from the start of its progress.
              expect(snapshot.matches({ ready: { display: 'visible' } })).toBe(true);
              expect(snapshot.context.toast).toEqual(pushed);
              expect(toastProgress(snapshot.context)).toBe(0);
            } else {
              if (idle) expectedBlockedLogs.push(pushed.id);
              // Ignored: blocked category, another toast showing, or categories not loaded yet.
              expect(snapshot.context.toast).toEqual(before?.context.toast ?? null);
              expect(snapshot.matches({ ready: { display: 'hidden' } })).toBe(before?.matches({ ready: { display: 'hidden' } }) ?? false);
            }
          }
          if (event.type.startsWith('xstate.after.toastTick')) {
            // One tick further, never up to the end (the duration ends the toast).
            const ticks = path.steps.slice(0, index + 1).map((s) => s.event.type);
            const sinceShown = ticks.slice(ticks.lastIndexOf('NOTIFICATION.RECEIVED')).filter((t) => t.startsWith('xstate.after.toastTick')).length;
            expect(snapshot.context.elapsedMs).toBe(sinceShown * TICK);
            expect(snapshot.context.elapsedMs).toBeLessThan(DURATION);
            expect(toastProgress(snapshot.context)).toBeCloseTo((sinceShown * TICK) / DURATION);
          }
          if (event.type.startsWith('xstate.after.toastDuration')) {
            expect(snapshot.matches({ ready: { display: 'gone' } })).toBe(true);
          }
          if (event.type.startsWith('xstate.after.toastReset')) {
            expect(snapshot.matches({ ready: { display: 'hidden' } })).toBe(true);
            expect(snapshot.context.toast).toBeNull();
          }
          if (event.type === 'CLOSE' && visibleBefore) {
            expect(snapshot.matches({ ready: { display: 'gone' } })).toBe(true);
            expect(snapshot.context.toast).toEqual(before!.context.toast);
          }
          if (event.type === 'CLICK' && visibleBefore) {
            const clicked = before!.context.toast!;
            expect(snapshot.matches({ ready: { display: 'gone' } })).toBe(true);
            if (clicked.type === 'newsPublished') {
              // Skips processing: redirected at once, nothing marked.
              expectedMessages.push({ type: 'NOTIFICATION.REDIRECT', redirect: EXPECTED_REDIRECTS[clicked.id]! });
              expect(invocations).toHaveLength(invocationsBefore);
            } else {
              expect(snapshot.matches({ ready: { processing: 'marking' } })).toBe(true);
              expect(invocations.at(-1)).toMatchObject({ src: 'markProcessed', input: { id: clicked.id } });
              lastMarked = clicked;
            }
          }
          if (event.type === 'MARK_PROCESSED.RETRY') {
            expect(invocations.at(-1)).toMatchObject({ src: 'markProcessed', input: { id: notificationOf(event).id } });
            lastMarked = notificationOf(event);
          }
          if (event.type === 'xstate.done.actor.markProcessed') {
            expectedMessages.push({ type: 'NOTIFICATIONS.PROCESSED' });
            const redirect = EXPECTED_REDIRECTS[lastMarked!.id];
            if (redirect) expectedMessages.push({ type: 'NOTIFICATION.REDIRECT', redirect });
          }
          if (event.type === 'xstate.error.actor.markProcessed') {
            expectedMessages.push({
              type: 'FAILURE.RAISED',
              failure: { source: 'toaster', call: 'markProcessed', message: 'Marquage impossible', retry: { type: 'MARK_PROCESSED.RETRY', notification: lastMarked! } },
            });
          }
          expect(newMessages).toEqual(expectedMessages);
          expect(newBlockedLogs).toEqual(expectedBlockedLogs);
        },
      });
    });
  }
  afterAll(() => model.assertCoverage());
});

describe('toaster with the spec timings', () => {
  it('a toast runs 5 s in 70 ms ticks, leaves, and the toaster takes the next one 500 ms later', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(toasterMachine.provide({
      actors: { loadBlockedCategories: fromPromise(async (): Promise<string[]> => []) },
    }), { clock, input: {} }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: CONTRACT });
    // A tick re-arms itself when it fires: advance tick by tick, as a browser would.
    for (let i = 0; i < 10; i += 1) clock.increment(TOAST_TICK_MS);
    expect(actor.getSnapshot().context.elapsedMs).toBe(700);
    expect(toastProgress(actor.getSnapshot().context)).toBeCloseTo(700 / TOAST_DURATION_MS);
    while (clock.now() + TOAST_TICK_MS < TOAST_DURATION_MS) clock.increment(TOAST_TICK_MS);
    expect(actor.getSnapshot().context.elapsedMs).toBe(Math.floor((TOAST_DURATION_MS - 1) / TOAST_TICK_MS) * TOAST_TICK_MS);
    clock.increment(TOAST_DURATION_MS - clock.now() - 1);
    expect(actor.getSnapshot().matches({ ready: { display: 'visible' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: { display: 'gone' } })).toBe(true);
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: NEWS });
    clock.increment(TOAST_RESET_MS);
    expect(actor.getSnapshot().matches({ ready: { display: 'hidden' } })).toBe(true);
    actor.send({ type: 'NOTIFICATION.RECEIVED', notification: NEWS });
    expect(actor.getSnapshot().context.toast).toEqual(NEWS);
  });
});
