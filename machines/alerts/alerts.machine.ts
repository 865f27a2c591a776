// The alert slider of the authorised layout (spec section 2; decisions.md "Calls the spec does not
// show": `GET {alertsApi}/v1/alerts`, sent without Authorization). Invoked by the app machine for
// every signed-in user.
//
// - No alert hides the slider. A failed load is logged (`logLoadFailure`) and the slider says so with
//   a Retry (RETRY loads again): alerts can announce a maintenance, so their loss is not silent (the
//   fault matrix, docs/fault-matrix.md).
// - With alerts, one shows at a time; with several, the next one comes after `alertSlideInterval`,
//   wrapping round. NEXT and PREVIOUS move by hand and restart the wait.
// - The rotation holds while the pointer is over the slider, while focus is in it (so a keyboard or
//   screen-reader user is not interrupted), and while the user has paused it with its button
//   (WCAG 2.2.2); it resumes when none of the three holds any more.
// - Every `alertsReread` after the last answer the alerts are read again (decisions-domain.md
//   "Back-office alerts"), with or without alerts, and after a failed load: an alert enabled in the
//   back office shows without a reload, one disabled leaves. The alert on show stays on show while it
//   is still there; a failed re-read keeps what shows and is logged.
import { assign, setup } from 'xstate';
import { placeholderAction, placeholderActor } from '../placeholders';
import { ALERT_SLIDE_INTERVAL_MS, ALERTS_REREAD_MS } from '../domain/constants';
import type { Alert } from '../domain/types';
import { inWords } from '../domain/figures';

export interface AlertsContext {
  alerts: Alert[];
  /** The alert shown, an index of `alerts`. */
  index: number;
  pointerOver: boolean;
  focusWithin: boolean;
  pausedByUser: boolean;
}

export type AlertsEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'POINTER.ENTER' }
  | { type: 'POINTER.LEAVE' }
  | { type: 'FOCUS.ENTER' }
  | { type: 'FOCUS.LEAVE' }
  /** The slider's pause / play button. */
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  /** The Retry of the slider's failure message. */
  | { type: 'RETRY' };

/** The index after `index` among `count` alerts, wrapping round (`step` is 1 or -1). */
export function nextAlertIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Where the alert shown at `index` of `before` is in `after`; the first when it has gone. */
export function keptAlertIndex(before: readonly Alert[], index: number, after: readonly Alert[]): number {
  const shown = before[index];
  const kept = shown === undefined ? -1 : after.findIndex((alert) => alert.id === shown.id);
  return Math.max(kept, 0);
}

export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
  },
  actors: {
    /** `GET {alertsApi}/v1/alerts`. */
    loadAlerts: placeholderActor<Alert[]>('loadAlerts'),
  },
  actions: {
    /** The reason of a failed load goes to the log. */
    logLoadFailure: placeholderAction<{ error: unknown }>('logLoadFailure'),
    assignAlerts: assign({ alerts: (_, params: { alerts: Alert[] }) => params.alerts, index: 0 }),
    /** The alerts read again, the one on show kept on show. */
    assignRereadAlerts: assign(({ context }, params: { alerts: Alert[] }) => ({
      alerts: params.alerts,
      index: keptAlertIndex(context.alerts, context.index, params.alerts),
    })),
    showNextAlert: assign({ index: ({ context }) => nextAlertIndex(context.index, context.alerts.length, 1) }),
    showPreviousAlert: assign({ index: ({ context }) => nextAlertIndex(context.index, context.alerts.length, -1) }),
    notePointerOver: assign({ pointerOver: true }),
    notePointerGone: assign({ pointerOver: false }),
    noteFocusWithin: assign({ focusWithin: true }),
    noteFocusGone: assign({ focusWithin: false }),
    notePausedByUser: assign({ pausedByUser: true }),
    noteResumedByUser: assign({ pausedByUser: false }),
  },
  guards: {
    hasAlerts: (_, params: { alerts: Alert[] }) => params.alerts.length > 0,
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; with one alert, showing the next one shows it again.
    hasSeveralAlerts: ({ context }) => context.alerts.length > 1,
    isHeld: ({ context }) => context.pointerOver || context.focusWithin || context.pausedByUser,
  },
  delays: {
    alertSlideInterval: ALERT_SLIDE_INTERVAL_MS,
    alertsReread: ALERTS_REREAD_MS,
  },
}).createMachine({
  id: 'alerts',
  description: `The alert slider of the layout: one alert at a time, ${inWords(ALERT_SLIDE_INTERVAL_MS)} each, held while hovered, focused or paused (§2 Authorised layout, decisions-domain.md › Shell)`,
  context: { alerts: [], index: 0, pointerOver: false, focusWithin: false, pausedByUser: false },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the alerts, without the bearer token (§2 Authorised layout, §7, decisions.md › The alerts call)',
      invoke: {
        id: 'loadAlerts',
        src: 'loadAlerts',
        onDone: [
          {
            guard: { type: 'hasAlerts', params: ({ event }) => ({ alerts: event.output }) },
            target: 'showing',
            actions: { type: 'assignAlerts', params: ({ event }) => ({ alerts: event.output }) },
            description: 'Alerts arrive: the slider shows the first (§2 Authorised layout)',
          },
          { target: 'empty', description: 'No alert: the slider stays hidden (decisions-domain.md › Shell)' },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The alerts fail to load: logged, and the slider says so (decisions-domain.md › Shell)',
        },
      },
    },
    /** No alert: the slider is hidden. */
    empty: {
      description: 'No alert: no slider (decisions-domain.md › Shell)',
      initial: 'waiting',
      states: {
        waiting: {
          description: `Every ${inWords(ALERTS_REREAD_MS)} after the last answer, the alerts are read again (decisions-domain.md › Back-office alerts)`,
          after: {
            alertsReread: {
              target: 'reading',
              description: `Every ${inWords(ALERTS_REREAD_MS)} after the last answer, the alerts are read again (decisions-domain.md › Back-office alerts)`,
            },
          },
        },
        reading: {
          description: 'The alerts are read again, the slider still hidden (decisions-domain.md › Back-office alerts)',
          invoke: {
            id: 'reread',
            src: 'loadAlerts',
            onDone: [
              {
                guard: { type: 'hasAlerts', params: ({ event }) => ({ alerts: event.output }) },
                target: '#alerts.showing',
                actions: { type: 'assignAlerts', params: ({ event }) => ({ alerts: event.output }) },
                description: 'An alert was enabled: the slider shows it, without a reload (decisions-domain.md › Back-office alerts)',
              },
              { target: 'waiting', description: 'Still no alert (decisions-domain.md › Back-office alerts)' },
            ],
            onError: {
              target: 'waiting',
              actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The re-read fails: logged, nothing changes (decisions-domain.md › Back-office alerts)',
            },
          },
        },
      },
    },
    /** The load failed: the slider shows a one-line message with Retry. */
    unavailable: {
      description: '“Les alertes n’ont pas pu être chargées.” with Retry (decisions-domain.md › Shell)',
      on: { RETRY: { target: 'loading', description: 'The user retries: load the alerts again (decisions-domain.md › Shell)' } },
      after: {
        alertsReread: {
          target: 'loading',
          description: `${inWords(ALERTS_REREAD_MS)} after the failure, the alerts are loaded again unasked (decisions-domain.md › Back-office alerts)`,
        },
      },
    },
    showing: {
      description: 'The slider shows one alert (§2 Authorised layout)',
      type: 'parallel',
      states: {
        rotation: {
          description: 'One alert at a time, in turn (§2 Authorised layout)',
          initial: 'deciding',
          // Every event below re-decides between rotating and held; going back to rotating restarts
          // the wait, so a manual move or the end of a hold gives the alert its full time. Held in
          // this region, they leave the re-read alone.
          on: {
            NEXT: {
              target: '.deciding',
              actions: 'showNextAlert',
              description: 'The user shows the next alert (decisions-domain.md › Shell)',
            },
            PREVIOUS: {
              target: '.deciding',
              actions: 'showPreviousAlert',
              description: 'The user shows the previous alert (decisions-domain.md › Shell)',
            },
            'POINTER.ENTER': {
              target: '.deciding',
              actions: 'notePointerOver',
              description: 'The pointer enters the slider (decisions-domain.md › Shell)',
            },
            'POINTER.LEAVE': {
              target: '.deciding',
              actions: 'notePointerGone',
              description: 'The pointer leaves the slider (decisions-domain.md › Shell)',
            },
            'FOCUS.ENTER': {
              target: '.deciding',
              actions: 'noteFocusWithin',
              description: 'Focus enters the slider (decisions-domain.md › Shell)',
            },
            'FOCUS.LEAVE': {
              target: '.deciding',
              actions: 'noteFocusGone',
              description: 'Focus leaves the slider (decisions-domain.md › Shell)',
            },
            PAUSE: {
              target: '.deciding',
              actions: 'notePausedByUser',
              description: 'The user pauses the rotation (decisions-domain.md › Shell)',
            },
            RESUME: {
              target: '.deciding',
              actions: 'noteResumedByUser',
              description: 'The user resumes the rotation (decisions-domain.md › Shell)',
            },
          },
          states: {
            deciding: {
              description: 'Rotates unless hovered, focused or paused (decisions-domain.md › Shell)',
              always: [
                {
                  guard: 'isHeld',
                  target: 'held',
                  description: 'Hovered, focused or paused: the rotation holds (decisions-domain.md › Shell)',
                },
                {
                  target: 'rotating',
                  description: 'Nothing holds it: the rotation runs, the wait starts again (decisions-domain.md › Shell)',
                },
              ],
            },
            rotating: {
              description: `The next alert comes after ${inWords(ALERT_SLIDE_INTERVAL_MS)} (decisions-domain.md › Shell)`,
              after: {
                // Stryker disable next-line StringLiteral: equivalent (see hasSeveralAlerts).
                alertSlideInterval: {
                  guard: 'hasSeveralAlerts',
                  target: 'rotating',
                  reenter: true,
                  actions: 'showNextAlert',
                  description: `After ${inWords(ALERT_SLIDE_INTERVAL_MS)}, with several alerts: the next one, wrapping round (decisions-domain.md › Shell)`,
                },
              },
            },
            held: { description: 'The rotation holds (decisions-domain.md › Shell)' },
          },
        },
        reread: {
          description: `Every ${inWords(ALERTS_REREAD_MS)} after the last answer, the alerts are read again (decisions-domain.md › Back-office alerts)`,
          initial: 'waiting',
          states: {
            waiting: {
              description: `Every ${inWords(ALERTS_REREAD_MS)} after the last answer, the alerts are read again (decisions-domain.md › Back-office alerts)`,
              after: {
                alertsReread: {
                  target: 'reading',
                  description: `Every ${inWords(ALERTS_REREAD_MS)} after the last answer, the alerts are read again (decisions-domain.md › Back-office alerts)`,
                },
              },
            },
            reading: {
              description: 'The alerts are read again while the slider goes on (decisions-domain.md › Back-office alerts)',
              invoke: {
                id: 'reread',
                src: 'loadAlerts',
                onDone: [
                  {
                    guard: { type: 'hasAlerts', params: ({ event }) => ({ alerts: event.output }) },
                    target: 'waiting',
                    actions: { type: 'assignRereadAlerts', params: ({ event }) => ({ alerts: event.output }) },
                    description:
                      'Enabled alerts join, disabled ones leave, the one on show stays on show (decisions-domain.md › Back-office alerts)',
                  },
                  {
                    target: '#alerts.empty',
                    actions: { type: 'assignAlerts', params: () => ({ alerts: [] }) },
                    description: 'Every alert was disabled: the slider hides (decisions-domain.md › Back-office alerts)',
                  },
                ],
                onError: {
                  target: 'waiting',
                  actions: { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
                  description: 'The re-read fails: logged, the alerts shown stay (decisions-domain.md › Back-office alerts)',
                },
              },
            },
          },
        },
      },
    },
  },
});
