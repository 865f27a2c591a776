import { defineScreen } from './declaration';

export const workerPlanningScreen = defineScreen({
  id: 'workerPlanning',
  paths: ['/temporary-workers'],
  description: 'Temporary workers, for a worker: their own planning by month and by week, from their missions',
  userTypes: ['worker'],
  tabs: 'planning',
  defaultTab: 'week',
  machine: 'own',
});
