// The browser side of the popup machine: its pages of new notifications, the clear-all call, the
// processed mark of a clicked entry (decisions.md "Calls the spec does not show").
//
//   popupMachine.provide(createPopupImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import type { AppNotification, Paged } from '../../machines/domain/types';
import type { Api } from './api';
import { describeError, type Logger } from './logger';
import { intakePage, markProcessedActor } from './notificationLists';

export interface PopupDeps {
  api: Pick<Api, 'getPopupNotifications' | 'markPopupProcessed' | 'markNotificationProcessed'>;
  logger: Pick<Logger, 'log'>;
}

export function createPopupImplementations(deps: PopupDeps) {
  return {
    actors: {
      loadPopupPage: fromPromise<Paged<AppNotification>, { skip: number; take: number }>(async ({ input }) =>
        intakePage(deps.logger, 'popup', await deps.api.getPopupNotifications(input.skip, input.take)),
      ),
      markPopupProcessed: fromPromise<void, { ids: string[] }>(({ input }) => deps.api.markPopupProcessed(input.ids)),
      markProcessed: markProcessedActor(deps.api),
    },
    actions: {
      logLoadFailure: (_: unknown, params: { error: unknown }) =>
        deps.logger.log('warn', `Popup notifications could not be loaded: ${describeError(params.error)}`),
    },
  };
}
