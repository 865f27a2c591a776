import { defineScreen } from './declaration';

export const contractScreen = defineScreen({
  id: 'contract',
  paths: ['/contracts/:contractId'],
  description: 'One contract of the worker: agency, client, site, dates, position, rate, hours; its PDF; signing it',
  // The client's contracts of provision have the same shape and the same signature (docs/screens/clientContracts.md).
  userTypes: ['worker', 'client'],
  machine: 'own',
});
