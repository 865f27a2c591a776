// Named commands and small selections of the root actor, so components never build raw events
// and re-render only for the slice they show.
import { useSelector } from '@xstate/react';
import type { Language } from '../../../machines/domain/constants';
import { dataState } from '../../../machines/domain/statePaths';
import { useAppActor } from './appActorContext';

export function useBootStatus() {
  const actor = useAppActor();
  // The texts load beside the session (app.boot.ts): the boot screen stays until they are there.
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches('booting') || snapshot.matches({ ready: { texts: 'loading' } })
      ? ('booting' as const)
      : snapshot.matches('bootFailed')
        ? ('bootFailed' as const)
        : snapshot.matches('bootMaintenance')
          ? ('bootMaintenance' as const)
          : ('ready' as const),
  );
  const bootError = useSelector(actor, (snapshot) => snapshot.context.bootError);
  const state = useSelector(actor, (snapshot) => dataState(snapshot.value));
  return { phase, bootError, state, retry: () => actor.send({ type: 'BOOT.RETRY' }) };
}

export function useIsLoading(): boolean {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.inFlight > 0);
}

export function useIsOnline(): boolean {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.online);
}

export function useTenant(): string {
  return useSelector(useAppActor(), (snapshot) => snapshot.context.settings?.tenantName ?? '');
}

export function useLanguage() {
  const actor = useAppActor();
  const language = useSelector(actor, (snapshot) => snapshot.context.language);
  const switching = useSelector(actor, (snapshot) => snapshot.matches({ ready: { language: 'switching' } }));
  return { language, switching, change: (next: Language) => actor.send({ type: 'LANGUAGE.CHANGE', language: next }) };
}
