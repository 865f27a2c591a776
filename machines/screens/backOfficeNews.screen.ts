import { defineScreen } from './declaration';

export const backOfficeNewsScreen = defineScreen({
  id: 'backOfficeNews',
  paths: ['/back-office/news'],
  description: 'Back office › news: publish and withdraw articles',
  userTypes: ['internalUser'],
  tabs: 'backOfficeNews',
  defaultTab: 'all',
  machine: 'own',
});
