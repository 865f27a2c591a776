import { defineScreen } from './declaration';

// The internal variant of /home (spec section 2: home's internal-user view), for the folders chosen
// in the header (spec section 5).
export const internalHomeScreen = defineScreen({
  id: 'internalHome',
  paths: ['/home'],
  description: 'The agency’s dashboard: invitations, workers without an account, disputed weeks, ending missions',
  userTypes: ['internalUser'],
  machine: { family: 'detail', load: 'getInternalDashboard', followsAgencyFolders: true },
});
