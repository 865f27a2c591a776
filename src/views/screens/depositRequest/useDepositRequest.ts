// The deposit request (its detail family machine, docs/screens/depositRequest.md) as its view sees
// it: the account, the request form and its problems, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyMachineSnapshot } from 'xstate';
import type { DepositAccountItem } from '../../../../machines/depositRequest/depositRequest.machine';
import { availableOf, type depositRequestMachine } from '../../../../machines/depositRequest/depositRequest.machine';
import { depositProblems } from '../../../../machines/domain/deposit';
import { dataState } from '../../../../machines/domain/statePaths';
import { useAction } from '../families/useAction';

export type DepositRequestRef = ActorRefFrom<typeof depositRequestMachine>;

const PHASES = ['loading', 'loadFailed', 'notFound', 'forbidden', 'shown', 'refreshing'] as const;

export function useDepositRequest(actorRef: DepositRequestRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(
    actorRef,
    (snapshot) => PHASES.find((candidate) => (snapshot as AnyMachineSnapshot).matches({ data: candidate })) ?? 'loading',
  );
  const account = useSelector(actorRef, (snapshot) => snapshot.context.item) as DepositAccountItem | null;
  const action = useAction(actorRef);
  const under = action.underWay;
  const draft = under?.draft ?? null;
  const available = availableOf(account);
  return {
    state,
    /** The account (or a kept form) is being read. */
    loading: phase === 'loading' || (account !== null && (action.phase === 'waiting' || action.phase === 'restoring')),
    phase,
    account,
    available,
    /** A request may be started: nothing under way, something available. */
    canRequest: action.phase === 'idle' && account !== null && available > 0,
    formOpen: action.formOpen,
    sending: action.phase === 'pending',
    /** Sent: the view says it went, until another action starts. */
    sent: action.outcome?.action === 'request',
    amount: draft?.amount ?? '',
    reason: draft?.reason ?? '',
    problems: under?.showProblems && draft ? depositProblems(draft, available) : {},
    draftRestored: under?.draftRestored ?? false,
    start: () => action.start('request', account?.id),
    change: (field: 'amount' | 'reason', value: string) => action.change(field, value),
    submit: action.submit,
    cancel: action.cancel,
    /** Throws the restored form away: the same as Cancel, which drops the draft. */
    discardDraft: action.cancel,
  };
}
