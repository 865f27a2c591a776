// What the notification machines' calls share: every list the server sends goes through the
// notification intake (a bad item is logged and dropped, never shown half-built), and marking one
// notification processed is the same call wherever it is clicked (toaster, popup, full list).
import { fromPromise } from 'xstate';
import { toNotifications } from '../../machines/domain/notificationIntake';
import type { AppNotification, Paged } from '../../machines/domain/types';
import type { Api } from './api';
import type { Logger } from './logger';

/** The valid notifications of a server list; each refused item is logged with its reason. */
export function intakeList(logger: Pick<Logger, 'log'>, list: string, raw: unknown): AppNotification[] {
  const { notifications, refused } = toNotifications(raw);
  for (const reason of refused) logger.log('warn', `Notification dropped from the ${list}: ${reason}`);
  return notifications;
}

export function intakePage(logger: Pick<Logger, 'log'>, list: string, page: Paged<unknown>): Paged<AppNotification> {
  return { items: intakeList(logger, list, page.items), total: page.total };
}

/** `PATCH /v1/notifications/{id}/processed` (decisions.md "Calls the spec does not show"). */
export const markProcessedActor = (api: Pick<Api, 'markNotificationProcessed'>) =>
  fromPromise<void, { id: string }>(({ input }) => api.markNotificationProcessed(input.id));
