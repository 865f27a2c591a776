import { defineScreen } from './declaration';

export const contractScreen = defineScreen({
  id: 'contract',
  paths: ['/contracts/:contractId'],
  description: 'One contract of the worker: agency, client, site, dates, position, rate, hours; its PDF; signing it',
  userTypes: ['worker'],
  machine: 'own',
});
