// Notification calls (decisions.md "Calls the spec does not show"): settings, important list,
// popup pages, full list, processed marks.
import { NOTIFICATION_DISPLAY } from '../../machines/domain/notificationTypes.ts';
import { POPUP_PAGE_SIZE } from '../../machines/domain/constants.ts';
import type { AppNotification, Paged } from '../../machines/domain/types.ts';
import type { StoredNotification } from '../demo-data.ts';
import { HttpError } from '../http-utils.ts';
import type { Route } from './router.ts';
import { emptyBody, objectBody, queryInt, stringArray } from './validate.ts';

const MAX_TAKE = 100;
const DEFAULT_FULL_LIST_TAKE = 20;

export function isImportant(notification: AppNotification): boolean {
  return (
    Object.hasOwn(NOTIFICATION_DISPLAY, notification.type) &&
    NOTIFICATION_DISPLAY[notification.type as keyof typeof NOTIFICATION_DISPLAY].important
  );
}

const newestFirst = (a: StoredNotification, b: StoredNotification) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** The wire shape: the stored `processed` flag is only shown in the full list. */
const publicShape = ({ processed: _processed, ...notification }: StoredNotification): AppNotification => notification;

function page<T>(items: T[], query: URLSearchParams, defaultTake: number): Paged<T> {
  const skip = queryInt(query, 'skip', 0);
  const take = queryInt(query, 'take', defaultTake, { min: 1, max: MAX_TAKE });
  return { items: items.slice(skip, skip + take), total: items.length };
}

export const notificationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/notifications/settings',
    handler: ({ account }) => ({ status: 200, body: { blockedCategories: [...account.blockedCategories] } }),
  },
  {
    method: 'GET',
    path: '/v1/notifications/important',
    handler: ({ account }) => ({
      status: 200,
      body: account.notifications
        .filter((n) => !n.processed && isImportant(n))
        .sort(newestFirst)
        .map(publicShape),
    }),
  },
  {
    method: 'GET',
    path: '/v1/notifications/popup',
    handler: ({ account, query }) => {
      const unprocessed = account.notifications.filter((n) => !n.processed && !isImportant(n)).sort(newestFirst);
      return { status: 200, body: page(unprocessed.map(publicShape), query, POPUP_PAGE_SIZE) };
    },
  },
  {
    method: 'POST',
    path: '/v1/notifications/popup/processed',
    handler: ({ account, body }) => {
      const ids = new Set(stringArray(objectBody(body), 'ids'));
      for (const n of account.notifications) if (ids.has(n.id)) n.processed = true;
      return { status: 204 };
    },
  },
  {
    method: 'GET',
    path: '/v1/notifications',
    handler: ({ account, query }) => {
      const all = [...account.notifications].sort(newestFirst).map((n) => ({ ...n }));
      return { status: 200, body: page(all, query, DEFAULT_FULL_LIST_TAKE) };
    },
  },
  {
    method: 'PATCH',
    path: '/v1/notifications/:id/processed',
    handler: ({ account, params, body, hub }) => {
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
    },
  },
];
