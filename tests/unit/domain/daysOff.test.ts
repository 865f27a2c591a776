// The days-off request form's rules (machines/domain/daysOff.ts, docs/decisions.md): real calendar dates, the end on
// or after the start, a reason of at most 500 characters, trimmed values sent.
import { describe, expect, it } from 'vitest';
import { daysOffBody, daysOffProblems, isCalendarDate, isDaysOffDraftValid } from '../../../machines/domain/daysOff';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true], // divisible by 4
    ['2023-02-29', false],
    ['2100-02-29', false], // a century is not leap...
    ['2000-02-29', true], // ...unless divisible by 400
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-01-00', false],
    ['25-01-01', false],
    ['2025-01-31', true],
    ['x2025-06-10', false],
    ['2025-06-10x', false],
  ])('%s is a day that exists: %s', (value, exists) => {
    expect(isCalendarDate(value)).toBe(exists);
  });
});

describe('days-off draft problems', () => {
  it('names each field that is missing or not a date', () => {
    expect(daysOffProblems({ startDate: ' ', endDate: '2025-02-30', reason: '' })).toEqual({ startDate: 'required', endDate: 'notADate' });
    expect(daysOffProblems({ startDate: '2025-02-30', endDate: '', reason: '' })).toEqual({ startDate: 'notADate', endDate: 'required' });
  });

  it('refuses an end before the start, accepts the same day, and limits the reason to 500 characters', () => {
    expect(daysOffProblems({ startDate: '2025-06-10', endDate: '2025-06-09', reason: '' })).toEqual({ endDate: 'endBeforeStart' });
    expect(isDaysOffDraftValid({ startDate: '2025-06-10', endDate: '2025-06-10', reason: ` ${'r'.repeat(500)} ` })).toBe(true);
    expect(daysOffProblems({ startDate: '2025-06-10', endDate: '2025-06-11', reason: 'r'.repeat(501) })).toEqual({ reason: 'tooLong' });
  });

  it('reads dates without their surrounding blanks', () => {
    expect(daysOffProblems({ startDate: ' 2025-06-10 ', endDate: ' 2025-06-11', reason: '' })).toEqual({});
    expect(daysOffProblems({ startDate: ' 2025-06-10', endDate: '2025-06-09', reason: '' })).toEqual({ endDate: 'endBeforeStart' });
  });

  it('compares the dates only when both are dates', () => {
    expect(daysOffProblems({ startDate: 'soon', endDate: '2025-01-01', reason: '' })).toEqual({ startDate: 'notADate' });
    expect(daysOffProblems({ startDate: '2025-01-01', endDate: '', reason: '' })).toEqual({ endDate: 'required' });
  });

  it('sends trimmed values', () => {
    expect(daysOffBody({ startDate: ' 2025-06-10 ', endDate: '2025-06-11 ', reason: ' congés ' })).toEqual({
      startDate: '2025-06-10',
      endDate: '2025-06-11',
      reason: 'congés',
    });
  });
});
