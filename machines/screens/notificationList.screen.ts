import { NOTIFICATION_LIST_PATH } from '../domain/routes';
import { defineScreen } from './declaration';

export const notificationListScreen = defineScreen({
  id: 'notificationList',
  paths: [NOTIFICATION_LIST_PATH],
  description: 'The full notification list, reached from the popup’s show-all link',
  machine: 'own',
});
