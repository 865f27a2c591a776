// Feeds the live inspector from XState's `inspect` option: the one place where raw inspection
// events (with their unredacted payloads) exist. Each is turned into an inspector event, redacted,
// and sent to the inspector actor. Events are queued and handed over in a microtask: an actor's
// system id is set just after its `@xstate.actor` event, and one batch per task keeps the panel
// from re-rendering for every microstep.
import { createActor, type ActorRefLike, type AnyActorLogic, type AnyActorRef, type InspectionEvent } from 'xstate';
import { inspectorMachine, type ActorRecord, type InspectedReport } from '../../machines/inspector/inspector.machine';
import { redact, type Redacted } from '../../machines/inspector/redact';

export interface CollectorDeps {
  now: () => number;
  /** `?inspect=panel`: the panel is open from the start. */
  open: boolean;
}

interface RefInternals {
  sessionId: string;
  id: string;
  systemId?: string;
  logic?: AnyActorLogic & { id?: string; root?: unknown };
  _parent?: { sessionId: string };
}

const internals = (ref: ActorRefLike) => ref as unknown as RefInternals;

function isMachineLogic(logic: RefInternals['logic']): logic is AnyActorLogic & { id: string } {
  return !!logic && typeof logic.id === 'string' && !!logic.root;
}

export function createInspectorCollector(deps: CollectorDeps) {
  const actor = createActor(inspectorMachine, { input: { open: deps.open } });
  /** Machine definitions by session id: the panel draws the selected actor's chart from it. */
  const logicBySession = new Map<string, AnyActorLogic>();
  /** The running actors (`npm run replay` sends them the events a trace recorded). */
  const refs = new Map<string, AnyActorRef>();
  let queue: Array<{ event: InspectionEvent; at: number }> = [];

  const translate = ({ event, at }: { event: InspectionEvent; at: number }): InspectedReport | null => {
    const ref = internals(event.actorRef);
    switch (event.type) {
      case '@xstate.actor': {
        const logic = ref.logic;
        const machineId = isMachineLogic(logic) ? logic.id : null;
        if (logic && machineId) logicBySession.set(ref.sessionId, logic);
        refs.set(ref.sessionId, event.actorRef as AnyActorRef);
        const isRoot = !ref._parent;
        const label = ref.systemId ?? (isRoot ? (machineId ?? ref.id) : ref.id);
        const input = (event.actorRef as unknown as { options?: { input?: unknown } }).options?.input;
        return {
          type: 'ACTOR.STARTED',
          actor: { sessionId: ref.sessionId, parentId: ref._parent?.sessionId ?? null, label, machineId, input: redact(input) },
        };
      }
      case '@xstate.event': {
        const { type, ...payload } = redact(event.event) as { type: string; [key: string]: Redacted };
        return {
          type: 'ACTOR.EVENT',
          at,
          targetId: ref.sessionId,
          sourceId: event.sourceRef ? internals(event.sourceRef).sessionId : null,
          eventType: type,
          payload,
        };
      }
      case '@xstate.snapshot': {
        const snapshot = event.snapshot as { status?: string; value?: unknown; context?: unknown };
        const status: ActorRecord['status'] =
          snapshot.status === 'done' || snapshot.status === 'error' || snapshot.status === 'stopped' ? snapshot.status : 'active';
        if (status !== 'active') refs.delete(ref.sessionId);
        return {
          type: 'ACTOR.SNAPSHOT',
          sessionId: ref.sessionId,
          status,
          value: redact(snapshot.value),
          context: redact(snapshot.context),
          event: redact(event.event),
        };
      }
      case '@xstate.microstep': {
        const transitions = (event._transitions ?? []).map((transition) => ({
          source: transition.source.id,
          targets: (transition.target ?? []).map((target) => target.id),
        }));
        return { type: 'ACTOR.TRANSITION', sessionId: ref.sessionId, transition: { eventType: event.event.type, transitions } };
      }
      default:
        return null;
    }
  };

  // One inspector event per task, not per inspection event: the inspector's own processing is
  // then paid once for a burst.
  const flush = () => {
    const batch = queue;
    queue = [];
    const reports = batch.map(translate).filter((report): report is InspectedReport => report !== null);
    if (reports.length) actor.send({ type: 'ACTOR.BATCH', reports });
  };

  const inspect = (event: InspectionEvent) => {
    // The inspector's own actor is never inspected (it is created without `inspect`).
    if (!queue.length) queueMicrotask(flush);
    queue.push({ event, at: deps.now() });
  };

  return {
    actor,
    inspect,
    machineOf: (sessionId: string | null) => (sessionId ? logicBySession.get(sessionId) : undefined),
    /** A running actor of the portal, by session id. */
    refOf: (sessionId: string) => refs.get(sessionId),
    start: () => actor.start(),
  };
}

export type InspectorCollector = ReturnType<typeof createInspectorCollector>;
