import { defineScreen } from './declaration';

// The establishment menu's first entry (machines/domain/menus.ts `establishment`): a form of its own.
// /my-establishment alone, with no tab, opens it; the job place visits are a screen of their own
// (the longer pattern /my-establishment/job-place-visits).
export const establishmentNotificationsScreen = defineScreen({
  id: 'establishmentNotifications',
  paths: ['/my-establishment/notifications', '/my-establishment'],
  description: 'Which notification categories my establishment receives, changed and saved',
  userTypes: ['client'],
  tabs: 'establishment',
  defaultTab: 'notifications',
  machine: 'own',
});
