// The browser side of the toaster machine: the blocked categories (spec section 7), the processed
// mark of a clicked toast, and the console line of a blocked toast.
//
//   toasterMachine.provide(createToasterImplementations({ api, logger }))
import { fromPromise } from 'xstate';
import type { AppNotification } from '../../machines/domain/types';
import type { Api } from './api';
import { markProcessedActor } from './notificationLists';

export interface ToasterDeps {
  api: Pick<Api, 'getNotificationSettings' | 'markNotificationProcessed'>;
  /** Console-only lines (a blocked toast is routine, not worth a server log). */
  debug?: (message: string) => void;
}

export function createToasterImplementations(deps: ToasterDeps) {
  return {
    actors: {
      loadBlockedCategories: fromPromise<string[]>(async () => (await deps.api.getNotificationSettings()).blockedCategories),
      markProcessed: markProcessedActor(deps.api),
    },
    actions: {
      logBlockedToast: (_: unknown, params: { notification: AppNotification }) =>
        (deps.debug ?? console.debug)(`Toast not shown: category ${params.notification.category} is blocked (${params.notification.id})`),
    },
  };
}
