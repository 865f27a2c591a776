// My establishment › notifications (docs/screens/establishmentNotifications.md), proposed: the spec
// names the user's own settings read (`GET /v1/notifications/settings`, spec section 3) but no
// establishment-level read or write.
import { array, object, picklist } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, nonBlank } from '../wire.ts';

/**
 * The categories a client establishment can receive, in the order the screen lists them (the rest
 * concern workers, or are the app's own: docs/decisions-domain.md › My establishment's notifications).
 */
export const ESTABLISHMENT_NOTIFICATION_CATEGORIES = ['contracts', 'missions', 'timeSheets', 'invoices', 'documents', 'news'] as const;

export const EstablishmentNotificationSettingsSchema = object({
  /** The establishment's id (the detail family tells items by id; a kept draft belongs to it). */
  id: nonBlank(),
  /** Shown in the heading, so the person knows whose settings they change. */
  establishmentName: nonBlank(),
  blockedCategories: array(picklist(ESTABLISHMENT_NOTIFICATION_CATEGORIES)),
});

export const BlockedEstablishmentCategoriesSchema = object({ blockedCategories: array(picklist(ESTABLISHMENT_NOTIFICATION_CATEGORIES)) });

export const establishmentNotificationsCalls = {
  getEstablishmentNotificationSettings: call({
    method: 'GET',
    path: '/v1/my-establishment/notification-settings',
    answers: { 200: EstablishmentNotificationSettingsSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The notification categories the signed-in client user’s establishment does not receive (blocked), with its id and name. 403 for anyone but a client user.',
  }),
  saveEstablishmentNotificationSettings: call({
    method: 'PUT',
    path: '/v1/my-establishment/notification-settings',
    body: BlockedEstablishmentCategoriesSchema,
    answers: { 200: EstablishmentNotificationSettingsSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'Replaces the establishment’s blocked categories (the whole list); answers the settings as saved. 400 with its message for an unknown category. The toasts of a blocked category stop for every user of the establishment; the notification list still holds them.',
  }),
};
