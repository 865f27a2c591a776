// The shared error dialog with Retry (errorDialog child of the app machine) as views see it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { dataState } from '../../../machines/domain/statePaths';
import type { errorDialogMachine } from '../../../machines/errorDialog/errorDialog.machine';
import { useAppActor } from '../app/appActorContext';

export type ErrorDialogRef = ActorRefFrom<typeof errorDialogMachine>;

export const useErrorDialogRef = () => useSelector(useAppActor(), (s) => s.children.errorDialog as ErrorDialogRef | undefined);

export function useErrorDialog(dialog: ErrorDialogRef) {
  const state = useSelector(dialog, (s) => dataState(s.value));
  const failure = useSelector(dialog, (s) => (s.matches('open') ? (s.context.queue[0] ?? null) : null));
  const waiting = useSelector(dialog, (s) => Math.max(0, s.context.queue.length - 1));
  return { state, failure, waiting, retry: () => dialog.send({ type: 'RETRY' }), dismiss: () => dialog.send({ type: 'DISMISS' }) };
}
