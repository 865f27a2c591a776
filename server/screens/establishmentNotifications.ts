// The stand-in's notification settings of a client user's establishment
// (docs/screens/establishmentNotifications.md): read them, replace the blocked list.
import {
  ESTABLISHMENT_NOTIFICATION_CATEGORIES,
  establishmentNotificationsCalls,
} from '../../contract/screens/establishmentNotifications.ts';
import { route, type Route } from '../api/router.ts';
import { HttpError } from '../http-utils.ts';
import { deskOf, ownEstablishment, type Desk } from './clientsDesk.ts';
import type { DemoAccount } from '../demo-data.ts';
import type { StackState } from '../state.ts';

const KNOWN: readonly string[] = ESTABLISHMENT_NOTIFICATION_CATEGORIES;

function settingsOf(desk: Desk, account: DemoAccount) {
  const { establishment } = ownEstablishment(desk, account);
  return {
    id: establishment.id,
    establishmentName: establishment.name,
    blockedCategories: [...(desk.blockedCategories[establishment.id] ?? [])],
  };
}

/** What a client user's establishment blocks, for their own settings' read (nothing for anyone else). */
export function establishmentBlocked(state: StackState, account: DemoAccount): string[] {
  if (account.info.userType !== 'client') return [];
  const desk = deskOf(state);
  const { establishment } = ownEstablishment(desk, account);
  return desk.blockedCategories[establishment.id] ?? [];
}

export const establishmentNotificationsRoutes: Route[] = [
  route(establishmentNotificationsCalls.getEstablishmentNotificationSettings, ({ state, account }) => ({
    status: 200,
    body: settingsOf(deskOf(state), account),
  })),
  route(establishmentNotificationsCalls.saveEstablishmentNotificationSettings, ({ body, state, account }) => {
    const desk = deskOf(state);
    const { establishment } = ownEstablishment(desk, account);
    const blocked = (body as { blockedCategories: string[] }).blockedCategories;
    const unknown = blocked.find((category) => !KNOWN.includes(category));
    if (unknown !== undefined) throw new HttpError(400, `La catégorie « ${unknown} » n’existe pas.`);
    // Kept in the screen's order, each once.
    desk.blockedCategories[establishment.id] = KNOWN.filter((category) => blocked.includes(category));
    return { status: 200, body: settingsOf(desk, account) };
  }),
];
