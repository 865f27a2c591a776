// The real-time connection as views see it: the app machine's `connection` child (clients and
// workers only), its phase, and the one command a person has, trying again once it stopped.
import { useSelector } from '@xstate/react';
import type { ConnectionRef } from '../../../machines/connection/connection.machine';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from '../app/appActorContext';

export type { ConnectionRef };

export function useConnectionRef(): ConnectionRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.connection as ConnectionRef | undefined);
}

export type ConnectionPhase = 'disconnected' | 'connecting' | 'connected' | 'disconnecting' | 'reconnecting';

export function useConnection(connection: ConnectionRef) {
  const state = useSelector(connection, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(connection, (snapshot): ConnectionPhase => {
    const phases: ConnectionPhase[] = ['connecting', 'connected', 'reconnecting', 'disconnecting'];
    return phases.find((candidate) => snapshot.matches(candidate)) ?? 'disconnected';
  });
  const stoppedBecause = useSelector(connection, (snapshot) => snapshot.context.stoppedBecause);
  return { state, phase, stoppedBecause, retry: () => connection.send({ type: 'CONNECT' }) };
}
