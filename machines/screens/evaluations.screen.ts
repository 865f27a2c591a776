import { defineScreen } from './declaration';

export const evaluationsScreen = defineScreen({
  id: 'evaluations',
  paths: ['/back-office/evaluations'],
  roles: ['administrator', 'support'],
  description: 'Back office › evaluations: the requests asking clients to evaluate a worker, sent or sent again',
  machine: 'own',
});
