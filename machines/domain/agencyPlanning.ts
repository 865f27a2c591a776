// The agency's planning (docs/screens/agencyPlanning.md): which period a read covers, where the
// period buttons lead, and which workers a period shows. Weeks and months, and a mission's worked
// days (Monday to Friday), are the worker planning's (calendar.ts, planning.ts).
import type { InferOutput } from 'valibot';
import type { AgencyPlannedMissionSchema, AgencyPlanningSchema, PlanningRowSchema } from '../../contract/screens/agencyPlanning';
import { addDays, addMonths, daysInMonth, monthOf } from './calendar';
import { missionsOn } from './planning';

export type AgencyPlannedMission = InferOutput<typeof AgencyPlannedMissionSchema>;
export type PlanningRow = InferOutput<typeof PlanningRowSchema>;
export type AgencyPlanning = InferOutput<typeof AgencyPlanningSchema>;

/** The planning sub-menu's entry that shows a month; any other shows a week. */
export const MONTH_TAB = 'month';

export interface DayRange {
  from: string;
  to: string;
}

/** The days of the month holding `date`, from the 1st to its last. */
export function monthDays(date: string): string[] {
  const [year, month] = date.split('-').map(Number);
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => addDays(`${monthOf(date)}-01`, index));
}

/**
 * The days a read covers for the period holding `anchor`: its month on the month tab; on the week tab,
 * six days either side of it, so that the week holding it is in whichever day the interface's weeks
 * start on (Monday in French, Sunday in English: the view's language, not the machine's).
 */
export function readRange(anchor: string, tab: string | null): DayRange {
  if (tab === MONTH_TAB) {
    const days = monthDays(anchor);
    return { from: days[0], to: days[days.length - 1] };
  }
  return { from: addDays(anchor, -6), to: addDays(anchor, 6) };
}

/** The period before (-1) or after (1) the one holding `anchor`: a month (the same day, or its last) or a week. */
export const movedAnchor = (anchor: string, tab: string | null, step: -1 | 1) =>
  tab === MONTH_TAB ? addMonths(anchor, step) : addDays(anchor, step * 7);

/** The rows of the workers who work on one of `days`, each with its missions worked on each of them. */
export function rowsOn(days: readonly string[], rows: readonly PlanningRow[]) {
  return rows
    .map((row) => ({ ...row, cells: days.map((date) => ({ date, missions: missionsOn(date, row.missions) })) }))
    .filter((row) => row.cells.some((cell) => cell.missions.length > 0));
}
