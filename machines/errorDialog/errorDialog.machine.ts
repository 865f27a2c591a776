// The shared error dialog with Retry (spec section 8: "the error goes to a shared error handler with
// a retry callback that repeats the call"). Owned by the app machine (child id `errorDialog`); any
// machine raises `FAILURE.RAISED` to the app, which forwards it here.
//
// - One dialog at a time: failures raised while one shows wait in a queue (they never stack), in
//   the order they came; the same failure raised twice while queued is kept once.
// - RETRY hands the failure back to the app (FAILURE.RETRY), which sends its retry event to the
//   machine that raised it, so it repeats exactly that call; then the next failure shows. DISMISS
//   drops it without retrying. The app drops a retry whose source has stopped meanwhile (the user
//   left the page).
import { assign, sendParent, setup } from 'xstate';
import { isSameFailure, type RaisedFailure } from '../domain/failures';

export interface ErrorDialogContext {
  /** The failure shown first, then the ones waiting. */
  queue: RaisedFailure[];
}

export type ErrorDialogEvent = { type: 'FAILURE.RAISED'; failure: RaisedFailure } | { type: 'RETRY' } | { type: 'DISMISS' };

export const errorDialogMachine = setup({
  types: {
    context: {} as ErrorDialogContext,
    events: {} as ErrorDialogEvent,
  },
  actions: {
    enqueueFailure: assign({ queue: ({ context }, params: { failure: RaisedFailure }) => [...context.queue, params.failure] }),
    dropShownFailure: assign({ queue: ({ context }) => context.queue.slice(1) }),
    /** The app sends the failure's retry event to the actor that raised it, if it still runs. */
    deliverRetry: sendParent((_, params: { failure: RaisedFailure }) => ({ type: 'FAILURE.RETRY' as const, failure: params.failure })),
  },
  guards: {
    isAlreadyQueued: ({ context }, params: { failure: RaisedFailure }) =>
      context.queue.some((queued) => isSameFailure(queued, params.failure)),
    hasMoreFailures: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'errorDialog',
  description: 'The shared error dialog with Retry: one failure at a time, the others wait in order (§8)',
  context: { queue: [] },
  initial: 'closed',
  on: {
    'FAILURE.RAISED': [
      {
        guard: { type: 'isAlreadyQueued', params: ({ event }) => ({ failure: event.failure }) },
        description: 'The same failure already waits: kept once (decisions.md › Profile approval and the profile screens)',
      },
      {
        target: '.open',
        actions: { type: 'enqueueFailure', params: ({ event }) => ({ failure: event.failure }) },
        description: 'A call failed: it joins the queue and the dialog shows the oldest (§8)',
      },
    ],
  },
  states: {
    closed: { description: 'No failure to show (§8)' },
    open: {
      description: 'The dialog shows the oldest failure, with Retry (§8)',
      on: {
        RETRY: [
          {
            guard: 'hasMoreFailures',
            // Stryker disable next-line StringLiteral: equivalent; open has no entry action or invoke, so staying in it or re-entering it is the same
            target: 'open',
            // Stryker disable next-line BooleanLiteral: equivalent; as above
            reenter: true,
            actions: [{ type: 'deliverRetry', params: ({ context }) => ({ failure: context.queue[0] }) }, 'dropShownFailure'],
            description: 'Retry repeats the call; the next failure shows (§8)',
          },
          {
            target: 'closed',
            actions: [{ type: 'deliverRetry', params: ({ context }) => ({ failure: context.queue[0] }) }, 'dropShownFailure'],
            description: 'Retry repeats the call; the dialog closes (§8)',
          },
        ],
        DISMISS: [
          {
            guard: 'hasMoreFailures',
            // Stryker disable next-line StringLiteral,BooleanLiteral: equivalent; open has no entry action or invoke (see RETRY)
            target: 'open',
            reenter: true,
            actions: 'dropShownFailure',
            description: 'Dismissed without retrying; the next failure shows (decisions.md › Profile approval and the profile screens)',
          },
          {
            target: 'closed',
            actions: 'dropShownFailure',
            description: 'Dismissed without retrying; the dialog closes (decisions.md › Profile approval and the profile screens)',
          },
        ],
      },
    },
  },
});
