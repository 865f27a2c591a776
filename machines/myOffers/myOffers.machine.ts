// My offers (docs/screens/myOffers.md; spec section 2: my-offers, flag jobOffers, tabs all,
// favorites, candidates): the job offers near the worker's missions. The list family
// (docs/screens/README.md "List", "Action") with three actions: favourite and un-favourite show at
// once and are put back if the call fails (the family's optimistic option), applying asks first;
// each answer is the offer as it now stands. A matching offer pushed by the hub (jobOfferMatch,
// category jobOffers) reads the tab again.
import type { ActionSpecs } from '../families/action';
import { createListMachine } from '../families/list';
import type { ScreenItem } from '../families/screen';

export type ApplicationStatus = 'applied' | 'underReview' | 'accepted' | 'notRetained';

/** An offer as the list shows it (contract/screens/myOffers.ts). */
export type JobOfferItem = ScreenItem & {
  readonly position: string;
  readonly company: string;
  readonly anonymous: boolean;
  readonly place: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly hourlyRateCents: number;
  readonly currency: string;
  readonly weeklyHours: number;
  readonly description: string;
  readonly publishedOn: string;
  readonly favorite: boolean;
  readonly application: { readonly status: ApplicationStatus; readonly appliedOn: string } | null;
};

/** Offers a page reads: a worker scrolls a short list. */
export const JOB_OFFERS_PAGE_SIZE = 10;
/** The notification category whose pushes read the tab again (an offer that matches). */
export const JOB_OFFERS_CATEGORY = 'jobOffers';

export const JOB_OFFER_ACTIONS: ActionSpecs = {
  favorite: {
    call: 'favoriteJobOffer',
    on: 'item',
    allowedFor: (offer) => offer.favorite !== true,
    optimistic: (offer) => ({ ...offer, favorite: true }),
    effect: 'store',
  },
  unfavorite: {
    call: 'unfavoriteJobOffer',
    on: 'item',
    allowedFor: (offer) => offer.favorite === true,
    optimistic: (offer) => ({ ...offer, favorite: false }),
    effect: 'store',
  },
  // One application per offer: the answer carries its status (applied), shown on the offer.
  apply: { call: 'applyToJobOffer', on: 'item', confirm: true, allowedFor: (offer) => offer.application == null, effect: 'store' },
};

export const myOffersMachine = createListMachine({
  id: 'myOffers',
  contract: 'docs/screens/myOffers.md',
  description: 'My offers: job offers near the worker’s missions, favourites at once, applications and their status',
  load: 'getJobOffers',
  pageSize: JOB_OFFERS_PAGE_SIZE,
  refreshOn: [JOB_OFFERS_CATEGORY],
  actions: JOB_OFFER_ACTIONS,
});
