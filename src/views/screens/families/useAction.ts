// The action region of a list or detail screen (machines/families/action.ts) as views see it: the
// action under way, its form and problems, and named commands.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { ActionContext } from '../../../../machines/families/action';

type ActionState = 'none' | 'waiting' | 'restoring' | 'idle' | 'editing' | 'confirming' | 'pending' | 'failed';

export function useAction(actorRef: AnyActorRef) {
  const phase = useSelector(actorRef, (snapshot) => {
    const value = (snapshot.value as { action?: ActionState }).action;
    return value ?? 'none';
  });
  const underWay = useSelector(actorRef, (snapshot) => (snapshot.context as ActionContext).action);
  const outcome = useSelector(actorRef, (snapshot) => (snapshot.context as ActionContext).outcome);
  const send = (event: { type: string } & Record<string, unknown>) => actorRef.send(event);
  return {
    phase,
    /** The action under way: its name, its item, its form's draft. */
    underWay,
    /** The form is open (also while it is confirmed, sent, or failed). */
    formOpen: underWay?.draft != null && ['editing', 'confirming', 'pending', 'failed'].includes(phase),
    /** The last action done, for a confirmation line. */
    outcome,
    /** Whether the action `name` on `id` is the one under way (its button shows it is busy). */
    isBusy: (name: string, id?: string) => phase === 'pending' && underWay?.name === name && (id === undefined || underWay.targetId === id),
    start: (action: string, id?: string) => send({ type: 'ACTION.START', action, ...(id === undefined ? {} : { id }) }),
    change: (field: string, value: string) => send({ type: 'ACTION.CHANGE', field, value }),
    submit: () => send({ type: 'ACTION.SUBMIT' }),
    confirm: () => send({ type: 'ACTION.CONFIRM' }),
    cancel: () => send({ type: 'ACTION.CANCEL' }),
  };
}
