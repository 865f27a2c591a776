// The stand-in's contracts of provision of a client user (docs/screens/clientContracts.md): the
// client's papers (server/screens/workerPapers.ts), read, signed and previewed through the same
// routes as the worker's contracts (server/screens/contract.ts, documentPreview.ts).
import { CLIENT_CONTRACT_TABS, clientContractsCalls } from '../../contract/screens/clientContracts.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { checkContractsAllowed, contractOnWire } from './contracts.ts';
import { listQuery, page } from './lists.ts';
import { papers, type ContractStatus, type StoredContract } from './workerPapers.ts';

const TAB_STATUSES: Record<(typeof CLIENT_CONTRACT_TABS)[number], ContractStatus[]> = {
  toSign: ['toSign', 'signing'],
  signed: ['inProgress'],
  ended: ['ended'],
};

/** To sign: the nearest deadline first; signed: the soonest start; ended: the latest end. */
function order(a: StoredContract, b: StoredContract): number {
  if (a.status === 'ended' || b.status === 'ended') return b.endDate.localeCompare(a.endDate);
  return (a.signBy ?? a.startDate).localeCompare(b.signBy ?? b.startDate) || a.startDate.localeCompare(b.startDate);
}

export const clientContractsRoutes: Route[] = [
  route(clientContractsCalls.getClientContracts, ({ account, query, state }) => {
    if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
    checkContractsAllowed(account);
    const list = listQuery(query, CLIENT_CONTRACT_TABS);
    const statuses = list.filter === null ? null : TAB_STATUSES[list.filter as keyof typeof TAB_STATUSES];
    const mine = papers(state)
      .contracts.filter(
        (contract) =>
          contract.owner === account.login && contract.kind === 'provision' && (statuses === null || statuses.includes(contract.status)),
      )
      .sort(order)
      .map(contractOnWire);
    return { status: 200, body: page(mine, list) };
  }),
];
