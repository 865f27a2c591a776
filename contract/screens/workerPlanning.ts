// A worker's own planning on the temporary-workers route (docs/screens/workerPlanning.md), proposed:
// the spec lists the worker among the route's roles and its planning sub-menu (month, week), not
// what a worker sees there nor its call (docs/decisions-domain.md "Temporary workers for a worker").
import { array, description, examples, integer, minValue, number, object, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank } from '../wire.ts';

const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** A mission of the worker as the planning shows it: where, what, when, and its usual working day. */
export const PlannedMissionSchema = pipe(
  object({
    id: pipe(nonBlank(), description('The mission’s id.'), examples(['m-2026-0871'])),
    clientName: pipe(nonBlank(), description('The client’s name.'), examples(['Logistique Rhône'])),
    establishmentName: pipe(nonBlank(), description('The establishment’s name.'), examples(['Entrepôt de Corbas'])),
    address: pipe(
      string(),
      description('The establishment’s address, one line (may be empty).'),
      examples(['12 rue des Entrepôts, 69960 Corbas']),
    ),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    /** Both included. */
    startDate: pipe(date(), description('First day, `YYYY-MM-DD` (included).'), examples(['2026-12-01'])),
    endDate: pipe(date(), description('Last day, `YYYY-MM-DD` (included).'), examples(['2026-12-19'])),
    weeklyHours: pipe(number(), minValue(0, 'a number ≥ 0'), description('Hours per week, a decimal number.'), examples([35])),
    /** The usual day: Monday to Friday, from `dayStart` to `dayEnd`. */
    dayStart: pipe(
      clock(),
      description('When the usual working day starts (Monday to Friday), `HH:MM`, local time of the workplace.'),
      examples(['08:00']),
    ),
    dayEnd: pipe(clock(), description('When it ends, `HH:MM` (24:00 for midnight).'), examples(['16:00'])),
    breakMinutes: pipe(
      number(),
      integer('a whole number'),
      minValue(0, 'a number ≥ 0'),
      description('The usual break, in whole minutes.'),
      examples([60]),
    ),
  }),
  description('A mission of the worker as the planning shows it: where, what, when, and its usual working day.'),
);

export const WorkerPlanningSchema = pipe(
  object({
    /** The server's today (YYYY-MM-DD): the planning opens on it. */
    today: pipe(
      date(),
      description('The server’s today, `YYYY-MM-DD`: the planning opens on its month or week.'),
      examples(['2026-11-28']),
    ),
    /** Every mission of the worker, ended, under way and to come, in date order. */
    missions: pipe(array(PlannedMissionSchema), description('Every mission of the worker, ended, under way and to come, in date order.')),
  }),
  description('The worker’s planning.'),
);

export const workerPlanningCalls = {
  getWorkerPlanning: call({
    method: 'GET',
    path: '/v1/users/me/planning',
    answers: { 200: WorkerPlanningSchema },
    proposed: true,
    summary:
      'The signed-in worker’s missions (ended, under way, to come) with their place, position, dates and usual working day, and the server’s today, from which the worker’s planning by month and by week is drawn.',
  }),
};
