// The client's contracts of provision (docs/screens/clientContracts.md), proposed: the spec names
// the contracts screen for client users (section 2), not its calls. A contract of provision binds
// the agency and the client for one mission (or extends one); it has the worker's contract's shape
// with `kind: 'provision'` (contract/screens/contracts.ts), so its detail, PDF and signature are
// the contract's calls (contract/screens/contract.ts).
import { call } from '../calls.ts';
import { ErrorBodySchema, listQuery, pageOf } from '../wire.ts';
import { ContractSchema } from './contracts.ts';

/** The client's contracts tabs (docs/decisions-domain.md "Client's contracts and missions"). */
export const CLIENT_CONTRACT_TABS = ['toSign', 'signed', 'ended'] as const;

export const clientContractsCalls = {
  getClientContracts: call({
    method: 'GET',
    path: '/v1/clients/me/contracts',
    query: listQuery([...CLIENT_CONTRACT_TABS]),
    answers: { 200: pageOf(ContractSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the signed-in client user’s contracts of provision of one tab: to sign (and signing), signed (under way or to come), ended; the nearest deadline first, the soonest start, the latest end. 403 for a user who is not a client user, or whose contracts feature is off.',
  }),
};
