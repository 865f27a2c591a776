// The app machine's screen region (machines/app/app.screen.ts) as views see it: the running screen's
// actor, whether its chunk failed to load, and Retry. The header's saved agency-folder selection is
// handed to the running screen as it changes (spec section 5); whether a screen reads again is its
// machine's rule (machines/families/list.ts, a list that follows the folders).
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { SCREEN_ACTOR_ID, type ScreenHostEvent } from '../../../machines/families/screen';
import { useAppActor } from '../app/appActorContext';
import { useAgencyFoldersRef, type AgencyFoldersRef } from '../shell/useAgencyFolders';

const NO_FOLDERS: readonly string[] = [];

/** The saved selection of an internal user's agency folders; null for other users (they have none). */
function useSavedAgencyFolders(): readonly string[] | null {
  const ref: AgencyFoldersRef | undefined = useAgencyFoldersRef();
  const saved = useSelector(ref, (snapshot) => snapshot?.context.saved ?? NO_FOLDERS);
  return ref ? saved : null;
}

/** The id of the machine an actor runs (a screen's machine id is its screen's id). */
const machineIdOf = (ref: AnyActorRef) => (ref.getSnapshot() as { machine?: { id?: string } }).machine?.id;

export function useScreenHost(id: string) {
  const app = useAppActor();
  const actorRef = useSelector(app, (snapshot) => {
    const ref = (snapshot.children as Record<string, AnyActorRef | undefined>)[SCREEN_ACTOR_ID];
    return ref && machineIdOf(ref) === id ? ref : undefined;
  });
  const folders = useSavedAgencyFolders();
  useEffect(() => {
    if (folders) actorRef?.send({ type: 'AGENCY_FOLDERS.CHANGED', ids: folders } satisfies ScreenHostEvent);
  }, [actorRef, folders]);
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
