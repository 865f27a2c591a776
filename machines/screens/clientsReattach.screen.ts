import { defineScreen } from './declaration';

export const clientsReattachScreen = defineScreen({
  id: 'clientsReattach',
  paths: ['/referential/clients-reattach'],
  roles: ['administrator', 'support'],
  description: 'Clients moved to another agency folder',
  machine: 'own',
});
