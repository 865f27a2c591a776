// My establishment › notifications (docs/screens/establishmentNotifications.md), proposed: the spec
// names the user's own settings read (`GET /v1/notifications/settings`, spec section 3) but no
// establishment-level read or write.
import { array, description, examples, object, picklist, pipe } from 'valibot';
import { call } from '../calls.ts';
import { ErrorBodySchema, nonBlank } from '../wire.ts';

/**
 * The categories a client establishment can receive, in the order the screen lists them (the rest
 * concern workers, or are the app's own: docs/decisions-domain.md › My establishment's notifications).
 */
export const ESTABLISHMENT_NOTIFICATION_CATEGORIES = ['contracts', 'missions', 'timeSheets', 'invoices', 'documents', 'news'] as const;

const blockedCategories = () =>
  pipe(
    array(picklist(ESTABLISHMENT_NOTIFICATION_CATEGORIES)),
    description(
      `The categories the establishment does not receive, each at most once: ${ESTABLISHMENT_NOTIFICATION_CATEGORIES.map((c) => `\`${c}\``).join(', ')}. Empty: it receives them all. Their toasts stop for every user of the establishment; the notification list still holds them.`,
    ),
    examples([['invoices', 'news']]),
  );

export const EstablishmentNotificationSettingsSchema = pipe(
  object({
    /** The establishment's id (the detail family tells items by id; a kept draft belongs to it). */
    id: pipe(
      nonBlank(),
      description('The establishment’s id: an unsaved change the portal keeps across a re-login belongs to it.'),
      examples(['est-corbas-0001']),
    ),
    /** Shown in the heading, so the person knows whose settings they change. */
    establishmentName: pipe(
      nonBlank(),
      description('Shown in the heading, so the person knows whose settings they change.'),
      examples(['Entrepôt de Corbas']),
    ),
    blockedCategories: blockedCategories(),
  }),
  description('The notification settings of the signed-in client user’s establishment.'),
  examples([{ id: 'est-corbas-0001', establishmentName: 'Entrepôt de Corbas', blockedCategories: ['invoices', 'news'] }]),
);

export const BlockedEstablishmentCategoriesSchema = pipe(
  object({ blockedCategories: blockedCategories() }),
  description('The whole list of blocked categories, replacing the saved one.'),
  examples([{ blockedCategories: ['news'] }]),
);

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
