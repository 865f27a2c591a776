// The toaster (spec section 4 "Toaster", section 9 timings). Invoked by the app machine for users
// with a real-time connection (child id `toaster`); the app forwards every pushed notification as
// NOTIFICATION.RECEIVED.
//
// - The blocked categories load first (`loadBlockedCategories`); a failure raises the shared error
//   dialog, whose Retry (SETTINGS.RETRY) loads them again. Until they are known no toast shows:
//   the toaster cannot tell a blocked one.
// - A toast is ignored while another shows (visible or gone) and when its category is blocked.
// - display: hidden → visible (500 ms ease-out entrance, CSS) → gone (300 ms ease-in exit) → hidden
//   500 ms later. While visible, the progress advances every tick (70 ms) and the toast goes after
//   its duration (5 s), or at once on CLOSE or CLICK.
// - CLICK marks the notification processed, then redirects to its type's route; a type that skips
//   processing redirects at once. The mark runs in its own region, so the next toast is not held
//   up by it; a failed mark raises the error dialog, whose Retry (MARK_PROCESSED.RETRY) repeats it.
import { placeholderAction, placeholderActor } from '../placeholders';
import { assign, raise, sendParent, setup } from 'xstate';
import { TOAST_DURATION_MS, TOAST_IN_MS, TOAST_OUT_MS, TOAST_RESET_MS, TOAST_TICK_MS } from '../domain/constants';
import { failureRaisedBy, type RaisedFailure } from '../domain/failures';
import { notificationRedirect, skipsProcessing, type NotificationRedirect } from '../domain/notificationRedirect';
import type { AppNotification } from '../domain/types';
import { markingProcessedState, markingTransition } from '../shared/markProcessed';
import { inWords } from '../domain/figures';

export interface ToasterContext {
  blockedCategories: string[];
  /** The toast on screen (visible or leaving). */
  toast: AppNotification | null;
  /** Time the toast has been visible, in whole ticks. */
  elapsedMs: number;
  /** The notification whose processed mark is running. */
  marking: AppNotification | null;
}

/** The events the shared error dialog sends back on Retry: each repeats one call. */
export type ToasterRetryEvent = { type: 'SETTINGS.RETRY' } | { type: 'MARK_PROCESSED.RETRY'; notification: AppNotification };
export type ToasterCall = 'loadBlockedCategories' | 'markProcessed';

export type ToasterEvent =
  | { type: 'NOTIFICATION.RECEIVED'; notification: AppNotification }
  | { type: 'CLOSE' }
  | { type: 'CLICK' }
  | ToasterRetryEvent
  /** Raised by the toaster itself when a toast is clicked. */
  | { type: 'PROCESSING.REQUESTED'; notification: AppNotification };

/** Messages to the app machine. */
export type ToasterParentEvent =
  | { type: 'FAILURE.RAISED'; failure: RaisedFailure }
  | { type: 'NOTIFICATION.REDIRECT'; redirect: NotificationRedirect }
  | { type: 'NOTIFICATIONS.PROCESSED' };

export const TOASTER_SOURCE = 'toaster';

/** The toast's progress, 0 to 1. */
export function toastProgress(context: Pick<ToasterContext, 'elapsedMs'>): number {
  return Math.min(1, context.elapsedMs / TOAST_DURATION_MS);
}

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
  },
  actors: {
    /** `GET /v1/notifications/settings` → the blocked categories. */
    loadBlockedCategories: placeholderActor<string[]>('loadBlockedCategories'),
    /** `PATCH /v1/notifications/{id}/processed`. */
    markProcessed: placeholderActor<void, { id: string }>('markProcessed'),
  },
  actions: {
    assignBlockedCategories: assign({ blockedCategories: (_, params: { categories: string[] }) => params.categories }),
    showToast: assign({ toast: (_, params: { notification: AppNotification }) => params.notification, elapsedMs: 0 }),
    advanceProgress: assign({ elapsedMs: ({ context }) => context.elapsedMs + TOAST_TICK_MS }),
    forgetToast: assign({ toast: null, elapsedMs: 0 }),
    assignMarking: assign({ marking: (_, params: { notification: AppNotification }) => params.notification }),
    forgetMarking: assign({ marking: null }),
    /** A toast of a blocked category is not shown; the console says so (debug level). */
    logBlockedToast: placeholderAction<{ notification: AppNotification }>('logBlockedToast'),
    requestProcessing: raise((_, params: { notification: AppNotification }) => ({
      type: 'PROCESSING.REQUESTED' as const,
      notification: params.notification,
    })),
    /** Tells the app: the shared error dialog, with the event that repeats the call. */
    raiseFailure: sendParent(failureRaisedBy<ToasterCall, ToasterRetryEvent>(TOASTER_SOURCE)),
    /** Tells the app where to go (its navigate action). */
    requestRedirect: sendParent((_, params: { redirect: NotificationRedirect }) => ({
      type: 'NOTIFICATION.REDIRECT' as const,
      redirect: params.redirect,
    })),
    /** Tells the app a notification was marked processed (the bell counts again). */
    announceProcessed: sendParent({ type: 'NOTIFICATIONS.PROCESSED' }),
  },
  guards: {
    isBlocked: ({ context }, params: { notification: AppNotification }) => context.blockedCategories.includes(params.notification.category),
    skipsProcessing: (_, params: { notification: AppNotification }) => skipsProcessing(params.notification),
    hasRedirect: (_, params: { notification: AppNotification }) => notificationRedirect(params.notification) !== null,
    /** The last tick before the end is the last one: the duration timer ends the toast. */
    hasTimeLeft: ({ context }) => context.elapsedMs + TOAST_TICK_MS < TOAST_DURATION_MS,
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
    toastTick: TOAST_TICK_MS,
    toastReset: TOAST_RESET_MS,
  },
}).createMachine({
  id: 'toaster',
  description: `The toast of a pushed notification: one at a time, ${inWords(TOAST_DURATION_MS)} with a progress bar; a click opens it (§4 Toaster, §9)`,
  context: {
    blockedCategories: [],
    toast: null,
    elapsedMs: 0,
    marking: null,
  },
  initial: 'loadingSettings',
  states: {
    loadingSettings: {
      description: 'Loads the blocked categories; no toast shows until they are known (§4 Toaster, §3 Notification settings)',
      invoke: {
        id: 'loadBlockedCategories',
        src: 'loadBlockedCategories',
        onDone: {
          target: 'ready',
          actions: { type: 'assignBlockedCategories', params: ({ event }) => ({ categories: event.output }) },
          description: 'The blocked categories are known (§4 Toaster)',
        },
        onError: {
          target: 'settingsFailed',
          description: 'Loading them failed: the shared error dialog, with Retry (§8)',
          actions: {
            type: 'raiseFailure',
            params: ({ event }) => ({ call: 'loadBlockedCategories', error: event.error, retry: { type: 'SETTINGS.RETRY' } }),
          },
        },
      },
    },
    /** Waiting for the error dialog's Retry; no toast shows meanwhile. */
    settingsFailed: {
      description: 'Waits for the error dialog’s Retry; no toast shows meanwhile (§8)',
      on: { 'SETTINGS.RETRY': { target: 'loadingSettings', description: 'Retry: load the blocked categories again (§8)' } },
    },
    ready: {
      description: 'Shows the toasts of pushed notifications and marks the clicked ones processed (§4 Toaster)',
      type: 'parallel',
      states: {
        display: {
          description: 'The toast on screen, hidden → visible → gone → hidden (§4 Toaster)',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No toast on screen (§4 Toaster)',
              on: {
                'NOTIFICATION.RECEIVED': [
                  {
                    guard: { type: 'isBlocked', params: ({ event }) => ({ notification: event.notification }) },
                    actions: { type: 'logBlockedToast', params: ({ event }) => ({ notification: event.notification }) },
                    description: 'A notification of a blocked category is ignored (§4 Toaster)',
                  },
                  {
                    target: 'visible',
                    actions: { type: 'showToast', params: ({ event }) => ({ notification: event.notification }) },
                    description: `A pushed notification shows as a toast, sliding in for ${inWords(TOAST_IN_MS)} (§4 Toaster, §9)`,
                  },
                ],
              },
            },
            visible: {
              description: 'The toast with its progress bar; another notification is ignored meanwhile (§4 Toaster)',
              initial: 'running',
              after: {
                toastDuration: { target: 'gone', description: `After ${inWords(TOAST_DURATION_MS)} the toast hides (§4 Toaster, §9)` },
              },
              on: {
                CLOSE: { target: 'gone', description: 'The user closes the toast (§4 Toaster)' },
                CLICK: [
                  {
                    guard: { type: 'skipsProcessing', params: ({ context }) => ({ notification: context.toast! }) },
                    target: 'gone',
                    actions: { type: 'requestRedirect', params: ({ context }) => ({ redirect: notificationRedirect(context.toast!)! }) },
                    description: 'A click on a type that skips processing redirects at once (§4 Toaster, §3 Notification)',
                  },
                  {
                    target: 'gone',
                    actions: { type: 'requestProcessing', params: ({ context }) => ({ notification: context.toast! }) },
                    description: 'A click on the toast marks it processed, then redirects (§4 Toaster)',
                  },
                ],
              },
              states: {
                running: {
                  description: `The progress bar fills in ${inWords(TOAST_TICK_MS)} ticks (§4 Toaster, §9)`,
                  after: {
                    toastTick: {
                      guard: 'hasTimeLeft',
                      target: 'running',
                      reenter: true,
                      actions: 'advanceProgress',
                      description: `Each ${inWords(TOAST_TICK_MS)} tick fills the bar a step (§4 Toaster, §9)`,
                    },
                  },
                },
              },
            },
            gone: {
              description: `The toast slides out (${inWords(TOAST_OUT_MS)}); a new one is still ignored (§4 Toaster, §9)`,
              after: {
                toastReset: {
                  target: 'hidden',
                  actions: 'forgetToast',
                  description: `Back to hidden ${inWords(TOAST_RESET_MS)} later (§4 Toaster, §9)`,
                },
              },
            },
          },
        },
        processing: {
          description: 'Marks a clicked notification processed, beside the toasts that follow (§4 Toaster, decisions.md › Notifications)',
          initial: 'idle',
          states: {
            idle: {
              description: 'No notification being marked (§4 Toaster)',
              on: {
                'PROCESSING.REQUESTED': markingTransition({
                  target: 'marking',
                  assign: 'assignMarking',
                  description: 'A clicked toast: mark its notification processed (§4 Toaster)',
                }),
                'MARK_PROCESSED.RETRY': markingTransition({
                  target: 'marking',
                  assign: 'assignMarking',
                  description: 'Retry from the error dialog: mark it again (§8)',
                }),
              },
            },
            marking: {
              // A later click (or the dialog's Retry) wins over a mark still running: the user goes
              // where they clicked last. (Re-entering the region itself would re-enter `ready`.)
              on: {
                'PROCESSING.REQUESTED': markingTransition({
                  target: 'marking',
                  assign: 'assignMarking',
                  reenter: true,
                  description: 'Another toast clicked meanwhile: the last click wins (decisions.md › Notifications)',
                }),
                'MARK_PROCESSED.RETRY': markingTransition({
                  target: 'marking',
                  assign: 'assignMarking',
                  reenter: true,
                  description: 'Retry from the error dialog meanwhile: mark that one (§8)',
                }),
              },
              ...markingProcessedState({
                notification: (context: ToasterContext) => context.marking!,
                settled: 'idle',
                afterMarked: 'forgetMarking',
                afterFailed: 'forgetMarking',
                descriptions: {
                  state: 'Marks the clicked notification processed (§4 Toaster, §7)',
                  redirected: 'Marked: the bell counts again and the portal goes to its type’s route (§4 Toaster, §3 Notification)',
                  marked: 'Marked; its type leads nowhere: the bell counts again (§4 Toaster, decisions.md › Notifications)',
                  failed: 'Marking failed: the shared error dialog, with Retry (§8)',
                },
              }),
            },
          },
        },
      },
    },
  },
});
