import { defineScreen } from './declaration';

export const establishmentNotificationsScreen = defineScreen({
  id: 'establishmentNotifications',
  // My establishment opens on its first entry, the notifications.
  paths: ['/my-establishment'],
  description: 'My establishment › notifications: the categories of notifications the establishment receives',
  tabs: 'establishment',
  defaultTab: 'notifications',
  machine: 'own',
});
