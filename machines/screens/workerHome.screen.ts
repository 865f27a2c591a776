import { defineScreen } from './declaration';

// The worker's variant of /home (spec section 2: home's worker view).
export const workerHomeScreen = defineScreen({
  id: 'workerHome',
  paths: ['/home'],
  description: 'The worker’s dashboard: what waits for them, their current and next mission, the latest news',
  userTypes: ['worker'],
  // What changes a count arrives pushed: a contract to sign, a week to correct, a document, an answer, a news item.
  machine: { family: 'detail', load: 'getWorkerDashboard', refreshOn: ['contracts', 'timeSheets', 'documents', 'advantages', 'news'] },
});
