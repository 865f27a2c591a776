// The client's dashboard's call (docs/screens/clientHome.md), proposed: the spec names the home
// screen and its client variant (section 2), not what it shows. One read gathers what the client's
// other screens hold, so the home page costs one round trip.
import { array, maxLength, number, object, pipe, minValue } from 'valibot';
import { call } from '../calls.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';

/** How many workers on site the dashboard lists; the missions screen holds them all. */
export const DASHBOARD_ON_SITE_COUNT = 6;

/** A temporary worker at work this week at one of the client's establishments. */
export const OnSiteWorkerSchema = object({
  /** The mission's id. */
  id: nonBlank(),
  worker: nonBlank(),
  position: nonBlank(),
  establishment: nonBlank(),
  /** The mission's last day (YYYY-MM-DD). */
  endDate: date(),
});

export const ClientDashboardSchema = object({
  /** Always `me`: the signed-in client user's company (the detail family tells items by id). */
  id: nonBlank(),
  /** Contracts of provision waiting for the client's signature. */
  contractsToSign: count(),
  /** Weeks sent by the client's workers, waiting for the client's approval. */
  timeSheetsToApprove: count(),
  /** Invoices not paid yet, overdue ones included. */
  unpaidInvoices: count(),
  /** Of those, the ones past their due date. */
  overdueInvoices: count(),
  /** What the unpaid invoices add up to, tax included, in euros. */
  unpaidAmount: pipe(number(), minValue(0, 'an amount ≥ 0')),
  /** How many workers are on site this week (Monday to Sunday). */
  workersOnSiteCount: count(),
  /** The first of them, by establishment then name. */
  workersOnSite: pipe(array(OnSiteWorkerSchema), maxLength(DASHBOARD_ON_SITE_COUNT)),
});

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
