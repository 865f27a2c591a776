// The app machine's screen region (machines/app/app.screen.ts) as views see it: the running screen's
// actor, whether its chunk failed to load, and Retry.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { SCREEN_ACTOR_ID } from '../../../machines/families/screen';
import { useAppActor } from '../app/appActorContext';

/** The id of the machine an actor runs (a screen's machine id is its screen's id). */
const machineIdOf = (ref: AnyActorRef) => (ref.getSnapshot() as { machine?: { id?: string } }).machine?.id;

export function useScreenHost(id: string) {
  const app = useAppActor();
  const actorRef = useSelector(app, (snapshot) => {
    const ref = (snapshot.children as Record<string, AnyActorRef | undefined>)[SCREEN_ACTOR_ID];
    return ref && machineIdOf(ref) === id ? ref : undefined;
  });
  const unavailable = useSelector(app, (snapshot) =>
    snapshot.matches({ ready: { session: { authorised: { signedIn: { screen: 'unavailable' } } } } }),
  );
  return {
    /** The screen's actor once its machine runs; undefined while it loads. */
    actorRef,
    /** Its chunk could not be loaded. */
    unavailable,
    retry: () => app.send({ type: 'SCREEN.RETRY' }),
  };
}
