// The browser side of the bell machine: the number of unprocessed popup notifications is the
// `total` of the popup list (decisions.md: `GET {backApi}/v1/notifications/popup?skip=N&take=10`).
//
//   bellMachine.provide(createBellImplementations({ api }))
import { fromPromise } from 'xstate';
import type { Api } from './api';

export interface BellDeps {
  api: Pick<Api, 'getPopupNotifications'>;
}

/** Only the total is needed: one item is the smallest page the API serves. */
const COUNT_PAGE_SIZE = 1;

export function createBellImplementations(deps: BellDeps) {
  return {
    actors: {
      loadUnprocessedCount: fromPromise<number>(async () => (await deps.api.getPopupNotifications(0, COUNT_PAGE_SIZE)).total),
    },
  };
}
