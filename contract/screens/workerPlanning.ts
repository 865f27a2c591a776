// A worker's own planning on the temporary-workers route (docs/screens/workerPlanning.md), proposed:
// the spec lists the worker among the route's roles and its planning sub-menu (month, week), not
// what a worker sees there nor its call (docs/decisions-domain.md "Temporary workers for a worker").
import { array, integer, minValue, number, object, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, nonBlank } from '../wire.ts';

const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** A mission of the worker as the planning shows it: where, what, when, and its usual working day. */
export const PlannedMissionSchema = object({
  id: nonBlank(),
  clientName: nonBlank(),
  establishmentName: nonBlank(),
  address: string(),
  position: nonBlank(),
  /** Both included. */
  startDate: date(),
  endDate: date(),
  weeklyHours: pipe(number(), minValue(0, 'a number ≥ 0')),
  /** The usual day: Monday to Friday, from `dayStart` to `dayEnd`. */
  dayStart: clock(),
  dayEnd: clock(),
  breakMinutes: pipe(number(), integer('a whole number'), minValue(0, 'a number ≥ 0')),
});

export const WorkerPlanningSchema = object({
  /** The server's today (YYYY-MM-DD): the planning opens on it. */
  today: date(),
  /** Every mission of the worker, ended, under way and to come, in date order. */
  missions: array(PlannedMissionSchema),
});

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
