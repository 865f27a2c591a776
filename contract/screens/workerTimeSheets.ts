// The worker's time sheets (docs/screens/workerTimeSheets.md), proposed: the spec names the screen
// (route time-sheets, worker variant, flag workerTimeSheet), not its calls. One time sheet per mission
// and week, its days with a start, an end and a break; saved as a draft, then sent to the client.
import {
  array,
  description,
  examples,
  integer,
  maxValue,
  minValue,
  nullable,
  number,
  object,
  picklist,
  pipe,
  regex,
  string,
} from 'valibot';
import { call } from '../calls.ts';
import { date, ErrorBodySchema, listQuery, nonBlank, pageOf } from '../wire.ts';

/** draft → submitted → approved, or disputed (the client's reason) → corrected and submitted again. */
export const TIME_SHEET_STATUSES = ['draft', 'submitted', 'approved', 'disputed'] as const;
/** The worker's tabs (machines/domain/menus.ts `workerTimeSheets`): to fill or correct, sent, approved. */
export const WORKER_TIME_SHEET_FILTERS = ['toFill', 'submitted', 'approved'] as const;

/** `HH:MM`, from 00:00 to 24:00 (a day's end may be midnight). */
const clock = () => pipe(string(), regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time written HH:MM, 00:00 to 24:00'));

/** One day of a time sheet: nothing written (not worked), or a start, an end and a break in minutes. */
export const TimeSheetDaySchema = pipe(
  object({
    date: pipe(date(), description('The day, `YYYY-MM-DD`.'), examples(['2026-11-16'])),
    start: pipe(
      nullable(clock()),
      description('When work started, `HH:MM` (local time of the workplace); null: not worked.'),
      examples(['08:00']),
    ),
    end: pipe(
      nullable(clock()),
      description('When it ended, `HH:MM`, after `start` (24:00 for midnight); null: not worked.'),
      examples(['16:30']),
    ),
    breakMinutes: pipe(
      nullable(pipe(number(), integer('a whole number'), minValue(0, 'a number ≥ 0'), maxValue(1440, 'at most 1440'))),
      description('The break taken, in whole minutes, 0 to 1440; null on a day not worked.'),
      examples([30]),
    ),
  }),
  description('One day of a time sheet: nothing written (not worked), or a start, an end and a break.'),
);

export const TimeSheetSchema = pipe(
  object({
    /** One per mission and week. */
    id: pipe(
      nonBlank(),
      description('The sheet’s id, one per mission and week: the save, submit and dispute calls’ `{id}`.'),
      examples(['ts-m0871-2026-w47']),
    ),
    missionId: pipe(nonBlank(), description('Its mission’s id.'), examples(['m-2026-0871'])),
    /** The Monday of the week, and its Sunday. */
    weekStart: pipe(date(), description('The Monday of the week, `YYYY-MM-DD`.'), examples(['2026-11-16'])),
    weekEnd: pipe(date(), description('Its Sunday, `YYYY-MM-DD`.'), examples(['2026-11-22'])),
    clientName: pipe(nonBlank(), description('The client’s name.'), examples(['Logistique Rhône'])),
    establishmentName: pipe(nonBlank(), description('The establishment’s name.'), examples(['Entrepôt de Corbas'])),
    position: pipe(nonBlank(), description('The job.'), examples(['Préparateur de commandes'])),
    /** The mission's weekly hours, for comparison. */
    plannedHours: pipe(
      number(),
      minValue(0, 'a number ≥ 0'),
      description('The mission’s weekly hours, shown next to the hours written, a decimal number.'),
      examples([35]),
    ),
    status: pipe(
      picklist(TIME_SHEET_STATUSES),
      description(
        '`draft` (the worker fills it), `submitted` (sent, read-only, waiting for the client), `approved`, or `disputed` (the client’s reason: the worker corrects and sends it again).',
      ),
      examples(['draft']),
    ),
    /** The days of the week that fall within the mission, in order. */
    days: pipe(array(TimeSheetDaySchema), description('The days of the week that fall within the mission, in date order.')),
    /** The client's reason, while the week is disputed. */
    disputeReason: pipe(
      nullable(string()),
      description('The client’s reason while the week is disputed, shown as text; null otherwise.'),
      examples([null, 'Vendredi : sortie à 15 h 30, pas 17 h.']),
    ),
    /** When the worker last sent it; when the client approved or disputed it (ISO 8601). */
    submittedAt: pipe(
      nullable(string()),
      description('When the worker last sent it, an ISO 8601 date-time in UTC (`Z`); null while never sent.'),
      examples([null, '2026-11-22T18:04:00Z']),
    ),
    answeredAt: pipe(
      nullable(string()),
      description('When the client approved or disputed it, an ISO 8601 date-time in UTC (`Z`); null before.'),
      examples([null, '2026-11-24T09:12:00Z']),
    ),
  }),
  description('A time sheet: one mission’s week, its days and where it stands.'),
);

/** What a save sends: every day of the sheet, in its order. */
export const TimeSheetDaysBodySchema = pipe(
  object({
    days: pipe(
      array(TimeSheetDaySchema),
      description('Every day of the sheet, in its order; a day with neither start nor end was not worked.'),
    ),
  }),
  description('The days of a time sheet to save.'),
);

const SHEET_ID = { id: { description: 'The sheet’s `id`, as the worker’s time sheets list answered it.', example: 'ts-m0871-2026-w47' } };

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
    parameters: SHEET_ID,
    body: TimeSheetDaysBodySchema,
    answers: { 200: TimeSheetSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Saves the days of a draft or disputed time sheet (every day, in order; a day with neither start nor end was not worked); answers the sheet as stored. 409 when the week was sent or approved meanwhile.',
  }),
  submitWorkerTimeSheet: call({
    method: 'POST',
    path: '/v1/users/me/time-sheets/{id}/submit',
    parameters: SHEET_ID,
    answers: { 200: TimeSheetSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    proposed: true,
    summary:
      'Sends the saved days of a draft or disputed time sheet to the client for approval; answers the sheet, now submitted and read-only. 409 when it has no hours saved, or was sent already.',
  }),
};
