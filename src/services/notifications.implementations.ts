// The browser side of the notification machines (toaster, popup, banner, full list): the calls of
// decisions.md "Calls the spec does not show", every list item through the notification intake
// (a bad item is logged and dropped, never shown half-built), and their log lines.
//
//   toasterMachine.provide(createToasterImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import { toNotifications } from '../../machines/domain/notificationIntake';
import type { AppNotification, Paged } from '../../machines/domain/types';
import type { Api } from './api';
import { describeError, type Logger } from './logger';

export interface NotificationDeps {
  api: Pick<
    Api,
    | 'getNotificationSettings'
    | 'markNotificationProcessed'
    | 'getImportantNotifications'
    | 'getPopupNotifications'
    | 'markPopupProcessed'
    | 'getNotifications'
  >;
  logger: Pick<Logger, 'log'>;
  /** Console-only lines (a blocked toast is routine, not worth a server log). */
  debug?: (message: string) => void;
}

/** The valid notifications of a server list; each refused item is logged with its reason. */
function intake(deps: NotificationDeps, list: string, raw: unknown): AppNotification[] {
  const { notifications, refused } = toNotifications(raw);
  for (const reason of refused) deps.logger.log('warn', `Notification dropped from the ${list}: ${reason}`);
  return notifications;
}

function pagedIntake(deps: NotificationDeps, list: string, page: Paged<unknown>): Paged<AppNotification> {
  return { items: intake(deps, list, page.items), total: page.total };
}

const markProcessed = (deps: NotificationDeps) =>
  fromPromise<void, { id: string }>(({ input }) => deps.api.markNotificationProcessed(input.id));

export function createToasterImplementations(deps: NotificationDeps) {
  return {
    actors: {
      loadBlockedCategories: fromPromise<string[]>(async () => (await deps.api.getNotificationSettings()).blockedCategories),
      markProcessed: markProcessed(deps),
    },
    actions: {
      logBlockedToast: (_: unknown, params: { notification: AppNotification }) =>
        (deps.debug ?? console.debug)(`Toast not shown: category ${params.notification.category} is blocked (${params.notification.id})`),
    },
  };
}

export function createPopupImplementations(deps: NotificationDeps) {
  return {
    actors: {
      loadPopupPage: fromPromise<Paged<AppNotification>, { skip: number; take: number }>(async ({ input }) =>
        pagedIntake(deps, 'popup', await deps.api.getPopupNotifications(input.skip, input.take)),
      ),
      markPopupProcessed: fromPromise<void, { ids: string[] }>(({ input }) => deps.api.markPopupProcessed(input.ids)),
      markProcessed: markProcessed(deps),
    },
    actions: {
      logLoadFailure: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `Popup notifications could not be loaded: ${describeError(params.error)}`),
    },
  };
}

export function createBannerImplementations(deps: NotificationDeps) {
  return {
    actors: {
      loadImportantNotifications: fromPromise<AppNotification[]>(async () =>
        intake(deps, 'important notifications', await deps.api.getImportantNotifications()),
      ),
    },
  };
}

export function createNotificationListImplementations(deps: NotificationDeps) {
  return {
    actors: {
      loadNotificationPage: fromPromise<Paged<AppNotification>, { skip: number; take: number }>(async ({ input }) =>
        pagedIntake(deps, 'notification list', await deps.api.getNotifications(input.skip, input.take)),
      ),
      markProcessed: markProcessed(deps),
    },
  };
}
