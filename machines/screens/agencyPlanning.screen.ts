import { defineScreen } from './declaration';

// The internal variant of the temporary workers' planning entry, beside the users tab (the worker's
// own planning keeps the same paths for the worker types: workerPlanning.screen.ts).
export const agencyPlanningScreen = defineScreen({
  id: 'agencyPlanning',
  paths: ['/temporary-workers/planning'],
  description: 'The agency’s planning: who works where, by month and by week',
  userTypes: ['internalUser'],
  tabs: 'planning',
  defaultTab: 'week',
  machine: 'own',
});
