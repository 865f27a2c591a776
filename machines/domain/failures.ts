// A failure that the spec routes to "a shared error handler with a retry callback" (section 8).
// A machine whose call failed raises it to the app (`FAILURE.RAISED`); the app's errorDialog shows
// it and, on Retry, hands it back (`FAILURE.RETRY`); the app sends `retry` to the child `source`,
// which repeats exactly that call.
import { errorMessage } from './errors';

/** The calls that raise failures; the dialog names the call with `errorDialog.call.<call>`. */
export type FailedCall = 'loadBlockedCategories' | 'loadImportantNotifications' | 'markProcessed' | 'clearPopup' | (string & {});

export interface RaisedFailure {
  /** Id (under the app machine) of the child that made the call and hears `retry`. */
  source: string;
  call: FailedCall;
  /** The server's Message, else the error's own message: shown as text. */
  message: string;
  /** The event that repeats the failed call, with its parameters. */
  retry: { type: string } & Record<string, unknown>;
}

export type FailureRaisedEvent = { type: 'FAILURE.RAISED'; failure: RaisedFailure };
export type FailureRetryEvent = { type: 'FAILURE.RETRY'; failure: RaisedFailure };

/**
 * What a machine's `raiseFailure` action takes, in every machine: the call that failed, the error
 * it failed with and the event that repeats it.
 */
export interface FailureParams<TCall extends FailedCall = FailedCall, TRetry extends RaisedFailure['retry'] = RaisedFailure['retry']> {
  call: TCall;
  error: unknown;
  retry: TRetry;
}

/**
 * The `FAILURE.RAISED` event of the child `source`, for its `raiseFailure` action:
 * `raiseFailure: sendParent(failureRaisedBy<Call, RetryEvent>(SOURCE))`. The message is the
 * server's, else the error's own (spec section 8).
 */
export function failureRaisedBy<TCall extends FailedCall, TRetry extends RaisedFailure['retry']>(source: string) {
  return (_: unknown, params: FailureParams<TCall, TRetry>): FailureRaisedEvent => ({
    type: 'FAILURE.RAISED',
    failure: { source, call: params.call, message: errorMessage(params.error), retry: params.retry },
  });
}

/** Two reports of the same call with the same retry are one failure: the dialog shows it once. */
export function isSameFailure(a: RaisedFailure, b: RaisedFailure): boolean {
  return a.source === b.source && a.call === b.call && JSON.stringify(a.retry) === JSON.stringify(b.retry);
}
