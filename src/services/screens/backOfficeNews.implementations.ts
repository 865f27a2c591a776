// The browser side of back office › news (docs/screens/backOfficeNews.md): the list's pages (its tab
// in the query), the article form's two calls (create a draft, change an article) and its draft, and
// the publication lifecycle's two calls.
//
//   backOfficeNewsMachine.provide(createBackOfficeNewsImplementations(deps))
import { fromPromise } from 'xstate';
import { backOfficeNewsCalls } from '../../../contract/screens/backOfficeNews';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

const LIFECYCLE_CALLS = { enable: backOfficeNewsCalls.enableBackOfficeNews, disable: backOfficeNewsCalls.disableBackOfficeNews } as const;

export function createBackOfficeNewsImplementations(deps: ScreenDeps) {
  const list = listImplementations('backOfficeNews', backOfficeNewsCalls.getBackOfficeNews, deps);
  const drafts = actionDrafts('backOfficeNews', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        // Each answers the article as stored.
        if (input.action === 'create')
          return { item: (await deps.api.call(backOfficeNewsCalls.createBackOfficeNews, { body: input.body as never })) as ScreenItem };
        const params = { newsId: input.targetId! };
        if (input.action === 'edit')
          return {
            item: (await deps.api.call(backOfficeNewsCalls.updateBackOfficeNews, { params, body: input.body as never })) as ScreenItem,
          };
        const call = LIFECYCLE_CALLS[input.action as keyof typeof LIFECYCLE_CALLS];
        return { item: (await deps.api.call(call, { params })) as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
