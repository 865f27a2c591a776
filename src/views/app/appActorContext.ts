// The root actor, handed to views by the composition root. Views read it with useSelector and
// send events only through the named commands of useApp().
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine';

export type AppActorRef = ActorRefFrom<typeof appMachine>;

export const AppActorContext = createContext<AppActorRef | null>(null);

export function useAppActor(): AppActorRef {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor must be used inside <AppActorContext.Provider>');
  return actor;
}
