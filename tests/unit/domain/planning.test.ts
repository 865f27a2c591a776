// A worker's planning day by day (machines/domain/planning.ts): a mission is worked Monday to Friday,
// its first and last days included.
import { describe, expect, it } from 'vitest';
import { isWorkingDay, missionStatusOn, missionsOn } from '../../../machines/domain/planning';

// Monday 2026-11-23 to Friday 2026-11-27; 2026-11-28 is a Saturday, 2026-11-29 a Sunday.
const MISSION = { id: 'm-1', startDate: '2026-11-23', endDate: '2026-11-27' };

describe('isWorkingDay', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-11-29', false],
  ])('%s: %s', (date, worked) => {
    expect(isWorkingDay(date)).toBe(worked);
  });
});

describe('missionsOn', () => {
  it('its first and last days hold it; the days around do not', () => {
    expect(missionsOn('2026-11-23', [MISSION])).toEqual([MISSION]);
    expect(missionsOn('2026-11-27', [MISSION])).toEqual([MISSION]);
    expect(missionsOn('2026-11-20', [MISSION])).toEqual([]);
    expect(missionsOn('2026-11-30', [MISSION])).toEqual([]);
  });

  it('a weekend inside a mission holds nothing', () => {
    const long = { ...MISSION, endDate: '2026-12-04' };
    expect(missionsOn('2026-11-28', [long])).toEqual([]);
    expect(missionsOn('2026-11-30', [long])).toEqual([long]);
  });
});

describe('missionStatusOn', () => {
  it.each([
    ['2026-11-22', 'upcoming'],
    ['2026-11-23', 'current'],
    ['2026-11-27', 'current'],
    ['2026-11-28', 'ended'],
  ] as const)('on %s: %s', (today, status) => {
    expect(missionStatusOn(MISSION, today)).toBe(status);
  });
});
