// The worker's time sheets (docs/screens/workerTimeSheets.md), proposed: the spec names the screen
// (route time-sheets, worker variant, flag workerTimeSheet), not its calls. One time sheet per mission
// and week, its days with a start, an end and a break; saved as a draft, then sent to the client.
import { array, integer, maxValue, minValue, nullable, number, object, picklist, pipe, regex, string } from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** draft → submitted → approved, or disputed (the client's reason) → corrected and submitted again. */
export const TIME_SHEET_STATUSES = ['draft', 'submitted', 'approved', 'disputed'] as const;
/** The worker's tabs (machines/domain/menus.ts `workerTimeSheets`): to fill or correct, sent, approved. */
export const WORKER_TIME_SHEET_FILTERS = ['toFill', 'submitted', 'approved'] as const;

/** `HH:MM`, from 00:00 to 24:00 (a day's end may be midnight). */
const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** One day of a time sheet: nothing written (not worked), or a start, an end and a break in minutes. */
export const TimeSheetDaySchema = object({
  date: date(),
  start: nullable(clock()),
  end: nullable(clock()),
  breakMinutes: nullable(pipe(number(), integer('a whole number'), minValue(0, 'a number ≥ 0'), maxValue(1440, 'at most 1440'))),
});

export const TimeSheetSchema = object({
  /** One per mission and week. */
  id: nonBlank(),
  missionId: nonBlank(),
  /** The Monday of the week, and its Sunday. */
  weekStart: date(),
  weekEnd: date(),
  clientName: nonBlank(),
  establishmentName: nonBlank(),
  position: nonBlank(),
  /** The mission's weekly hours, for comparison. */
  plannedHours: pipe(number(), minValue(0, 'a number ≥ 0')),
  status: picklist(TIME_SHEET_STATUSES),
  /** The days of the week that fall within the mission, in order. */
  days: array(TimeSheetDaySchema),
  /** The client's reason, while the week is disputed. */
  disputeReason: nullable(string()),
  /** When the worker last sent it; when the client approved or disputed it (ISO 8601). */
  submittedAt: nullable(string()),
  answeredAt: nullable(string()),
});

/** What a save sends: every day of the sheet, in its order. */
export const TimeSheetDaysBodySchema = object({ days: array(TimeSheetDaySchema) });

export const workerTimeSheetsCalls = {
  getWorkerTimeSheets: call({
    method: 'GET',
    path: '/v1/users/me/time-sheets',
    query: listQuery(WORKER_TIME_SHEET_FILTERS),
    answers: { 200: pageOf(TimeSheetSchema) },
    proposed: true,
    summary:
      'One page of the signed-in worker’s time sheets, one per mission and week, up to this week: to fill or correct (drafts and disputed weeks, disputed first, then the oldest week first), sent, or approved (newest first); all of them without a filter.',
  }),
  saveWorkerTimeSheet: call({
    method: 'PUT',
    path: '/v1/users/me/time-sheets/{id}',
    body: TimeSheetDaysBodySchema,
    answers: { 200: TimeSheetSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Saves the days of a draft or disputed time sheet (every day, in order; a day with neither start nor end was not worked); answers the sheet as stored. 409 when the week was sent or approved meanwhile.',
  }),
  submitWorkerTimeSheet: call({
    method: 'POST',
    path: '/v1/users/me/time-sheets/{id}/submit',
    answers: { 200: TimeSheetSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Sends the saved days of a draft or disputed time sheet to the client for approval; answers the sheet, now submitted and read-only. 409 when it has no hours saved, or was sent already.',
  }),
};
