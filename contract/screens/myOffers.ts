// My offers' calls (docs/screens/myOffers.md), proposed: the spec names the screen and its tabs
// (all, favorites, candidates; flag jobOffers, section 2), not its calls. An action answers the
// offer as it now stands, so the list shows the server's word after each one.
import { boolean, description, examples, integer, length, minValue, nullable, number, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The tabs of spec section 2's My offers menu, which `filter` names. */
export const JOB_OFFER_FILTERS = ['all', 'favorites', 'candidates'] as const;
/** An application's lifecycle: sent, read by the agency, then its answer. */
export const APPLICATION_STATUSES = ['applied', 'underReview', 'accepted', 'notRetained'] as const;

export const JobOfferSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The offer’s id: the actions’ `{offerId}`.'), examples(['jo-1042'])),
    position: pipe(nonBlank(), description('The job offered.'), examples(['Cariste CACES 1, 3, 5'])),
    /** The client's name, or a description of it when the agency keeps it anonymous. */
    company: pipe(
      nonBlank(),
      description('The client’s name, or a description of it when `anonymous`.'),
      examples(['Logisticien du sud-est lyonnais']),
    ),
    anonymous: pipe(
      boolean(),
      description('The agency keeps the client’s name to itself: `company` describes it instead.'),
      examples([true]),
    ),
    /** Town and postcode of the workplace. */
    place: pipe(nonBlank(), description('Town and postcode of the workplace.'), examples(['Corbas (69960)'])),
    startDate: pipe(date(), description('First day, `YYYY-MM-DD`.'), examples(['2026-12-07'])),
    endDate: pipe(date(), description('Last day, `YYYY-MM-DD`.'), examples(['2027-01-29'])),
    /** Gross hourly pay, in cents. */
    hourlyRateCents: pipe(
      number(),
      integer('a whole number of cents'),
      minValue(0, 'a number ≥ 0'),
      description('Gross hourly pay in whole cents of `currency` (1250 = 12.50 €).'),
      examples([1250]),
    ),
    currency: pipe(string(), length(3, 'a three-letter currency code'), description('ISO 4217 code.'), examples(['EUR'])),
    weeklyHours: pipe(number(), minValue(0, 'a number ≥ 0'), description('Hours per week, a decimal number.'), examples([35])),
    /** Plain text; paragraphs separated by a blank line. */
    description: pipe(
      string(),
      description('The offer’s text, plain text (never HTML); paragraphs separated by a blank line.'),
      examples(['Chargement et déchargement de camions.\n\nHoraires en 2x8.']),
    ),
    publishedOn: pipe(date(), description('When it was published, `YYYY-MM-DD`: the list is newest first.'), examples(['2026-11-25'])),
    favorite: pipe(boolean(), description('One of the worker’s favourites (the favorites tab).'), examples([false])),
    /** The worker's application to it, or null when they have not applied. */
    application: pipe(
      nullable(
        object({
          status: pipe(
            picklist(APPLICATION_STATUSES),
            description('`applied` (sent), `underReview` (read by the agency), then `accepted` or `notRetained`.'),
            examples(['applied']),
          ),
          appliedOn: pipe(date(), description('When the worker applied, `YYYY-MM-DD`.'), examples(['2026-11-27'])),
        }),
      ),
      description('The worker’s application to it, or null when they have not applied (the Apply button shows).'),
      examples([null]),
    ),
  }),
  description('A job offer as the worker sees it.'),
);

const OFFER_ID = { offerId: { description: 'The offer’s `id`, as the offers list answered it.', example: 'jo-1042' } };

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
    parameters: OFFER_ID,
    answers: OFFER_ANSWERS,
    proposed: true,
    summary: 'Marks the offer as one of the worker’s favourites (again: no change); answers the offer.',
  }),
  unfavoriteJobOffer: call({
    method: 'DELETE',
    path: '/v1/job-offers/{offerId}/favorite',
    parameters: OFFER_ID,
    answers: OFFER_ANSWERS,
    proposed: true,
    summary: 'Takes the offer off the worker’s favourites (again: no change); answers the offer.',
  }),
  applyToJobOffer: call({
    method: 'POST',
    path: '/v1/job-offers/{offerId}/application',
    parameters: OFFER_ID,
    answers: { ...OFFER_ANSWERS, 409: ErrorBodySchema },
    proposed: true,
    summary: 'The worker applies to the offer; answers the offer with its application (applied). 409 when they already have.',
  }),
};
