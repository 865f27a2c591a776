// The rules of a worker's week of hours (docs/screens/workerTimeSheets.md "The week's rules"; the spec
// shows no form rules, docs/decisions-domain.md "Time sheets, worker" fixes these). Pure: no clock.
//
// - A day is either not worked (start, end and break all empty) or worked: a start and an end, the
//   end after the start, within the day (00:00 to 24:00: no more than 24 h a day; a night shift is
//   written on its two days), and a break, in whole minutes, shorter than the time between them.
// - Times are typed the way people type them on a phone: `8`, `8h`, `8:30`, `8h30`, `8.30`, `0830`.
// - Only a draft or a disputed week can be changed; only one with hours saved can be sent.
import type { InferOutput } from 'valibot';
import type { TimeSheetDaySchema, TimeSheetSchema } from '../../contract/screens/workerTimeSheets';

export type TimeSheet = InferOutput<typeof TimeSheetSchema>;
export type TimeSheetDay = InferOutput<typeof TimeSheetDaySchema>;
export type TimeSheetStatus = TimeSheet['status'];

/** A day runs from 00:00 to 24:00. */
export const MINUTES_IN_A_DAY = 24 * 60;

/** The fields of one day in the form, named `<date>.<field>`. */
export const DAY_FIELDS = ['start', 'end', 'break'] as const;
export type DayField = (typeof DAY_FIELDS)[number];
export const dayFieldName = (date: string, field: DayField) => `${date}.${field}`;

/**
 * - `notATime`: not a time of day; `notMinutes`: a break that is not whole minutes;
 * - `missing`: the other time of a worked day is not there (shown once a save is refused);
 * - `endBeforeStart`: the end is not after the start; `breakTooLong`: the break is as long as the day.
 */
export type DayProblem = 'notATime' | 'notMinutes' | 'missing' | 'endBeforeStart' | 'breakTooLong';

type Draft = Readonly<Record<string, string>>;

/** Minutes since midnight of a typed time (`8`, `8h`, `8:30`, `8h30`, `8.30`, `0830`, `24:00`), or null. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2})(?:[hH]|[:hH.,]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  if (minutes > 59) return null;
  const total = hours * 60 + minutes;
  return total > MINUTES_IN_A_DAY ? null : total;
}

/** Whole minutes of a typed break (`0`, `45`), or null. */
export function parseMinutes(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** `HH:MM` of minutes since midnight. */
export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface DayReading {
  /** Minutes worked (0 for a day not worked, or one with a problem). */
  minutes: number;
  problems: Partial<Record<DayField, DayProblem>>;
}

/** One day of the form: its problems, and the minutes it counts when it has none. */
export function readDay(startText: string, endText: string, breakText: string): DayReading {
  const problems: Partial<Record<DayField, DayProblem>> = {};
  const [startTyped, endTyped, breakTyped] = [startText.trim() !== '', endText.trim() !== '', breakText.trim() !== ''];
  if (!startTyped && !endTyped && !breakTyped) return { minutes: 0, problems };
  const start = startTyped ? parseTime(startText) : null;
  const end = endTyped ? parseTime(endText) : null;
  const pause = breakTyped ? parseMinutes(breakText) : 0;
  // A day starts before midnight at its end.
  if (startTyped && (start === null || start >= MINUTES_IN_A_DAY)) problems.start = 'notATime';
  if (endTyped && end === null) problems.end = 'notATime';
  if (breakTyped && pause === null) problems.break = 'notMinutes';
  if (!startTyped) problems.start = 'missing';
  if (!endTyped) problems.end = 'missing';
  if (problems.start || problems.end) return { minutes: 0, problems };
  if (end! <= start!) return { minutes: 0, problems: { ...problems, end: 'endBeforeStart' } };
  if (problems.break) return { minutes: 0, problems };
  if (pause! >= end! - start!) return { minutes: 0, problems: { break: 'breakTooLong' } };
  return { minutes: end! - start! - pause!, problems };
}

/** The form's first values: each day's times as saved, empty for a day not worked. */
export function weekDraft(days: readonly TimeSheetDay[]): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const day of days) {
    draft[dayFieldName(day.date, 'start')] = day.start ?? '';
    draft[dayFieldName(day.date, 'end')] = day.end ?? '';
    draft[dayFieldName(day.date, 'break')] = day.start === null || day.breakMinutes === null ? '' : String(day.breakMinutes);
  }
  return draft;
}

/** The dates a form holds, in order (each day's three fields). */
export function draftDates(draft: Draft): string[] {
  return [...new Set(Object.keys(draft).map((name) => name.slice(0, name.lastIndexOf('.'))))].sort();
}

const fieldOf = (draft: Draft, date: string, field: DayField) => draft[dayFieldName(date, field)] ?? '';

/** Each day of the form read, by date. */
export function readWeek(draft: Draft): { date: string; reading: DayReading }[] {
  return draftDates(draft).map((date) => ({
    date,
    reading: readDay(fieldOf(draft, date, 'start'), fieldOf(draft, date, 'end'), fieldOf(draft, date, 'break')),
  }));
}

/** The form's problems, by field name (`<date>.<field>`): none when the week can be saved. */
export function weekProblems(draft: Draft): Record<string, DayProblem> {
  const problems: Record<string, DayProblem> = {};
  for (const { date, reading } of readWeek(draft)) {
    for (const [field, problem] of Object.entries(reading.problems)) problems[dayFieldName(date, field as DayField)] = problem;
  }
  return problems;
}

/** Minutes worked in the week, counting the days without a problem. */
export const weekMinutes = (draft: Draft) => readWeek(draft).reduce((sum, { reading }) => sum + reading.minutes, 0);

/** The save's body: every day of the form, its times as `HH:MM`, a day not worked all null. */
export function weekBody(draft: Draft): { days: TimeSheetDay[] } {
  return {
    days: draftDates(draft).map((date) => {
      const start = parseTime(fieldOf(draft, date, 'start'));
      const end = parseTime(fieldOf(draft, date, 'end'));
      if (start === null || end === null) return { date, start: null, end: null, breakMinutes: null };
      return { date, start: formatClock(start), end: formatClock(end), breakMinutes: parseMinutes(fieldOf(draft, date, 'break')) ?? 0 };
    }),
  };
}

/** Minutes worked on the days of a saved sheet. */
export const sheetMinutes = (days: readonly TimeSheetDay[]) => weekMinutes(weekDraft(days));

/** A draft or disputed week can be filled in and saved; a sent or approved one is read-only. */
export const isChangeable = (sheet: Pick<TimeSheet, 'status'>) => sheet.status === 'draft' || sheet.status === 'disputed';

/** A changeable week with hours saved can be sent to the client. */
export const isSendable = (sheet: Pick<TimeSheet, 'status' | 'days'>) => isChangeable(sheet) && sheetMinutes(sheet.days) > 0;
