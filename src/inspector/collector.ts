// Feeds the live inspector from XState's `inspect` option: the one place where raw inspection
// events (with their unredacted payloads) exist. Each is turned into an inspector event, redacted,
// and sent to the inspector actor. Events are queued and handed over in a microtask: an actor's
// system id is set just after its `@xstate.actor` event, and one batch per task keeps the panel
// from re-rendering for every microstep.
import { createActor, type ActorRefLike, type AnyActorLogic, type InspectionEvent } from 'xstate';
import { inspectorMachine, type ActorRecord, type InspectorEvent } from '../../machines/inspector/inspector.machine';
import { redact } from '../../machines/inspector/redact';

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
  let queue: Array<{ event: InspectionEvent; at: number }> = [];

  const translate = ({ event, at }: { event: InspectionEvent; at: number }): InspectorEvent | null => {
    const ref = internals(event.actorRef);
    switch (event.type) {
      case '@xstate.actor': {
        const logic = ref.logic;
        const machineId = isMachineLogic(logic) ? logic.id : null;
        if (logic && machineId) logicBySession.set(ref.sessionId, logic);
        const isRoot = !ref._parent;
        const label = ref.systemId ?? (isRoot ? (machineId ?? ref.id) : ref.id);
        const input = (event.actorRef as unknown as { options?: { input?: unknown } }).options?.input;
        return {
          type: 'ACTOR.STARTED',
          actor: { sessionId: ref.sessionId, parentId: ref._parent?.sessionId ?? null, label, machineId, input: redact(input) },
        };
      }
      case '@xstate.event': {
        const { type, ...payload } = event.event;
        return {
          type: 'ACTOR.EVENT',
          at,
          targetId: ref.sessionId,
          sourceId: event.sourceRef ? internals(event.sourceRef).sessionId : null,
          eventType: type,
          payload: redact(payload),
        };
      }
      case '@xstate.snapshot': {
        const snapshot = event.snapshot as { status?: string; value?: unknown; context?: unknown };
        const status: ActorRecord['status'] =
          snapshot.status === 'done' || snapshot.status === 'error' || snapshot.status === 'stopped' ? snapshot.status : 'active';
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

  const flush = () => {
    const batch = queue;
    queue = [];
    for (const item of batch) {
      const translated = translate(item);
      if (translated) actor.send(translated);
    }
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
    start: () => actor.start(),
  };
}

export type InspectorCollector = ReturnType<typeof createInspectorCollector>;
