// My offers' calls (docs/screens/myOffers.md), proposed: the spec names the screen and its tabs
// (all, favorites, candidates; flag jobOffers, section 2), not its calls. An action answers the
// offer as it now stands, so the list shows the server's word after each one.
import { boolean, integer, length, minValue, nullable, number, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The tabs of spec section 2's My offers menu, which `filter` names. */
export const JOB_OFFER_FILTERS = ['all', 'favorites', 'candidates'] as const;
/** An application's lifecycle: sent, read by the agency, then its answer. */
export const APPLICATION_STATUSES = ['applied', 'underReview', 'accepted', 'notRetained'] as const;

export const JobOfferSchema = object({
  id: nonBlank(),
  position: nonBlank(),
  /** The client's name, or a description of it when the agency keeps it anonymous. */
  company: nonBlank(),
  anonymous: boolean(),
  /** Town and postcode of the workplace. */
  place: nonBlank(),
  startDate: date(),
  endDate: date(),
  /** Gross hourly pay, in cents. */
  hourlyRateCents: pipe(number(), integer('a whole number of cents'), minValue(0, 'a number ≥ 0')),
  currency: pipe(string(), length(3, 'a three-letter currency code')),
  weeklyHours: pipe(number(), minValue(0, 'a number ≥ 0')),
  /** Plain text; paragraphs separated by a blank line. */
  description: string(),
  publishedOn: date(),
  favorite: boolean(),
  /** The worker's application to it, or null when they have not applied. */
  application: nullable(object({ status: picklist(APPLICATION_STATUSES), appliedOn: date() })),
});

const OFFER_ANSWERS = { 200: JobOfferSchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

export const myOffersCalls = {
  getJobOffers: call({
    method: 'GET',
    path: '/v1/job-offers',
    query: listQuery(JOB_OFFER_FILTERS),
    answers: { 200: pageOf(JobOfferSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the job offers near the worker’s missions, newest first: all of them, the worker’s favourites, or those the worker applied to (candidates), each with whether it is a favourite and the application’s status.',
  }),
  favoriteJobOffer: call({
    method: 'PUT',
    path: '/v1/job-offers/{offerId}/favorite',
    answers: OFFER_ANSWERS,
    proposed: true,
    summary: 'Marks the offer as one of the worker’s favourites (again: no change); answers the offer.',
  }),
  unfavoriteJobOffer: call({
    method: 'DELETE',
    path: '/v1/job-offers/{offerId}/favorite',
    answers: OFFER_ANSWERS,
    proposed: true,
    summary: 'Takes the offer off the worker’s favourites (again: no change); answers the offer.',
  }),
  applyToJobOffer: call({
    method: 'POST',
    path: '/v1/job-offers/{offerId}/application',
    answers: { ...OFFER_ANSWERS, 409: ErrorBodySchema },
    proposed: true,
    summary: 'The worker applies to the offer; answers the offer with its application (applied). 409 when they already have.',
  }),
};
