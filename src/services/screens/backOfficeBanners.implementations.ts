// The browser side of back office › banners (docs/screens/backOfficeBanners.md): the list's pages
// (its tab in the query), the banner form's two calls (create a draft, change a banner) and its
// draft, and the publication lifecycle's two calls.
//
//   backOfficeBannersMachine.provide(createBackOfficeBannersImplementations(deps))
import { fromPromise } from 'xstate';
import { backOfficeBannersCalls } from '../../../contract/screens/backOfficeBanners';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { actionDrafts, listImplementations, type ScreenDeps } from '../screens';

const LIFECYCLE_CALLS = {
  enable: backOfficeBannersCalls.enableBackOfficeBanner,
  disable: backOfficeBannersCalls.disableBackOfficeBanner,
} as const;

export function createBackOfficeBannersImplementations(deps: ScreenDeps) {
  const list = listImplementations('backOfficeBanners', backOfficeBannersCalls.getBackOfficeBanners, deps);
  const drafts = actionDrafts('backOfficeBanners', deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        // Each answers the banner as stored.
        if (input.action === 'create')
          return {
            item: (await deps.api.call(backOfficeBannersCalls.createBackOfficeBanner, { body: input.body as never })) as ScreenItem,
          };
        const params = { bannerId: input.targetId! };
        if (input.action === 'edit')
          return {
            item: (await deps.api.call(backOfficeBannersCalls.updateBackOfficeBanner, { params, body: input.body as never })) as ScreenItem,
          };
        const call = LIFECYCLE_CALLS[input.action as keyof typeof LIFECYCLE_CALLS];
        return { item: (await deps.api.call(call, { params })) as ScreenItem };
      }),
      ...drafts.actors,
    },
    actions: { ...list.actions, ...drafts.actions },
  };
}
