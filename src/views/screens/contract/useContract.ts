// A contract's page (its machine, docs/screens/contract.md) as its view sees it: which part shows,
// the contract, whether Sign is offered or under way, and named commands.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ContractMachine } from '../../../../machines/contract/contract.machine';
import { dataState } from '../../../../machines/domain/statePaths';

export type ContractRef = ActorRefFrom<ContractMachine>;

export function useContract(actorRef: ContractRef) {
  const state = useSelector(actorRef, (snapshot) => dataState(snapshot.value));
  const phase = useSelector(actorRef, (snapshot) =>
    snapshot.matches('loading')
      ? 'loading'
      : snapshot.matches('loadFailed')
        ? 'loadFailed'
        : snapshot.matches('notFound')
          ? 'notFound'
          : snapshot.matches('forbidden')
            ? 'forbidden'
            : 'shown',
  );
  const contract = useSelector(actorRef, (snapshot) => snapshot.context.contract);
  const starting = useSelector(actorRef, (snapshot) => snapshot.matches({ shown: 'starting' }));
  const leaving = useSelector(actorRef, (snapshot) => snapshot.matches({ shown: 'leaving' }));
  const refreshing = useSelector(actorRef, (snapshot) => snapshot.matches({ shown: 'refreshing' }));
  const canSign = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'SIGN' }));
  return {
    state,
    phase,
    contract,
    /** Sign is offered: the contract is to sign and nothing is under way. */
    canSign,
    /** The provider's page is being asked for, or opening. */
    signing: starting || leaving,
    leaving,
    refreshing,
    sign: () => actorRef.send({ type: 'SIGN' }),
  };
}
