import { defineScreen } from './declaration';

// The internal variant of /temporary-workers opens on its first entry, the users (the worker's
// variant is their own planning: workerPlanning.screen.ts).
export const temporaryWorkerUsersScreen = defineScreen({
  id: 'temporaryWorkerUsers',
  paths: ['/temporary-workers', '/temporary-workers/users'],
  description:
    'Temporary workers › users: where each worker’s portal account stands; the agency invites, reminds, deactivates, reactivates',
  userTypes: ['internalUser'],
  tabs: 'temporaryWorkerUsers',
  defaultTab: 'all',
  machine: 'own',
});
