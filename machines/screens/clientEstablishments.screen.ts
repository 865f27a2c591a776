import { defineScreen } from './declaration';

export const clientEstablishmentsScreen = defineScreen({
  id: 'clientEstablishments',
  // The hub opens on its first entry, the establishments.
  paths: ['/clients', '/clients/establishments'],
  description: 'Clients hub › establishments: where each establishment’s portal account stands; the agency invites, and reminds',
  tabs: 'clientEstablishments',
  defaultTab: 'all',
  machine: 'own',
});
