// The browser side of the full notification list's machine: its pages and the processed mark of a
// clicked entry (decisions.md "Calls the spec does not show").
//
//   notificationListMachine.provide(createNotificationListImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import type { AppNotification, Paged } from '../../../machines/domain/types';
import type { Api } from '../api';
import type { Logger } from '../logger';
import { intakePage, markProcessedActor } from '../notificationLists';

export interface NotificationListDeps {
  api: Pick<Api, 'getNotifications' | 'markNotificationProcessed'>;
  logger: Pick<Logger, 'log'>;
}

export function createNotificationListImplementations(deps: NotificationListDeps) {
  return {
    actors: {
      loadNotificationPage: fromPromise<Paged<AppNotification>, { skip: number; take: number }>(async ({ input }) =>
        intakePage(deps.logger, 'notification list', await deps.api.getNotifications(input.skip, input.take)),
      ),
      markProcessed: markProcessedActor(deps.api),
    },
  };
}
