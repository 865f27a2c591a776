import { defineScreen } from './declaration';

export const sectionsScreen = defineScreen({
  id: 'sections',
  paths: ['/referential/sections'],
  roles: ['administrator', 'support'],
  description: 'Business sections of clients',
  machine: 'own',
});
