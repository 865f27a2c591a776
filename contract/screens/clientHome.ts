// The client's dashboard's call (docs/screens/clientHome.md), proposed: the spec names the home
// screen and its client variant (section 2), not what it shows. One read gathers what the client's
// other screens hold, so the home page costs one round trip.
import { array, description, examples, maxLength, number, object, pipe, minValue } from 'valibot';
import { call } from '../calls.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';
import { homeBanners } from './backOfficeBanners.ts';

/** How many workers on site the dashboard lists; the missions screen holds them all. */
export const DASHBOARD_ON_SITE_COUNT = 6;

/** A temporary worker at work this week at one of the client's establishments. */
export const OnSiteWorkerSchema = pipe(
  object({
    /** The mission's id. */
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    worker: pipe(nonBlank(), description('The worker’s full name.'), examples(['Camille Martin'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    establishment: pipe(nonBlank(), description('The establishment’s name.'), examples(['Entrepôt de Corbas'])),
    /** The mission's last day (YYYY-MM-DD). */
    endDate: pipe(date(), description('The mission’s last day, `YYYY-MM-DD`.'), examples(['2026-12-19'])),
  }),
  description('A temporary worker at work this week at one of the client’s establishments.'),
);

export const ClientDashboardSchema = pipe(
  object({
    /** Always `me`: the signed-in client user's company (the detail family tells items by id). */
    id: pipe(nonBlank(), description('Always `me`: the signed-in client user’s company.'), examples(['me'])),
    /** Contracts of provision waiting for the client's signature. */
    contractsToSign: pipe(
      count(),
      description('Contracts of provision waiting for the client’s signature (a whole number ≥ 0).'),
      examples([2]),
    ),
    /** Weeks sent by the client's workers, waiting for the client's approval. */
    timeSheetsToApprove: pipe(
      count(),
      description('Weeks sent by the company’s workers, waiting for the client’s approval.'),
      examples([5]),
    ),
    /** Invoices not paid yet, overdue ones included. */
    unpaidInvoices: pipe(count(), description('Invoices not paid yet, overdue ones included.'), examples([3])),
    /** Of those, the ones past their due date. */
    overdueInvoices: pipe(count(), description('Of the unpaid invoices, those past their due date (the server’s clock).'), examples([1])),
    /** What the unpaid invoices add up to, tax included, in euros. */
    unpaidAmount: pipe(
      number(),
      minValue(0, 'an amount ≥ 0'),
      description('What the unpaid invoices add up to, tax included, in euros (a decimal number, not cents).'),
      examples([9625.2]),
    ),
    /** How many workers are on site this week (Monday to Sunday). */
    workersOnSiteCount: pipe(
      count(),
      description('How many temporary workers are on site this week (Monday to Sunday), all establishments.'),
      examples([14]),
    ),
    /** The first of them, by establishment then name. */
    workersOnSite: pipe(
      array(OnSiteWorkerSchema),
      maxLength(DASHBOARD_ON_SITE_COUNT),
      description(
        `The first ${DASHBOARD_ON_SITE_COUNT} of them at most, by establishment then name (the missions screen lists them all); more are refused.`,
      ),
    ),
    banners: homeBanners(),
  }),
  description('The client’s dashboard: counts for each card, and the first workers on site.'),
);

export const clientHomeCalls = {
  getClientDashboard: call({
    method: 'GET',
    path: '/v1/clients/me/dashboard',
    answers: { 200: ClientDashboardSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The signed-in client user’s dashboard: how many contracts of provision wait for a signature, weeks of the company’s workers wait for approval, invoices are unpaid (and overdue, and their total); the temporary workers on site this week. Counts only, and the first workers: each card opens its own screen. 403 for a user who is not a client user.',
  }),
};
