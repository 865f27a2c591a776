import { defineScreen } from './declaration';

export const missionsScreen = defineScreen({
  id: 'missions',
  paths: ['/missions'],
  description: 'The client’s missions: the temporary workers at work, coming and past, by establishment',
  userTypes: ['client'],
  tabs: 'missions',
  defaultTab: 'current',
  // A contract of provision pushed or signed is a mission coming or confirmed: read again.
  machine: { family: 'list', load: 'getMissions', pageSize: 20, refreshOn: ['contracts'] },
});
