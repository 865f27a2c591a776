// The browser side of a contract's page (docs/screens/contract.md): the contract read, a signature
// opened at the provider and the page sent there, failed refreshes logged.
//
//   contractMachine.provide(createContractImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import { contractCalls } from '../../../contract/screens/contract';
import type { Contract } from '../../../machines/contract/contract.machine';
import type { ScreenDeps } from '../screens';

export interface ContractDeps extends Pick<ScreenDeps, 'api' | 'logger'> {
  /** Leaves the portal for the provider's page (tests give their own). */
  leaveFor?: (url: string) => void;
}

export function createContractImplementations(deps: ContractDeps) {
  const leaveFor = deps.leaveFor ?? ((url: string) => globalThis.location.assign(url));
  return {
    actors: {
      loadContract: fromPromise<Contract, { contractId: string }>(
        async ({ input, signal }) => (await deps.api.call(contractCalls.getContract, { params: input, signal })) as Contract,
      ),
      startSignature: fromPromise<{ signingUrl: string }, { contractId: string }>(
        async ({ input }) => (await deps.api.call(contractCalls.startContractSignature, { params: input })) as { signingUrl: string },
      ),
    },
    actions: {
      openSigningPage: (_: unknown, params: { signingUrl: string }) => leaveFor(params.signingUrl),
      logRefreshFailed: (_: unknown, params: { error: unknown }) =>
        deps.logger.log(
          'warn',
          `The contract screen could not read again: ${params.error instanceof Error ? params.error.message : String(params.error)}`,
        ),
    },
  };
}
