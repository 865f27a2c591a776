// The client's missions screen's call (docs/screens/missions.md), proposed: the spec names the
// screen, its role and its flag (section 2), not its calls. A mission places one temporary worker at
// one of the client's establishments for a period.
import { description, examples, number, object, minValue, pipe } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** The missions tabs (docs/decisions-domain.md "Client's contracts and missions"). */
export const MISSION_TABS = ['current', 'upcoming', 'past'] as const;

export const MissionSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    /** The temporary worker's full name. */
    worker: pipe(nonBlank(), description('The temporary worker’s full name.'), examples(['Camille Martin'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    establishment: pipe(
      object({
        id: pipe(nonBlank(), description('The establishment’s id.'), examples(['est-corbas'])),
        name: pipe(nonBlank(), description('Its name; the list groups by it.'), examples(['Entrepôt de Corbas'])),
      }),
      description('Where the worker works.'),
    ),
    /** YYYY-MM-DD, both included. */
    startDate: pipe(date(), description('First day, `YYYY-MM-DD` (included).'), examples(['2026-12-01'])),
    endDate: pipe(date(), description('Last day, `YYYY-MM-DD` (included).'), examples(['2026-12-19'])),
    weeklyHours: pipe(number(), minValue(0, 'hours ≥ 0'), description('Hours per week, a decimal number.'), examples([35])),
    /** The agency that placed the worker. */
    agency: pipe(nonBlank(), description('The agency that placed the worker.'), examples(['Intérim Lyon Part-Dieu'])),
  }),
  description('One temporary worker placed at one of the client’s establishments for a period.'),
);

export const missionsCalls = {
  getMissions: call({
    method: 'GET',
    path: '/v1/missions',
    query: listQuery([...MISSION_TABS]),
    answers: { 200: pageOf(MissionSchema), 403: ErrorBodySchema },
    proposed: true,
    summary:
      'One page of the signed-in client user’s missions of one tab: under way today, to come, past; by establishment, then the soonest end (under way), the soonest start (to come) or the latest end (past). 403 for a user who is not a client user.',
  }),
};
