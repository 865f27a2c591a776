// How long ago a notification came, from its `createdAt` and the time of "now" (given by the
// caller: this rule reads no clock). The views word the result in the interface language with
// Intl.RelativeTimeFormat ("il y a 5 min", "5 min. ago").
//
// Decisions where the spec is silent (also in docs/decisions-domain.md, "Notifications"):
// - `createdAt` is an ISO 8601 date-time, `YYYY-MM-DDTHH:mm[:ss[.fraction]][Z|±HH:mm]`: its shape is
//   checked here and its instant counted by Date.UTC (calendar arithmetic, no clock), rather than by
//   Date.parse, which accepts other shapes and impossible dates (2025-02-30) differently from one
//   engine to another. Without an offset it is read as UTC: the server's clock, not the reader's time zone.
// - The age is counted in whole elapsed units, rounded down: under a minute is "just now", then
//   minutes, hours, days, months of 30 days, years of 365 days.
// - A date up to CLOCK_SKEW_TOLERANCE_MS ahead of "now" is "just now" (the server's clock and the
//   reader's never agree to the second); a date further ahead, or one that is not a date, gives no
//   age: the view shows nothing and logs the reason once.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const MONTH_MS = 30 * DAY_MS;
export const YEAR_MS = 365 * DAY_MS;
export const CLOCK_SKEW_TOLERANCE_MS = MINUTE_MS;
/** How often an open list words its ages again: they change by the minute at the finest. */
export const NOTIFICATION_AGE_REFRESH_MS = MINUTE_MS;

export type AgeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export type NotificationAge =
  { ok: true; at: number; age: { unit: 'now' } | { unit: AgeUnit; count: number } } | { ok: false; reason: string };

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of an ISO 8601 date-time (epoch ms), or null when it is not one. */
export function parseIsoDateTime(text: string): number | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText = '0', fraction = '', offset = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [yearText, monthText, dayText, hourText, minuteText, secondText].map(Number);
  if (hour > 23 || minute > 59 || second > 59) return null;
  // Date.UTC counts the calendar (no clock read); a day the month does not have rolls over, and is refused.
  const written = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const back = new Date(written);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  if (offset === 'Z') return written;
  const offsetHours = Number(offset.slice(1, 3));
  const offsetMinutes = Number(offset.slice(4, 6));
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const sign = offset.startsWith('-') ? -1 : 1;
  return written - sign * (offsetHours * HOUR_MS + offsetMinutes * MINUTE_MS);
}

const UNITS: ReadonlyArray<[AgeUnit, number]> = [
  ['year', YEAR_MS],
  ['month', MONTH_MS],
  ['day', DAY_MS],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/** A short, safe description of a refused date for the log (never a long server string). */
function describe(value: unknown): string {
  if (typeof value !== 'string') return value === null ? 'null' : typeof value;
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

/** How long before `now` (epoch ms) the notification came, or why that cannot be said. */
export function notificationAge(createdAt: unknown, now: number): NotificationAge {
  const at = typeof createdAt === 'string' ? parseIsoDateTime(createdAt) : null;
  if (at === null) return { ok: false, reason: `createdAt ${describe(createdAt)} is not an ISO 8601 date-time` };
  const elapsed = now - at;
  if (elapsed < -CLOCK_SKEW_TOLERANCE_MS) return { ok: false, reason: `createdAt ${describe(createdAt)} is in the future` };
  for (const [unit, length] of UNITS) {
    if (elapsed >= length) return { ok: true, at, age: { unit, count: Math.floor(elapsed / length) } };
  }
  return { ok: true, at, age: { unit: 'now' } };
}
