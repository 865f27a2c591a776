import { defineScreen } from './declaration';

export const contractsScreen = defineScreen({
  id: 'contracts',
  // The tabs' own paths too: they beat the detail's `/contracts/:contractId` (more literal segments).
  paths: ['/contracts', '/contracts/to-sign', '/contracts/in-progress', '/contracts/ended'],
  description: 'The worker’s contracts: to sign, in progress, ended',
  userTypes: ['worker'],
  tabs: 'contracts',
  defaultTab: 'toSign',
  // A contract to sign pushed, or a signed copy (docs/decisions-domain.md "Contracts"): read again.
  machine: { family: 'list', load: 'getContracts', pageSize: 20, refreshOn: ['contracts', 'documents'] },
});
