// The browser side of My offers (docs/screens/myOffers.md): a tab's page of offers, and the
// favourite, un-favourite and apply calls, each answering the offer as it now stands.
//
//   myOffersMachine.provide(createMyOffersImplementations({ api, drafts, logger }))
import { fromPromise } from 'xstate';
import { myOffersCalls } from '../../../contract/screens/myOffers';
import type { ActionRequest, ActionResult } from '../../../machines/families/action';
import type { ScreenItem } from '../../../machines/families/screen';
import { listImplementations, type ScreenDeps } from '../screens';

const ACTION_CALLS = {
  favorite: myOffersCalls.favoriteJobOffer,
  unfavorite: myOffersCalls.unfavoriteJobOffer,
  apply: myOffersCalls.applyToJobOffer,
} as const;

export function createMyOffersImplementations(deps: ScreenDeps) {
  const list = listImplementations('myOffers', myOffersCalls.getJobOffers, deps);
  return {
    actors: {
      ...list.actors,
      perform: fromPromise<ActionResult | undefined, ActionRequest>(async ({ input }) => {
        const call = ACTION_CALLS[input.action as keyof typeof ACTION_CALLS];
        if (!call) throw new Error(`My offers has no action ${input.action}`);
        const offer = await deps.api.call(call, { params: { offerId: input.targetId! } });
        return { item: offer as ScreenItem };
      }),
    },
    actions: list.actions,
  };
}
