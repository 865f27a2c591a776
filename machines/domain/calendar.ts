// Calendar arithmetic on `YYYY-MM-DD` dates (the proleptic Gregorian calendar), for the worker's
// planning and time sheets. Pure and without `Date` (machines read no clock): a date is turned into
// its day number since 1970-01-01 and back (H. Hinnant's civil-from-days algorithm).

/** The day number of a valid `YYYY-MM-DD` (1970-01-01 is 0). */
export function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The `YYYY-MM-DD` of a day number. */
export function dateOf(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `date` moved by `days` days. */
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

/** 0 for a Sunday … 6 for a Saturday (1970-01-01 was a Thursday). */
export const weekday = (date: string) => (((dayNumber(date) + 4) % 7) + 7) % 7;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The same day `months` months away, on the month's last day when it has fewer (31 January + 1 → 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDay).padStart(2, '0')}`;
}

/** The first day of the week of `date`, weeks starting on `firstDay` (0 Sunday, 1 Monday). */
export const startOfWeek = (date: string, firstDay: number) => addDays(date, -((weekday(date) - firstDay + 7) % 7));

/** The seven dates of the week of `date`. */
export const weekOf = (date: string, firstDay: number) => {
  const first = startOfWeek(date, firstDay);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
};

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The weeks a month view shows: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(date: string, firstDay: number): string[][] {
  const first = `${monthOf(date)}-01`;
  const [year, month] = first.split('-').map(Number);
  const last = `${monthOf(date)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7)) weeks.push(weekOf(start, firstDay));
  return weeks;
}
