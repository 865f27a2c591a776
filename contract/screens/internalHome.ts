// The internal dashboard's call (docs/screens/internalHome.md), proposed: the spec names the home
// screen and its internal-user variant (section 2), not what it shows. One read gathers what the
// agency's other screens hold for the folders chosen in the header (spec section 5).
import { array, maxLength, object, optional, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { count, date, ErrorBodySchema, nonBlank } from '../wire.ts';

/** How many disputed weeks and ending missions the dashboard lists. */
export const INTERNAL_DASHBOARD_LISTED = 5;

export const DisputedWeekSchema = object({
  /** The time sheet's id. */
  id: nonBlank(),
  worker: nonBlank(),
  client: nonBlank(),
  /** The Monday of the week. */
  weekStart: date(),
  /** The client's reason. */
  reason: string(),
});

export const EndingMissionSchema = object({
  /** The mission's id. */
  id: nonBlank(),
  worker: nonBlank(),
  position: nonBlank(),
  client: nonBlank(),
  establishment: nonBlank(),
  /** Its last day (YYYY-MM-DD), this week. */
  endDate: date(),
});

export const InternalDashboardSchema = object({
  /** Always `agency` (the detail family tells items by id). */
  id: nonBlank(),
  /** The names of the agency folders counted. */
  folders: array(nonBlank()),
  /** Workers invited who have not created their account yet. */
  invitationsWaiting: count(),
  /** Workers never invited (no portal account). */
  workersWithoutAccount: count(),
  /** Weeks a client disputed, waiting for the worker's correction. */
  timeSheetsDisputed: count(),
  disputedTimeSheets: pipe(array(DisputedWeekSchema), maxLength(INTERNAL_DASHBOARD_LISTED)),
  /** Missions whose last day falls this week (Monday to Sunday). */
  missionsEndingThisWeek: count(),
  missionsEnding: pipe(array(EndingMissionSchema), maxLength(INTERNAL_DASHBOARD_LISTED)),
});

export const internalHomeCalls = {
  getInternalDashboard: call({
    method: 'GET',
    path: '/v1/agency/dashboard',
    query: object({ folders: optional(pipe(string(), regex(/^[^,\s]+(,[^,\s]+)*$/, 'folder ids joined by commas'))) }),
    answers: { 200: InternalDashboardSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The agency’s dashboard for the folders chosen (`folders`: ids joined by commas; none: every folder of the user): how many workers wait on an invitation, have no account, how many weeks clients disputed and missions end this week, with the first of those weeks and missions. 403 for anyone but the agency roles, the administrator and support.',
  }),
};
