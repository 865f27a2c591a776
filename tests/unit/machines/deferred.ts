// Test helper for the machines' unit tests: an actor implementation whose calls the test sees and
// settles by hand, so a test can stop between "the call started" and "the call ended".
import { fromPromise } from 'xstate';

export interface ControlledCall<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

export function controlledActor<TOutput, TInput = unknown>() {
  const calls: ControlledCall<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    /** The most recent call (the one in flight). */
    get last(): ControlledCall<TInput, TOutput> {
      const call = calls.at(-1);
      if (!call) throw new Error('the actor was never invoked');
      return call;
    },
  };
}

/** Lets promise callbacks (an actor's onDone/onError) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
