// The browser side of the banner machine: the important notifications (decisions.md "Calls the spec
// does not show"), each through the notification intake.
//
//   bannerMachine.provide(createBannerImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import type { AppNotification } from '../../machines/domain/types';
import type { Api } from './api';
import type { Logger } from './logger';
import { intakeList } from './notificationLists';

export interface BannerDeps {
  api: Pick<Api, 'getImportantNotifications'>;
  logger: Pick<Logger, 'log'>;
}

export function createBannerImplementations(deps: BannerDeps) {
  return {
    actors: {
      loadImportantNotifications: fromPromise<AppNotification[]>(async () =>
        intakeList(deps.logger, 'important notifications', await deps.api.getImportantNotifications()),
      ),
    },
  };
}
