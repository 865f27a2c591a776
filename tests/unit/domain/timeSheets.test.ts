// The week's rules (machines/domain/timeSheets.ts; docs/screens/workerTimeSheets.md "The week's rules"),
// at their edges: how a time may be typed, a day not worked or worked, the end after the start within
// 00:00–24:00, a break shorter than the day, the totals, the body sent, who may change or send a week.
import { describe, expect, it } from 'vitest';
import {
  draftDates,
  isChangeable,
  isSendable,
  parseMinutes,
  parseTime,
  readDay,
  sheetMinutes,
  weekBody,
  weekDraft,
  weekMinutes,
  weekProblems,
} from '../../../machines/domain/timeSheets';

describe('a time as people type it', () => {
  it.each([
    ['8', 480],
    ['08', 480],
    ['8h', 480],
    ['123', 83],
    ['8:30', 510],
    ['8h30', 510],
    ['8H30', 510],
    ['8.30', 510],
    ['8,30', 510],
    ['830', 510],
    ['0830', 510],
    [' 17:05 ', 1025],
    ['0', 0],
    ['00:00', 0],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24', 1440],
  ])('%s is %i minutes after midnight', (text, minutes) => expect(parseTime(text)).toBe(minutes));

  it.each(['', ' ', '24:01', '25', '8:60', '8:5', '8:30:00', 'huit', '-1', 'h30', '8 30', '12345', '8hh30'])('%j is not a time', (text) =>
    expect(parseTime(text)).toBeNull(),
  );

  it('a break is whole minutes, up to four digits', () => {
    expect(parseMinutes('0')).toBe(0);
    expect(parseMinutes(' 45 ')).toBe(45);
    expect(parseMinutes('1439')).toBe(1439);
    for (const text of ['', '4.5', '-5', '30 min', '12345', 'x']) expect(parseMinutes(text), text).toBeNull();
  });
});

describe('a day', () => {
  it('not worked: three empty fields, nothing counted, no problem', () => {
    expect(readDay('', ' ', '')).toEqual({ minutes: 0, problems: {} });
  });

  it('worked: the end minus the start minus the break', () => {
    expect(readDay('8', '15h30', '30')).toEqual({ minutes: 420, problems: {} });
    expect(readDay('8', '15h30', '')).toEqual({ minutes: 450, problems: {} });
    // A whole day, from midnight to midnight, is the most a day holds.
    expect(readDay('0', '24:00', '0')).toEqual({ minutes: 1440, problems: {} });
    expect(readDay('22:00', '24:00', '')).toEqual({ minutes: 120, problems: {} });
  });

  it('says what is missing: a start without an end, an end or a break without a start', () => {
    expect(readDay('8', '', '')).toEqual({ minutes: 0, problems: { end: 'missing' } });
    expect(readDay('', '16', '')).toEqual({ minutes: 0, problems: { start: 'missing' } });
    expect(readDay('', '', '30')).toEqual({ minutes: 0, problems: { start: 'missing', end: 'missing' } });
  });

  it('no end before the start, nor at it; no start at midnight at the end of the day', () => {
    expect(readDay('15', '8', '')).toEqual({ minutes: 0, problems: { end: 'endBeforeStart' } });
    expect(readDay('8', '8:00', '')).toEqual({ minutes: 0, problems: { end: 'endBeforeStart' } });
    expect(readDay('24:00', '24:00', '')).toEqual({ minutes: 0, problems: { start: 'notATime' } });
    expect(readDay('8:01', '8:02', '')).toEqual({ minutes: 1, problems: {} });
  });

  it('a break shorter than the day, in whole minutes', () => {
    expect(readDay('8', '9', '60')).toEqual({ minutes: 0, problems: { break: 'breakTooLong' } });
    expect(readDay('8', '9', '59')).toEqual({ minutes: 1, problems: {} });
    expect(readDay('8', '9', 'x')).toEqual({ minutes: 0, problems: { break: 'notMinutes' } });
    // What is wrong with the times comes first; the break's own problem stays beside it.
    expect(readDay('9', '8', 'x')).toEqual({ minutes: 0, problems: { break: 'notMinutes', end: 'endBeforeStart' } });
    expect(readDay('x', '9', 'y')).toEqual({ minutes: 0, problems: { start: 'notATime', break: 'notMinutes' } });
    expect(readDay('8', 'y', '')).toEqual({ minutes: 0, problems: { end: 'notATime' } });
  });
});

const SAVED = [
  { date: '2026-11-24', start: '08:00', end: '15:30', breakMinutes: 30 },
  { date: '2026-11-23', start: null, end: null, breakMinutes: null },
  { date: '2026-11-25', start: '09:00', end: '12:00', breakMinutes: null },
];

describe('a week', () => {
  it('opens on its days as saved, a day not worked empty', () => {
    expect(weekDraft(SAVED)).toEqual({
      '2026-11-24.start': '08:00',
      '2026-11-24.end': '15:30',
      '2026-11-24.break': '30',
      '2026-11-23.start': '',
      '2026-11-23.end': '',
      '2026-11-23.break': '',
      '2026-11-25.start': '09:00',
      '2026-11-25.end': '12:00',
      '2026-11-25.break': '',
    });
    expect(draftDates(weekDraft(SAVED))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('counts its days without a problem, and names each problem by its field', () => {
    const draft = { ...weekDraft(SAVED), '2026-11-23.start': '14', '2026-11-25.break': '200' };
    expect(weekMinutes(weekDraft(SAVED))).toBe(600);
    expect(sheetMinutes(SAVED)).toBe(600);
    expect(weekMinutes(draft)).toBe(420);
    expect(weekProblems(draft)).toEqual({ '2026-11-23.end': 'missing', '2026-11-25.break': 'breakTooLong' });
    expect(weekProblems(weekDraft(SAVED))).toEqual({});
  });

  it('sends every day in date order, times as HH:MM, a day not worked all null, no break as 0', () => {
    const draft = { ...weekDraft(SAVED), '2026-11-24.start': '7h5', '2026-11-24.end': '1530', '2026-11-25.start': '9' };
    expect(weekBody({ ...draft, '2026-11-24.start': '7.05' })).toEqual({
      days: [
        { date: '2026-11-23', start: null, end: null, breakMinutes: null },
        { date: '2026-11-24', start: '07:05', end: '15:30', breakMinutes: 30 },
        { date: '2026-11-25', start: '09:00', end: '12:00', breakMinutes: 0 },
      ],
    });
  });

  it('a draft or a disputed week can be changed; one with hours saved can be sent; a sent or approved one neither', () => {
    for (const status of ['draft', 'disputed'] as const) {
      expect(isChangeable({ status })).toBe(true);
      expect(isSendable({ status, days: SAVED })).toBe(true);
      expect(isSendable({ status, days: [SAVED[1]] })).toBe(false);
    }
    for (const status of ['submitted', 'approved'] as const) {
      expect(isChangeable({ status })).toBe(false);
      expect(isSendable({ status, days: SAVED })).toBe(false);
    }
  });
});
