// Named commands and the slices of the inspector actor that the panel shows.
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  actorTree,
  shownActors,
  shownSelection,
  traceFileName,
  traceOf,
  visibleLog,
  waitingCount,
  type inspectorMachine,
} from '../../../machines/inspector/inspector.machine';
import { at } from '../../../machines/inspector/persistent';
import { actorOf, firstSeq } from '../../../machines/inspector/recording';

export type InspectorRef = ActorRefFrom<typeof inspectorMachine>;

export function useInspector(actorRef: InspectorRef) {
  const paused = useSelector(actorRef, (snapshot) => snapshot.matches({ log: 'paused' }));
  const stateValue = useSelector(actorRef, (snapshot) => JSON.stringify(snapshot.value));
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  // Live, the shown actors are the context's own; travelling, they are folded from the log.
  const shown = useMemo(() => shownActors(context), [context]);
  const log = useMemo(() => visibleLog(context), [context]);
  const travelTo = useCallback((seq: number) => actorRef.send({ type: 'TRAVEL.TO', seq }), [actorRef]);
  const travelEntry = context.travel === null ? null : (at(context.log, context.travel - firstSeq(context)) ?? null);
  return {
    paused,
    stateValue,
    tree: actorTree(shown),
    /** The label of any actor the recording knows (log rows name stopped ones too). */
    labelOf: (sessionId: string | null) => (sessionId ? (actorOf(context, sessionId)?.label ?? sessionId) : '(outside)'),
    selected: shownSelection(context, shown),
    log,
    waiting: waitingCount(context),
    dropped: context.dropped,
    filter: context.filter,
    /** The entry travelled to; null: live. */
    travel: travelEntry,
    title: context.title,
    fileName: traceFileName(context.title),
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
    travelTo,
    backToLive: () => actorRef.send({ type: 'TRAVEL.LIVE' }),
    setTitle: (text: string) => actorRef.send({ type: 'TRACE.TITLE', text }),
  };
}
