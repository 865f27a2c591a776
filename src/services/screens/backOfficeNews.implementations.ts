// The browser side of back office › news (docs/screens/backOfficeNews.md): the list's pages (its tab
// in the query) and the publication lifecycle's two calls.
//
//   backOfficeNewsMachine.provide(createBackOfficeNewsImplementations(deps))
import { fromPromise } from 'xstate';
import { backOfficeNewsCalls } from '../../../contract/screens/backOfficeNews';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { listImplementations, type ScreenDeps } from '../screens';

const CALLS = { enable: backOfficeNewsCalls.enableBackOfficeNews, disable: backOfficeNewsCalls.disableBackOfficeNews } as const;

export function createBackOfficeNewsImplementations(deps: ScreenDeps) {
  const list = listImplementations('backOfficeNews', backOfficeNewsCalls.getBackOfficeNews, deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const call = CALLS[input.action as keyof typeof CALLS];
        const item = (await deps.api.call(call, { params: { newsId: input.targetId! } })) as ScreenItem;
        return { item };
      }),
    },
    actions: { ...list.actions },
  };
}
