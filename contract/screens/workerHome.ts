// The worker's dashboard's call (docs/screens/workerHome.md), proposed: the spec names the home
// screen and its worker variant (section 2), not what it shows. One read gathers what the other
// screens hold, so the home page costs one round trip.
import { array, integer, isoTimestamp, maxLength, minValue, nullable, number, object, picklist, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';

/** How many news items the dashboard shows, newest first. */
export const DASHBOARD_NEWS_COUNT = 3;

const cents = () => pipe(number(), integer('a whole number of cents'), minValue(0, 'a number ≥ 0'));

/** A mission as a dashboard card shows it. */
export const DashboardMissionSchema = object({
  id: nonBlank(),
  position: nonBlank(),
  client: nonBlank(),
  /** The establishment's name and town. */
  place: nonBlank(),
  startDate: date(),
  endDate: date(),
});

/** The worker's latest answered pay advance request, while it is news (the last 14 days). */
export const DashboardDepositAnswerSchema = object({
  id: nonBlank(),
  status: picklist(['paid', 'refused']),
  amountCents: cents(),
  /** ISO 4217. */
  currency: nonBlank(),
  answeredOn: date(),
});

export const WorkerDashboardSchema = object({
  /** Always `me`: the signed-in worker's dashboard (the detail family tells items by id). */
  id: nonBlank(),
  /** Contracts waiting for the worker's signature. */
  contractsToSign: count(),
  /** Weeks of a mission, begun and not yet sent to the client (drafts included). */
  timeSheetsToFill: count(),
  /** Weeks the client disputed, waiting for the worker's correction. */
  timeSheetsDisputed: count(),
  /** Documents the worker has not opened yet. */
  newDocuments: count(),
  depositAnswer: nullable(DashboardDepositAnswerSchema),
  /** The mission under way today, else null. */
  currentMission: nullable(DashboardMissionSchema),
  /** The next mission to begin after today, else null. */
  nextMission: nullable(DashboardMissionSchema),
  /** The latest news the worker may read, newest first. */
  latestNews: pipe(
    array(
      object({
        id: nonBlank(),
        title: nonBlank(),
        publishedAt: pipe(string(), isoTimestamp('a date and time written YYYY-MM-DDTHH:MM:SSZ')),
      }),
    ),
    maxLength(DASHBOARD_NEWS_COUNT),
  ),
});

export const workerHomeCalls = {
  getWorkerDashboard: call({
    method: 'GET',
    path: '/v1/users/me/dashboard',
    answers: { 200: WorkerDashboardSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The signed-in worker’s dashboard: how many contracts wait for a signature, weeks to fill or to correct, documents not yet opened; the latest answered pay advance request; the current and next mission; the latest news for the worker’s role. Counts only: each card opens its own screen. 403 for a user who is not a temporary worker.',
  }),
};
