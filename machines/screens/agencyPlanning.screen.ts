import { defineScreen } from './declaration';

// The internal variant of the temporary workers' planning entry, beside the users tab (the worker's
// own planning keeps the same paths for the worker types: workerPlanning.screen.ts).
export const agencyPlanningScreen = defineScreen({
  id: 'agencyPlanning',
  paths: ['/temporary-workers/planning'],
  description: 'Temporary workers › planning, for the agency: who works where, by month and by week, from the missions',
  userTypes: ['internalUser'],
  tabs: 'planning',
  defaultTab: 'week',
  machine: 'own',
});
