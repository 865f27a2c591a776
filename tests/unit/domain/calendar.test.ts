// Calendar arithmetic without Date (machines/domain/calendar.ts) against the platform's own dates,
// over four centuries around now, and the planning's rules (machines/domain/planning.ts).
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateOf,
  dayNumber,
  daysInMonth,
  monthOf,
  monthWeeks,
  startOfWeek,
  weekday,
  weekOf,
} from '../../../machines/domain/calendar';
import { isWorkingDay, missionsOn, missionStatusOn } from '../../../machines/domain/planning';

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

describe('calendar', () => {
  it('day numbers agree with the platform, every 37 days from 1800 to 2200, both ways', () => {
    for (let time = Date.UTC(1800, 0, 1); time < Date.UTC(2200, 0, 1); time += 37 * 86_400_000) {
      const date = iso(time);
      expect(dayNumber(date), date).toBe(time / 86_400_000);
      expect(dateOf(time / 86_400_000), date).toBe(date);
      expect(weekday(date), date).toBe(new Date(time).getUTCDay());
    }
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dateOf(-1)).toBe('1969-12-31');
    expect(dateOf(0)).toBe('1970-01-01');
  });

  it('moves by days across months, years and 29 February', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
  });

  it('moves by months on the same day, or the month’s last', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
    expect(addMonths('2026-05-31', -12)).toBe('2025-05-31');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2027, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect([2024, 2100, 2000].map((year) => daysInMonth(year, 2))).toEqual([29, 28, 29]);
  });

  it('weeks start on the first day asked: Monday in French, Sunday in English', () => {
    expect(startOfWeek('2026-12-02', 1)).toBe('2026-11-30');
    expect(startOfWeek('2026-11-30', 1)).toBe('2026-11-30');
    expect(startOfWeek('2026-12-06', 1)).toBe('2026-11-30');
    expect(startOfWeek('2026-12-02', 0)).toBe('2026-11-29');
    expect(startOfWeek('2026-11-29', 0)).toBe('2026-11-29');
    expect(weekOf('2026-12-02', 1)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('a month shows whole weeks, from the one holding its first day to the one holding its last', () => {
    const february = monthWeeks('2027-02-14', 1);
    expect(february).toHaveLength(4);
    expect(february[0][0]).toBe('2027-02-01');
    expect(february.at(-1)!.at(-1)).toBe('2027-02-28');
    const march = monthWeeks('2027-03-31', 0);
    expect(march.map((days) => days[0])).toEqual(['2027-02-28', '2027-03-07', '2027-03-14', '2027-03-21', '2027-03-28']);
    expect(monthWeeks('2026-11-30', 1)).toHaveLength(6);
    expect(monthOf('2026-11-30')).toBe('2026-11');
  });
});

describe('planning', () => {
  const mission = { startDate: '2026-11-30', endDate: '2026-12-04' };
  it('a mission is worked Monday to Friday, from its first day to its last', () => {
    expect(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-04'].map(isWorkingDay)).toEqual([false, false, true, true]);
    const missions = [{ ...mission, id: 'm' }] as never[];
    expect(missionsOn('2026-11-30', missions)).toHaveLength(1);
    expect(missionsOn('2026-12-04', missions)).toHaveLength(1);
    expect(missionsOn('2026-11-27', missions)).toHaveLength(0);
    expect(missionsOn('2026-12-07', missions)).toHaveLength(0);
    expect(missionsOn('2026-12-05', [{ ...mission, endDate: '2026-12-31' }] as never[])).toHaveLength(0);
  });

  it('ended, under way, to come, on the day given', () => {
    expect(missionStatusOn(mission, '2026-11-29')).toBe('upcoming');
    expect(missionStatusOn(mission, '2026-11-30')).toBe('current');
    expect(missionStatusOn(mission, '2026-12-04')).toBe('current');
    expect(missionStatusOn(mission, '2026-12-05')).toBe('ended');
  });
});
