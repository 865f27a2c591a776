// The stand-in's save of the notification settings (docs/screens/establishmentNotifications.md);
// the read is the spec's (server/api/notifications.ts): both keep the account's blocked categories.
import { establishmentNotificationsCalls } from '../../contract/screens/establishmentNotifications.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';

export const establishmentNotificationsRoutes: Route[] = [
  route(establishmentNotificationsCalls.saveNotificationSettings, ({ body, account }) => {
    if (account.info.userType !== 'client') throw new HttpError(403, 'Réservé aux utilisateurs des entreprises clientes.');
    account.blockedCategories = [...new Set((body as { blockedCategories: string[] }).blockedCategories)];
    return { status: 204 };
  }),
];
