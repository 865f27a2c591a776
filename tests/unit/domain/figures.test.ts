// The spec's figures in words, as the machines' descriptions quote them (machines/domain/figures.ts).
import { describe, expect, it } from 'vitest';
import { inWords, listInWords } from '../../../machines/domain/figures';

describe('inWords: the largest unit that writes the duration whole', () => {
  it.each([
    [70, '70 ms'],
    [800, '800 ms'],
    [1_500, '1500 ms'],
    [1_000, '1 s'],
    [5_000, '5 s'],
    [90_000, '90 s'],
    [60_000, '1 min'],
    [30 * 60_000, '30 min'],
    [90 * 60_000, '90 min'],
    [60 * 60_000, '1 h'],
    [2 * 60 * 60_000, '2 h'],
  ])('%i ms: %s', (ms, words) => {
    expect(inWords(ms)).toBe(words);
  });
});

describe('listInWords', () => {
  it('several durations in seconds, the last with the unit', () => {
    expect(listInWords([0, 2_000, 10_000, 30_000])).toBe('0, 2, 10 and 30 s');
    expect(listInWords([1_000, 5_000])).toBe('1 and 5 s');
  });
});
