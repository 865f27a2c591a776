// Named commands and the slices of the inspector actor that the panel shows.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { actorTree, traceOf, visibleLog, type inspectorMachine } from '../../../machines/inspector/inspector.machine';

export type InspectorRef = ActorRefFrom<typeof inspectorMachine>;

export function useInspector(actorRef: InspectorRef) {
  const open = useSelector(actorRef, (snapshot) => snapshot.matches({ panel: 'open' }));
  const paused = useSelector(actorRef, (snapshot) => snapshot.matches({ log: 'paused' }));
  const stateValue = useSelector(actorRef, (snapshot) => JSON.stringify(snapshot.value));
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const selected = context.selected ? (context.actors[context.selected] ?? null) : null;
  return {
    open,
    paused,
    stateValue,
    tree: actorTree(context),
    actors: context.actors,
    selected,
    log: visibleLog(context),
    heldCount: context.held.length,
    filter: context.filter,
    /** The session as a trace (events in order per machine actor, state after each). */
    trace: () => traceOf(actorRef.getSnapshot().context),
    toggle: () => actorRef.send({ type: 'PANEL.TOGGLE' }),
    close: () => actorRef.send({ type: 'PANEL.CLOSE' }),
    select: (sessionId: string) => actorRef.send({ type: 'ACTOR.SELECT', sessionId }),
    filterByActor: (actorId: string) => actorRef.send({ type: 'FILTER.ACTOR', actorId }),
    filterByType: (text: string) => actorRef.send({ type: 'FILTER.TYPE', text }),
    pause: () => actorRef.send({ type: 'LOG.PAUSE' }),
    resume: () => actorRef.send({ type: 'LOG.RESUME' }),
    clear: () => actorRef.send({ type: 'LOG.CLEAR' }),
  };
}
