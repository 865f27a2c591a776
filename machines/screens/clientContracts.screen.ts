import { defineScreen } from './declaration';

export const clientContractsScreen = defineScreen({
  id: 'clientContracts',
  // The tabs' own paths too: they beat the detail's `/contracts/:contractId` (more literal segments).
  paths: ['/contracts', '/contracts/to-sign', '/contracts/signed', '/contracts/ended'],
  description: 'The client’s contracts of provision: to sign, signed, ended',
  userTypes: ['client'],
  tabs: 'clientContracts',
  defaultTab: 'toSign',
  // A contract to sign pushed, or a signed copy (the signature provider's confirmation): read again.
  machine: { family: 'list', load: 'getClientContracts', pageSize: 20, refreshOn: ['contracts', 'documents'] },
});
