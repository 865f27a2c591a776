// The worker's dashboard's call (docs/screens/workerHome.md), proposed: the spec names the home
// screen and its worker variant (section 2), not what it shows. One read gathers what the other
// screens hold, so the home page costs one round trip.
import {
  array,
  description,
  examples,
  integer,
  isoTimestamp,
  maxLength,
  minValue,
  nullable,
  number,
  object,
  picklist,
  pipe,
  string,
} from 'valibot';
import { call } from '../calls.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';
import { homeBanners } from './backOfficeBanners.ts';

/** How many news items the dashboard shows, newest first. */
export const DASHBOARD_NEWS_COUNT = 3;

const cents = () => pipe(number(), integer('a whole number of cents'), minValue(0, 'a number ≥ 0'));

/** A mission as a dashboard card shows it. */
export const DashboardMissionSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    client: pipe(nonBlank(), description('The client’s name.'), examples(['Logistique Rhône'])),
    /** The establishment's name and town. */
    place: pipe(nonBlank(), description('The establishment’s name and town, one line.'), examples(['Entrepôt de Corbas, Corbas'])),
    startDate: pipe(date(), description('First day, `YYYY-MM-DD` (included).'), examples(['2026-12-01'])),
    endDate: pipe(date(), description('Last day, `YYYY-MM-DD` (included).'), examples(['2026-12-19'])),
  }),
  description('A mission as a dashboard card shows it.'),
);

/** The worker's latest answered pay advance request, while it is news (the last 14 days). */
export const DashboardDepositAnswerSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The request’s id.'), examples(['dr-2026-031'])),
    status: pipe(picklist(['paid', 'refused']), description('The agency’s answer.'), examples(['paid'])),
    amountCents: pipe(cents(), description('The amount asked for, in whole cents of `currency`.'), examples([15000])),
    /** ISO 4217. */
    currency: pipe(nonBlank(), description('ISO 4217 code.'), examples(['EUR'])),
    answeredOn: pipe(date(), description('When the agency answered, `YYYY-MM-DD`.'), examples(['2026-11-27'])),
  }),
  description('The worker’s latest answered pay advance request, while it is news (answered in the last 14 days).'),
);

export const WorkerDashboardSchema = pipe(
  object({
    /** Always `me`: the signed-in worker's dashboard (the detail family tells items by id). */
    id: pipe(nonBlank(), description('Always `me`: the signed-in worker’s dashboard.'), examples(['me'])),
    /** Contracts waiting for the worker's signature. */
    contractsToSign: pipe(count(), description('Contracts waiting for the worker’s signature (a whole number ≥ 0).'), examples([1])),
    /** Weeks of a mission, begun and not yet sent to the client (drafts included). */
    timeSheetsToFill: pipe(
      count(),
      description('Weeks of a mission, begun and not yet sent to the client (drafts included).'),
      examples([2]),
    ),
    /** Weeks the client disputed, waiting for the worker's correction. */
    timeSheetsDisputed: pipe(count(), description('Weeks the client disputed, waiting for the worker’s correction.'), examples([0])),
    /** Documents the worker has not opened yet. */
    newDocuments: pipe(count(), description('Documents the worker has not opened yet.'), examples([3])),
    depositAnswer: pipe(
      nullable(DashboardDepositAnswerSchema),
      description('The latest pay advance answer of the last 14 days, or null (no card).'),
    ),
    /** The mission under way today, else null. */
    currentMission: pipe(nullable(DashboardMissionSchema), description('The mission under way today (the server’s today), else null.')),
    /** The next mission to begin after today, else null. */
    nextMission: pipe(nullable(DashboardMissionSchema), description('The next mission to begin after today, else null.')),
    /** The latest news the worker may read, newest first. */
    latestNews: pipe(
      array(
        object({
          id: pipe(nonBlank(), description('The article’s id: its page’s `{newsId}`.'), examples(['news-2026-118'])),
          title: pipe(nonBlank(), description('Its title, plain text.'), examples(['Nouvelle mutuelle au 1er janvier'])),
          publishedAt: pipe(
            string(),
            isoTimestamp('a date and time written YYYY-MM-DDTHH:MM:SSZ'),
            description('When it was published, an ISO 8601 date-time in UTC (`YYYY-MM-DDTHH:MM:SSZ`).'),
            examples(['2026-11-25T08:00:00Z']),
          ),
        }),
      ),
      maxLength(DASHBOARD_NEWS_COUNT),
      description(`The latest news the worker may read, newest first, at most ${DASHBOARD_NEWS_COUNT} (more are refused).`),
    ),
    banners: homeBanners(),
  }),
  description('The worker’s dashboard: counts for each card, the missions and the latest news.'),
);

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
