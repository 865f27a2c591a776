// The stand-in's contracts list (docs/screens/contracts.md): the signed-in worker's contracts of one
// tab, the soonest to act on first. A worker whose `contracts` feature is disabled gets a 403.
import { contractsCalls, CONTRACT_TABS } from '../../contract/screens/contracts.ts';
import { route, type Route } from '../api/router.ts';
import type { DemoAccount } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import { listQuery, page } from './lists.ts';
import { papers, type ContractStatus, type StoredContract } from './workerPapers.ts';

export const TAB_STATUSES: Record<(typeof CONTRACT_TABS)[number], ContractStatus[]> = {
  toSign: ['toSign', 'signing'],
  inProgress: ['inProgress'],
  ended: ['ended'],
};

/** The contracts feature is the worker's (spec section 6: a disabled flag hides the route). */
export function checkContractsAllowed(account: DemoAccount): void {
  if (account.info.disabledFeatures.includes('contracts')) throw new HttpError(403, 'Contracts are not enabled for this account');
}

/** A contract as the contract describes it. */
export function contractOnWire({ owner: _owner, amends: _amends, ...contract }: StoredContract) {
  return contract;
}

/** To sign: the nearest deadline first; in progress: the soonest start; ended: the latest end. */
function order(a: StoredContract, b: StoredContract): number {
  if (a.status === 'ended' || b.status === 'ended') return b.endDate.localeCompare(a.endDate);
  return (a.signBy ?? a.startDate).localeCompare(b.signBy ?? b.startDate) || a.startDate.localeCompare(b.startDate);
}

export const contractsRoutes: Route[] = [
  route(contractsCalls.getContracts, ({ account, query, state }) => {
    checkContractsAllowed(account);
    const list = listQuery(query, CONTRACT_TABS);
    const statuses = list.filter === null ? null : TAB_STATUSES[list.filter as keyof typeof TAB_STATUSES];
    const mine = papers(state)
      .contracts.filter((contract) => contract.owner === account.login && (statuses === null || statuses.includes(contract.status)))
      .sort(order)
      .map(contractOnWire);
    return { status: 200, body: page(mine, list) };
  }),
];
