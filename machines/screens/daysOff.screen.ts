import { defineScreen } from './declaration';

export const daysOffScreen = defineScreen({
  id: 'daysOff',
  paths: ['/my-profile/days-off/*'],
  description: 'A worker’s days-off requests: the list, a new request, a pending one changed, one’s details',
  machine: 'own',
});
