// The browser side of back office › FAQs (docs/screens/backOfficeFaqs.md): the list's pages (its tab
// in the query), the entry form's two calls (create a draft, change an entry) and its draft, and the
// publication lifecycle's two calls.
//
//   backOfficeFaqsMachine.provide(createBackOfficeFaqsImplementations(deps))
import { fromPromise } from 'xstate';
import { backOfficeFaqsCalls } from '../../../contract/screens/backOfficeFaqs';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

const LIFECYCLE_CALLS = { enable: backOfficeFaqsCalls.enableBackOfficeFaq, disable: backOfficeFaqsCalls.disableBackOfficeFaq } as const;

export function createBackOfficeFaqsImplementations(deps: ScreenDeps) {
  const list = listImplementations('backOfficeFaqs', backOfficeFaqsCalls.getBackOfficeFaqs, deps);
  const drafts = actionDrafts('backOfficeFaqs', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        // Each answers the entry as stored.
        if (input.action === 'create')
          return { item: (await deps.api.call(backOfficeFaqsCalls.createBackOfficeFaq, { body: input.body as never })) as ScreenItem };
        const params = { faqId: input.targetId! };
        if (input.action === 'edit')
          return {
            item: (await deps.api.call(backOfficeFaqsCalls.updateBackOfficeFaq, { params, body: input.body as never })) as ScreenItem,
          };
        const call = LIFECYCLE_CALLS[input.action as keyof typeof LIFECYCLE_CALLS];
        return { item: (await deps.api.call(call, { params })) as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
