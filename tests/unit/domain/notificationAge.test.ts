// How long ago a notification came (machines/domain/notificationAge.ts), at each boundary: just
// now, minutes, hours, days, months, years; a date a little ahead (clock skew), further ahead, and
// anything that is not an ISO 8601 date-time.
import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_TOLERANCE_MS,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  notificationAge,
  parseIsoDateTime,
} from '../../../machines/domain/notificationAge';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const ago = (ms: number) => notificationAge(iso(NOW - ms), NOW);
const age = (ms: number) => {
  const result = ago(ms);
  if (!result.ok) throw new Error(result.reason);
  return result.age;
};

describe('notificationAge', () => {
  it('is "just now" under a minute, and for a date up to the clock-skew tolerance ahead', () => {
    expect(age(0)).toEqual({ unit: 'now' });
    expect(age(MINUTE_MS - 1)).toEqual({ unit: 'now' });
    expect(age(-CLOCK_SKEW_TOLERANCE_MS)).toEqual({ unit: 'now' });
    expect(CLOCK_SKEW_TOLERANCE_MS).toBe(60_000);
  });

  it('counts whole minutes from one minute to just under an hour', () => {
    expect(age(MINUTE_MS)).toEqual({ unit: 'minute', count: 1 });
    expect(age(5 * MINUTE_MS + 59_999)).toEqual({ unit: 'minute', count: 5 });
    expect(age(HOUR_MS - 1)).toEqual({ unit: 'minute', count: 59 });
  });

  it('counts whole hours from one hour to just under a day', () => {
    expect(age(HOUR_MS)).toEqual({ unit: 'hour', count: 1 });
    expect(age(DAY_MS - 1)).toEqual({ unit: 'hour', count: 23 });
  });

  it('counts whole days from one day to just under 30, then months of 30 days, then years of 365', () => {
    expect(age(DAY_MS)).toEqual({ unit: 'day', count: 1 });
    expect(age(30 * DAY_MS - 1)).toEqual({ unit: 'day', count: 29 });
    expect(age(30 * DAY_MS)).toEqual({ unit: 'month', count: 1 });
    expect(age(365 * DAY_MS - 1)).toEqual({ unit: 'month', count: 12 });
    expect(age(365 * DAY_MS)).toEqual({ unit: 'year', count: 1 });
    expect(age(3 * 365 * DAY_MS + DAY_MS)).toEqual({ unit: 'year', count: 3 });
  });

  it('gives the instant it read', () => {
    expect(ago(5 * MINUTE_MS)).toMatchObject({ ok: true, at: NOW - 5 * MINUTE_MS });
  });

  it('gives no age for a date further ahead than the tolerance, and says why', () => {
    expect(ago(-CLOCK_SKEW_TOLERANCE_MS - 1)).toEqual({ ok: false, reason: `createdAt "${iso(NOW + 60_001)}" is in the future` });
    expect(ago(-DAY_MS).ok).toBe(false);
  });

  it.each([
    ['missing', undefined, 'createdAt undefined is not an ISO 8601 date-time'],
    ['null', null, 'createdAt null is not an ISO 8601 date-time'],
    ['a number', NOW, 'createdAt number is not an ISO 8601 date-time'],
    ['empty', '', 'createdAt "" is not an ISO 8601 date-time'],
    ['words', 'yesterday', 'createdAt "yesterday" is not an ISO 8601 date-time'],
    ['long', 'x'.repeat(60), `createdAt "${'x'.repeat(40)}…" is not an ISO 8601 date-time`],
  ])('gives no age for a createdAt that is %s', (_, createdAt, reason) => {
    expect(notificationAge(createdAt, NOW)).toEqual({ ok: false, reason });
  });
});

describe('parseIsoDateTime', () => {
  it('reads the ISO 8601 date-times a server sends: Z, an offset, no offset (UTC), seconds and fractions optional', () => {
    const instant = Date.UTC(2025, 5, 2, 9, 0, 0);
    expect(parseIsoDateTime('2025-06-02T09:00:00.000Z')).toBe(instant);
    expect(parseIsoDateTime('2025-06-02T09:00:00Z')).toBe(instant);
    expect(parseIsoDateTime('2025-06-02T09:00Z')).toBe(instant);
    expect(parseIsoDateTime('2025-06-02T09:00:00')).toBe(instant);
    expect(parseIsoDateTime('2025-06-02T11:30:00+02:30')).toBe(instant);
    expect(parseIsoDateTime('2025-06-02T04:00:00-05:00')).toBe(instant);
    // .NET writes seven fraction digits: milliseconds are the first three.
    expect(parseIsoDateTime('2025-06-02T09:00:00.1234567Z')).toBe(instant + 123);
    expect(parseIsoDateTime('2025-06-02T09:00:00.5Z')).toBe(instant + 500);
    expect(parseIsoDateTime('2024-02-29T23:59:59Z')).toBe(Date.UTC(2024, 1, 29, 23, 59, 59));
    expect(parseIsoDateTime('2000-02-29T00:00:00Z')).toBe(Date.UTC(2000, 1, 29));
    expect(parseIsoDateTime('1970-01-01T00:00:00Z')).toBe(0);
    expect(parseIsoDateTime('1969-12-31T23:59:59.999Z')).toBe(-1);
  });

  it('counts the days of the calendar as Date does, from 1600 to 2400', () => {
    const wrong: string[] = [];
    for (let instant = Date.UTC(1600, 0, 1); instant <= Date.UTC(2400, 11, 31); instant += 17 * DAY_MS + 3_661_001) {
      const text = new Date(instant).toISOString();
      if (parseIsoDateTime(text) !== instant) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    '2025-06-02',
    '2025-06-02 09:00:00Z',
    '2025-06-02T09Z',
    '2025-6-2T09:00:00Z',
    ' 2025-06-02T09:00:00Z',
    '2025-06-02T09:00:00Z ',
    '2025-06-02T09:00:00.Z',
    '2025-06-02T09:00:00.1234567890Z',
    '2025-06-02T09:00:00+0200',
    '2025-06-02T09:00:00z',
    '2025-02-30T09:00:00Z',
    '2025-02-29T09:00:00Z',
    '1900-02-29T09:00:00Z',
    '2025-04-31T09:00:00Z',
    '2025-13-01T09:00:00Z',
    '2025-00-10T09:00:00Z',
    '2025-06-00T09:00:00Z',
    '2025-06-02T24:00:00Z',
    '2025-06-02T09:60:00Z',
    '2025-06-02T09:00:60Z',
    '2025-06-02T09:00:00+24:00',
    '2025-06-02T09:00:00+02:60',
    'June 2, 2025 09:00',
  ])('refuses %j', (text) => {
    expect(parseIsoDateTime(text)).toBeNull();
  });
});
