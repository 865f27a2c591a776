// The toaster child of the app machine as views see it: its phase, the toast, the progress (a 70 ms
// tick re-renders the progress bar only) and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import { toastProgress, type toasterMachine } from '../../../machines/toaster/toaster.machine';
import { useAppActor } from '../app/appActorContext';

export type ToasterRef = ActorRefFrom<typeof toasterMachine>;

export const useToasterRef = () => useSelector(useAppActor(), (s) => s.children.toaster as ToasterRef | undefined);

export function useToaster(toaster: ToasterRef) {
  const state = useSelector(toaster, (s) => dataState(s.value));
  const phase = useSelector(toaster, (s) =>
    s.matches({ ready: { display: 'visible' } })
      ? ('visible' as const)
      : s.matches({ ready: { display: 'gone' } })
        ? ('gone' as const)
        : ('hidden' as const),
  );
  const toast = useSelector(toaster, (s) => s.context.toast);
  return { state, phase, toast, close: () => toaster.send({ type: 'CLOSE' }), open: () => toaster.send({ type: 'CLICK' }) };
}

/** The progress alone: the only part of the toast that changes every tick. */
export function useToastProgress(toaster: ToasterRef): number {
  return useSelector(toaster, (s) => toastProgress(s.context));
}
