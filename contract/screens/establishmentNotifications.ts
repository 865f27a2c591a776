// My establishment › notifications (docs/screens/establishmentNotifications.md): the notification
// settings of spec section 3 (a list of blocked categories). The read is the spec's call (section 7,
// "fetch notification settings", contract/calls.ts getNotificationSettings); the save is proposed.
import { array, object, picklist } from 'valibot';
import { call, CALLS } from '../calls.ts';

/** The notification categories a client user may choose to receive (machines/domain/notificationTypes.ts). */
export const CLIENT_NOTIFICATION_CATEGORIES = ['contracts', 'missions', 'timeSheets', 'invoices', 'news'] as const;

export const establishmentNotificationsCalls = {
  getNotificationSettings: CALLS.getNotificationSettings,
  saveNotificationSettings: call({
    method: 'PUT',
    path: '/v1/notifications/settings',
    body: object({ blockedCategories: array(picklist(CLIENT_NOTIFICATION_CATEGORIES)) }),
    answers: { 204: null },
    proposed: true,
    summary:
      'Saves the categories the signed-in user no longer receives for their establishment (the settings GET /v1/notifications/settings reads at sign-in for the toaster).',
  }),
};
