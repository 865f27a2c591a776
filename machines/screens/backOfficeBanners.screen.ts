import { defineScreen } from './declaration';

export const backOfficeBannersScreen = defineScreen({
  id: 'backOfficeBanners',
  paths: ['/back-office/banners'],
  description: 'Back office › banners',
  userTypes: ['internalUser'],
  tabs: 'backOfficeBanners',
  defaultTab: 'all',
  machine: 'own',
});
