// The internal dashboard's call (docs/screens/internalHome.md), proposed: the spec names the home
// screen and its internal-user variant (section 2), not what it shows. One read gathers what the
// agency's other screens hold for the folders chosen in the header (spec section 5).
import { array, description, examples, maxLength, object, pipe, string } from 'valibot';
import { call } from '../calls.ts';
import { agencyFolders } from './clientsDesk.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';
import { homeBanners } from './backOfficeBanners.ts';

/** How many disputed weeks and ending missions the dashboard lists. */
export const INTERNAL_DASHBOARD_LISTED = 5;

export const DisputedWeekSchema = pipe(
  object({
    /** The time sheet's id. */
    id: pipe(nonBlank(), description('The time sheet’s id.'), examples(['ts-2026-w47-0042'])),
    worker: pipe(nonBlank(), description('The worker’s full name.'), examples(['Camille Martin'])),
    client: pipe(nonBlank(), description('The client company that disputed the week.'), examples(['Logistique Rhône'])),
    /** The Monday of the week. */
    weekStart: pipe(date(), description('The Monday of the week, `YYYY-MM-DD`.'), examples(['2026-11-16'])),
    /** The client's reason. */
    reason: pipe(
      string(),
      description('The client’s reason, as they wrote it; shown as text (never HTML).'),
      examples(['Vendredi : départ à 14 h, pas 15 h 30.']),
    ),
  }),
  description('A week a client disputed, waiting for the worker’s correction.'),
);

export const EndingMissionSchema = pipe(
  object({
    /** The mission's id. */
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    worker: pipe(nonBlank(), description('The worker’s full name.'), examples(['Julien Perrin'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Cariste'])),
    client: pipe(nonBlank(), description('The client company.'), examples(['Logistique Rhône'])),
    establishment: pipe(nonBlank(), description('The establishment where the mission takes place.'), examples(['Entrepôt de Corbas'])),
    /** Its last day (YYYY-MM-DD), this week. */
    endDate: pipe(date(), description('The mission’s last day, `YYYY-MM-DD`, in this week (Monday to Sunday).'), examples(['2026-12-04'])),
  }),
  description('A mission whose last day falls this week.'),
);

export const InternalDashboardSchema = pipe(
  object({
    /** Always `agency` (the detail family tells items by id). */
    id: pipe(nonBlank(), description('Always `agency`.'), examples(['agency'])),
    /** The names of the agency folders counted. */
    folders: pipe(
      array(nonBlank()),
      description('The names of the agency folders counted (the selection asked for, or every folder of the user).'),
      examples([['Lyon Part-Dieu', 'Villeurbanne']]),
    ),
    /** Workers invited who have not created their account yet. */
    invitationsWaiting: pipe(
      count(),
      description('Workers invited who have not created their portal account yet (the users’ Invited tab).'),
      examples([4]),
    ),
    /** Workers never invited (no portal account). */
    workersWithoutAccount: pipe(
      count(),
      description('Workers never invited: no portal account (the users’ Unregistered tab).'),
      examples([7]),
    ),
    /** Weeks a client disputed, waiting for the worker's correction. */
    timeSheetsDisputed: pipe(count(), description('Weeks a client disputed, waiting for the worker’s correction.'), examples([2])),
    disputedTimeSheets: pipe(
      array(DisputedWeekSchema),
      maxLength(INTERNAL_DASHBOARD_LISTED),
      description(`The first ${INTERNAL_DASHBOARD_LISTED} of those weeks at most, oldest first; more are refused.`),
    ),
    /** Missions whose last day falls this week (Monday to Sunday). */
    missionsEndingThisWeek: pipe(count(), description('Missions whose last day falls this week (Monday to Sunday).'), examples([3])),
    missionsEnding: pipe(
      array(EndingMissionSchema),
      maxLength(INTERNAL_DASHBOARD_LISTED),
      description(`The first ${INTERNAL_DASHBOARD_LISTED} of those missions at most, by last day; more are refused.`),
    ),
    banners: homeBanners(),
  }),
  description('The agency’s dashboard: a count for each card, and the first disputed weeks and ending missions.'),
  examples([
    {
      id: 'agency',
      folders: ['Lyon Part-Dieu'],
      invitationsWaiting: 4,
      workersWithoutAccount: 7,
      timeSheetsDisputed: 1,
      disputedTimeSheets: [
        {
          id: 'ts-2026-w47-0042',
          worker: 'Camille Martin',
          client: 'Logistique Rhône',
          weekStart: '2026-11-16',
          reason: 'Vendredi : départ à 14 h, pas 15 h 30.',
        },
      ],
      missionsEndingThisWeek: 1,
      missionsEnding: [
        {
          id: 'm-2026-0871',
          worker: 'Julien Perrin',
          position: 'Cariste',
          client: 'Logistique Rhône',
          establishment: 'Entrepôt de Corbas',
          endDate: '2026-12-04',
        },
      ],
      banners: [],
    },
  ]),
);

export const internalHomeCalls = {
  getInternalDashboard: call({
    method: 'GET',
    path: '/v1/agency/dashboard',
    query: object({
      folders: agencyFolders(),
    }),
    answers: { 200: InternalDashboardSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The agency’s dashboard for the folders chosen (`folders`: ids joined by commas; none: every folder of the user): how many workers wait on an invitation, have no account, how many weeks clients disputed and missions end this week, with the first of those weeks and missions. 403 for anyone but the agency roles, the administrator and support.',
  }),
};
