// The notification bell's badge (bell child of the app machine) as views see it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { badgeText, type bellMachine } from '../../../machines/bell/bell.machine';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from '../app/appActorContext';

export type BellRef = ActorRefFrom<typeof bellMachine>;

export function useBellRef(): BellRef | undefined {
  return useSelector(useAppActor(), (snapshot) => snapshot.children.bell);
}

export function useBell(bell: BellRef) {
  const state = useSelector(bell, (snapshot) => dataState(snapshot.value));
  const unprocessedCount = useSelector(bell, (snapshot) => snapshot.context.unprocessedCount);
  const badge = useSelector(bell, (snapshot) => badgeText(snapshot.context.unprocessedCount));
  const clickable = useSelector(bell, (snapshot) => !snapshot.matches('notClickable'));
  return { state, unprocessedCount, badge, clickable, refresh: () => bell.send({ type: 'REFRESH' }) };
}
