import { defineScreen } from './declaration';

export const clientUsersScreen = defineScreen({
  id: 'clientUsers',
  paths: ['/clients/users'],
  description: 'Clients hub › users: the client users, invited or registered; a client invites a colleague, an invitation is sent again',
  tabs: 'clientUsers',
  defaultTab: 'all',
  machine: 'own',
});
