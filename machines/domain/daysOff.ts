// A days-off request form (worker profile; the spec shows no form rules, docs/decisions.md fixes
// these): both dates required as real calendar dates, the end on or after the start, a reason of
// at most 500 characters.
export const DAYS_OFF_REASON_MAX_LENGTH = 500;

export type DaysOffField = 'startDate' | 'endDate' | 'reason';
export interface DaysOffDraft {
  startDate: string;
  endDate: string;
  reason: string;
}
export type DaysOffProblem = 'required' | 'notADate' | 'endBeforeStart' | 'tooLong';
export type DaysOffProblems = Partial<Record<DaysOffField, DaysOffProblem>>;

export const EMPTY_DAYS_OFF_DRAFT: DaysOffDraft = { startDate: '', endDate: '', reason: '' };

/** `YYYY-MM-DD` naming a day that exists (no 30 February). Pure: no clock is read. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent; the table below has no such month, and day <= undefined is false
  if (month < 1 || month > 12) return false;
  if (day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

export function daysOffProblems(draft: DaysOffDraft): DaysOffProblems {
  const problems: DaysOffProblems = {};
  for (const field of ['startDate', 'endDate'] as const) {
    if (draft[field].trim() === '') problems[field] = 'required';
    else if (!isCalendarDate(draft[field].trim())) problems[field] = 'notADate';
  }
  if (!problems.startDate && !problems.endDate && draft.endDate.trim() < draft.startDate.trim()) problems.endDate = 'endBeforeStart';
  if (draft.reason.trim().length > DAYS_OFF_REASON_MAX_LENGTH) problems.reason = 'tooLong';
  return problems;
}

export function isDaysOffDraftValid(draft: DaysOffDraft): boolean {
  return Object.keys(daysOffProblems(draft)).length === 0;
}

/** The POST/PUT body: trimmed values. */
export function daysOffBody(draft: DaysOffDraft): DaysOffDraft {
  return { startDate: draft.startDate.trim(), endDate: draft.endDate.trim(), reason: draft.reason.trim() };
}
