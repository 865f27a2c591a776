import { defineScreen } from './declaration';

export const evaluationsScreen = defineScreen({
  id: 'evaluations',
  paths: ['/back-office/evaluations'],
  roles: ['administrator', 'support'],
  description: 'Evaluation requests to clients, sent or sent again',
  machine: 'own',
});
