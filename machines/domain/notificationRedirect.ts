// Where a notification leads (spec section 3, display configuration): its type's route, with the
// type's navigation state and query params. Used by the toaster, the popup, the banner and the full
// list, so all four lead to the same place.
import { displayConfigFor } from './notificationTypes';
import type { AppNotification } from './types';

export interface NotificationRedirect {
  /** Path and query string, e.g. `/contracts?status=toSign`. */
  to: string;
  state: Readonly<Record<string, string>> | null;
}

/** null when the type has no redirection (or is unknown). */
export function notificationRedirect(notification: Pick<AppNotification, 'type'>): NotificationRedirect | null {
  const config = displayConfigFor(notification.type);
  if (!config || config.redirectionRoute === null) return null;
  const query = new URLSearchParams(config.redirectionQueryParams ?? {}).toString();
  return { to: query ? `${config.redirectionRoute}?${query}` : config.redirectionRoute, state: config.redirectionState };
}

/** A click redirects at once, without marking processed (newsPublished), or after marking it. */
export function skipsProcessing(notification: Pick<AppNotification, 'type'>): boolean {
  return displayConfigFor(notification.type)?.skipProcessing ?? false;
}

/** Important notifications feed the banner. */
export function isImportantNotification(notification: Pick<AppNotification, 'type'>): boolean {
  return displayConfigFor(notification.type)?.important ?? false;
}
