// XState's assign and sendTo typed for the app machine outside its setup(): each region file
// declares its own actions beside its states (app.<region>.ts), and app.setup.ts gathers them.
// `P` is what the action is given (its params), as setup() would have inferred it.
import { assign, sendTo, type ActorRef, type AnyEventObject, type ParameterizedObject, type Snapshot } from 'xstate';
import type { AppContext, AppEvent } from './app.setup';

type Params = ParameterizedObject['params'] | undefined;
/** Any child: what is sent to it is an event object (AnyActorRef would type it `any`, leaving the expression untyped). */
type Child = ActorRef<Snapshot<unknown>, AnyEventObject>;

export const appAssign = <P extends Params = undefined>(...args: Parameters<typeof assign<AppContext, AppEvent, P, AppEvent, never>>) =>
  assign<AppContext, AppEvent, P, AppEvent, never>(...args);

export const appSendTo = <P extends Params = undefined>(
  ...args: Parameters<typeof sendTo<AppContext, AppEvent, P, Child, AppEvent, never, never>>
) => sendTo<AppContext, AppEvent, P, Child, AppEvent, never, never>(...args);

/** What a guard of the app machine reads. */
export interface AppGuardArgs {
  context: AppContext;
  event: AppEvent;
}
