// Temporary workers › planning, for the agency (docs/screens/agencyPlanning.md), proposed: the spec
// names the screen and its tabs (section 2: planning, month and week), not its call.
import { array, object, optional, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** A mission as the agency's planning shows it: where, what, from when to when, the usual working day. */
export const AgencyPlannedMissionSchema = object({
  id: nonBlank(),
  clientName: nonBlank(),
  establishmentName: nonBlank(),
  position: nonBlank(),
  /** Both included; worked Monday to Friday. */
  startDate: date(),
  endDate: date(),
  dayStart: clock(),
  dayEnd: clock(),
});

/** A worker with a mission in the days read, and those missions. */
export const PlanningRowSchema = object({
  workerId: nonBlank(),
  workerName: nonBlank(),
  missions: array(AgencyPlannedMissionSchema),
});

export const AgencyPlanningSchema = object({
  /** The server's today (YYYY-MM-DD): the planning opens on it, and Today comes back to it. */
  today: date(),
  /** The workers with a mission between `from` and `to`, by name. */
  rows: array(PlanningRowSchema),
});

export const agencyPlanningCalls = {
  getAgencyPlanning: call({
    method: 'GET',
    path: '/v1/temporary-workers/planning',
    query: object({
      /** Both or neither: without them, the month of the server's today and six days either side. */
      from: optional(date()),
      to: optional(date()),
      /** The agency-folder selection in effect, ids joined by commas; absent: every folder of the reader. */
      folders: optional(pipe(string(), regex(/^[^,\s]+(,[^,\s]+)*$/, 'folder ids joined by commas'))),
    }),
    answers: { 200: AgencyPlanningSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The temporary workers of the reader’s agency folders (narrowed to `folders`) who have a mission between `from` and `to`, with those missions (client, establishment, position, dates, usual hours), and the server’s today. 403 for a reader who is not agency staff.',
  }),
};
