// The stand-in's contract detail and signature (docs/screens/contract.md): one contract of the
// signed-in worker; a signature opened at the stand-in's signature provider (server/signature/),
// on its own origin, for a contract still to sign.
import { randomBytes } from 'node:crypto';
import { contractCalls } from '../../contract/screens/contract.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { StackState } from '../state.ts';
import { checkContractsAllowed, contractOnWire } from './contracts.ts';
import { papers, type StoredContract } from './workerPapers.ts';

export function ownContract(state: StackState, account: DemoAccount, id: string): StoredContract {
  checkContractsAllowed(account);
  const found = papers(state).contracts.find((contract) => contract.id === id);
  if (!found) throw new HttpError(404, 'No such contract');
  if (found.owner !== account.login) throw new HttpError(403, 'This contract is not yours');
  return found;
}

export const contractRoutes: Route[] = [
  route(contractCalls.getContract, ({ account, params, state }) => ({
    status: 200,
    body: contractOnWire(ownContract(state, account, params.contractId)),
  })),
  route(contractCalls.startContractSignature, ({ account, params, state }) => {
    const contract = ownContract(state, account, params.contractId);
    if (contract.status !== 'toSign') throw new HttpError(409, 'This contract is no longer to sign');
    const id = randomBytes(16).toString('hex');
    papers(state).signatures.set(id, { id, login: account.login, contractId: contract.id, closed: false });
    return { status: 201, body: { signingUrl: `${state.origins.signature}/sign/${id}` } };
  }),
];
