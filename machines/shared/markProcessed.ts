// The mark-processed sub-flow of a notification the user opens, declared once for the toaster, the
// popup and the notification list (spec section 4 "Toaster": clicking marks the notification
// processed, then redirects; section 8: a failed mark goes to the shared error handler with a
// retry callback).
//
// A machine that uses it declares in its setup() the actor `markProcessed` ({ id } → void), the
// guard `hasRedirect` ({ notification }), the actions `announceProcessed`, `requestRedirect`
// ({ redirect }) and `raiseFailure` (FailureParams of machines/domain/failures.ts), and handles
// `MARK_PROCESSED.RETRY` (the error dialog's Retry) with `markingTransition`.
//
// The helpers return plain state and transition configs, checked against the machine config they
// are written in; `notification` names the context type (`(context: PopupContext) => ...`), so
// `markingProcessedState` may be spread into a state that has more (an entry action, events).
// `descriptions` are set on the states and transitions they generate.
import { notificationRedirect } from '../domain/notificationRedirect';
import type { AppNotification } from '../domain/types';

export interface MarkingProcessedOptions<TContext, TMarked extends string, TFailed extends string> {
  /** The notification being marked, kept in the machine's context. */
  notification: (context: TContext) => AppNotification;
  /** The sibling state the machine goes to once the mark is settled, either way. */
  settled: string;
  /** The action run last once it is marked (forget the notification, or show it as processed). */
  afterMarked: TMarked;
  /** The action run last once the mark failed (the dialog's Retry carries the notification). */
  afterFailed: TFailed;
  descriptions?: {
    /** The marking state. */
    state?: string;
    /** Marked, and its type leads somewhere: the app is told and redirects. */
    redirected?: string;
    /** Marked, and its type leads nowhere: the app is told. */
    marked?: string;
    /** The mark failed: the shared error dialog, whose Retry sends MARK_PROCESSED.RETRY. */
    failed?: string;
  };
}

/**
 * The state that marks the notification processed (`PATCH /v1/notifications/{id}/processed`), then
 * tells the app (the bell counts again) and redirects where its type leads; a failure raises the
 * shared error dialog with `MARK_PROCESSED.RETRY` and the notification.
 */
export function markingProcessedState<TContext, const TMarked extends string, const TFailed extends string>(
  options: MarkingProcessedOptions<TContext, TMarked, TFailed>,
) {
  const marked = ({ context }: { context: TContext }) => options.notification(context);
  return {
    description: options.descriptions?.state,
    invoke: {
      id: 'markProcessed',
      src: 'markProcessed',
      input: (args: { context: TContext }) => ({ id: marked(args).id }),
      onDone: [
        {
          guard: { type: 'hasRedirect', params: (args: { context: TContext }) => ({ notification: marked(args) }) },
          target: options.settled,
          actions: [
            'announceProcessed',
            { type: 'requestRedirect', params: (args: { context: TContext }) => ({ redirect: notificationRedirect(marked(args))! }) },
            options.afterMarked,
          ],
          description: options.descriptions?.redirected,
        },
        { target: options.settled, actions: ['announceProcessed', options.afterMarked], description: options.descriptions?.marked },
      ],
      onError: {
        target: options.settled,
        actions: [
          {
            type: 'raiseFailure',
            params: (args: { context: TContext; event: { error: unknown } }) => ({
              call: 'markProcessed' as const,
              error: args.event.error,
              retry: { type: 'MARK_PROCESSED.RETRY' as const, notification: marked(args) },
            }),
          },
          options.afterFailed,
        ],
        description: options.descriptions?.failed,
      },
    },
  } as const;
}

/**
 * The transition into the marking state with the notification its event carries: an entry chosen,
 * or the error dialog's Retry (`MARK_PROCESSED.RETRY`). `assign` keeps it ({ notification }).
 */
export function markingTransition<const TAssign extends string>(options: {
  target: string;
  assign: TAssign;
  /** Re-enter the marking state when already there: a later choice wins over a mark still running. */
  reenter?: boolean;
  description?: string;
}) {
  return {
    target: options.target,
    reenter: options.reenter,
    actions: {
      type: options.assign,
      params: ({ event }: { event: { notification: AppNotification } }) => ({ notification: event.notification }),
    },
    description: options.description,
  } as const;
}
