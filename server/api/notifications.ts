// Notification calls (decisions.md "Calls the spec does not show"): settings, important list,
// popup pages, full list, processed marks.
import { LIST_TAKE_MAX, type Paged } from '../../contract/wire.ts';
import type { StoredNotification } from '../demo-data.ts';
import { demoNotificationType } from '../notification-types.ts';
import { HttpError } from '../http-utils.ts';
import { CALLS } from '../../contract/calls.ts';
import { route, type Route } from './router.ts';
import { emptyBody, objectBody, queryInt, stringArray } from './validate.ts';
import { establishmentBlocked } from '../screens/establishmentNotifications.ts';

const MAX_TAKE = LIST_TAKE_MAX;
/** Page sizes when a query leaves out `take` (the portal always sends it). */
const DEFAULT_POPUP_TAKE = 10;
const DEFAULT_FULL_LIST_TAKE = 20;

type PublicNotification = Omit<StoredNotification, 'processed'>;

export function isImportant(notification: PublicNotification): boolean {
  return demoNotificationType(notification.type)?.important === true;
}

const newestFirst = (a: StoredNotification, b: StoredNotification) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** The wire shape: the stored `processed` flag is only shown in the full list. */
const publicShape = ({ processed: _processed, ...notification }: StoredNotification): PublicNotification => notification;

function page<T>(items: T[], query: URLSearchParams, defaultTake: number): Paged<T> {
  const skip = queryInt(query, 'skip', 0);
  const take = queryInt(query, 'take', defaultTake, { min: 1, max: MAX_TAKE });
  return { items: items.slice(skip, skip + take), total: items.length };
}

export const notificationRoutes: Route[] = [
  // A client user's toasts also leave out what their establishment blocks (docs/screens/establishmentNotifications.md).
  route(CALLS.getNotificationSettings, ({ account, state }) => ({
    status: 200,
    body: { blockedCategories: [...new Set([...account.blockedCategories, ...establishmentBlocked(state, account)])] },
  })),
  route(CALLS.getImportantNotifications, ({ account }) => ({
    status: 200,
    body: account.notifications
      .filter((n) => !n.processed && isImportant(n))
      .sort(newestFirst)
      .map(publicShape),
  })),
  route(CALLS.getPopupNotifications, ({ account, query }) => {
    const unprocessed = account.notifications.filter((n) => !n.processed && !isImportant(n)).sort(newestFirst);
    return { status: 200, body: page(unprocessed.map(publicShape), query, DEFAULT_POPUP_TAKE) };
  }),
  route(CALLS.markPopupProcessed, ({ account, body }) => {
    const ids = new Set(stringArray(objectBody(body), 'ids'));
    for (const n of account.notifications) if (ids.has(n.id)) n.processed = true;
    return { status: 204 };
  }),
  route(CALLS.getNotifications, ({ account, query }) => {
    const all = [...account.notifications].sort(newestFirst).map((n) => ({ ...n }));
    return { status: 200, body: page(all, query, DEFAULT_FULL_LIST_TAKE) };
  }),
  route(CALLS.markNotificationProcessed, ({ account, params, body, hub }) => {
    emptyBody(body);
    const notification = account.notifications.find((n) => n.id === params.id);
    if (!notification) throw new HttpError(404, `No notification ${params.id}`);
    const wasPending = !notification.processed;
    notification.processed = true;
    // Like a real backend: the user's other tabs drop the banner entry too.
    if (wasPending && isImportant(notification)) {
      hub.send(account.login, 'SendImportantProcessedNotifications', [[notification.id]]);
    }
    return { status: 204 };
  }),
];
