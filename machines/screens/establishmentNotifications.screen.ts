import { defineScreen } from './declaration';

// The establishment menu's first entry (machines/domain/menus.ts `establishment`): a form of its own.
export const establishmentNotificationsScreen = defineScreen({
  id: 'establishmentNotifications',
  paths: ['/my-establishment/notifications'],
  description: 'My establishment › notifications: which notification categories the establishment receives, changed and saved',
  userTypes: ['client'],
  machine: 'own',
});
