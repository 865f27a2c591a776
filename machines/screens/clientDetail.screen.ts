import { defineScreen } from './declaration';

export const clientDetailScreen = defineScreen({
  id: 'clientDetail',
  paths: ['/clients/:clientId'],
  description: 'A client: its infos and contacts',
  tabs: 'clientDetail',
  defaultTab: 'infos',
  machine: { family: 'detail', load: 'getClient' },
});
