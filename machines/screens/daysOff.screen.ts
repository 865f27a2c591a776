import { defineScreen } from './declaration';

export const daysOffScreen = defineScreen({
  id: 'daysOff',
  paths: ['/my-profile/days-off/*'],
  description: 'A worker’s days-off requests: the list, a new request, a pending one changed, one’s details',
  contract: 'docs/screens/daysOff.md',
  machine: { own: () => import('../daysOff/daysOff.machine').then((module) => module.daysOffMachine) },
});
