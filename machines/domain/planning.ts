// A worker's planning (docs/screens/workerPlanning.md; docs/decisions-domain.md "Temporary workers for
// a worker"): which mission a day holds, drawn from the worker's missions. A mission is worked Monday
// to Friday, from its first day to its last, both included.
import type { InferOutput } from 'valibot';
import type { PlannedMissionSchema, WorkerPlanningSchema } from '../../contract/screens/workerPlanning';
import { weekday } from './calendar';

export type PlannedMission = InferOutput<typeof PlannedMissionSchema>;
export type WorkerPlanning = InferOutput<typeof WorkerPlanningSchema>;

/** Saturday and Sunday are not worked. */
export const isWorkingDay = (date: string) => weekday(date) >= 1 && weekday(date) <= 5;

/** The missions worked on `date` (a worker's, or a row of the agency's planning). */
export const missionsOn = <M extends Pick<PlannedMission, 'startDate' | 'endDate'>>(date: string, missions: readonly M[]): M[] =>
  isWorkingDay(date) ? missions.filter((mission) => mission.startDate <= date && date <= mission.endDate) : [];

/** Where a mission stands on `today`: ended, under way, or to come. */
export function missionStatusOn(mission: Pick<PlannedMission, 'startDate' | 'endDate'>, today: string): 'ended' | 'current' | 'upcoming' {
  if (today < mission.startDate) return 'upcoming';
  return today > mission.endDate ? 'ended' : 'current';
}
