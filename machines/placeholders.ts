// Effects a machine declares in setup() and the browser layer provides
// (src/services/create<Name>Implementations, through `.provide()`). A placeholder left unprovided
// throws, naming itself, rather than doing nothing: a forgotten effect fails loudly.
// tests/unit/placeholders.test.ts checks that the portal provides every one of them.
import { fromPromise, type AnyActorLogic, type NonReducibleUnknown } from 'xstate';

const notProvided = (name: string) => new Error(`${name} is provided by the browser layer`);

/** A named action whose effect the browser layer provides. `TParams`: what the machine passes it. */
export function placeholderAction<TParams = undefined>(name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw notProvided(name);
  };
}

/** A named promise actor the browser layer provides. */
export function placeholderActor<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw notProvided(name);
  });
}

/**
 * A named child machine the browser layer provides from a lazy chunk: typed as the real machine `T`
 * (imported as a type only, so its code stays out of the machine's chunk), a placeholder until then.
 */
export function placeholderLogic<T extends AnyActorLogic>(name: string): T {
  return placeholderActor<never>(name) as unknown as T;
}
