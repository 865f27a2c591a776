// Temporary workers › planning, for the agency (docs/screens/agencyPlanning.md), proposed: the spec
// names the screen and its tabs (section 2: planning, month and week), not its call.
import { array, description, examples, object, optional, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { agencyFolders } from './clientsDesk.ts';
import { date, ErrorBodySchema, nonBlank } from '../wire.ts';

const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** A mission as the agency's planning shows it: where, what, from when to when, the usual working day. */
export const AgencyPlannedMissionSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    clientName: pipe(nonBlank(), description('The client company’s name.'), examples(['Logistique Rhône'])),
    establishmentName: pipe(nonBlank(), description('The establishment where the worker works.'), examples(['Entrepôt de Corbas'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    /** Both included; worked Monday to Friday. */
    startDate: pipe(
      date(),
      description('The mission’s first day, `YYYY-MM-DD`, included. The portal draws it on Monday to Friday between its dates.'),
      examples(['2026-11-16']),
    ),
    endDate: pipe(date(), description('The mission’s last day, `YYYY-MM-DD`, included; not before `startDate`.'), examples(['2026-12-18'])),
    dayStart: pipe(clock(), description('When the usual working day starts, `HH:MM` (local time of the site).'), examples(['07:30'])),
    dayEnd: pipe(clock(), description('When it ends, `HH:MM`, after `dayStart`; `24:00` for midnight.'), examples(['15:30'])),
  }),
  description('A mission as the agency’s planning shows it: where, what, from when to when, the usual working day.'),
);

/** A worker with a mission in the days read, and those missions. */
export const PlanningRowSchema = pipe(
  object({
    workerId: pipe(nonBlank(), description('The temporary worker’s id.'), examples(['tw-lyo-0042'])),
    workerName: pipe(nonBlank(), description('The worker’s full name, as the row’s heading shows it.'), examples(['Camille Martin'])),
    missions: pipe(
      array(AgencyPlannedMissionSchema),
      description('The worker’s missions that cross the days asked for (at least one), in date order.'),
    ),
  }),
  description('A worker with a mission in the days read, and those missions.'),
);

export const AgencyPlanningSchema = pipe(
  object({
    /** The server's today (YYYY-MM-DD): the planning opens on it, and Today comes back to it. */
    today: pipe(
      date(),
      description('The server’s today, `YYYY-MM-DD`: the planning opens on it and its Today button comes back to it.'),
      examples(['2026-11-28']),
    ),
    /** The workers with a mission between `from` and `to`, by name. */
    rows: pipe(
      array(PlanningRowSchema),
      description('The workers with a mission between `from` and `to`, by name; empty: nobody at work then (the screen says so).'),
    ),
  }),
  description('Who of the agency’s temporary workers works where, over the days asked for.'),
  examples([
    {
      today: '2026-11-28',
      rows: [
        {
          workerId: 'tw-lyo-0042',
          workerName: 'Camille Martin',
          missions: [
            {
              id: 'm-2026-0871',
              clientName: 'Logistique Rhône',
              establishmentName: 'Entrepôt de Corbas',
              position: 'Préparateur de commandes',
              startDate: '2026-11-16',
              endDate: '2026-12-18',
              dayStart: '07:30',
              dayEnd: '15:30',
            },
          ],
        },
      ],
    },
  ]),
);

export const agencyPlanningCalls = {
  getAgencyPlanning: call({
    method: 'GET',
    path: '/v1/temporary-workers/planning',
    query: object({
      /** Both or neither: without them, the month of the server's today and six days either side. */
      from: pipe(
        optional(date()),
        description(
          'The first day to read, `YYYY-MM-DD`, with `to` (both or neither). Without them: the month of the server’s today and six days either side, which the first view needs before it knows the date.',
        ),
        examples(['2026-11-22']),
      ),
      to: pipe(optional(date()), description('The last day to read, `YYYY-MM-DD`, included; not before `from`.'), examples(['2026-12-05'])),
      /** The agency-folder selection in effect, ids joined by commas; absent: every folder of the reader. */
      folders: agencyFolders(),
    }),
    answers: { 200: AgencyPlanningSchema, 403: ErrorBodySchema },
    proposed: true,
    summary:
      'The temporary workers of the reader’s agency folders (narrowed to `folders`) who have a mission between `from` and `to`, with those missions (client, establishment, position, dates, usual hours), and the server’s today. 403 for a reader who is not agency staff.',
  }),
};
